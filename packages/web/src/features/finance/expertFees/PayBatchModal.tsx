import { expertFeeBatches } from '@jb/contract/api/expertFees';
import { fileRules } from '@jb/contract/fileRules';
import { EXPERT_FEE_RULES, expertFeePayBody } from '@jb/contract/schemas/expertFees';
import { Form, Input } from 'antd';
import { FieldText } from '../../../components/form/FieldText.tsx';
import { FileField, type UploadedRef } from '../../../components/form/FileField.tsx';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { formatMoney } from '../../../components/money/money.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { uploadVoucher } from '../remittance/api.ts';
import { type ExpertFeeBatchRow, payBatch } from './api.ts';
import { useExpertFeeTexts } from './texts.ts';

/** The contract's rules for a voucher (no press settings apply). */
const VOUCHER = fileRules('voucher', { allowedTypes: [], maxFileMb: 0 });
const NOTE_MAX = 200;

interface Values {
  /** Named as the body's field, so the server's problem with it lands here. */
  voucherFileId?: UploadedRef | null;
  note: string;
}

/** 登记支付: the bank's voucher of the transfer (uploaded first) and a note, confirmed before it goes. */
export function PayBatchModal({
  row,
  onClose,
  onDone,
}: {
  row: ExpertFeeBatchRow | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useExpertFeeTexts();
  const pick = usePick();
  if (!row) return null;
  const summary = { batchNo: row.batchNo, count: row.feeCount, total: formatMoney(row.totalFen) };
  return (
    <FormModal<Values>
      open
      title={t('pay.title', { batchNo: row.batchNo })}
      okText={t('pay.ok')}
      initialValues={{ voucherFileId: null, note: '' }}
      confirm={() => ({ title: t('pay.confirmTitle'), content: t('pay.confirmContent', summary) })}
      onSubmit={(values) => payBatch(row, values.voucherFileId!.id, values.note.trim())}
      onSaved={onDone}
      list={expertFeeBatches}
      onClose={onClose}
      successText={t('pay.done')}
      testId="expert-batch-pay-form"
    >
      <Form.Item name="id" label={t('pay.target')}>
        <FieldText testId="expert-batch-pay-summary" text={`${row.batchNo} · ${t('pay.summary', summary)}`} />
      </Form.Item>
      <Form.Item
        name="voucherFileId"
        label={t('pay.voucher')}
        required
        rules={[
          {
            validator: async (_, v) =>
              v ? undefined : Promise.reject(new Error(pick(EXPERT_FEE_RULES.voucher))),
          },
        ]}
      >
        <FileField
          upload={uploadVoucher}
          rules={VOUCHER}
          chooseText={t('pay.choose')}
          hint={(types, mb) => t('pay.voucherRules', { types, mb })}
          testId="expert-batch-pay-voucher"
        />
      </Form.Item>
      <SchemaItem name="note" label={t('pay.note')} schema={expertFeePayBody.shape.note}>
        <Input
          maxLength={NOTE_MAX}
          placeholder={t('pay.notePlaceholder')}
          data-testid="expert-batch-pay-note"
        />
      </SchemaItem>
    </FormModal>
  );
}
