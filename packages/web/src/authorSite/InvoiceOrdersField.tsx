import { Empty, Table, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { MoneyText } from '../components/money/MoneyText.tsx';
import { formatMoney } from '../components/money/money.ts';
import { useFeeTypeName } from '../features/shared/manuscripts/OrderBadges.tsx';
import { formatTime } from '../lib/formatTime.ts';
import type { InvoiceableOrder } from './invoiceApi.ts';
import { useAuthorInvoiceTexts } from './invoiceTexts.ts';

interface Props {
  orders: InvoiceableOrder[];
  loading: boolean;
  /** The chosen orders' ids (a form field's value). */
  value?: number[];
  onChange?: (value: number[]) => void;
  id?: string;
}

/** The paid orders an invoice may be asked for, ticked to go on one invoice, with the sum chosen. */
export function InvoiceOrdersField({ orders, loading, value = [], onChange, id }: Props) {
  const t = useAuthorInvoiceTexts();
  const feeName = useFeeTypeName();
  const sum = orders.filter((o) => value.includes(o.id)).reduce((total, o) => total + o.amountFen, 0);
  return (
    <div id={id} data-testid="invoice-apply-orders">
      <Table<InvoiceableOrder>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={orders}
        pagination={false}
        scroll={{ x: 640, y: 280 }}
        rowSelection={{
          selectedRowKeys: value,
          onChange: (keys) => onChange?.(keys.map(Number)),
          getCheckboxProps: (o) => ({ 'data-testid': `invoice-order-${o.id}` }) as never,
        }}
        onRow={(o) => ({ 'data-testid': `invoice-order-row-${o.id}` }) as HTMLAttributes<HTMLElement>}
        locale={{
          emptyText: <Empty description={t('apply.noOrders')} data-testid="invoice-apply-no-orders" />,
        }}
        columns={[
          { key: 'orderNum', title: t('apply.orderNum'), dataIndex: 'orderNum', width: 170 },
          {
            key: 'manuscript',
            title: t('apply.manuscript'),
            render: (_, o) => (
              <span>
                {o.articleNo} <Typography.Text type="secondary">{o.title}</Typography.Text>
              </span>
            ),
          },
          { key: 'feeType', title: t('apply.feeType'), width: 110, render: (_, o) => feeName(o.feeType) },
          {
            key: 'amount',
            title: t('apply.invoiceable'),
            width: 120,
            align: 'right',
            render: (_, o) => <MoneyText fen={o.amountFen} />,
          },
          { key: 'paidAt', title: t('apply.paidAt'), width: 170, render: (_, o) => formatTime(o.paidAt) },
        ]}
      />
      {value.length > 0 && (
        <Typography.Text strong data-testid="invoice-apply-sum">
          {t('apply.selected', { count: value.length, amount: formatMoney(sum) })}
        </Typography.Text>
      )}
    </div>
  );
}
