import { authorRefundRequest } from '@jb/contract/api/refunds';
import { Alert, Button, Form, Select } from 'antd';
import { useEffect } from 'react';
import { MoneyInput } from '../components/money/MoneyInput.tsx';
import { formatMoney } from '../components/money/money.ts';
import { ActionCard } from './ActionCard.tsx';
import type { AuthorManuscriptDetail, SiteJournal } from './api.ts';
import { ReasonItem } from './ReasonItem.tsx';
import { useRefundTexts } from './refundTexts.ts';
import { useSiteAction } from './useSiteAction.ts';

interface RefundValues {
  orderId: number;
  amountFen: number | null;
  reason: string;
}

/**
 * A rejected manuscript's paid orders: the author asks for money back (whole or in part, with the
 * reason); the press administrator and finance then decide it.
 */
export function RefundCard({ journal, m }: { journal: SiteJournal; m: AuthorManuscriptDetail }) {
  const t = useRefundTexts();
  const [form] = Form.useForm<RefundValues>();
  const { busy, error, send } = useSiteAction<RefundValues>(journal.id, form, (path) =>
    path === 'amountFen' ? 'amountFen' : path === 'reason' ? 'reason' : 'orderId',
  );
  const open = m.orders.filter((o) => o.refundableFen > 0);
  // A new set of orders to offer (one is now held by a request): the form starts afresh.
  const offered = open.map((o) => `${o.id}:${o.refundableFen}`).join(',');
  useEffect(() => {
    if (offered) form.resetFields();
  }, [offered, form]);
  if (open.length === 0) return null;
  const first = open[0]!;
  return (
    <ActionCard
      title={t('title')}
      testId="refund"
      error={error}
      notice={<Alert type="info" showIcon title={t('hint')} />}
    >
      <Form<RefundValues>
        form={form}
        layout="vertical"
        style={{ marginTop: 12 }}
        initialValues={{ orderId: first.id, amountFen: first.refundableFen, reason: '' }}
        onValuesChange={(changed) => {
          const chosen = open.find((o) => o.id === changed.orderId);
          if (chosen) form.setFieldValue('amountFen', chosen.refundableFen);
        }}
        onFinish={(v) => {
          const order = open.find((o) => o.id === v.orderId)!;
          const body = {
            orderId: order.id,
            version: order.version,
            amountFen: v.amountFen ?? 0,
            reason: v.reason.trim(),
          };
          void send(authorRefundRequest, { body }, t('sent'));
        }}
      >
        <Form.Item name="orderId" label={t('order')} rules={[{ required: true, message: t('required') }]}>
          <Select
            data-testid="refund-order"
            options={open.map((o) => ({
              value: o.id,
              label: t('refundable', { order: o.orderNum, amount: formatMoney(o.refundableFen) }),
            }))}
          />
        </Form.Item>
        <Form.Item name="amountFen" label={t('amount')} rules={[{ required: true, message: t('required') }]}>
          <MoneyInput testId="refund-amount" />
        </Form.Item>
        <ReasonItem label={t('reason')} placeholder={t('reasonPlaceholder')} testId="refund-reason" />
        <Button type="primary" htmlType="submit" loading={busy} data-testid="refund-submit">
          {t('submit')}
        </Button>
      </Form>
    </ActionCard>
  );
}
