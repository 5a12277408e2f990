import { billEntries, billList } from '@jb/contract/api/bills';
import { billReverseBody } from '@jb/contract/schemas/bills';
import { Form, Input, Typography } from 'antd';
import { FieldText } from '../../../components/form/FieldText.tsx';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { formatMoney } from '../../../components/money/money.ts';
import { useReloadList } from '../../../components/resourceTable/useResourceList.ts';
import { type BillEntryRow, reverseEntry } from './api.ts';
import { useBillTexts } from './texts.ts';

const REASON_MAX = 200;

/** Finance reverses an entry of a closed month with the reason, after confirming. */
export function ReverseEntryModal({ entry, onClose }: { entry: BillEntryRow | null; onClose: () => void }) {
  const t = useBillTexts();
  const reloadBills = useReloadList(billList);
  if (!entry) return null;
  return (
    <FormModal<{ reason: string }>
      open
      title={t('reverse.title', { id: entry.id })}
      okText={t('reverse.ok')}
      onSubmit={(values) => reverseEntry(entry.id, values.reason.trim())}
      onSaved={() => void reloadBills()}
      list={billEntries}
      onClose={onClose}
      successText={t('reverse.done')}
      confirm={() => ({
        title: t('reverse.confirmTitle'),
        content: t('reverse.confirmContent', { amount: formatMoney(-entry.amountFen) }),
      })}
      testId="bill-reverse-form"
    >
      <Typography.Paragraph type="secondary">{t('reverse.hint')}</Typography.Paragraph>
      <Form.Item name="id" label={t('reverse.target')}>
        <FieldText text={`${entry.orderNum} · ${entry.occurredOn} · ${formatMoney(entry.amountFen)}`} />
      </Form.Item>
      <SchemaItem name="reason" label={t('reverse.reason')} schema={billReverseBody.shape.reason} required>
        <Input.TextArea rows={3} maxLength={REASON_MAX} showCount data-testid="bill-reverse-reason" />
      </SchemaItem>
    </FormModal>
  );
}
