import { columnList } from '@jb/contract/api/columns';
import type { ColumnRow } from '@jb/contract/schemas/columns';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useCan } from '../../../app/usePermissions.ts';
import { useEditor } from '../../../components/formModal/useEditor.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { useListChange } from '../../../components/resourceTable/useListChange.tsx';
import { JournalPicker } from '../../shared/journals/JournalPicker.tsx';
import { useJournalParam } from '../../shared/journals/useJournalParam.ts';
import { useColumns } from '../../shared/options.ts';
import { sortColumns, updateColumn } from './api.ts';
import { ColumnFormModal } from './ColumnFormModal.tsx';
import { ColumnTable } from './ColumnTable.tsx';
import { useProgramTexts } from './texts.ts';

/** /operation/programManage: a journal's columns (sections): add, rename, enable or disable, reorder. */
export default function ProgramManagePage() {
  const t = useProgramTexts();
  const [journalId, setJournalId] = useJournalParam();
  const columns = useColumns(journalId);
  const canEdit = useCan('operation.programManage.edit');
  const editor = useEditor<ColumnRow>();
  const change = useListChange(columnList);
  // The order on screen: the server's, or the one just made while it is being saved.
  const [rows, setRows] = useState<ColumnRow[]>([]);
  useEffect(() => setRows(columns.data ?? []), [columns.data]);

  const reorder = (next: ColumnRow[]) => {
    if (!journalId) return;
    setRows(next);
    void change.run(
      () =>
        sortColumns(
          journalId,
          next.map((r) => r.id),
        ),
      t('sorted'),
    );
  };
  const toggle = (row: ColumnRow, enabled: boolean) =>
    void change.run(() => updateColumn(row, { enabled }), enabled ? t('enabledDone') : t('disabledDone'));

  return (
    <>
      {change.holder}
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <JournalPicker value={journalId} onChange={setJournalId} />
        {canEdit && journalId && (
          <Button type="primary" onClick={() => editor.create()} data-testid="table-add">
            {t('add')}
          </Button>
        )}
      </Flex>
      {canEdit && <Typography.Paragraph type="secondary">{t('dragHint')}</Typography.Paragraph>}
      {columns.isError ? (
        <LoadError onRetry={() => void columns.refetch()} />
      ) : (
        <ColumnTable
          rows={rows}
          loading={columns.isFetching}
          canEdit={canEdit}
          onReorder={reorder}
          onRename={editor.edit}
          onToggle={toggle}
        />
      )}
      {journalId && <ColumnFormModal journalId={journalId} target={editor.target} onClose={editor.close} />}
    </>
  );
}
