import { SMS_CODE_RESEND_SECONDS } from '@jb/contract/constants';
import { ErrorCode } from '@jb/contract/errors';
import { errorDataOf } from '@jb/contract/refusals';
import { authorRegisterBody } from '@jb/contract/schemas/authors';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { type ApiError, isApiError } from '../api/ApiError.ts';
import { toast } from '../api/notify.ts';
import { showFieldErrors } from '../components/form/fieldErrors.ts';
import { SchemaItem } from '../components/form/SchemaItem.tsx';
import { useCountdown } from '../features/auth/useCountdown.ts';
import { useLang } from '../i18n/useLang.ts';
import { errorText } from '../lib/errorText.ts';
import { register, sendCode } from './api.ts';
import { useAuthorSiteTexts } from './texts.ts';

interface Values {
  name: string;
  phone: string;
  code: string;
  password: string;
  confirm: string;
  email?: string;
  unit?: string;
}

const shape = authorRegisterBody.shape;

/**
 * Registration with the journal's press: a code sent to the phone (one a minute; the button counts
 * down, also when the server says to wait), then name, password and the optional email and unit.
 * Refusals land on their fields: a phone already registered, a wrong or expired code.
 */
export function RegisterForm({
  journalId,
  onRegistered,
}: {
  journalId: number;
  onRegistered: (phone: string) => void;
}) {
  const t = useAuthorSiteTexts();
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const [left, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onField = (name: keyof Values, message: string) => form.setFields([{ name, errors: [message] }]);

  /** Shows a refusal where it belongs; answers whether it was placed. */
  const place = (caught: ApiError): boolean => {
    const body = caught.body as { code?: unknown; data?: unknown } | null;
    switch (caught.code) {
      case ErrorCode.CODE_TOO_OFTEN:
        startCountdown(
          errorDataOf(ErrorCode.CODE_TOO_OFTEN, body)?.retryAfterSeconds ?? SMS_CODE_RESEND_SECONDS,
        );
        onField('code', caught.message);
        return true;
      case ErrorCode.WRONG_CODE: {
        const triesLeft = errorDataOf(ErrorCode.WRONG_CODE, body)?.triesLeft;
        onField(
          'code',
          triesLeft === undefined ? caught.message : t('register.triesLeft', { count: triesLeft }),
        );
        return true;
      }
      case ErrorCode.CODE_EXPIRED:
        onField('code', caught.message);
        return true;
      case ErrorCode.AUTHOR_PHONE_TAKEN:
        onField('phone', caught.message);
        return true;
      default:
        return showFieldErrors(form, caught.fields, lang);
    }
  };

  const fail = (caught: unknown) => {
    if (!(isApiError(caught) && place(caught))) setError(errorText(caught));
  };

  const askCode = async () => {
    const { phone } = await form.validateFields(['phone']).catch(() => ({ phone: null }));
    if (!phone) return;
    setSending(true);
    setError(null);
    try {
      await sendCode(journalId, phone.trim());
      toast('success', t('register.codeSent'));
      startCountdown(SMS_CODE_RESEND_SECONDS);
    } catch (caught) {
      fail(caught);
    } finally {
      setSending(false);
    }
  };

  const submit = async (values: Values) => {
    setSubmitting(true);
    setError(null);
    try {
      const phone = values.phone.trim();
      await register({
        journalId,
        code: values.code.trim(),
        name: values.name.trim(),
        phone,
        password: values.password,
        email: (values.email ?? '').trim(),
        unit: (values.unit ?? '').trim(),
      });
      toast('success', t('register.success'));
      form.resetFields();
      onRegistered(phone);
    } catch (caught) {
      fail(caught);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} data-testid="register-form">
      <SchemaItem name="name" label={t('register.name')} schema={shape.name} required>
        <Input maxLength={30} autoComplete="name" data-testid="register-name" />
      </SchemaItem>
      <SchemaItem name="phone" label={t('register.phone')} schema={shape.phone} required>
        <Input inputMode="numeric" maxLength={11} autoComplete="tel" data-testid="register-phone" />
      </SchemaItem>
      <Form.Item label={t('register.code')} required>
        <Space.Compact style={{ width: '100%' }}>
          <SchemaItem name="code" noStyle schema={shape.code}>
            <Input
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
              placeholder={t('register.codePlaceholder')}
              aria-label={t('register.code')}
              data-testid="register-code"
            />
          </SchemaItem>
          <Button
            onClick={() => void askCode()}
            loading={sending}
            disabled={left > 0}
            data-testid="register-send-code"
          >
            {left > 0 ? t('register.resend', { seconds: left }) : t('register.sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <SchemaItem
        name="password"
        label={t('register.password')}
        schema={shape.password}
        extra={t('register.passwordHint')}
        required
      >
        <Input.Password autoComplete="new-password" data-testid="register-password" />
      </SchemaItem>
      <Form.Item
        name="confirm"
        label={t('register.confirm')}
        dependencies={['password']}
        required
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string | undefined) => {
              if ((value ?? '') !== (getFieldValue('password') ?? ''))
                throw new Error(t('register.confirmMismatch'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="register-confirm" />
      </Form.Item>
      <SchemaItem name="email" label={t('register.email')} schema={shape.email}>
        <Input type="email" maxLength={100} autoComplete="email" data-testid="register-email" />
      </SchemaItem>
      <SchemaItem name="unit" label={t('register.unit')} schema={shape.unit}>
        <Input maxLength={100} autoComplete="organization" data-testid="register-unit" />
      </SchemaItem>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginBottom: 16 }}
          data-testid="register-error"
        />
      ) : null}
      <Button type="primary" htmlType="submit" block loading={submitting} data-testid="register-submit">
        {t('register.submit')}
      </Button>
    </Form>
  );
}
