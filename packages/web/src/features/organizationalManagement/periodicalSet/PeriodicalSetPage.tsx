import { journalList } from '@jb/contract/api/journals';
import type { JournalRow } from '@jb/contract/schemas/journals';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../../../components/formModal/useEditor.ts';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { JournalFormModal } from '../../shared/journals/JournalFormModal.tsx';
import { useJournalTexts } from '../../shared/journals/texts.ts';
import { useJournalColumns } from '../../shared/journals/useJournalColumns.tsx';

/**
 * /organizationalManagement/periodicalSet: the press's journals and what its administrator may change
 * (name, sponsor, payee merchant, subjects); what an open journal was registered with stays as it is.
 */
export default function PeriodicalSetPage() {
  const tj = useJournalTexts();
  const { t: tc } = useTranslation();
  const columns = useJournalColumns();
  const editor = useEditor<JournalRow>();
  const filters = useMemo<FilterField[]>(
    () => [{ kind: 'text', name: 'keyword', label: tj('keyword') }],
    [tj],
  );
  const actions = useMemo<RowActionMap<JournalRow>>(
    () => ({ edit: { label: tc('common.edit'), run: (row) => void editor.edit(row) } }),
    [tc, editor.edit],
  );

  return (
    <>
      <ResourceTable<JournalRow>
        list={journalList}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        actions={actions}
      />
      <JournalFormModal target={editor.target} onClose={editor.close} lockRegistered />
    </>
  );
}
