import { Empty, Table } from 'antd';
import type { HTMLAttributes } from 'react';
import { MoneyText } from '../../../components/money/MoneyText.tsx';
import { VoucherLinks } from '../../shared/files/VoucherLinks.tsx';
import type { ManuscriptDetail } from '../../shared/manuscripts/api.ts';
import { PayStatusTag, useFeeTypeName } from '../../shared/manuscripts/OrderBadges.tsx';
import { useManuscriptTexts } from '../../shared/manuscripts/texts.ts';

type FullOrder = ManuscriptDetail['orders'][number];
/** An acquisition editor's detail has no vouchers (docs/acquisition-editors.md). */
type DetailOrder = Omit<FullOrder, 'vouchers'> & Partial<Pick<FullOrder, 'vouchers'>>;

/** The manuscript's orders: number, fee type, amount, paid, pay status, the vouchers of what was paid. */
export function DetailOrders({ orders }: { orders: DetailOrder[] }) {
  const tm = useManuscriptTexts();
  const feeName = useFeeTypeName();
  return (
    <Table<DetailOrder>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={orders}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty description={tm('noOrders')} /> }}
      onRow={(o) => ({ 'data-testid': `detail-order-${o.id}` }) as HTMLAttributes<HTMLElement>}
      columns={[
        { key: 'orderNum', title: tm('order.orderNum'), dataIndex: 'orderNum' },
        { key: 'feeType', title: tm('order.feeType'), render: (_, o) => feeName(o.feeType) },
        {
          key: 'amount',
          title: tm('order.amount'),
          align: 'right',
          render: (_, o) => <MoneyText fen={o.amountFen} />,
        },
        {
          key: 'paid',
          title: tm('order.paid'),
          align: 'right',
          render: (_, o) => <MoneyText fen={o.paidFen} />,
        },
        {
          key: 'payStatus',
          title: tm('order.payStatus'),
          render: (_, o) => <PayStatusTag status={o.payStatus} />,
        },
        ...(orders.some((o) => o.vouchers)
          ? [
              {
                key: 'vouchers',
                title: tm('order.vouchers'),
                render: (_: unknown, o: DetailOrder) => (
                  <VoucherLinks vouchers={o.vouchers ?? []} testId={`detail-order-vouchers-${o.id}`} />
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
