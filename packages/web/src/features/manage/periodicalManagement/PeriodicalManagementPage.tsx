import { journalExport, journalList } from '@jb/contract/api/journals';
import type { JournalRow } from '@jb/contract/schemas/journals';
import { Button, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/usePermissions.ts';
import { useEditor } from '../../../components/formModal/useEditor.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { JournalFormModal } from '../../shared/journals/JournalFormModal.tsx';
import { useJournalTexts } from '../../shared/journals/texts.ts';
import { useJournalColumns, useJournalFilters } from '../../shared/journals/useJournalColumns.tsx';
import { JournalAuditModal } from '../journalReview/JournalAuditModal.tsx';
import { applyJournal } from './api.ts';
import { JournalDetailDrawer } from './detail/JournalDetailDrawer.tsx';
import { usePeriodicalTexts } from './texts.ts';
import { useDetailParam } from './useDetailParam.ts';

/**
 * /manage/periodicalManagement (a press's journals) and /operation/journalManagement (every press's,
 * for the platform): the journal list, add and edit, apply to open, and each journal's detail drawer.
 */
export default function PeriodicalManagementPage() {
  const t = usePeriodicalTexts();
  const tj = useJournalTexts();
  const { t: tc } = useTranslation();
  const canEdit = useCan('manage.periodicalManagement.edit');
  const editor = useEditor<JournalRow>();
  const detail = useDetailParam();
  const [auditing, setAuditing] = useState<JournalRow | null>(null);
  const filters = useJournalFilters();

  const openDetail = detail.open;
  const renderName = useCallback(
    (row: JournalRow) => (
      <Typography.Link onClick={() => openDetail(row.id)} data-testid={`journal-open-${row.id}`}>
        {row.name}
      </Typography.Link>
    ),
    [openDetail],
  );
  const columns = useJournalColumns(renderName);

  const actions = useMemo<RowActionMap<JournalRow>>(
    () => ({
      edit: { label: tc('common.edit'), run: (row) => void editor.edit(row) },
      fees: { label: t('fees'), run: (row) => void openDetail(row.id, 'fees') },
      apply: {
        label: t('apply'),
        confirm: (row) => ({ title: t('applyTitle', { name: row.name }), content: t('applyContent') }),
        run: applyJournal,
        done: t('applied'),
      },
      audit: { label: t('audit'), run: (row) => void setAuditing(row) },
    }),
    [t, tc, editor.edit, openDetail],
  );

  return (
    <>
      <ResourceTable<JournalRow>
        list={journalList}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        actions={actions}
        exportCall={journalExport}
        exportName="journals"
        toolbar={
          canEdit && (
            <Button type="primary" onClick={() => editor.create()} data-testid="table-add">
              {tj('add')}
            </Button>
          )
        }
      />
      <JournalFormModal target={editor.target} onClose={editor.close} />
      <JournalAuditModal journal={auditing} onClose={() => setAuditing(null)} />
      <JournalDetailDrawer
        id={detail.id}
        tab={detail.tab}
        onTab={(tab) => openDetail(detail.id, tab, true)}
        onClose={() => openDetail(null)}
        onEdit={editor.edit}
      />
    </>
  );
}
