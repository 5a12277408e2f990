import { INVOICE_KIND, INVOICE_KINDS } from '@jb/contract/schemas/invoices';
import { Alert, Button, Card, Col, Form, Input, Radio, Row, Space, Typography } from 'antd';
import { zodRule } from '../components/form/zodRule.ts';
import { useLang, usePick } from '../i18n/useLang.ts';
import type { SiteJournal } from './api.ts';
import { InvoiceOrdersField } from './InvoiceOrdersField.tsx';
import {
  type AuthorInvoice,
  applyInvoice,
  type InvoiceApplyValues,
  useInvoiceableOrders,
} from './invoiceApi.ts';
import { applyFieldSchema, SPECIAL_FIELDS } from './invoiceRules.ts';
import { useAuthorInvoiceTexts } from './invoiceTexts.ts';
import type { AuthorSession } from './session.ts';
import { useSiteAction } from './useSiteAction.ts';

type Field = Exclude<keyof InvoiceApplyValues, 'orderIds' | 'kind'>;
const MAX: Record<Field, number> = {
  buyerName: 100,
  taxpayerId: 20,
  address: 200,
  phone: 30,
  bankName: 100,
  bankAccount: 40,
  email: 100,
};

/** The buyer's details start as the author's last request gave them (or the author's name). */
function startValues(session: AuthorSession, last: AuthorInvoice | undefined): InvoiceApplyValues {
  return {
    orderIds: [],
    kind: last?.kind ?? 'normal',
    buyerName: last?.buyerName ?? session.author.name,
    taxpayerId: last?.taxpayerId ?? '',
    address: last?.address ?? '',
    phone: last?.phone ?? '',
    bankName: last?.bankName ?? '',
    bankAccount: last?.bankAccount ?? '',
    email: last?.email ?? '',
  };
}

/**
 * 申请发票: the paid orders to invoice, 普票 or 专票 and the buyer's details, checked by the contract's
 * rule as the kind asks (a 专票 needs the company's taxpayer ID, address, phone, bank and account);
 * the server's problems land under their fields.
 */
export function InvoiceApplyCard({
  journal,
  session,
  last,
  onClose,
}: {
  journal: SiteJournal;
  session: AuthorSession;
  last: AuthorInvoice | undefined;
  onClose: () => void;
}) {
  const t = useAuthorInvoiceTexts();
  const lang = useLang();
  const pick = usePick();
  const [form] = Form.useForm<InvoiceApplyValues>();
  const kind = Form.useWatch('kind', form) ?? startValues(session, last).kind;
  const orders = useInvoiceableOrders(journal.id, true);
  const { busy, error, run } = useSiteAction<InvoiceApplyValues>(
    journal.id,
    form,
    (path) => path.split('.')[0] as keyof InvoiceApplyValues,
  );
  const rule = (field: keyof InvoiceApplyValues) =>
    zodRule(
      applyFieldSchema(field, () => form.getFieldsValue(true)),
      lang,
    );
  const special = kind === 'special';

  const text = (field: Field, label: string, extra: { placeholder?: string; required?: boolean } = {}) => (
    <Form.Item
      name={field}
      label={label}
      required={extra.required ?? (special && (SPECIAL_FIELDS as readonly string[]).includes(field))}
      dependencies={['kind']}
      rules={[rule(field)]}
    >
      <Input maxLength={MAX[field]} placeholder={extra.placeholder} data-testid={`invoice-apply-${field}`} />
    </Form.Item>
  );

  return (
    <Card title={t('apply.title')} size="small" className="author-block" data-testid="invoice-apply">
      <Typography.Paragraph type="secondary">{t('apply.hint')}</Typography.Paragraph>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginBottom: 12 }}
          data-testid="invoice-apply-error"
        />
      ) : null}
      <Form<InvoiceApplyValues>
        form={form}
        layout="vertical"
        initialValues={startValues(session, last)}
        onFinish={(values) =>
          void run(async () => {
            await applyInvoice(journal.id, values);
            onClose();
          }, t('apply.sent'))
        }
        data-testid="invoice-apply-form"
      >
        <Form.Item name="orderIds" label={t('apply.orders')} required rules={[rule('orderIds')]}>
          <InvoiceOrdersField orders={orders.data ?? []} loading={orders.isPending} />
        </Form.Item>
        <Form.Item name="kind" label={t('apply.kind')} extra={special ? t('apply.kindHint') : undefined}>
          <Radio.Group
            optionType="button"
            options={INVOICE_KINDS.map((k) => ({
              value: k,
              label: <span data-testid={`invoice-apply-kind-${k}`}>{pick(INVOICE_KIND[k])}</span>,
            }))}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            {text('buyerName', t('apply.buyerName'), {
              placeholder: t('apply.buyerPlaceholder'),
              required: true,
            })}
          </Col>
          <Col xs={24} sm={12}>
            {text('taxpayerId', t('apply.taxpayerId'), { placeholder: t('apply.taxpayerPlaceholder') })}
          </Col>
          <Col xs={24} sm={12}>
            {text('address', t('apply.address'))}
          </Col>
          <Col xs={24} sm={12}>
            {text('phone', t('apply.phone'))}
          </Col>
          <Col xs={24} sm={12}>
            {text('bankName', t('apply.bankName'))}
          </Col>
          <Col xs={24} sm={12}>
            {text('bankAccount', t('apply.bankAccount'))}
          </Col>
          <Col xs={24} sm={12}>
            {text('email', t('apply.email'), { required: true })}
          </Col>
        </Row>
        <Space>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="invoice-apply-submit">
            {t('apply.submit')}
          </Button>
          <Button onClick={onClose} data-testid="invoice-apply-cancel">
            {t('apply.cancel')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
