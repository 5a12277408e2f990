import type { CallDeclaration } from '@jb/contract/api/define';
import { discountApply } from '@jb/contract/api/discounts';
import { DISCOUNT_TYPE, DiscountType } from '@jb/contract/enums/order';
import { type DiscountApplyBody, discountApplyBody } from '@jb/contract/schemas/discounts';
import { Form, Input, InputNumber, Radio, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/http.ts';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { requiredChoice } from '../../../components/form/zodRule.ts';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { MoneyInput } from '../../../components/money/MoneyInput.tsx';
import { formatMoney } from '../../../components/money/money.ts';
import { usePick } from '../../../i18n/useLang.ts';
import type { DiscountOrderOption } from './api.ts';
import { OrderChoice } from './OrderChoice.tsx';
import { OrderLookup } from './OrderLookup.tsx';
import { useDiscountTexts } from './texts.ts';

const fields = discountApplyBody.shape;
const TYPES = [DiscountType.AMOUNT, DiscountType.PERCENT, DiscountType.WAIVER] as const;
type ApplyValues = Omit<DiscountApplyBody, 'version'> & { articleNo: string };

/** The order a dialog opened from the order list is about: its manuscript's number is looked up. */
export interface DiscountPreset {
  articleNo: string;
  orderId: number;
}

/** The amount or percentage the chosen kind asks for; a waiver takes all the chosen order still asks. */
function KindFields({ orders }: { orders: DiscountOrderOption[] | null }) {
  const t = useDiscountTexts();
  const type = Form.useWatch<number>('type');
  const orderId = Form.useWatch<number | undefined>('orderId');
  const due = orders?.find((o) => o.id === orderId)?.dueFen;
  const dueText = due === undefined ? '-' : formatMoney(due);
  if (type === DiscountType.AMOUNT)
    return (
      <SchemaItem
        name="amountFen"
        label={t('form.amount')}
        schema={fields.amountFen.unwrap()}
        required
        extra={t('form.amountHint', { due: dueText })}
      >
        <MoneyInput testId="discount-apply-amount" />
      </SchemaItem>
    );
  if (type === DiscountType.PERCENT)
    return (
      <SchemaItem
        name="percent"
        label={t('form.percent')}
        schema={fields.percent.unwrap()}
        required
        extra={t('form.percentHint')}
      >
        <InputNumber min={1} max={99} precision={0} suffix="%" data-testid="discount-apply-percent" />
      </SchemaItem>
    );
  return (
    <Typography.Paragraph type="secondary" data-testid="discount-apply-waiver">
      {t('form.waiverHint', { due: dueText })}
    </Typography.Paragraph>
  );
}

/**
 * 申请优惠: find the manuscript by its number, choose one of its unpaid orders, then the kind of
 * discount (an amount, a percentage, a waiver) and the reason. The press decides it on 订单优惠审核.
 */
export function DiscountApplyModal({
  open,
  preset,
  list,
  onClose,
  onDone,
}: {
  open: boolean;
  preset?: DiscountPreset | null;
  /** The list the dialog was opened from: reloaded after the application. */
  list: CallDeclaration;
  onClose: () => void;
  onDone?: () => void;
}) {
  if (!open) return null;
  return <ApplyForm preset={preset ?? undefined} list={list} onClose={onClose} onDone={onDone} />;
}

function ApplyForm({
  preset,
  list,
  onClose,
  onDone,
}: {
  preset: DiscountPreset | undefined;
  list: CallDeclaration;
  onClose: () => void;
  onDone?: () => void;
}) {
  const t = useDiscountTexts();
  const pick = usePick();
  const [orders, setOrders] = useState<DiscountOrderOption[] | null>(null);

  const submit = (v: ApplyValues) => {
    const target = orders?.find((o) => o.id === v.orderId);
    if (!target) throw new Error('no order chosen');
    return api(
      discountApply,
      {
        body: {
          orderId: target.id,
          version: target.version,
          type: v.type,
          amountFen: v.type === DiscountType.AMOUNT ? v.amountFen : undefined,
          percent: v.type === DiscountType.PERCENT ? v.percent : undefined,
          reason: v.reason,
        },
      },
      { quiet: true },
    );
  };

  return (
    <FormModal<ApplyValues>
      open
      title={t('form.title')}
      okText={t('form.ok')}
      initialValues={{ articleNo: preset?.articleNo ?? '', type: DiscountType.AMOUNT, reason: '' }}
      onSubmit={submit}
      onSaved={onDone}
      onStale={onDone}
      onClose={onClose}
      list={list}
      successText={t('form.done')}
      width={640}
      testId="discount-apply-form"
    >
      <OrderLookup onOrders={setOrders} presetOrderId={preset?.orderId} />
      <SchemaItem name="orderId" label={t('form.order')} schema={requiredChoice} required>
        <OrderChoice orders={orders} />
      </SchemaItem>
      <SchemaItem name="type" label={t('form.type')} schema={fields.type} required>
        <Radio.Group
          options={TYPES.map((type) => ({ value: type, label: pick(DISCOUNT_TYPE[type]!) }))}
          data-testid="discount-apply-type"
        />
      </SchemaItem>
      <KindFields orders={orders} />
      <SchemaItem name="reason" label={t('form.reason')} schema={fields.reason} required>
        <Input.TextArea rows={3} maxLength={200} showCount data-testid="discount-apply-reason" />
      </SchemaItem>
    </FormModal>
  );
}
