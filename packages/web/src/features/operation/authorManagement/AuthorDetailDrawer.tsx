import { Card, Descriptions, Drawer, Empty, Skeleton, Space, Table, Tag, Timeline, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/LoadError.tsx';
import { MoneyText } from '../../../components/money/MoneyText.tsx';
import { formatTime } from '../../../lib/formatTime.ts';
import { detailPath } from '../../shared/manuscripts/api.ts';
import { ManuscriptStatusTag } from '../../shared/manuscripts/ManuscriptStatusTag.tsx';
import { PayStatusTag, useFeeTypeName } from '../../shared/manuscripts/OrderBadges.tsx';
import { type AuthorDetail, useAuthorDetail } from './api.ts';
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

/** Every blacklisting and lifting, newest first: what, why, who and when. */
function BlacklistHistory({ rows }: { rows: AuthorDetail['blacklistHistory'] }) {
  const t = useAuthorTexts();
  if (rows.length === 0) return <Empty description={t('noHistory')} />;
  return (
    <Timeline
      data-testid="author-blacklist-history"
      items={rows.map((h, i) => ({
        key: `${h.createdAt}-${i}`,
        color: h.action === 'blacklist' ? 'red' : 'green',
        content: (
          <div data-testid={`author-history-${i}`}>
            <Typography.Text strong>{t(`actions.${h.action}`)}</Typography.Text>
            <Typography.Text type="secondary">
              {' · '}
              {t('historyLine', { name: h.actorName, time: formatTime(h.createdAt) })}
            </Typography.Text>
            <div>{t('historyReason', { reason: h.reason })}</div>
          </div>
        ),
      }))}
    />
  );
}

/** One author: who they are, their manuscripts (opening their detail), orders and blacklist history. */
export function AuthorDetailDrawer({ authorId, onClose }: { authorId: number | null; onClose: () => void }) {
  const t = useAuthorTexts();
  const detail = useAuthorDetail(authorId);
  const a = detail.data;

  return (
    <Drawer
      open={authorId !== null}
      onClose={onClose}
      size="min(880px, 100vw)"
      title={a ? t('detailTitle', { name: a.name }) : t('detail')}
      destroyOnHidden
      data-testid="author-detail"
    >
      {detail.isPending && <Skeleton active />}
      {detail.isError && <LoadError onRetry={() => void detail.refetch()} />}
      {a && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Card title={t('basic')} size="small">
            <Descriptions column={{ xs: 1, sm: 2 }} size="small" data-testid="author-detail-meta">
              <Descriptions.Item label={t('name')}>{a.name}</Descriptions.Item>
              <Descriptions.Item label={t('state')}>
                {a.blacklisted ? <Tag color="red">{t('blacklisted')}</Tag> : <Tag>{t('normal')}</Tag>}
              </Descriptions.Item>
              <Descriptions.Item label={t('phone')}>{a.phone}</Descriptions.Item>
              <Descriptions.Item label={t('email')}>{a.email || '-'}</Descriptions.Item>
              <Descriptions.Item label={t('unit')}>{a.unit || '-'}</Descriptions.Item>
              <Descriptions.Item label={t('createdAt')}>{formatTime(a.createdAt)}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title={`${t('manuscripts')} (${a.manuscriptCount})`} size="small">
            <ManuscriptsTable rows={a.manuscripts} />
          </Card>
          <Card title={t('orders')} size="small">
            <OrdersTable rows={a.orders} />
          </Card>
          <Card title={t('history')} size="small">
            <BlacklistHistory rows={a.blacklistHistory} />
          </Card>
        </Space>
      )}
    </Drawer>
  );
}
