import { discountList, discountReview } from '@jb/contract/api/discounts';
import { discountReviewBody } from '@jb/contract/schemas/discounts';
import { Form, Input, Typography } from 'antd';
import { api } from '../../../api/http.ts';
import { FieldText } from '../../../components/form/FieldText.tsx';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { formatMoney } from '../../../components/money/money.ts';
import { useDiscountTypeText } from '../../shared/orders/OrderFlags.tsx';
import type { DiscountRow } from './api.ts';
import { useDiscountTexts } from './texts.ts';

export type Decision = 'pass' | 'reject';
const NOTE_MAX = 200;

/**
 * The press's decision on a discount application: passing asks for confirmation (the order's
 * payable amount falls), rejecting asks why. A refusal about the application itself (decided
 * meanwhile, more than is now due) shows under it.
 */
export function DiscountDecisionModal({
  target,
  onClose,
}: {
  target: { decision: Decision; row: DiscountRow } | null;
  onClose: () => void;
}) {
  const t = useDiscountTexts();
  const typeText = useDiscountTypeText();
  if (!target) return null;
  const { decision, row } = target;
  const reject = decision === 'reject';
  const amount = formatMoney(row.amountFen);
  return (
    <FormModal<{ id: number; note?: string }>
      open
      title={t(reject ? 'decision.rejectTitle' : 'decision.passTitle', { orderNum: row.order.orderNum })}
      okText={t(decision)}
      initialValues={{ id: row.id, note: '' }}
      onSubmit={(values) =>
        api(
          discountReview,
          { body: { id: row.id, version: row.version, decision, note: values.note?.trim() ?? '' } },
          { quiet: true },
        )
      }
      onClose={onClose}
      list={discountList}
      successText={t(reject ? 'decision.rejected' : 'decision.passed')}
      testId="discount-decision-form"
    >
      <Typography.Paragraph type="secondary">
        {reject ? t('decision.rejectHint') : t('decision.passHint', { amount, type: typeText(row) })}
      </Typography.Paragraph>
      <Form.Item name="id" label={t('decision.application')}>
        <FieldText
          text={t('decision.applicationText', { type: typeText(row), amount, reason: row.reason })}
          testId="discount-decision-application"
        />
      </Form.Item>
      <SchemaItem
        name="note"
        label={t('decision.note')}
        schema={discountReviewBody.shape.note}
        required={reject}
        rules={[{ required: reject, whitespace: true, message: t('decision.noteRequired') }]}
      >
        <Input.TextArea
          rows={3}
          maxLength={NOTE_MAX}
          showCount
          placeholder={reject ? t('decision.notePlaceholder') : undefined}
          data-testid="discount-decision-note"
        />
      </SchemaItem>
    </FormModal>
  );
}
