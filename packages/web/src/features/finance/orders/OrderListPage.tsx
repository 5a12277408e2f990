import { orderExport, orderList, orderSaveOther } from '@jb/contract/api/orders';
import { FEE_TYPE } from '@jb/contract/enums/journal';
import { ORDER_PAY_STATUS } from '@jb/contract/enums/order';
import { ellipsis } from '@jb/contract/schemas/common';
import type { Page } from '@jb/contract/schemas/list';
import type { OrderAction } from '@jb/contract/schemas/orders';
import { Button, Space, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useCallback, useMemo, useState } from 'react';
import { useCanCall } from '../../../app/usePermissions.ts';
import { MoneyText } from '../../../components/money/MoneyText.tsx';
import { formatMoney } from '../../../components/money/money.ts';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { useFeeTypeName } from '../../shared/manuscripts/OrderBadges.tsx';
import { useJournalOptions } from '../../shared/options.ts';
import { AmountRange, useAmountRange } from './AmountRange.tsx';
import type { OrderPage, OrderRow, OrderSummary } from './api.ts';
import { EndOrderModal, OtherOrderModal } from './ManageOrderModals.tsx';
import { OrderDetailDrawer } from './OrderDetailDrawer.tsx';
import { OrderPayTag } from './OrderPayTag.tsx';
import { useOrderTexts } from './texts.ts';

/** SPEC §5's text filter: long titles are cut, the whole title shows on hover. */
const TITLE_LENGTH = 20;

/** The count and totals of the filtered set, above the table. */
function SummaryLine({ summary }: { summary: OrderSummary | undefined }) {
  const t = useOrderTexts();
  if (!summary) return null;
  return (
    <Typography.Text strong data-testid="order-summary">
      {t('summary', {
        count: summary.count,
        amount: formatMoney(summary.amountFen),
        paid: formatMoney(summary.paidFen),
      })}
    </Typography.Text>
  );
}

/**
 * /operation/orderInquiry (订单查询) and /finance/orderList (订单列表): the press's orders with
 * their manuscripts, the totals of what is filtered, each order's history and payments, the export.
 */
export default function OrderListPage() {
  const t = useOrderTexts();
  const pick = usePick();
  const feeName = useFeeTypeName();
  const journals = useJournalOptions();
  const amount = useAmountRange();
  const [opened, setOpened] = useState<number | null>(null);
  const [ending, setEnding] = useState<{ action: OrderAction; order: OrderRow } | null>(null);
  const [addingOther, setAddingOther] = useState(false);
  const mayOrder = useCanCall(orderSaveOther);
  const [summary, setSummary] = useState<OrderSummary>();
  const onPage = useCallback((page: Page<OrderRow>) => setSummary((page as OrderPage).summary), []);

  const filters = useMemo<FilterField[]>(
    () => [
      {
        kind: 'select',
        name: 'payStatus',
        label: t('payStatus'),
        options: Object.entries(ORDER_PAY_STATUS).map(([value, label]) => ({ value, label: pick(label) })),
      },
      {
        kind: 'select',
        name: 'feeType',
        label: t('feeType'),
        options: Object.entries(FEE_TYPE).map(([value, label]) => ({ value, label: pick(label) })),
      },
      {
        kind: 'select',
        name: 'journalId',
        label: t('journal'),
        options: journals.data ?? [],
        loading: journals.isPending,
      },
      { kind: 'dayRange', from: 'createdFrom', to: 'createdTo', label: t('createdDays') },
      { kind: 'text', name: 'keyword', label: t('keyword') },
    ],
    [t, pick, journals.data, journals.isPending],
  );

  const columns = useMemo<ColumnsType<OrderRow>>(
    () => [
      {
        key: 'orderNum',
        title: t('orderNum'),
        render: (_, r) => (
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            onClick={() => setOpened(r.id)}
            data-testid={`order-open-${r.id}`}
          >
            {r.orderNum}
          </Button>
        ),
      },
      {
        key: 'manuscript',
        title: t('manuscript'),
        render: (_, r) => (
          <Tooltip title={r.manuscript.title.length > TITLE_LENGTH ? r.manuscript.title : undefined}>
            <Space orientation="vertical" size={0}>
              <span>{r.manuscript.articleNo}</span>
              <Typography.Text type="secondary">{ellipsis(r.manuscript.title, TITLE_LENGTH)}</Typography.Text>
            </Space>
          </Tooltip>
        ),
      },
      { key: 'journalName', title: t('journal'), dataIndex: 'journalName' },
      {
        key: 'author',
        title: t('author'),
        render: (_, r) => (
          <Space orientation="vertical" size={0}>
            <span>{r.authorName}</span>
            <Typography.Text type="secondary">{r.authorPhone}</Typography.Text>
          </Space>
        ),
      },
      {
        key: 'feeType',
        title: t('feeType'),
        render: (_, r) => <span data-testid={`order-fee-${r.id}`}>{feeName(r.feeType)}</span>,
      },
      {
        key: 'amount',
        title: t('amount'),
        align: 'right',
        render: (_, r) => <MoneyText fen={r.amountFen} testId={`order-amount-${r.id}`} />,
      },
      {
        key: 'paid',
        title: t('paid'),
        align: 'right',
        render: (_, r) => <MoneyText fen={r.paidFen} testId={`order-paid-${r.id}`} />,
      },
      {
        key: 'payStatus',
        title: t('payStatus'),
        render: (_, r) => <OrderPayTag order={r} testId={`order-status-${r.id}`} />,
      },
      { key: 'createdAt', title: t('createdAt'), render: (_, r) => formatTime(r.createdAt) },
      { key: 'paidAt', title: t('paidAt'), render: (_, r) => formatTime(r.paidAt) },
    ],
    [t, feeName],
  );

  const actions = useMemo<RowActionMap<OrderRow>>(
    () => ({
      detail: { label: t('detail'), run: (row) => void setOpened(row.id) },
      cancel: {
        label: t('manage.cancel'),
        danger: true,
        run: (row) => void setEnding({ action: 'cancel', order: row }),
      },
      close: { label: t('manage.close'), run: (row) => void setEnding({ action: 'close', order: row }) },
    }),
    [t],
  );
  // The server says which of cancel and close each order allows the person now.
  const rowActions = useCallback((row: OrderRow) => ['detail', ...row.actions], []);

  return (
    <>
      <ResourceTable<OrderRow>
        list={orderList}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        params={amount}
        actions={actions}
        rowActions={rowActions}
        onPage={onPage}
        toolbar={
          <>
            {mayOrder && (
              <Button onClick={() => setAddingOther(true)} data-testid="order-other-open">
                {t('manage.other')}
              </Button>
            )}
            <AmountRange />
            {/* After the export button (flex order), on a line of its own just above the table. */}
            <div style={{ order: 1, flexBasis: '100%' }}>
              <SummaryLine summary={summary} />
            </div>
          </>
        }
        exportCall={orderExport}
        exportName="orders"
      />
      <OrderDetailDrawer orderId={opened} onClose={() => setOpened(null)} />
      <OtherOrderModal open={addingOther} onClose={() => setAddingOther(false)} />
      <EndOrderModal target={ending} onClose={() => setEnding(null)} onDone={() => setEnding(null)} />
    </>
  );
}
