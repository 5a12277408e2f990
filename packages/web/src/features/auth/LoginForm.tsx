import { FIELD_MESSAGES } from '@jb/contract/messages';
import { homePath } from '@jb/contract/roles';
import type { LoginBody } from '@jb/contract/schemas/auth';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/ApiError.ts';
import { toast } from '../../api/notify.ts';
import { preloadSignedIn } from '../../app/routes.ts';
import { showFieldErrors } from '../../components/form/fieldErrors.ts';
import { useLang, usePick } from '../../i18n/useLang.ts';
import { errorText } from '../../lib/errorText.ts';
import { login } from './api.ts';
import { useReadonlyWindow } from './useReadonlyWindow.ts';

/**
 * Account and password; Enter submits; the server's refusal is shown above the button. A `preview`
 * (the custom login page shown in the back office) is inert.
 */
export function LoginForm({ preview = false }: { preview?: boolean }) {
  const { t } = useTranslation();
  const pick = usePick();
  const lang = useLang();
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginBody>();
  const readOnly = useReadonlyWindow();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (values: LoginBody) => {
    setError(null);
    setSubmitting(true);
    preloadSignedIn();
    try {
      const session = await login({ account: values.account.trim(), password: values.password });
      toast('success', t('login.success'));
      navigate(homePath(session.info.adminType), { replace: true });
    } catch (caught) {
      if (isApiError(caught)) showFieldErrors(form, caught.fields, lang);
      setError(errorText(caught));
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      onFinish={onFinish}
      onValuesChange={() => setError(null)}
      requiredMark={false}
      disabled={preview}
      data-testid="login-form"
    >
      <Form.Item
        name="account"
        label={t('login.account')}
        rules={[{ required: true, whitespace: true, message: pick(FIELD_MESSAGES['account.empty']) }]}
      >
        <Input
          readOnly={readOnly}
          autoComplete="off"
          autoFocus={!preview}
          placeholder={t('login.accountPlaceholder')}
          data-testid="login-account"
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[{ required: true, message: pick(FIELD_MESSAGES['password.empty']) }]}
      >
        <Input.Password
          readOnly={readOnly}
          autoComplete="new-password"
          placeholder={t('login.passwordPlaceholder')}
          data-testid="login-password"
        />
      </Form.Item>
      {error ? (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-error" />
      ) : null}
      <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
        {t('login.submit')}
      </Button>
    </Form>
  );
}
