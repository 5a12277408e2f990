import { orderCancel, orderClose, orderList, orderSaveOther } from '@jb/contract/api/orders';
import { orderEndBody, otherOrderBody } from '@jb/contract/schemas/orders';
import { Input, Typography } from 'antd';
import { api } from '../../../api/http.ts';
import { toast } from '../../../api/notify.ts';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { MoneyInput } from '../../../components/money/MoneyInput.tsx';
import type { OrderRow } from './api.ts';
import { useOrderTexts } from './texts.ts';

const other = otherOrderBody.shape;
const REASON_MAX = 200;

/** Staff order an other fee (fee type 2) of a manuscript by its number, with the reason. */
export function OtherOrderModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useOrderTexts();
  return (
    <FormModal<{ articleNo: string; amountFen: number; reason: string }, { orderNum: string }>
      open={open}
      title={t('manage.otherTitle')}
      onSubmit={(values) => api(orderSaveOther, { body: values }, { quiet: true })}
      list={orderList}
      onClose={onClose}
      onSaved={(made) => toast('success', t('manage.otherDone', { orderNum: made.orderNum }))}
      testId="order-other-form"
    >
      <Typography.Paragraph type="secondary">{t('manage.otherHint')}</Typography.Paragraph>
      <SchemaItem name="articleNo" label={t('manage.articleNo')} schema={other.articleNo} required>
        <Input data-testid="order-other-articleNo" maxLength={40} />
      </SchemaItem>
      <SchemaItem name="amountFen" label={t('manage.amount')} schema={other.amountFen} required>
        <MoneyInput testId="order-other-amount" />
      </SchemaItem>
      <SchemaItem name="reason" label={t('manage.reason')} schema={other.reason} required>
        <Input.TextArea rows={3} maxLength={REASON_MAX} showCount data-testid="order-other-reason" />
      </SchemaItem>
    </FormModal>
  );
}

const CALLS = { cancel: orderCancel, close: orderClose } as const;
/** The order actions that end an unpaid order. */
export type EndAction = keyof typeof CALLS;

/** Cancel or close an unpaid order with the reason its history keeps. */
export function EndOrderModal({
  target,
  onClose,
  onDone,
}: {
  target: { action: EndAction; order: OrderRow } | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useOrderTexts();
  if (!target) return null;
  const { action, order } = target;
  return (
    <FormModal<{ reason: string }>
      open
      title={t(action === 'cancel' ? 'manage.cancelTitle' : 'manage.closeTitle', {
        orderNum: order.orderNum,
      })}
      onSubmit={(values) =>
        api(
          CALLS[action],
          { body: { id: order.id, version: order.version, reason: values.reason } },
          { quiet: true },
        )
      }
      onSaved={onDone}
      onStale={onDone}
      list={orderList}
      onClose={onClose}
      successText={t(action === 'cancel' ? 'manage.cancelDone' : 'manage.closeDone')}
      okText={t(action === 'cancel' ? 'manage.cancel' : 'manage.close')}
      testId="order-end-form"
    >
      <Typography.Paragraph type="secondary">
        {t(action === 'cancel' ? 'manage.cancelHint' : 'manage.closeHint')}
      </Typography.Paragraph>
      <SchemaItem name="reason" label={t('manage.reason')} schema={orderEndBody.shape.reason} required>
        <Input.TextArea rows={3} maxLength={REASON_MAX} showCount data-testid="order-end-reason" />
      </SchemaItem>
    </FormModal>
  );
}
