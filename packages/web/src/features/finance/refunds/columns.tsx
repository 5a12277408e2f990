import { Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { CutText as Cut } from '../../../components/CutText.tsx';
import { MoneyText } from '../../../components/money/MoneyText.tsx';
import { formatMoney } from '../../../components/money/money.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { orderContextColumns } from '../../shared/orders/orderContextColumns.tsx';
import type { RefundRow } from './api.ts';
import { RefundStatusTag } from './RefundStatusTag.tsx';
import type { useRefundTexts } from './texts.ts';

type Texts = ReturnType<typeof useRefundTexts>;

/** One review step's decision: who, the note (and finance's voucher), when; a dash while pending. */
function DecisionCell({
  by,
  note,
  at,
  voucher,
  t,
  testId,
}: {
  by: string | null;
  note: string;
  at: string | null;
  voucher?: string;
  t: Texts;
  testId: string;
}) {
  if (!at) return <span data-testid={testId}>-</span>;
  return (
    <Space orientation="vertical" size={0} data-testid={testId}>
      <span>{by ?? '-'}</span>
      {note && <Cut text={note} />}
      {voucher && <span>{t('voucher', { voucher })}</span>}
      <Typography.Text type="secondary">{formatTime(at)}</Typography.Text>
    </Space>
  );
}

/** The refund list's columns; `amount` and `createdAt` sort on the server (refundListQuery). */
export function refundColumns(t: Texts, feeName: (feeType: number) => string): ColumnsType<RefundRow> {
  return [
    { key: 'orderNum', title: t('orderNum'), render: (_, r) => r.order.orderNum },
    ...orderContextColumns<RefundRow>(t, feeName),
    {
      key: 'orderPaid',
      title: t('orderPaid'),
      align: 'right',
      render: (_, r) => (
        <Space orientation="vertical" size={0} align="end">
          <MoneyText fen={r.order.paidFen} />
          {r.order.refundedFen > 0 && (
            <Typography.Text type="secondary">
              {t('orderRefunded', { amount: formatMoney(r.order.refundedFen) })}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      key: 'amount',
      title: t('amount'),
      align: 'right',
      render: (_, r) => <MoneyText fen={r.amountFen} testId={`refund-amount-${r.id}`} />,
    },
    { key: 'reason', title: t('reason'), render: (_, r) => <Cut text={r.reason} /> },
    {
      key: 'requester',
      title: t('requester'),
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <span>{r.requestedByName}</span>
          <Typography.Text type="secondary">{t(`requestedBy.${r.requestedByType}`)}</Typography.Text>
        </Space>
      ),
    },
    {
      key: 'status',
      title: t('status'),
      render: (_, r) => <RefundStatusTag status={r.status} testId={`refund-status-${r.id}`} />,
    },
    {
      key: 'admin',
      title: t('adminDecision'),
      render: (_, r) => (
        <DecisionCell
          by={r.adminByName}
          note={r.adminNote}
          at={r.adminAt}
          t={t}
          testId={`refund-admin-${r.id}`}
        />
      ),
    },
    {
      key: 'finance',
      title: t('financeDecision'),
      render: (_, r) => (
        <DecisionCell
          by={r.financeByName}
          note={r.financeNote}
          at={r.financeAt}
          voucher={r.voucherNote}
          t={t}
          testId={`refund-finance-${r.id}`}
        />
      ),
    },
    { key: 'createdAt', title: t('createdAt'), render: (_, r) => formatTime(r.createdAt) },
  ];
}
