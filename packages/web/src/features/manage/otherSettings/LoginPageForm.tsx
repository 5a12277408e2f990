import { type LoginPage, loginPageSchema, type SettingsDetail } from '@jb/contract/schemas/settings';
import { Alert, Button, Col, Form, Input, Row, Space, Typography } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ColorInput } from '../../../components/form/ColorInput.tsx';
import { ImageDataUrlInput } from '../../../components/form/ImageDataUrlInput.tsx';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { useFormSave } from '../../../components/form/useFormSave.ts';
import { usePressScope } from '../../shared/pressScope.tsx';
import { SETTINGS_KEY, saveLoginPage } from './api.ts';
import { useSettingsTexts } from './texts.ts';

const fields = loginPageSchema.shape;
export const PREVIEW_PATH = '/reviewCustomLogin';
const EMPTY: LoginPage = {
  title: '',
  subtitle: '',
  logo: '',
  background: '',
  primaryColor: '#1677ff',
  backgroundColor: '#0b1f3a',
};

/** The press's own login page (shown at /loginAdmin?press=CODE): texts, images and colours. */
export function LoginPageForm({ detail, readOnly }: { detail: SettingsDetail; readOnly: boolean }) {
  const t = useSettingsTexts();
  const pressId = usePressScope();
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginPage>();
  const { save, saving } = useFormSave([SETTINGS_KEY]);
  const initial = detail.loginPage ?? EMPTY;

  useLayoutEffect(() => form.setFieldsValue(detail.loginPage ?? EMPTY), [form, detail.loginPage]);

  return (
    <Form<LoginPage>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={(values) => void save(() => saveLoginPage(detail.version, values, pressId), { form })}
      disabled={readOnly}
      style={{ maxWidth: 760 }}
      data-testid="login-page-form"
    >
      {!detail.loginPage && (
        <Alert type="info" showIcon title={t('login.notSet')} style={{ marginBottom: 16 }} />
      )}
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <SchemaItem name="title" label={t('login.title')} schema={fields.title} required>
            <Input maxLength={40} data-testid="login-page-title" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={12}>
          <SchemaItem name="subtitle" label={t('login.subtitle')} schema={fields.subtitle}>
            <Input maxLength={80} data-testid="login-page-subtitle" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={12}>
          <SchemaItem name="logo" label={t('login.logo')} schema={fields.logo}>
            <ImageDataUrlInput testId="login-page-logo" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={12}>
          <SchemaItem name="background" label={t('login.background')} schema={fields.background}>
            <ImageDataUrlInput testId="login-page-background" />
          </SchemaItem>
        </Col>
        <Col xs={12} sm={6}>
          <SchemaItem name="primaryColor" label={t('login.primaryColor')} schema={fields.primaryColor}>
            <ColorInput testId="login-page-primary" />
          </SchemaItem>
        </Col>
        <Col xs={12} sm={6}>
          <SchemaItem
            name="backgroundColor"
            label={t('login.backgroundColor')}
            schema={fields.backgroundColor}
          >
            <ColorInput testId="login-page-background-color" />
          </SchemaItem>
        </Col>
      </Row>
      <Typography.Paragraph type="secondary">{t('login.previewHint')}</Typography.Paragraph>
      <Space>
        {!readOnly && (
          <Button type="primary" htmlType="submit" loading={saving} data-testid="login-page-save">
            {tc('common.save')}
          </Button>
        )}
        <Button disabled={false} onClick={() => void navigate(PREVIEW_PATH)} data-testid="login-page-preview">
          {t('login.preview')}
        </Button>
      </Space>
    </Form>
  );
}
