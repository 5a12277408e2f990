import { refundAdminAudit, refundFinanceAudit, refundList } from '@jb/contract/api/refunds';
import { noteText, reasonText } from '@jb/contract/schemas/ledger';
import { Form, Input, Typography } from 'antd';
import { api } from '../../../api/http.ts';
import { FieldText } from '../../../components/form/FieldText.tsx';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { formatMoney } from '../../../components/money/money.ts';
import type { RefundAction, RefundRow } from './api.ts';
import { useRefundTexts } from './texts.ts';

const NOTE_MAX = 200;

/** Each row action: whose step it is and which way it decides. */
const DECISION: Record<RefundAction, { step: 'admin' | 'finance'; decision: 'pass' | 'reject' }> = {
  adminPass: { step: 'admin', decision: 'pass' },
  adminReject: { step: 'admin', decision: 'reject' },
  financePass: { step: 'finance', decision: 'pass' },
  financeReject: { step: 'finance', decision: 'reject' },
};

export interface DecisionTarget {
  action: RefundAction;
  row: RefundRow;
}

interface Values {
  note?: string;
  voucherNote?: string;
}

function decide({ action, row }: DecisionTarget, values: Values) {
  const { step, decision } = DECISION[action];
  const body = { id: row.id, version: row.version, decision, note: values.note ?? '' };
  return step === 'admin'
    ? api(refundAdminAudit, { body }, { quiet: true })
    : api(refundFinanceAudit, { body: { ...body, voucherNote: values.voucherNote ?? '' } }, { quiet: true });
}

/**
 * One review step's decision on a refund, confirmed in a dialog: a rejection says why, finance's
 * refund names the voucher of the transfer back (the contract's rules; the server checks them too).
 */
export function RefundDecisionModal({
  target,
  onClose,
  onDone,
}: {
  target: DecisionTarget | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useRefundTexts();
  if (!target) return null;
  const { action, row } = target;
  const reject = DECISION[action].decision === 'reject';
  const amount = formatMoney(row.amountFen);
  const hint = reject
    ? t('decide.rejectHint')
    : t(action === 'adminPass' ? 'decide.adminPassHint' : 'decide.financePassHint', { amount });
  const done = reject ? 'decide.rejected' : action === 'financePass' ? 'decide.refunded' : 'decide.passed';
  return (
    <FormModal<Values>
      open
      title={t(`decide.${action}Title`)}
      onSubmit={(values) => decide(target, values)}
      onSaved={onDone}
      onStale={onDone}
      list={refundList}
      onClose={onClose}
      successText={t(done)}
      okText={t(`decide.${action}`)}
      testId="refund-decision-form"
    >
      <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
      {/* The refund itself: the server's refusals of it (no longer at this step) land here. */}
      <Form.Item name="id" label={t('order')}>
        <FieldText
          testId="refund-decision-refund"
          text={t('decide.summary', { orderNum: row.order.orderNum, amount })}
        />
      </Form.Item>
      {action === 'financePass' && (
        <SchemaItem name="voucherNote" label={t('decide.voucherNote')} schema={reasonText} required>
          <Input
            maxLength={NOTE_MAX}
            placeholder={t('decide.voucherPlaceholder')}
            data-testid="refund-decision-voucher"
          />
        </SchemaItem>
      )}
      <SchemaItem
        name="note"
        label={t(reject ? 'decide.rejectNote' : 'decide.note')}
        schema={reject ? reasonText : noteText}
        required={reject}
      >
        <Input.TextArea rows={3} maxLength={NOTE_MAX} showCount data-testid="refund-decision-note" />
      </SchemaItem>
    </FormModal>
  );
}
