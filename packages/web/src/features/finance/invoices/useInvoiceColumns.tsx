import { ellipsis } from '@jb/contract/schemas/common';
import { INVOICE_KIND } from '@jb/contract/schemas/invoices';
import { Button, Space, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo } from 'react';
import { MoneyText } from '../../../components/money/MoneyText.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { InvoiceStatusTag } from '../../shared/invoices/InvoiceStatusTag.tsx';
import type { InvoiceRow } from './api.ts';
import { useInvoiceTexts } from './texts.ts';

/** Orders listed in a cell before the rest is summed up ("… 3 more" on hover). */
const SHOWN_ORDERS = 2;

function OrdersCell({ row }: { row: InvoiceRow }) {
  const shown = row.orders.slice(0, SHOWN_ORDERS);
  const all = row.orders.map((o) => `${o.orderNum} · ${o.articleNo}`).join('\n');
  return (
    <Tooltip title={row.orders.length > SHOWN_ORDERS ? <pre style={{ margin: 0 }}>{all}</pre> : undefined}>
      <Space orientation="vertical" size={0} data-testid={`invoice-orders-${row.id}`}>
        {shown.map((o) => (
          <span key={o.id}>
            {o.orderNum} <Typography.Text type="secondary">{o.articleNo}</Typography.Text>
          </span>
        ))}
        {row.orders.length > SHOWN_ORDERS && (
          <Typography.Text type="secondary">+{row.orders.length - SHOWN_ORDERS}</Typography.Text>
        )}
      </Space>
    </Tooltip>
  );
}

/** 发票管理's columns; the buyer opens the invoice's detail; `amount` and `createdAt` sort on the server. */
export function useInvoiceColumns(open: (row: InvoiceRow) => void): ColumnsType<InvoiceRow> {
  const t = useInvoiceTexts();
  const pick = usePick();
  return useMemo<ColumnsType<InvoiceRow>>(
    () => [
      {
        key: 'buyer',
        title: t('buyer'),
        render: (_, r) => (
          <Space orientation="vertical" size={0}>
            <Button
              type="link"
              size="small"
              style={{ padding: 0, height: 'auto' }}
              onClick={() => open(r)}
              data-testid={`invoice-open-${r.id}`}
            >
              {ellipsis(r.buyerName, 20)}
            </Button>
            {r.taxpayerId && <Typography.Text type="secondary">{r.taxpayerId}</Typography.Text>}
          </Space>
        ),
      },
      {
        key: 'kind',
        title: t('kind'),
        render: (_, r) => <span data-testid={`invoice-kind-${r.id}`}>{pick(INVOICE_KIND[r.kind])}</span>,
      },
      {
        key: 'amount',
        title: t('amount'),
        align: 'right',
        render: (_, r) => <MoneyText fen={r.amountFen} testId={`invoice-amount-${r.id}`} />,
      },
      { key: 'orders', title: t('orders'), render: (_, r) => <OrdersCell row={r} /> },
      { key: 'authorName', title: t('author'), dataIndex: 'authorName' },
      { key: 'journalName', title: t('journal'), dataIndex: 'journalName' },
      { key: 'createdAt', title: t('createdAt'), render: (_, r) => formatTime(r.createdAt) },
      {
        key: 'number',
        title: t('number'),
        render: (_, r) =>
          r.number ? (
            <Space orientation="vertical" size={0} data-testid={`invoice-number-${r.id}`}>
              <span>{r.number}</span>
              <Typography.Text type="secondary">{r.issuedOn}</Typography.Text>
            </Space>
          ) : (
            '-'
          ),
      },
      {
        key: 'tax',
        title: t('tax'),
        align: 'right',
        render: (_, r) =>
          r.taxFen === null ? (
            '-'
          ) : (
            <Space orientation="vertical" size={0} align="end">
              <MoneyText fen={r.taxFen} testId={`invoice-tax-${r.id}`} />
              {r.taxRatePermille !== null && (
                <Typography.Text type="secondary">
                  {t('taxRate', { rate: r.taxRatePermille / 10 })}
                </Typography.Text>
              )}
            </Space>
          ),
      },
      {
        key: 'status',
        title: t('status'),
        render: (_, r) => <InvoiceStatusTag status={r.status} testId={`invoice-status-${r.id}`} />,
      },
    ],
    [t, pick, open],
  );
}
