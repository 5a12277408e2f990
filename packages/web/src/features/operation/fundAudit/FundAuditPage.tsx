import { fundAuditList } from '@jb/contract/api/fundAudit';
import { FUND_LEVEL } from '@jb/contract/enums/journal';
import { FOUNDATION_STATUS, FoundationStatus } from '@jb/contract/enums/manuscript';
import type { FundAuditRow } from '@jb/contract/schemas/fundAudit';
import { useMemo, useState } from 'react';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { StatusTabs } from '../../../components/resourceTable/StatusTabs.tsx';
import { useStatusTab } from '../../../components/resourceTable/useStatusTab.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { useRequestFilters } from '../../shared/useRequestFilters.ts';
import { fundAuditColumns } from './columns.tsx';
import { FundDecisionModal, type FundDecisionTarget } from './FundDecisionModal.tsx';
import { FundDetailDrawer } from './FundDetailDrawer.tsx';
import { useFundAuditTexts } from './texts.ts';

/** The audit's tabs: pending, passed, failed (0, no fund, is never listed). */
const { 0: _none, ...TABS } = FOUNDATION_STATUS;
const STATUSES = Object.keys(TABS).map(Number);

/**
 * 基金审核 (/operation/fundAuditf; docs/author-requests.md "Fund audit"): funded manuscripts by the
 * fund's audit status, opening on those pending; the article number opens the detail (fund,
 * certificates, the author's other manuscripts citing the number), a row's buttons are its `actions`.
 */
export default function FundAuditPage() {
  const t = useFundAuditTexts();
  const pick = usePick();
  const { tab, switchTab, params } = useStatusTab(STATUSES, FoundationStatus.PENDING);
  const [deciding, setDeciding] = useState<FundDecisionTarget | null>(null);
  const [open, setOpen] = useState<number | null>(null);

  const levels = useMemo<FilterField[]>(
    () => [
      {
        kind: 'select',
        name: 'fundLevel',
        label: t('fundLevel'),
        options: Object.entries(FUND_LEVEL).map(([value, name]) => ({
          value: Number(value),
          label: pick(name),
        })),
      },
    ],
    [t, pick],
  );
  const filters = useRequestFilters({ journal: t('journal'), keyword: t('keyword') }, levels);
  const columns = useMemo(() => fundAuditColumns(t, pick, setOpen), [t, pick]);
  const actions = useMemo<RowActionMap<FundAuditRow>>(
    () => ({
      pass: { label: t('pass'), run: (row) => void setDeciding({ decision: 'pass', row }) },
      fail: { label: t('fail'), danger: true, run: (row) => void setDeciding({ decision: 'fail', row }) },
    }),
    [t],
  );

  return (
    <>
      <StatusTabs labels={TABS} tab={tab} onChange={switchTab} testId="fund" />
      <ResourceTable<FundAuditRow>
        list={fundAuditList}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        params={params}
        sortable={['submittedAt', 'articleNo']}
        actions={actions}
        emptyText={t('empty')}
      />
      <FundDecisionModal target={deciding} onClose={() => setDeciding(null)} />
      <FundDetailDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
