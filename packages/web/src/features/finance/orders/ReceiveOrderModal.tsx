import type { ResultOf } from '@jb/contract/api/define';
import { orderList, orderReceive } from '@jb/contract/api/orders';
import { dueFen } from '@jb/contract/balances';
import { PAYMENT_METHOD } from '@jb/contract/enums/order';
import { orderReceiveBody } from '@jb/contract/schemas/orders';
import { Col, Form, Input, Radio, Row } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { api } from '../../../api/http.ts';
import { toast } from '../../../api/notify.ts';
import { DateStringPicker } from '../../../components/form/DateStringPicker.tsx';
import type { UploadedRef } from '../../../components/form/FileField.tsx';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { MoneyInput } from '../../../components/money/MoneyInput.tsx';
import { formatMoney } from '../../../components/money/money.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { chinaToday } from '../../../lib/chinaTime.ts';
import { newRequestKey } from '../../../lib/requestKey.ts';
import { VoucherField } from '../../shared/files/VoucherField.tsx';
import type { OrderRow } from './api.ts';
import { useOrderTexts } from './texts.ts';

const fields = orderReceiveBody.shape;
type ReceiveValues = Omit<
  z.input<typeof orderReceiveBody>,
  'id' | 'version' | 'requestKey' | 'voucherFileId'
> & {
  /** The voucher is kept as the uploaded file; the call takes its id. */
  voucherFileId?: UploadedRef | null;
};
const METHODS = ['remittance', 'offline'] as const;

/**
 * 登记收款: money received on an order (a bank remittance or an offline receipt), whole or in part,
 * prefilled with what is still due. The submission's key is made when the dialog opens, so sending
 * again after a lost answer records the payment once.
 */
export function ReceiveOrderModal({
  order,
  onClose,
  onDone,
}: {
  order: OrderRow | null;
  onClose: () => void;
  onDone: () => void;
}) {
  if (!order) return null;
  return <ReceiveForm order={order} onClose={onClose} onDone={onDone} />;
}

function ReceiveForm({
  order,
  onClose,
  onDone,
}: {
  order: OrderRow;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useOrderTexts();
  const pick = usePick();
  const [requestKey] = useState(newRequestKey);
  const due = dueFen(order);
  const today = chinaToday();

  return (
    <FormModal<ReceiveValues, ResultOf<typeof orderReceive>>
      open
      title={t('receive.title', { orderNum: order.orderNum })}
      okText={t('receive.ok')}
      initialValues={{
        method: 'remittance',
        amountFen: due,
        payer: '',
        paidOn: today,
        voucherNote: '',
        voucherFileId: null,
      }}
      onSubmit={({ voucherFileId, ...values }) =>
        api(
          orderReceive,
          {
            body: {
              ...values,
              voucherNote: values.voucherNote ?? '',
              voucherFileId: voucherFileId?.id ?? null,
              id: order.id,
              version: order.version,
              requestKey,
            },
          },
          { quiet: true },
        )
      }
      confirm={({ amountFen }) =>
        Number(amountFen) > due
          ? { title: t('receive.overTitle', { due: formatMoney(due) }), content: t('receive.overContent') }
          : undefined
      }
      onSaved={({ abnormal }) => {
        toast(abnormal ? 'warning' : 'success', t(abnormal ? 'receive.abnormal' : 'receive.done'));
        onDone();
      }}
      onStale={onDone}
      onClose={onClose}
      list={orderList}
      testId="order-receive-form"
    >
      <SchemaItem name="method" label={t('receive.method')} schema={fields.method} required>
        <Radio.Group
          options={METHODS.map((m) => ({ value: m, label: pick(PAYMENT_METHOD[m]!) }))}
          data-testid="order-receive-method"
        />
      </SchemaItem>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <SchemaItem
            name="amountFen"
            label={t('receive.amount')}
            schema={fields.amountFen}
            required
            extra={t('receive.amountHint', { due: formatMoney(due) })}
          >
            <MoneyInput testId="order-receive-amount" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={12}>
          <SchemaItem name="paidOn" label={t('receive.paidOn')} schema={fields.paidOn} required>
            <DateStringPicker
              allowClear={false}
              style={{ width: '100%' }}
              disabledDate={(d) => d.format('YYYY-MM-DD') > today}
              testId="order-receive-paid-on"
            />
          </SchemaItem>
        </Col>
      </Row>
      <SchemaItem name="payer" label={t('receive.payer')} schema={fields.payer} required>
        <Input maxLength={100} data-testid="order-receive-payer" />
      </SchemaItem>
      <SchemaItem name="voucherNote" label={t('receive.voucherNote')} schema={fields.voucherNote}>
        <Input.TextArea
          rows={2}
          maxLength={200}
          placeholder={t('receive.voucherPlaceholder')}
          data-testid="order-receive-voucher"
        />
      </SchemaItem>
      <Form.Item name="voucherFileId" label={t('receive.voucherFile')}>
        <VoucherField testId="order-receive-voucher-file" />
      </Form.Item>
    </FormModal>
  );
}
