import type { ColumnsType } from 'antd/es/table/interface';
import { useCallback, useMemo, useState } from 'react';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { ManuscriptStatusTag } from '../../shared/manuscripts/ManuscriptStatusTag.tsx';
import { useManuscriptTexts } from '../../shared/manuscripts/texts.ts';
import { numberAndTitle } from '../../shared/manuscripts/workColumns.tsx';
import { useIssueName } from '../manuscriptScheduling/IssueBar.tsx';
import { type CheckRow, checkList } from './api.ts';
import { CheckDrawer } from './CheckDrawer.tsx';
import { DeskJournal, useDeskJournal } from './DeskJournal.tsx';
import { useProofDeskTexts } from './texts.ts';

/**
 * /editorialReview/check (校样核对): the manuscripts whose previous round's marks are not all checked
 * against the revision the typesetter handed in, with their counts; 核对 opens the check beside the
 * list. Journal, page, sort and keyword are kept in the URL.
 */
export default function CheckPage() {
  const t = useProofDeskTexts();
  const tm = useManuscriptTexts();
  const issueName = useIssueName();
  const { journalId, setJournal } = useDeskJournal();
  const [opened, setOpened] = useState<CheckRow | null>(null);

  const filters = useMemo<FilterField[]>(
    () => [{ kind: 'text', name: 'keyword', label: tm('keyword') }],
    [tm],
  );
  const columns = useMemo<ColumnsType<CheckRow>>(
    () => [
      ...numberAndTitle<CheckRow>(tm),
      ...(journalId ? [] : [{ key: 'journalName', title: tm('journal'), dataIndex: 'journalName' }]),
      { key: 'position', title: t('issue'), render: (_, r) => (r.issue ? issueName(r.issue) : '-') },
      { key: 'typesetter', title: t('typesetter'), render: (_, r) => r.typesetterName ?? '-' },
      {
        key: 'status',
        title: tm('status'),
        render: (_, r) => <ManuscriptStatusTag status={r.status} testId={`status-${r.id}`} />,
      },
      {
        key: 'round',
        title: t('check.round'),
        render: (_, r) => <span data-testid={`check-round-${r.id}`}>{t('proofOf', { round: r.round })}</span>,
      },
      {
        key: 'unchecked',
        title: t('check.unchecked'),
        sorter: true,
        render: (_, r) => (
          <span style={{ whiteSpace: 'nowrap' }} data-testid={`check-counts-${r.id}`}>
            {t('check.counts', r)}
          </span>
        ),
      },
    ],
    [t, tm, journalId, issueName],
  );
  const actions = useMemo<RowActionMap<CheckRow>>(
    () => ({ check: { label: t('check.open'), run: (row) => void setOpened(row) } }),
    [t],
  );
  const rowActions = useCallback(() => ['check'], []);

  return (
    <>
      <DeskJournal journalId={journalId} onChange={setJournal} />
      <ResourceTable<CheckRow>
        list={checkList}
        columns={columns}
        rowKey={(r) => r.id}
        filters={filters}
        actions={actions}
        rowActions={rowActions}
        params={journalId ? { journalId: String(journalId) } : {}}
        defaultSort="position"
        defaultOrder="asc"
      />
      <CheckDrawer row={opened} onClose={() => setOpened(null)} />
    </>
  );
}
