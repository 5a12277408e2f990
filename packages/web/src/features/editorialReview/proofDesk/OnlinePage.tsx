import type { ColumnsType } from 'antd/es/table/interface';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { useManuscriptTexts } from '../../shared/manuscripts/texts.ts';
import { numberAndTitle } from '../../shared/manuscripts/workColumns.tsx';
import { useIssueName } from '../manuscriptScheduling/IssueBar.tsx';
import { useStageLabel } from '../postingDateFaPai/cells.tsx';
import { type OnlineRow, onlineProofs } from './api.ts';
import { DeskJournal, useDeskJournal } from './DeskJournal.tsx';
import { ONLINE_PROOF_PATH } from './OnlineProofPage.tsx';
import { useProofDeskTexts } from './texts.ts';

/**
 * /editorialReview/online (在线校对): the proofreader's desk. The manuscripts at a proof round in the
 * caller's scope with the round, the marks so far (one's own, and who else marked) and the
 * typesetter; 校对 opens the full-page proofreading view. Journal, page and keyword in the URL.
 */
export default function OnlinePage() {
  const t = useProofDeskTexts();
  const tm = useManuscriptTexts();
  const issueName = useIssueName();
  const stageLabel = useStageLabel();
  const navigate = useNavigate();
  const { journalId, setJournal } = useDeskJournal();

  const filters = useMemo<FilterField[]>(
    () => [{ kind: 'text', name: 'keyword', label: tm('keyword') }],
    [tm],
  );
  const columns = useMemo<ColumnsType<OnlineRow>>(
    () => [
      ...numberAndTitle<OnlineRow>(tm),
      ...(journalId ? [] : [{ key: 'journalName', title: tm('journal'), dataIndex: 'journalName' }]),
      { key: 'position', title: t('issue'), render: (_, r) => (r.issue ? issueName(r.issue) : '-') },
      {
        key: 'round',
        title: t('round'),
        render: (_, r) => <span data-testid={`online-round-${r.id}`}>{stageLabel(r.status)}</span>,
      },
      {
        key: 'marks',
        title: t('marks'),
        render: (_, r) => (
          <span data-testid={`online-marks-${r.id}`}>
            {r.marks}
            {r.carried > 0 && ` (${t('carried')} ${r.carried})`}
          </span>
        ),
      },
      { key: 'mine', title: t('mine'), dataIndex: 'mine' },
      { key: 'markers', title: t('markers'), render: (_, r) => r.markers.join('、') || '-' },
      { key: 'typesetter', title: t('typesetter'), render: (_, r) => r.typesetterName ?? '-' },
    ],
    [t, tm, journalId, issueName, stageLabel],
  );
  const actions = useMemo<RowActionMap<OnlineRow>>(
    () => ({ read: { label: t('read'), run: (row) => void navigate(`${ONLINE_PROOF_PATH}?id=${row.id}`) } }),
    [t, navigate],
  );
  const rowActions = useCallback(() => ['read'], []);

  return (
    <>
      <DeskJournal journalId={journalId} onChange={setJournal} />
      <ResourceTable<OnlineRow>
        list={onlineProofs}
        columns={columns}
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
