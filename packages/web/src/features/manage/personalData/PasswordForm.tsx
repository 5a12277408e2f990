import { updPwdBody } from '@jb/contract/schemas/auth';
import { passwordSchema } from '@jb/contract/schemas/common';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../api/ApiError.ts';
import { toast } from '../../../api/notify.ts';
import { showFieldErrors } from '../../../components/form/fieldErrors.ts';
import { showZodProblems, zodRule } from '../../../components/form/zodRule.ts';
import { useLang } from '../../../i18n/useLang.ts';
import { useChangePassword } from './usePersonal.ts';

type Values = z.input<typeof updPwdBody> & { confirm: string };

/** Change password: current, new (policy of the contract) and its confirmation. */
export function PasswordForm() {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const change = useChangePassword();

  const onFinish = ({ oldPassword, newPassword }: Values) => {
    if (showZodProblems(form, updPwdBody, { oldPassword, newPassword }, lang)) return;
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          toast('success', t('personal.passwordChanged'));
          form.resetFields();
        },
        onError: (error) => {
          if (isApiError(error)) showFieldErrors(form, error.fields, lang);
        },
      },
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={onFinish}
      style={{ maxWidth: 420 }}
      data-testid="password-form"
    >
      <Form.Item
        name="oldPassword"
        label={t('personal.oldPassword')}
        rules={[zodRule(updPwdBody.shape.oldPassword, lang)]}
        required
      >
        <Input.Password autoComplete="current-password" data-testid="password-old" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('personal.newPassword')}
        rules={[zodRule(passwordSchema, lang)]}
        required
      >
        <Input.Password autoComplete="new-password" data-testid="password-new" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('personal.confirmPassword')}
        dependencies={['newPassword']}
        required
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_rule, value) => {
              if (value !== getFieldValue('newPassword')) throw new Error(t('personal.confirmMismatch'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="password-confirm" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="password-save">
        {t('common.submit')}
      </Button>
    </Form>
  );
}
