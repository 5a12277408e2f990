import { expertFeeBatches } from '@jb/contract/api/expertFees';
import { expertFeeCancelBody } from '@jb/contract/schemas/expertFees';
import { Form, Input, Typography } from 'antd';
import { FieldText } from '../../../components/form/FieldText.tsx';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { formatMoney } from '../../../components/money/money.ts';
import { cancelBatch, type ExpertFeeBatchRow } from './api.ts';
import { useExpertFeeTexts } from './texts.ts';

const REASON_MAX = 200;

/** 作废: a batch awaiting payment cancelled with the reason, after confirming; its fees are unpaid again. */
export function CancelBatchModal({
  row,
  onClose,
  onDone,
}: {
  row: ExpertFeeBatchRow | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useExpertFeeTexts();
  if (!row) return null;
  return (
    <FormModal<{ reason: string }>
      open
      title={t('cancel.title', { batchNo: row.batchNo })}
      okText={t('cancel.ok')}
      confirm={() => ({
        title: t('cancel.confirmTitle'),
        content: t('cancel.confirmContent', { batchNo: row.batchNo, count: row.feeCount }),
      })}
      onSubmit={(values) => cancelBatch(row, values.reason.trim())}
      onSaved={onDone}
      list={expertFeeBatches}
      onClose={onClose}
      successText={t('cancel.done')}
      testId="expert-batch-cancel-form"
    >
      <Typography.Paragraph type="secondary">{t('cancel.hint')}</Typography.Paragraph>
      <Form.Item name="id" label={t('cancel.target')}>
        <FieldText text={`${row.batchNo} · ${row.feeCount} · ${formatMoney(row.totalFen)}`} />
      </Form.Item>
      <SchemaItem name="reason" label={t('cancel.reason')} schema={expertFeeCancelBody.shape.reason} required>
        <Input.TextArea rows={3} maxLength={REASON_MAX} showCount data-testid="expert-batch-cancel-reason" />
      </SchemaItem>
    </FormModal>
  );
}
