import { refundList } from '@jb/contract/api/refunds';
import { Form, Typography } from 'antd';
import { FieldText } from '../../../components/form/FieldText.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { formatMoney } from '../../../components/money/money.ts';
import { type RefundRequestValues, requestRefund } from './api.ts';
import { RefundAmountFields } from './RefundFields.tsx';
import { useRefundTexts } from './texts.ts';

export interface RefundableOrder {
  id: number;
  version: number;
  orderNum: string;
  paidFen: number;
}

/**
 * Asks for a refund of one order (open while `order` is given): the amount, at most what was paid
 * (the server refuses more, or what another open refund holds, under the amount), and the reason.
 */
export function RefundRequestModal({
  order,
  onClose,
  onDone,
}: {
  order: RefundableOrder | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useRefundTexts();
  if (!order) return null;
  return (
    <FormModal<RefundRequestValues>
      open
      title={t('request.orderTitle', { orderNum: order.orderNum })}
      initialValues={{ orderId: order.id, amountFen: order.paidFen }}
      onSubmit={(values) => requestRefund({ ...values, orderId: order.id }, order.version)}
      onSaved={onDone}
      onStale={onDone}
      list={refundList}
      onClose={onClose}
      successText={t('request.done')}
      okText={t('request.open')}
      testId="refund-request-form"
    >
      <Typography.Paragraph type="secondary">{t('request.hint')}</Typography.Paragraph>
      <Form.Item name="orderId" label={t('order')}>
        <FieldText
          testId="refund-request-target"
          text={`${order.orderNum} · ${t('request.paid', { paid: formatMoney(order.paidFen) })}`}
        />
      </Form.Item>
      <RefundAmountFields />
    </FormModal>
  );
}
