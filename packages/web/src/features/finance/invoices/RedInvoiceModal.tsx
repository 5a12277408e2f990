import { invoiceList } from '@jb/contract/api/invoices';
import { invoiceRedBody } from '@jb/contract/schemas/invoices';
import { Col, Form, Input, Row, Typography } from 'antd';
import { DateStringPicker } from '../../../components/form/DateStringPicker.tsx';
import { FieldText } from '../../../components/form/FieldText.tsx';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { formatMoney } from '../../../components/money/money.ts';
import { chinaToday } from '../../../lib/chinaTime.ts';
import { type InvoiceRow, redInvoice } from './api.ts';
import { useInvoiceTexts } from './texts.ts';

const fields = invoiceRedBody.shape;
const NOTE_MAX = 200;

interface Values {
  redNumber: string;
  redOn: string;
  note?: string;
}

/** Finance records the red-letter invoice reversing an issued one; a refund waiting for it may then go on. */
export function RedInvoiceModal({ row, onClose }: { row: InvoiceRow | null; onClose: () => void }) {
  const t = useInvoiceTexts();
  if (!row) return null;
  return (
    <FormModal<Values>
      open
      title={t('red.title', { number: row.number ?? '' })}
      okText={t('red.ok')}
      initialValues={{ redNumber: '', redOn: chinaToday(), note: '' }}
      onSubmit={(values) =>
        redInvoice(row, {
          redNumber: values.redNumber.trim(),
          redOn: values.redOn,
          note: values.note?.trim() ?? '',
        })
      }
      list={invoiceList}
      onClose={onClose}
      successText={t('red.done')}
      testId="invoice-red-form"
    >
      <Typography.Paragraph type="secondary">{t('red.hint')}</Typography.Paragraph>
      <Form.Item name="id" label={t('amount')}>
        <FieldText text={formatMoney(row.amountFen)} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={14}>
          <SchemaItem name="redNumber" label={t('red.redNumber')} schema={fields.redNumber} required>
            <Input maxLength={20} inputMode="numeric" data-testid="invoice-red-number" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={10}>
          <SchemaItem name="redOn" label={t('red.redOn')} schema={fields.redOn} required>
            <DateStringPicker style={{ width: '100%' }} allowClear={false} testId="invoice-red-date" />
          </SchemaItem>
        </Col>
      </Row>
      <SchemaItem name="note" label={t('red.note')} schema={fields.note}>
        <Input.TextArea rows={2} maxLength={NOTE_MAX} showCount data-testid="invoice-red-note" />
      </SchemaItem>
    </FormModal>
  );
}
