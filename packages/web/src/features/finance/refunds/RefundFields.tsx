import { refundRequestBody } from '@jb/contract/schemas/refunds';
import { Input } from 'antd';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { MoneyInput } from '../../../components/money/MoneyInput.tsx';
import { useRefundTexts } from './texts.ts';

const body = refundRequestBody.shape;
const REASON_MAX = 200;

/** The amount (yuan typed, fen sent) and the reason of a refund request. */
export function RefundAmountFields() {
  const t = useRefundTexts();
  return (
    <>
      <SchemaItem name="amountFen" label={t('amount')} schema={body.amountFen} required>
        <MoneyInput testId="refund-request-amount" />
      </SchemaItem>
      <SchemaItem name="reason" label={t('reason')} schema={body.reason} required>
        <Input.TextArea rows={3} maxLength={REASON_MAX} showCount data-testid="refund-request-reason" />
      </SchemaItem>
    </>
  );
}
