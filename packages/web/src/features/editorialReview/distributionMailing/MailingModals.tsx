import { mailingDetail } from '@jb/contract/api/mailing';
import { type Lang, pick as pickLang } from '@jb/contract/i18n';
import { recipientFields, trackingNo } from '@jb/contract/schemas/mailing';
import { Alert, Col, Form, Input, InputNumber, Modal, Row, Select, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../api/ApiError.ts';
import { toast } from '../../../api/notify.ts';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { refusalOf } from '../../../components/resourceTable/refusal.ts';
import { useLang } from '../../../i18n/useLang.ts';
import {
  type Recipient,
  type RecipientValues,
  saveRecipient,
  saveTracking,
  sendBatch,
  sendTrackingSheet,
  useExpressCompanies,
  useReloadMailing,
} from './api.ts';
import { useMailingTexts } from './texts.ts';

/** Adds a recipient by hand (`row` absent) or edits one's address and copies. */
export function RecipientModal(props: {
  open: boolean;
  issueId: number;
  row?: Recipient;
  onClose: () => void;
}) {
  const t = useMailingTexts();
  const reload = useReloadMailing();
  const { row } = props;
  const text = (name: keyof typeof recipientFields, span = 12) => (
    <Col span={span}>
      <SchemaItem name={name} label={t(`form.${name}`)} schema={recipientFields[name]}>
        <Input data-testid={`recipient-${name}`} />
      </SchemaItem>
    </Col>
  );
  return (
    <FormModal<RecipientValues>
      open={props.open}
      title={row ? t('editRecipient') : t('addRecipient')}
      initialValues={row ? { ...row } : { copies: 1, district: '', postcode: '', organization: '' }}
      onSubmit={(values) => saveRecipient(props.issueId, values, row)}
      onSaved={() => void reload()}
      onStale={() => void reload()}
      successText={t('form.saved')}
      onClose={props.onClose}
      list={mailingDetail}
      width={640}
      testId="recipient-form"
    >
      <Row gutter={12}>
        {text('name')}
        {text('phone')}
        {text('province', 8)}
        {text('city', 8)}
        {text('district', 8)}
        {text('address', 24)}
        {text('postcode', 8)}
        {text('organization', 10)}
        <Col span={6}>
          <SchemaItem name="copies" label={t('form.copies')} schema={recipientFields.copies}>
            <InputNumber
              min={1}
              max={500}
              precision={0}
              style={{ width: '100%' }}
              data-testid="recipient-copies"
            />
          </SchemaItem>
        </Col>
      </Row>
    </FormModal>
  );
}

/** Sends the ticked recipients in a batch with an express company in use. */
export function BatchModal(props: { issueId: number; recipientIds: number[] | null; onClose: () => void }) {
  const t = useMailingTexts();
  const reload = useReloadMailing();
  const companies = useExpressCompanies(!!props.recipientIds);
  const count = props.recipientIds?.length ?? 0;
  return (
    <FormModal<{ expressCompanyId: number }>
      open={!!props.recipientIds}
      title={t('batch', { count })}
      onSubmit={({ expressCompanyId }) =>
        sendBatch(props.issueId, expressCompanyId, props.recipientIds ?? [])
      }
      onSaved={() => void reload()}
      successText={t('batchForm.done')}
      onClose={props.onClose}
      list={mailingDetail}
      testId="batch-form"
    >
      <Typography.Paragraph data-testid="batch-count">{t('batchForm.count', { count })}</Typography.Paragraph>
      <Form.Item
        name="expressCompanyId"
        label={t('batchForm.company')}
        rules={[{ required: true, message: t('batchForm.company') }]}
      >
        <Select
          loading={companies.isPending}
          options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          notFoundContent={t('batchForm.noCompanies')}
          data-testid="batch-company"
        />
      </Form.Item>
    </FormModal>
  );
}

/** Enters one parcel's tracking number. */
export function TrackingModal(props: { row: Recipient | null; onClose: () => void }) {
  const t = useMailingTexts();
  const reload = useReloadMailing();
  const shipment = props.row?.shipment;
  return (
    <FormModal<{ trackingNo: string }>
      open={!!props.row}
      title={props.row ? `${t('enterTracking')} · ${props.row.name}` : ''}
      initialValues={{ trackingNo: shipment?.trackingNo ?? '' }}
      onSubmit={(values) => saveTracking(shipment!.id, values.trackingNo)}
      onSaved={() => void reload()}
      successText={t('trackingSaved')}
      onClose={props.onClose}
      list={mailingDetail}
      testId="tracking-form"
    >
      <SchemaItem name="trackingNo" label={t('trackingNo')} schema={trackingNo} required>
        <Input maxLength={40} data-testid="tracking-no" />
      </SchemaItem>
    </FormModal>
  );
}

const rowsOf = (caught: unknown, lang: Lang) =>
  isApiError(caught) ? caught.fields.map((f) => pickLang({ zh: f.zh, en: f.en }, lang)) : [];

/** Imports a courier's spreadsheet; a refusal lists every refused row (nothing was imported). */
export function SheetModal(props: { issueId: number; open: boolean; onClose: () => void }) {
  const t = useMailingTexts();
  const lang = useLang();
  const reload = useReloadMailing();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ title: string; rows: string[] } | null>(null);
  const close = () => {
    setProblem(null);
    props.onClose();
  };
  return (
    <Modal
      open={props.open}
      title={t('importSheet')}
      onCancel={close}
      footer={null}
      width={640}
      destroyOnHidden
      maskClosable={!busy}
    >
      <Space orientation="vertical" style={{ width: '100%' }} data-testid="sheet-import">
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('sheet.hint')}
        </Typography.Paragraph>
        <div data-testid="sheet-file">
          <Upload.Dragger
            accept=".xlsx,.csv"
            showUploadList={false}
            disabled={busy}
            customRequest={({ file, onSuccess, onError }) => {
              setBusy(true);
              setProblem(null);
              sendTrackingSheet(props.issueId, file as File).then(
                (answer) => {
                  setBusy(false);
                  toast('success', t('sheet.done', { count: answer.count }));
                  void reload();
                  onSuccess?.(answer);
                  close();
                },
                (caught: unknown) => {
                  setBusy(false);
                  const rows = rowsOf(caught, lang);
                  setProblem(
                    rows.length > 1
                      ? { title: t('sheet.refused'), rows }
                      : { title: rows[0] ?? refusalOf(caught, lang).message, rows: [] },
                  );
                  onError?.(new Error('refused'));
                },
              );
            }}
          >
            <Typography.Text>{busy ? t('sheet.sending') : t('sheet.choose')}</Typography.Text>
          </Upload.Dragger>
        </div>
        {problem && (
          <Alert
            type="error"
            showIcon
            title={<span data-testid="sheet-problem">{problem.title}</span>}
            description={
              problem.rows.length > 0 && (
                <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="sheet-problems">
                  {problem.rows.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              )
            }
          />
        )}
      </Space>
    </Modal>
  );
}
