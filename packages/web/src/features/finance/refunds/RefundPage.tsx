import { orderList } from '@jb/contract/api/orders';
import { refundList, refundRequest } from '@jb/contract/api/refunds';
import { REFUND_STATUS, RefundStatus } from '@jb/contract/enums/order';
import type { RefundAction } from '@jb/contract/schemas/refunds';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useCanCall } from '../../../app/usePermissions.ts';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { StatusTabs } from '../../../components/resourceTable/StatusTabs.tsx';
import { useReloadList } from '../../../components/resourceTable/useResourceList.ts';
import { useStatusTab } from '../../../components/resourceTable/useStatusTab.ts';
import { useFeeTypeName } from '../../shared/manuscripts/OrderBadges.tsx';
import { useJournalOptions } from '../../shared/options.ts';
import type { RefundRow } from './api.ts';
import { refundColumns } from './columns.tsx';
import { type DecisionTarget, RefundDecisionModal } from './RefundDecisionModal.tsx';
import { RefundRequestForm } from './RefundRequestForm.tsx';
import { useRefundTexts } from './texts.ts';

/** What differs between the two refund screens. */
interface Step {
  /** The tab the screen opens on: the refunds waiting for this step. */
  pending: number;
  /** Whether the screen offers the request form (to those who may make one). */
  requests: boolean;
  /** The decisions of this step: of a row's `actions`, only these show here. */
  decisions: readonly RefundAction[];
}

const ADMIN_STEP: Step = {
  pending: RefundStatus.ADMIN_PENDING,
  requests: true,
  decisions: ['adminPass', 'adminReject'],
};
const FINANCE_STEP: Step = {
  pending: RefundStatus.FINANCE_PENDING,
  requests: false,
  decisions: ['financePass', 'financeReject'],
};
const STATUSES = Object.keys(REFUND_STATUS).map(Number);

/**
 * The refunds of the press by review status, for one review step: the press administrator's
 * (退款审核, with the request form) or finance's (退款管理). A row's buttons are the decisions of this
 * step that the server lists in its `actions`; a decision opens its dialog.
 */
function RefundPage({ step }: { step: Step }) {
  const t = useRefundTexts();
  const feeName = useFeeTypeName();
  const journals = useJournalOptions();
  const { tab, switchTab, params } = useStatusTab(STATUSES, step.pending);
  const mayRequest = useCanCall(refundRequest) && step.requests;
  const [requesting, setRequesting] = useState(false);
  const [deciding, setDeciding] = useState<DecisionTarget | null>(null);
  // A decision or a request changes the order too (its refunded sum, its pay status).
  const reloadOrders = useReloadList(orderList);

  const filters = useMemo<FilterField[]>(
    () => [
      {
        kind: 'select',
        name: 'journalId',
        label: t('journal'),
        options: journals.data ?? [],
        loading: journals.isPending,
      },
      { kind: 'text', name: 'keyword', label: t('keyword') },
    ],
    [t, journals.data, journals.isPending],
  );

  const columns = useMemo(() => refundColumns(t, feeName), [t, feeName]);

  const actions = useMemo<RowActionMap<RefundRow>>(
    () =>
      Object.fromEntries(
        step.decisions.map((action) => [
          action,
          {
            label: t(`decide.${action}`),
            danger: action.endsWith('Reject'),
            run: (row: RefundRow) => void setDeciding({ action, row }),
          },
        ]),
      ),
    [t, step.decisions],
  );

  return (
    <>
      <StatusTabs labels={REFUND_STATUS} tab={tab} onChange={switchTab} testId="refund" />
      <ResourceTable<RefundRow>
        list={refundList}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        params={params}
        actions={actions}
        toolbar={
          mayRequest && (
            <Button type="primary" onClick={() => setRequesting(true)} data-testid="refund-request-open">
              {t('request.open')}
            </Button>
          )
        }
      />
      <RefundRequestForm
        open={requesting}
        onClose={() => setRequesting(false)}
        onDone={() => void reloadOrders()}
      />
      <RefundDecisionModal
        target={deciding}
        onClose={() => setDeciding(null)}
        onDone={() => void reloadOrders()}
      />
    </>
  );
}

/** /operation/refundAudit (退款审核): opens on the refunds awaiting the administrator. */
export function RefundAuditPage() {
  return <RefundPage step={ADMIN_STEP} />;
}

/** /finance/refundManage (退款管理): opens on the refunds awaiting finance. */
export function RefundManagePage() {
  return <RefundPage step={FINANCE_STEP} />;
}
