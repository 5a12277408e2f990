import { Empty, Table } from 'antd';
import type { HTMLAttributes } from 'react';
import { Link } from 'react-router';
import { MoneyText } from '../../../components/money/MoneyText.tsx';
import { formatTime } from '../../../lib/formatTime.ts';
import { detailPath } from '../../shared/manuscripts/api.ts';
import { ManuscriptStatusTag } from '../../shared/manuscripts/ManuscriptStatusTag.tsx';
import { PayStatusTag, useFeeTypeName } from '../../shared/manuscripts/OrderBadges.tsx';
import type { AuthorDetail } from './api.ts';
import { useAuthorTexts } from './texts.ts';

type Paper = AuthorDetail['manuscripts'][number];
type Order = AuthorDetail['orders'][number];

/** The author's manuscripts, each opening its detail (`openPath`: the staff one unless told). */
export function ManuscriptsTable({
  rows,
  openPath = detailPath,
}: {
  rows: Paper[];
  openPath?: (id: number) => string;
}) {
  const t = useAuthorTexts();
  return (
    <Table<Paper>
      size="small"
      rowKey="id"
      pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty description={t('noManuscripts')} /> }}
      onRow={(m) => ({ 'data-testid': `author-manuscript-${m.id}` }) as HTMLAttributes<HTMLElement>}
      columns={[
        { key: 'articleNo', title: t('manuscript.articleNo'), dataIndex: 'articleNo' },
        {
          key: 'title',
          title: t('manuscript.title'),
          render: (_, m) => (
            <Link to={openPath(m.id)} data-testid={`author-manuscript-open-${m.id}`}>
              {m.title}
            </Link>
          ),
        },
        { key: 'journal', title: t('manuscript.journal'), dataIndex: 'journalName' },
        {
          key: 'status',
          title: t('manuscript.status'),
          render: (_, m) => <ManuscriptStatusTag status={m.status} />,
        },
        {
          key: 'submittedAt',
          title: t('manuscript.submittedAt'),
          render: (_, m) => formatTime(m.submittedAt),
        },
      ]}
    />
  );
}

/** The author's orders: amounts as 元, the pay status as the order reads it. */
export function OrdersTable({ rows }: { rows: Order[] }) {
  const t = useAuthorTexts();
  const feeName = useFeeTypeName();
  return (
    <Table<Order>
      size="small"
      rowKey="orderNum"
      pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty description={t('noOrders')} /> }}
      columns={[
        { key: 'orderNum', title: t('order.orderNum'), dataIndex: 'orderNum' },
        { key: 'articleNo', title: t('order.articleNo'), dataIndex: 'articleNo' },
        { key: 'feeType', title: t('order.feeType'), render: (_, o) => feeName(o.feeType) },
        {
          key: 'amount',
          title: t('order.amount'),
          align: 'right',
          render: (_, o) => <MoneyText fen={o.amountFen} />,
        },
        {
          key: 'paid',
          title: t('order.paid'),
          align: 'right',
          render: (_, o) => <MoneyText fen={o.paidFen} />,
        },
        {
          key: 'payStatus',
          title: t('order.payStatus'),
          render: (_, o) => <PayStatusTag status={o.payStatus} />,
        },
      ]}
    />
  );
}
