import { FIELD_MESSAGES } from '@jb/contract/messages';
import { homePath } from '@jb/contract/roles';
import { Alert, Button, Input, type InputRef } from 'antd';
import { type ChangeEvent, type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/ApiError.ts';
import { toast } from '../../api/notify.ts';
import { usePick } from '../../i18n/useLang.ts';
import { errorText } from '../../lib/errorText.ts';
import { login } from './api.ts';
import { useReadonlyWindow } from './useReadonlyWindow.ts';

type Field = 'account' | 'password';
type FieldProblems = Partial<Record<Field, string>>;

/**
 * Account and password; Enter submits; a missing field is named under its input and the server's
 * refusal is shown above the button. A `preview` (the custom login page shown in the back office)
 * is inert. Plain inputs rather than antd's Form keep the form library off the login page (its
 * JavaScript budget pays for the browser's password hashing instead, decision 0004).
 */
/** `onSigningIn` runs as the sign-in call leaves (the page fetches the signed-in frame meanwhile). */
export function LoginForm({ preview = false, onSigningIn }: { preview?: boolean; onSigningIn?: () => void }) {
  const { t } = useTranslation();
  const pick = usePick();
  const navigate = useNavigate();
  const readOnly = useReadonlyWindow();
  const [values, setValues] = useState<Record<Field, string>>({ account: '', password: '' });
  const [problems, setProblems] = useState<FieldProblems>({});
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputs = { account: useRef<InputRef>(null), password: useRef<InputRef>(null) };

  /**
   * What both inputs share: value and change, the error look, the readonly window, and what
   * assistive technology needs (required, invalid, and where the message is).
   */
  const inputProps = (name: Field) => ({
    id: `login-${name}`,
    ref: inputs[name],
    size: 'large' as const,
    value: values[name],
    onChange: change(name),
    status: problems[name] ? ('error' as const) : undefined,
    readOnly,
    disabled: preview,
    'aria-required': true,
    'aria-invalid': Boolean(problems[name]),
    'aria-describedby': problems[name] ? `login-${name}-error` : undefined,
    'data-testid': `login-${name}`,
  });

  const change = (field: Field) => (e: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
    setError(null);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (preview || submitting) return;
    const account = values.account.trim();
    const missing: FieldProblems = {};
    if (!account) missing.account = pick(FIELD_MESSAGES['account.empty']);
    if (!values.password) missing.password = pick(FIELD_MESSAGES['password.empty']);
    setProblems(missing);
    if (missing.account || missing.password) {
      inputs[missing.account ? 'account' : 'password'].current?.focus();
      return;
    }
    setError(null);
    setSubmitting(true);
    onSigningIn?.();
    try {
      const session = await login(account, values.password);
      toast('success', t('login.success'));
      navigate(homePath(session.info.adminType), { replace: true });
    } catch (caught) {
      if (isApiError(caught)) {
        setProblems(Object.fromEntries(caught.fields.map((f) => [f.path, pick(f)])) as FieldProblems);
      }
      setError(errorText(caught));
      setSubmitting(false);
    }
  };

  const field = (name: Field, label: string, input: ReactNode) => (
    <div className="login-field">
      <label htmlFor={`login-${name}`}>{label}</label>
      {input}
      {problems[name] ? (
        <div
          className="login-field-error"
          id={`login-${name}-error`}
          role="alert"
          data-testid={`login-${name}-error`}
        >
          {problems[name]}
        </div>
      ) : null}
    </div>
  );

  return (
    <form onSubmit={onSubmit} noValidate data-testid="login-form">
      {field(
        'account',
        t('login.account'),
        <Input
          {...inputProps('account')}
          autoComplete="off"
          autoFocus={!preview}
          placeholder={t('login.accountPlaceholder')}
        />,
      )}
      {field(
        'password',
        t('login.password'),
        <Input.Password
          {...inputProps('password')}
          autoComplete="new-password"
          placeholder={t('login.passwordPlaceholder')}
        />,
      )}
      {error ? (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-error" />
      ) : null}
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={submitting}
        disabled={preview}
        data-testid="login-submit"
      >
        {t('login.submit')}
      </Button>
    </form>
  );
}
