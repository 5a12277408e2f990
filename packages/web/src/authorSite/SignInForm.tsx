import { authorLoginBody } from '@jb/contract/schemas/authors';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../api/ApiError.ts';
import { toast } from '../api/notify.ts';
import { showFieldErrors } from '../components/form/fieldErrors.ts';
import { SchemaItem } from '../components/form/SchemaItem.tsx';
import { useLang } from '../i18n/useLang.ts';
import { errorText } from '../lib/errorText.ts';
import { signIn } from './api.ts';
import { useAuthorSiteTexts } from './texts.ts';

interface Values {
  phone: string;
  password: string;
}

/** Phone and password; Enter submits; a refusal (wrong password, locked) shows above the button. */
export function SignInForm({
  journalId,
  home,
  phone,
  onRegister,
}: {
  journalId: number;
  /** The site's home, where signing in leads unless the author came from another page of it. */
  home: string;
  /** A phone just registered, filled in. */
  phone: string;
  onRegister: () => void;
}) {
  const t = useAuthorSiteTexts();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (phone) form.setFieldsValue({ phone, password: '' });
  }, [phone, form]);

  const submit = async (values: Values) => {
    setSubmitting(true);
    setError(null);
    try {
      await signIn(journalId, values.phone.trim(), values.password);
      toast('success', t('signIn.success'));
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from?.startsWith(home) ? from : home, { replace: true });
    } catch (caught) {
      if (!(isApiError(caught) && showFieldErrors(form, caught.fields, lang))) setError(errorText(caught));
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} data-testid="signin-form">
      <SchemaItem name="phone" label={t('signIn.phone')} schema={authorLoginBody.shape.phone}>
        <Input
          inputMode="numeric"
          maxLength={11}
          autoComplete="username"
          placeholder={t('signIn.phonePlaceholder')}
          data-testid="signin-phone"
        />
      </SchemaItem>
      <SchemaItem name="password" label={t('signIn.password')} schema={authorLoginBody.shape.password}>
        <Input.Password
          autoComplete="current-password"
          placeholder={t('signIn.passwordPlaceholder')}
          data-testid="signin-password"
        />
      </SchemaItem>
      {error ? (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="signin-error" />
      ) : null}
      <Button type="primary" htmlType="submit" block loading={submitting} data-testid="signin-submit">
        {t('signIn.submit')}
      </Button>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0, textAlign: 'center' }}>
        {t('signIn.noAccount')}{' '}
        <Button type="link" size="small" onClick={onRegister} data-testid="signin-to-register">
          {t('signIn.toRegister')}
        </Button>
      </Typography.Paragraph>
    </Form>
  );
}
