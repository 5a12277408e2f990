import { withdrawalDetailCall, withdrawalList } from '@jb/contract/api/withdrawals';
import { WITHDRAWAL_CHANNEL, WITHDRAWAL_STATUS, WithdrawalStatus } from '@jb/contract/enums/withdrawal';
import type { WithdrawalRow } from '@jb/contract/schemas/withdrawals';
import { useCallback, useMemo, useState } from 'react';
import { api } from '../../../api/http.ts';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { StatusTabs } from '../../../components/resourceTable/StatusTabs.tsx';
import { useStatusTab } from '../../../components/resourceTable/useStatusTab.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { useRequestFilters } from '../../shared/useRequestFilters.ts';
import { withdrawalColumns } from './columns.tsx';
import { useWithdrawalTexts } from './texts.ts';
import { type DecisionTarget, WithdrawalDecisionModal } from './WithdrawalDecisionModal.tsx';
import { WithdrawalDetailDrawer } from './WithdrawalDetailDrawer.tsx';

const STATUSES = Object.keys(WITHDRAWAL_STATUS).map(Number);

/**
 * 撤稿审核 (/operation/acceptanceWithdrawal): the press's withdrawal requests by review status,
 * opening on those waiting; a row's buttons are the decisions the server lists in its `actions`.
 * A pass asks first for the detail, to say how much it will ask back.
 */
export default function WithdrawalPage() {
  const t = useWithdrawalTexts();
  const pick = usePick();
  const { tab, switchTab, params } = useStatusTab(STATUSES, WithdrawalStatus.PENDING);
  const [deciding, setDeciding] = useState<DecisionTarget | null>(null);
  const [opened, setOpened] = useState<number | null>(null);

  const channels = useMemo<FilterField[]>(
    () => [
      {
        kind: 'select',
        name: 'channel',
        label: t('channel'),
        options: Object.entries(WITHDRAWAL_CHANNEL).map(([value, label]) => ({ value, label: pick(label) })),
      },
    ],
    [t, pick],
  );
  const filters = useRequestFilters({ journal: t('journal'), keyword: t('keyword') }, channels);
  const columns = useMemo(() => withdrawalColumns(t, pick, (r) => setOpened(r.id)), [t, pick]);

  const decide = useCallback(async (row: WithdrawalRow, decision: DecisionTarget['decision']) => {
    const detail = decision === 'pass' ? await api(withdrawalDetailCall, { query: { id: row.id } }) : null;
    const refundableFen = (detail?.orders ?? []).reduce((sum, o) => sum + o.refundableFen, 0);
    setDeciding({ decision, row, refundableFen });
  }, []);
  const actions = useMemo<RowActionMap<WithdrawalRow>>(
    () => ({
      pass: { label: t('pass'), run: (row) => void decide(row, 'pass') },
      reject: { label: t('reject'), danger: true, run: (row) => void decide(row, 'reject') },
    }),
    [t, decide],
  );

  return (
    <>
      <StatusTabs labels={WITHDRAWAL_STATUS} tab={tab} onChange={switchTab} testId="withdrawal" />
      <ResourceTable<WithdrawalRow>
        list={withdrawalList}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        params={params}
        sortable={['createdAt', 'decidedAt']}
        actions={actions}
      />
      <WithdrawalDecisionModal target={deciding} onClose={() => setDeciding(null)} />
      <WithdrawalDetailDrawer id={opened} onClose={() => setOpened(null)} />
    </>
  );
}
