import { Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo } from 'react';
import { CutText } from '../../../components/CutText.tsx';
import { MoneyText } from '../../../components/money/MoneyText.tsx';
import { formatTime } from '../../../lib/formatTime.ts';
import { useFeeTypeName } from '../../shared/manuscripts/OrderBadges.tsx';
import { AbnormalTag, DiscountStatusTag, useDiscountTypeText } from '../../shared/orders/OrderFlags.tsx';
import { orderContextColumns } from '../../shared/orders/orderContextColumns.tsx';
import type { DiscountRow } from './api.ts';
import { useDiscountTexts } from './texts.ts';

/** Who decided the application, when, and what they said; "-" while it waits. */
function Review({ row }: { row: DiscountRow }) {
  const t = useDiscountTexts();
  if (!row.reviewedByName) return <span>-</span>;
  return (
    <Space orientation="vertical" size={0} data-testid={`discount-review-${row.id}`}>
      <span>{t('reviewedBy', { name: row.reviewedByName, time: formatTime(row.reviewedAt) })}</span>
      {row.reviewNote && (
        <Typography.Text type="secondary">
          <CutText text={row.reviewNote} />
        </Typography.Text>
      )}
    </Space>
  );
}

/** The columns of 订单优惠审核: the order and manuscript, the application, its review. */
export function useDiscountColumns(): ColumnsType<DiscountRow> {
  const t = useDiscountTexts();
  const feeName = useFeeTypeName();
  const typeText = useDiscountTypeText();
  return useMemo<ColumnsType<DiscountRow>>(
    () => [
      {
        key: 'orderNum',
        title: t('orderNum'),
        render: (_, r) => <span data-testid={`discount-order-${r.id}`}>{r.order.orderNum}</span>,
      },
      ...orderContextColumns<DiscountRow>(t, feeName),
      {
        key: 'orderAmount',
        title: t('orderAmount'),
        align: 'right',
        render: (_, r) => <MoneyText fen={r.order.amountFen} />,
      },
      { key: 'type', title: t('discountType'), render: (_, r) => typeText(r) },
      {
        key: 'amount',
        title: t('amount'),
        align: 'right',
        render: (_, r) => <MoneyText fen={r.amountFen} testId={`discount-amount-${r.id}`} />,
      },
      {
        key: 'status',
        title: t('discountStatus'),
        render: (_, r) => (
          <Space size={4}>
            <DiscountStatusTag status={r.status} testId={`discount-status-${r.id}`} />
            <AbnormalTag flag={r.order.abnormalFlag} testId={`discount-abnormal-${r.id}`} />
          </Space>
        ),
      },
      { key: 'reason', title: t('reason'), render: (_, r) => <CutText text={r.reason} /> },
      { key: 'requestedByName', title: t('applicant'), dataIndex: 'requestedByName' },
      { key: 'createdAt', title: t('createdAt'), render: (_, r) => formatTime(r.createdAt) },
      { key: 'review', title: t('review'), render: (_, r) => <Review row={r} /> },
    ],
    [t, feeName, typeText],
  );
}
