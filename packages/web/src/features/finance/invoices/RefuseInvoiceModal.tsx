import { invoiceList } from '@jb/contract/api/invoices';
import { invoiceRefuseBody } from '@jb/contract/schemas/invoices';
import { Form, Input, Typography } from 'antd';
import { FieldText } from '../../../components/form/FieldText.tsx';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { formatMoney } from '../../../components/money/money.ts';
import { type InvoiceRow, refuseInvoice } from './api.ts';
import { useInvoiceTexts } from './texts.ts';

const NOTE_MAX = 200;

/** Finance refuses a request with the reason the author is e-mailed. */
export function RefuseInvoiceModal({ row, onClose }: { row: InvoiceRow | null; onClose: () => void }) {
  const t = useInvoiceTexts();
  if (!row) return null;
  return (
    <FormModal<{ note: string }>
      open
      title={t('refuse.title', { buyer: row.buyerName })}
      okText={t('refuse.ok')}
      onSubmit={(values) => refuseInvoice(row, { note: values.note.trim() })}
      list={invoiceList}
      onClose={onClose}
      successText={t('refuse.done')}
      testId="invoice-refuse-form"
    >
      <Typography.Paragraph type="secondary">{t('refuse.hint')}</Typography.Paragraph>
      <Form.Item name="id" label={t('amount')}>
        <FieldText text={formatMoney(row.amountFen)} />
      </Form.Item>
      <SchemaItem name="note" label={t('refuse.note')} schema={invoiceRefuseBody.shape.note} required>
        <Input.TextArea rows={3} maxLength={NOTE_MAX} showCount data-testid="invoice-refuse-note" />
      </SchemaItem>
    </FormModal>
  );
}
