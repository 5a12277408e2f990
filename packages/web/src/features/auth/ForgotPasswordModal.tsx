import { SMS_CODE_RESEND_SECONDS } from '@jb/contract/constants';
import { resetPwdBody } from '@jb/contract/schemas/auth';
import { passwordSchema, phoneSchema } from '@jb/contract/schemas/common';
import { Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../api/ApiError.ts';
import { toast } from '../../api/notify.ts';
import { showFieldErrors } from '../../components/form/fieldErrors.ts';
import { zodRule } from '../../components/form/zodRule.ts';
import { useLang } from '../../i18n/useLang.ts';
import { resetPassword, sendResetCode } from './api.ts';
import { useCountdown } from './useCountdown.ts';

type Values = z.input<typeof resetPwdBody>;

/** 忘记密码: a code sent to the account's phone, then a new password. Loaded when first opened. */
export default function ForgotPasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const [left, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const fail = (error: unknown) => {
    if (isApiError(error)) showFieldErrors(form, error.fields, lang);
  };

  const sendCode = async () => {
    const { phone } = await form.validateFields(['phone']).catch(() => ({ phone: null }));
    if (!phone) return;
    setSending(true);
    try {
      await sendResetCode(phone.trim());
      toast('success', t('reset.codeSent'));
      startCountdown(SMS_CODE_RESEND_SECONDS);
    } catch (error) {
      fail(error);
    } finally {
      setSending(false);
    }
  };

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      await resetPassword({
        phone: values.phone.trim(),
        code: values.code.trim(),
        newPassword: values.newPassword,
      });
      toast('success', t('reset.success'));
      form.resetFields();
      onClose();
    } catch (error) {
      fail(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('reset.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      data-testid="reset-modal"
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="phone" label={t('reset.phone')} rules={[zodRule(phoneSchema, lang)]}>
          <Input
            inputMode="numeric"
            maxLength={11}
            placeholder={t('reset.phonePlaceholder')}
            data-testid="reset-phone"
          />
        </Form.Item>
        <Form.Item label={t('reset.code')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="code" noStyle rules={[zodRule(resetPwdBody.shape.code, lang)]}>
              <Input
                inputMode="numeric"
                maxLength={6}
                autoComplete="one-time-code"
                placeholder={t('reset.codePlaceholder')}
                data-testid="reset-code"
              />
            </Form.Item>
            <Button onClick={sendCode} loading={sending} disabled={left > 0} data-testid="reset-send-code">
              {left > 0 ? t('reset.resendIn', { seconds: left }) : t('reset.sendCode')}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="newPassword" label={t('reset.newPassword')} rules={[zodRule(passwordSchema, lang)]}>
          <Input.Password
            autoComplete="new-password"
            placeholder={t('reset.newPasswordPlaceholder')}
            data-testid="reset-new-password"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="reset-submit">
          {t('reset.submit')}
        </Button>
      </Form>
    </Modal>
  );
}
