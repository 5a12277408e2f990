import { refundList } from '@jb/contract/api/refunds';
import { Typography } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { type RefundOrder, type RefundRequestValues, requestRefund } from './api.ts';
import { OrderLookup } from './OrderLookup.tsx';
import { RefundAmountFields } from './RefundFields.tsx';
import { useRefundTexts } from './texts.ts';

/** 退款审核's request: a manuscript's number, one of its paid orders, the amount and the reason. */
export function RefundRequestForm({
  open,
  onClose,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useRefundTexts();
  const [orders, setOrders] = useState<RefundOrder[] | null>(null);
  const close = () => {
    setOrders(null);
    onClose();
  };

  const submit = (values: RefundRequestValues) => {
    // The chosen order as it was read: a change since is refused as stale.
    const order = orders?.find((o) => o.id === values.orderId);
    return requestRefund(values, order?.version ?? 0);
  };

  return (
    <FormModal<RefundRequestValues & { articleNo: string }>
      open={open}
      title={t('request.title')}
      onSubmit={submit}
      onSaved={onDone}
      onStale={onDone}
      list={refundList}
      onClose={close}
      successText={t('request.done')}
      okText={t('request.open')}
      width={640}
      testId="refund-request-form"
    >
      <Typography.Paragraph type="secondary">{t('request.hint')}</Typography.Paragraph>
      <OrderLookup orders={orders} onFound={setOrders} />
      <RefundAmountFields />
    </FormModal>
  );
}
