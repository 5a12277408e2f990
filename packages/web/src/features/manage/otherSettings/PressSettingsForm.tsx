import { type PressSettings, pressSettingsSchema, type SettingsDetail } from '@jb/contract/schemas/settings';
import { Button, Checkbox, Col, Divider, Form, Input, InputNumber, Row, Switch } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { useFormSave } from '../../../components/form/useFormSave.ts';
import { showZodProblems } from '../../../components/form/zodRule.ts';
import { useLang } from '../../../i18n/useLang.ts';
import { usePressScope } from '../../shared/pressScope.tsx';
import { SETTINGS_KEY, saveSettings } from './api.ts';
import { ScoreItemsEditor } from './ScoreItemsEditor.tsx';
import { useSettingsTexts } from './texts.ts';

const top = pressSettingsSchema.shape;
const contribute = top.contribute.unwrap().shape;
const ad = top.ad.unwrap().shape;
const score = top.score.unwrap().shape;
const finance = top.finance.unwrap().shape;
const FILE_TYPES = ['doc', 'docx', 'pdf', 'tex', 'zip'];

/**
 * The press-wide settings: numbering, reminders, submissions, the advertisement, the score sheet and
 * finance's (the threshold of an abnormal discount, the invoices' tax rate and expiry). Every field
 * of the schema has its input: a field without one would be left out of the save and reset.
 */
export function PressSettingsForm({ detail, readOnly }: { detail: SettingsDetail; readOnly: boolean }) {
  const t = useSettingsTexts();
  const pressId = usePressScope();
  const { t: tc } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<PressSettings>();
  const { save, saving } = useFormSave([SETTINGS_KEY]);

  useLayoutEffect(() => form.setFieldsValue(detail.settings), [form, detail.settings]);

  const onFinish = (values: PressSettings) => {
    if (showZodProblems(form, pressSettingsSchema, values, lang)) return;
    void save(() => saveSettings(detail.version, values, pressId), { form });
  };

  return (
    <Form<PressSettings>
      form={form}
      layout="vertical"
      initialValues={detail.settings}
      onFinish={onFinish}
      disabled={readOnly}
      style={{ maxWidth: 760 }}
      data-testid="settings-form"
    >
      <Divider titlePlacement="start">{t('numbering')}</Divider>
      <Row gutter={16}>
        <Col xs={24} sm={16}>
          <SchemaItem
            name="manuscriptNumberFormat"
            label={t('numberFormat')}
            schema={top.manuscriptNumberFormat}
            extra={t('numberFormatHint')}
          >
            <Input maxLength={60} data-testid="settings-number-format" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={8}>
          <SchemaItem name="reminderDays" label={t('reminderDays')} schema={top.reminderDays}>
            <InputNumber min={0} max={365} precision={0} suffix={t('days')} data-testid="settings-reminder" />
          </SchemaItem>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('contribute')}</Divider>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Form.Item name={['contribute', 'open']} label={t('contributeOpen')} valuePropName="checked">
            <Switch data-testid="settings-contribute-open" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <SchemaItem name={['contribute', 'maxFileMb']} label={t('maxFileMb')} schema={contribute.maxFileMb}>
            <InputNumber min={1} max={200} precision={0} />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={8}>
          <SchemaItem
            name={['contribute', 'allowedTypes']}
            label={t('allowedTypes')}
            schema={contribute.allowedTypes}
          >
            <Checkbox.Group options={FILE_TYPES} />
          </SchemaItem>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('ad')}</Divider>
      <Row gutter={16}>
        <Col xs={24} sm={6}>
          <Form.Item name={['ad', 'enabled']} label={t('adEnabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24} sm={9}>
          <SchemaItem name={['ad', 'text']} label={t('adText')} schema={ad.text}>
            <Input maxLength={200} />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={9}>
          <SchemaItem name={['ad', 'link']} label={t('adLink')} schema={ad.link}>
            <Input maxLength={300} placeholder="https://" />
          </SchemaItem>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('score')}</Divider>
      <ScoreItemsEditor readOnly={readOnly} />
      <SchemaItem name={['score', 'scale']} label={t('scale')} schema={score.scale} style={{ marginTop: 16 }}>
        <InputNumber min={2} max={100} precision={0} data-testid="score-scale" />
      </SchemaItem>
      <Divider titlePlacement="start">{t('finance')}</Divider>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <SchemaItem
            name={['finance', 'discountAbnormalPercent']}
            label={t('discountAbnormalPercent')}
            schema={finance.discountAbnormalPercent}
            tooltip={t('discountAbnormalHint')}
          >
            <InputNumber
              min={1}
              max={100}
              precision={0}
              suffix="%"
              data-testid="settings-discount-abnormal"
            />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={8}>
          <SchemaItem
            name={['finance', 'taxRatePercent']}
            label={t('taxRatePercent')}
            schema={finance.taxRatePercent}
          >
            <InputNumber min={0} max={17} precision={0} suffix="%" data-testid="settings-tax-rate" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={8}>
          <SchemaItem
            name={['finance', 'invoiceExpiryDays']}
            label={t('invoiceExpiryDays')}
            schema={finance.invoiceExpiryDays}
          >
            <InputNumber
              min={1}
              max={365}
              precision={0}
              suffix={t('days')}
              data-testid="settings-invoice-expiry"
            />
          </SchemaItem>
        </Col>
      </Row>
      {!readOnly && (
        <Button type="primary" htmlType="submit" loading={saving} data-testid="settings-save">
          {tc('common.save')}
        </Button>
      )}
    </Form>
  );
}
