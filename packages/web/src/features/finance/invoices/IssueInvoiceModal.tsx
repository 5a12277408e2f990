import { invoiceList } from '@jb/contract/api/invoices';
import { fileRules } from '@jb/contract/fileRules';
import { taxIncludedFen } from '@jb/contract/money';
import { INVOICE_KIND, INVOICE_RULES, invoiceIssueBody } from '@jb/contract/schemas/invoices';
import { Col, Form, Input, Row, Typography } from 'antd';
import { DateStringPicker } from '../../../components/form/DateStringPicker.tsx';
import { FieldText } from '../../../components/form/FieldText.tsx';
import { FileField, type UploadedRef } from '../../../components/form/FileField.tsx';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { formatMoney } from '../../../components/money/money.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { chinaToday } from '../../../lib/chinaTime.ts';
import { type InvoiceRow, issueInvoice, uploadInvoiceFile, useTaxRate } from './api.ts';
import { useInvoiceTexts } from './texts.ts';

const fields = invoiceIssueBody.shape;
/** The contract's rules for an e-invoice file (PDF or OFD, no press settings apply). */
const RULES = fileRules('invoice', { allowedTypes: [], maxFileMb: 0 });

interface Values {
  /** The uploaded e-invoice; named as the body's field, so the server's problem with it lands here. */
  fileId?: UploadedRef | null;
  number: string;
  issuedOn: string;
}

/** The tax the press's rate gives, when the settings can be read; otherwise where it will show. */
function TaxLine({ amountFen }: { amountFen: number }) {
  const t = useInvoiceTexts();
  const rate = useTaxRate().data;
  return (
    <Typography.Paragraph type="secondary" data-testid="invoice-issue-tax">
      {rate === undefined
        ? t('issue.taxLater')
        : t('issue.tax', { rate, tax: formatMoney(taxIncludedFen(amountFen, rate)) })}
    </Typography.Paragraph>
  );
}

/**
 * Finance issues a requested invoice: the e-invoice file (uploaded first), its 20-digit number and
 * date, confirmed before it goes; the author is e-mailed the file.
 */
export function IssueInvoiceModal({ row, onClose }: { row: InvoiceRow | null; onClose: () => void }) {
  const t = useInvoiceTexts();
  const pick = usePick();
  if (!row) return null;
  const amount = formatMoney(row.amountFen);
  return (
    <FormModal<Values>
      open
      title={t('issue.title', { buyer: row.buyerName })}
      okText={t('issue.ok')}
      initialValues={{ number: '', issuedOn: chinaToday() }}
      confirm={(values) => ({
        title: t('issue.confirmTitle'),
        content: t('issue.confirmContent', { number: values.number.trim(), amount, email: row.email }),
      })}
      onSubmit={(values) =>
        issueInvoice(row, {
          fileId: values.fileId!.id,
          number: values.number.trim(),
          issuedOn: values.issuedOn,
        })
      }
      list={invoiceList}
      onClose={onClose}
      successText={t('issue.done')}
      testId="invoice-issue-form"
    >
      {/* The request itself: the server's refusal of it (no longer open) lands here. */}
      <Form.Item name="id" label={t('issue.target')}>
        <FieldText
          testId="invoice-issue-target"
          text={t('issue.summary', { kind: pick(INVOICE_KIND[row.kind]), amount })}
        />
      </Form.Item>
      <TaxLine amountFen={row.amountFen} />
      <Form.Item
        name="fileId"
        label={t('issue.file')}
        required
        rules={[
          {
            validator: async (_, v) => (v ? undefined : Promise.reject(new Error(pick(INVOICE_RULES.file)))),
          },
        ]}
      >
        <FileField
          upload={uploadInvoiceFile}
          rules={RULES}
          chooseText={t('issue.choose')}
          hint={(types, mb) => t('issue.fileRules', { types, mb })}
          testId="invoice-issue-file"
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={14}>
          <SchemaItem name="number" label={t('issue.number')} schema={fields.number} required>
            <Input
              maxLength={20}
              inputMode="numeric"
              placeholder={t('issue.numberPlaceholder')}
              data-testid="invoice-issue-number"
            />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={10}>
          <SchemaItem name="issuedOn" label={t('issue.issuedOn')} schema={fields.issuedOn} required>
            <DateStringPicker style={{ width: '100%' }} allowClear={false} testId="invoice-issue-date" />
          </SchemaItem>
        </Col>
      </Row>
    </FormModal>
  );
}
