import type { ColumnsType } from 'antd/es/table/interface';
import { useCallback, useMemo } from 'react';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import type { ListCall } from '../../../components/resourceTable/useResourceList.ts';
import { useManuscriptTexts } from '../../shared/manuscripts/texts.ts';
import { numberAndTitle } from '../../shared/manuscripts/workColumns.tsx';
import { useIssueName } from '../manuscriptScheduling/IssueBar.tsx';
import { DeskJournal, useDeskJournal } from './DeskJournal.tsx';
import { useProofDeskTexts } from './texts.ts';

/** What every proof desk row shows first. */
interface DeskRow {
  id: number;
  articleNo: string;
  title: string;
  journalName: string;
  issue: { year: number; volume: number; number: number } | null;
}

/**
 * A proof desk (校样核对, 在线校对): the journal picker (none: all the caller's journals) and the list
 * in issue order, its rows led by the number and title, the journal while all are shown, and the
 * issue, then the desk's own columns; one button per row. Journal, page, sort and keyword in the URL.
 */
export function DeskTable<R extends DeskRow>({
  list,
  columns,
  action,
}: {
  list: ListCall;
  /** The desk's own columns, after the lead. */
  columns: ColumnsType<R>;
  action: { key: string; label: string; run: (row: R) => undefined };
}) {
  const t = useProofDeskTexts();
  const tm = useManuscriptTexts();
  const issueName = useIssueName();
  const { journalId, setJournal } = useDeskJournal();

  const filters = useMemo<FilterField[]>(
    () => [{ kind: 'text', name: 'keyword', label: tm('keyword') }],
    [tm],
  );
  const all = useMemo<ColumnsType<R>>(
    () => [
      ...numberAndTitle<R>(tm),
      ...(journalId ? [] : [{ key: 'journalName', title: tm('journal'), dataIndex: 'journalName' }]),
      { key: 'position', title: t('issue'), render: (_, r) => (r.issue ? issueName(r.issue) : '-') },
      ...columns,
    ],
    [t, tm, journalId, issueName, columns],
  );
  const { key, label, run } = action;
  const actions = useMemo<RowActionMap<R>>(() => ({ [key]: { label, run } }), [key, label, run]);
  const rowActions = useCallback(() => [key], [key]);

  return (
    <>
      <DeskJournal journalId={journalId} onChange={setJournal} />
      <ResourceTable<R>
        list={list}
        columns={all}
        rowKey={(r) => r.id}
        filters={filters}
        actions={actions}
        rowActions={rowActions}
        params={journalId ? { journalId: String(journalId) } : {}}
        defaultSort="position"
        defaultOrder="asc"
      />
    </>
  );
}
