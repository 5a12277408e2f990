import { withdrawalDetailCall } from '@jb/contract/api/withdrawals';
import { REFUND_STATUS } from '@jb/contract/enums/order';
import type { WithdrawalDetail } from '@jb/contract/schemas/withdrawals';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Empty, Skeleton, Table } from 'antd';
import { api } from '../../../api/http.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { MoneyText } from '../../../components/money/MoneyText.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { useFeeTypeName } from '../../shared/manuscripts/OrderBadges.tsx';
import { statusName } from '../../shared/requestColumns.tsx';
import { useWithdrawalTexts } from './texts.ts';
import { WithdrawalStatusTag } from './WithdrawalStatusTag.tsx';

export const withdrawalDetailKey = (id: number) => ['withdrawal', id] as const;

export function useWithdrawalDetail(id: number | null) {
  return useQuery({
    queryKey: withdrawalDetailKey(id ?? 0),
    queryFn: () => api(withdrawalDetailCall, { query: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}

type Order = WithdrawalDetail['orders'][number];

/** One request: the reason and who asked, the manuscript's orders (what a pass asks back) and their refunds. */
export function WithdrawalDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useWithdrawalTexts();
  const pick = usePick();
  const feeName = useFeeTypeName();
  const detail = useWithdrawalDetail(id);
  const d = detail.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      title={t('detail')}
      data-testid="withdrawal-detail"
    >
      {detail.isPending ? (
        <Skeleton active />
      ) : detail.isError || !d ? (
        <LoadError onRetry={() => void detail.refetch()} />
      ) : (
        <>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('articleNo')}>{d.manuscript.articleNo}</Descriptions.Item>
            <Descriptions.Item label={t('title')}>{d.manuscript.title}</Descriptions.Item>
            <Descriptions.Item label={t('manuscriptStatus')}>
              {statusName(pick, d.manuscript.status)}
            </Descriptions.Item>
            <Descriptions.Item label={t('askedAt')}>{statusName(pick, d.fromStatus)}</Descriptions.Item>
            <Descriptions.Item label={t('reason')}>{d.reason}</Descriptions.Item>
            <Descriptions.Item label={t('requester')}>
              {d.requestedByName} · {formatTime(d.createdAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t('status')}>
              <WithdrawalStatusTag status={d.status} />
              {d.decisionNote ? ` ${d.decisionNote}` : ''}
            </Descriptions.Item>
          </Descriptions>
          <h4 style={{ marginTop: 16 }}>{t('orders')}</h4>
          <Table<Order>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={d.orders}
            locale={{ emptyText: <Empty description={t('noOrders')} /> }}
            columns={[
              { key: 'orderNum', title: t('orderNum'), dataIndex: 'orderNum' },
              { key: 'fee', title: t('orders'), render: (_, o) => feeName(o.feeType) },
              { key: 'paid', title: t('paid'), render: (_, o) => <MoneyText fen={o.paidFen} /> },
              {
                key: 'refundable',
                title: t('refundable'),
                render: (_, o) => <MoneyText fen={o.refundableFen} />,
              },
            ]}
          />
          {d.refunds.length > 0 && (
            <>
              <h4 style={{ marginTop: 16 }}>{t('refunds')}</h4>
              <ul data-testid="withdrawal-refunds">
                {d.refunds.map((r) => (
                  <li key={r.id}>
                    {r.orderNum} · <MoneyText fen={r.amountFen} /> ·{' '}
                    {pick(REFUND_STATUS[r.status] ?? { zh: String(r.status), en: String(r.status) })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </Drawer>
  );
}
