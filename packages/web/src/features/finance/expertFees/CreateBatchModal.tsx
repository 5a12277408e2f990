import { expertFeeList } from '@jb/contract/api/expertFees';
import { expertFeeBatchBody } from '@jb/contract/schemas/expertFees';
import { Form, Input, Typography } from 'antd';
import { toast } from '../../../api/notify.ts';
import { FieldText } from '../../../components/form/FieldText.tsx';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { formatMoney } from '../../../components/money/money.ts';
import { createBatch, type ExpertFeeRow } from './api.ts';
import { useExpertFeeTexts } from './texts.ts';

const NOTE_MAX = 200;

/**
 * 建立付款批次: the fees ticked, their count, total and payees shown for confirmation, and a note.
 * The server's refusal (a fee no longer unpaid, an expert without bank details, named) lands under
 * the fees.
 */
export function CreateBatchModal({
  fees,
  onClose,
  onDone,
}: {
  fees: ExpertFeeRow[] | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useExpertFeeTexts();
  if (!fees) return null;
  const total = formatMoney(fees.reduce((sum, f) => sum + f.feeFen, 0));
  const names = [...new Set(fees.map((f) => f.expertName))].join('、');
  return (
    <FormModal<{ note: string }, { batchNo: string }>
      open
      title={t('create.title')}
      okText={t('create.ok')}
      initialValues={{ note: '' }}
      onSubmit={(values) =>
        createBatch(
          fees.map((f) => f.id),
          values.note.trim(),
        )
      }
      onSaved={(batch) => {
        toast('success', t('create.done', { batchNo: batch.batchNo }));
        onDone();
      }}
      list={expertFeeList}
      onClose={onClose}
      testId="expert-fee-create-form"
    >
      <Typography.Paragraph type="secondary">{t('create.hint')}</Typography.Paragraph>
      <Form.Item name="invitationIds" label={t('create.fees')}>
        <FieldText
          testId="expert-fee-create-summary"
          text={
            <>
              <Typography.Text strong>{t('create.summary', { count: fees.length, total })}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{t('create.experts', { names })}</Typography.Text>
            </>
          }
        />
      </Form.Item>
      <SchemaItem name="note" label={t('create.note')} schema={expertFeeBatchBody.shape.note}>
        <Input maxLength={NOTE_MAX} data-testid="expert-fee-create-note" />
      </SchemaItem>
    </FormModal>
  );
}
