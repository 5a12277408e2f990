import { ellipsis } from '@jb/contract/schemas/common';
import { Button, Space, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo } from 'react';
import { MoneyText } from '../../../components/money/MoneyText.tsx';
import { formatTime } from '../../../lib/formatTime.ts';
import { useFeeTypeName } from '../../shared/manuscripts/OrderBadges.tsx';
import { AbnormalTag } from '../../shared/orders/OrderFlags.tsx';
import { isFree, type OrderRow, payableFen } from './api.ts';
import { OrderDiscount, OrderDiscountType } from './OrderDiscount.tsx';
import { OrderInvoice } from './OrderInvoice.tsx';
import { OrderPayTag } from './OrderPayTag.tsx';
import { useOrderTexts } from './texts.ts';

/** SPEC §5's text filter: long titles are cut, the whole title shows on hover. */
const TITLE_LENGTH = 20;

/** The order list's columns; the order number opens the order's detail when `open` is given. */
export function useOrderColumns(open?: (id: number) => void): ColumnsType<OrderRow> {
  const t = useOrderTexts();
  const feeName = useFeeTypeName();
  return useMemo<ColumnsType<OrderRow>>(
    () => [
      {
        key: 'orderNum',
        title: t('orderNum'),
        render: (_, r) =>
          open ? (
            <Button
              type="link"
              size="small"
              style={{ padding: 0 }}
              onClick={() => open(r.id)}
              data-testid={`order-open-${r.id}`}
            >
              {r.orderNum}
            </Button>
          ) : (
            <span data-testid={`order-num-${r.id}`}>{r.orderNum}</span>
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
        key: 'discount',
        title: t('discount'),
        align: 'right',
        render: (_, r) => <OrderDiscount order={r} testId={`order-discount-${r.id}`} />,
      },
      {
        key: 'discountType',
        title: t('discountType'),
        render: (_, r) => <OrderDiscountType order={r} testId={`order-discount-type-${r.id}`} />,
      },
      {
        key: 'payable',
        title: t('payable'),
        align: 'right',
        render: (_, r) => <MoneyText fen={payableFen(r)} free={isFree(r)} testId={`order-payable-${r.id}`} />,
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
        render: (_, r) => (
          <Space size={4} wrap={false}>
            <OrderPayTag order={r} testId={`order-status-${r.id}`} />
            <AbnormalTag flag={r.abnormalFlag} testId={`order-abnormal-${r.id}`} />
          </Space>
        ),
      },
      {
        key: 'invoice',
        title: t('invoice'),
        render: (_, r) => <OrderInvoice order={r} testId={`order-invoice-${r.id}`} />,
      },
      { key: 'createdAt', title: t('createdAt'), render: (_, r) => formatTime(r.createdAt) },
      { key: 'paidAt', title: t('paidAt'), render: (_, r) => formatTime(r.paidAt) },
    ],
    [t, feeName, open],
  );
}
