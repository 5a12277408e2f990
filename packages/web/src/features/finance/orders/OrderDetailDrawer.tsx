import {
  ABNORMAL_REASON,
  abnormalNoteParts,
  ORDER_EVENT_KIND,
  orderPayStatusLabel,
  PAYMENT_METHOD,
} from '@jb/contract/enums/order';
import type { Bilingual } from '@jb/contract/i18n';
import { Card, Descriptions, Drawer, Empty, Skeleton, Space, Table, Timeline, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { Link } from 'react-router';
import { useCan } from '../../../app/usePermissions.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { MoneyText } from '../../../components/money/MoneyText.tsx';
import { formatMoney } from '../../../components/money/money.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { VoucherLinks } from '../../shared/files/VoucherLinks.tsx';
import { detailPath } from '../../shared/manuscripts/api.ts';
import { useFeeTypeName } from '../../shared/manuscripts/OrderBadges.tsx';
import { AbnormalTag } from '../../shared/orders/OrderFlags.tsx';
import { isFree, type OrderDetail, orderPayColor, payableFen, useOrderDetail } from './api.ts';
import { OrderDiscount, OrderDiscountType } from './OrderDiscount.tsx';
import { OrderInvoice } from './OrderInvoice.tsx';
import { OrderPayTag } from './OrderPayTag.tsx';
import { useOrderTexts } from './texts.ts';

type OrderEvent = OrderDetail['events'][number];
type Payment = OrderDetail['payments'][number];

/** A code's label from a contract table, or the code itself when the table does not know it. */
const labelOf = (table: Record<string, Bilingual>, code: string): Bilingual =>
  Object.hasOwn(table, code) ? table[code]! : { zh: code, en: code };

/**
 * An event's note; an abnormal mark's note is the reason's code (ABNORMAL_REASON), then what names
 * the money it is about (a payment's reference), shown after the reason.
 */
function noteOf(e: OrderEvent, pick: (b: Bilingual) => string) {
  if (e.kind !== 'abnormal') return e.note;
  const { reason, ref } = abnormalNoteParts(e.note);
  const label = pick(labelOf(ABNORMAL_REASON, reason));
  return ref ? `${label} (${ref})` : label;
}

/** Every change of the order, oldest first: what, the pay status it moved, who and when, why. */
function History({ events }: { events: OrderEvent[] }) {
  const t = useOrderTexts();
  const pick = usePick();
  if (events.length === 0) return <Empty description={t('noHistory')} />;
  const status = (code: number) => pick(orderPayStatusLabel(code));
  return (
    <Timeline
      data-testid="order-history"
      items={events.map((e) => ({
        key: e.id,
        color: orderPayColor(e.toPayStatus) === 'default' ? 'gray' : orderPayColor(e.toPayStatus),
        content: (
          <div data-testid={`order-event-${e.kind}`}>
            <Typography.Text strong>{pick(labelOf(ORDER_EVENT_KIND, e.kind))}</Typography.Text>
            <Typography.Text type="secondary">
              {' · '}
              {e.fromPayStatus === null || e.fromPayStatus === e.toPayStatus
                ? status(e.toPayStatus)
                : `${status(e.fromPayStatus)} → ${status(e.toPayStatus)}`}
            </Typography.Text>
            <div>
              <Typography.Text type="secondary">
                {t('eventBy', { name: e.actorName || '-', time: formatTime(e.createdAt) })}
              </Typography.Text>
            </div>
            {e.amountFen !== 0 && <div>{t('eventAmount', { amount: formatMoney(e.amountFen) })}</div>}
            {e.note && <div>{t('eventNote', { note: noteOf(e, pick) })}</div>}
          </div>
        ),
      }))}
    />
  );
}

/** The money received on the order. */
function Payments({ rows }: { rows: Payment[] }) {
  const t = useOrderTexts();
  const pick = usePick();
  return (
    <Table<Payment>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      data-testid="order-payments"
      locale={{ emptyText: <Empty description={t('noPayments')} /> }}
      onRow={(p) => ({ 'data-testid': `order-payment-${p.id}` }) as HTMLAttributes<HTMLElement>}
      columns={[
        {
          key: 'method',
          title: t('payment.method'),
          render: (_, p) => pick(labelOf(PAYMENT_METHOD, p.method)),
        },
        {
          key: 'amount',
          title: t('payment.amount'),
          align: 'right',
          render: (_, p) => <MoneyText fen={p.amountFen} />,
        },
        { key: 'remitter', title: t('payment.remitter'), dataIndex: 'remitter' },
        { key: 'paidOn', title: t('payment.paidOn'), dataIndex: 'paidOn' },
        { key: 'voucherNote', title: t('payment.voucherNote'), render: (_, p) => p.voucherNote || '-' },
        {
          key: 'voucher',
          title: t('payment.voucher'),
          render: (_, p) => (
            <VoucherLinks vouchers={p.voucher ? [p.voucher] : []} testId={`order-payment-voucher-${p.id}`} />
          ),
        },
        { key: 'confirmedBy', title: t('payment.confirmedBy'), dataIndex: 'confirmedByName' },
        { key: 'createdAt', title: t('payment.createdAt'), render: (_, p) => formatTime(p.createdAt) },
      ]}
    />
  );
}

/** One order: what it charges and for which manuscript, its history and its payments. */
export function OrderDetailDrawer({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const t = useOrderTexts();
  const feeName = useFeeTypeName();
  const canOpenManuscript = useCan('operation.articleDetail');
  const detail = useOrderDetail(orderId);
  const o = detail.data;

  return (
    <Drawer
      open={orderId !== null}
      onClose={onClose}
      size="min(880px, 100vw)"
      title={o ? t('detailTitle', { num: o.orderNum }) : t('detail')}
      destroyOnHidden
      data-testid="order-detail"
    >
      {detail.isPending && <Skeleton active />}
      {detail.isError && <LoadError onRetry={() => void detail.refetch()} />}
      {o && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Card title={t('basic')} size="small">
            <Descriptions column={{ xs: 1, sm: 2 }} size="small" data-testid="order-detail-meta">
              <Descriptions.Item label={t('orderNum')}>{o.orderNum}</Descriptions.Item>
              <Descriptions.Item label={t('feeType')}>{feeName(o.feeType)}</Descriptions.Item>
              <Descriptions.Item label={t('amount')}>
                <MoneyText fen={o.amountFen} />
              </Descriptions.Item>
              <Descriptions.Item label={t('discount')}>
                <OrderDiscount order={o} testId="order-detail-discount" />
              </Descriptions.Item>
              <Descriptions.Item label={t('discountType')}>
                <OrderDiscountType order={o} testId="order-detail-discount-type" />
              </Descriptions.Item>
              <Descriptions.Item label={t('payable')}>
                <MoneyText fen={payableFen(o)} free={isFree(o)} testId="order-detail-payable" />
              </Descriptions.Item>
              <Descriptions.Item label={t('paid')}>
                <MoneyText fen={o.paidFen} />
              </Descriptions.Item>
              <Descriptions.Item label={t('invoice')}>
                <OrderInvoice order={o} testId="order-detail-invoice" />
              </Descriptions.Item>
              {o.refundedFen > 0 && (
                <Descriptions.Item label={t('refunded')}>
                  <MoneyText fen={o.refundedFen} testId="order-detail-refunded" />
                </Descriptions.Item>
              )}
              <Descriptions.Item label={t('payStatus')}>
                <Space size={4}>
                  <OrderPayTag order={o} testId="order-detail-status" />
                  <AbnormalTag flag={o.abnormalFlag} testId="order-detail-abnormal" />
                </Space>
              </Descriptions.Item>
              <Descriptions.Item label={t('journal')}>{o.journalName}</Descriptions.Item>
              <Descriptions.Item label={t('manuscript')} span={2}>
                {o.manuscript.articleNo}{' '}
                {canOpenManuscript ? (
                  <Link to={detailPath(o.manuscript.id)}>{o.manuscript.title}</Link>
                ) : (
                  o.manuscript.title
                )}
              </Descriptions.Item>
              <Descriptions.Item label={t('author')}>{o.authorName}</Descriptions.Item>
              <Descriptions.Item label={t('authorPhone')}>{o.authorPhone}</Descriptions.Item>
              <Descriptions.Item label={t('createdAt')}>{formatTime(o.createdAt)}</Descriptions.Item>
              <Descriptions.Item label={t('paidAt')}>{formatTime(o.paidAt)}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title={t('history')} size="small">
            <History events={o.events} />
          </Card>
          <Card title={t('payments')} size="small">
            <Payments rows={o.payments} />
          </Card>
        </Space>
      )}
    </Drawer>
  );
}
