import type { PersonalProfile } from '@jb/contract/schemas/personal';
import { personalUpdateBody } from '@jb/contract/schemas/personal';
import { Button, Form, Input } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../api/ApiError.ts';
import { toast } from '../../../api/notify.ts';
import { showFieldErrors } from '../../../components/form/fieldErrors.ts';
import { zodRule } from '../../../components/form/zodRule.ts';
import { useLang } from '../../../i18n/useLang.ts';
import { useUpdatePersonalInfo } from './usePersonal.ts';

/** The form edits name, phone and e-mail; the version is the one read. */
type Values = Omit<z.input<typeof personalUpdateBody>, 'version'>;

/** Name, phone and e-mail, checked by the contract's schema here and again by the server. */
export function ProfileForm({ profile }: { profile: PersonalProfile }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const update = useUpdatePersonalInfo();
  const { shape } = personalUpdateBody;

  // Changed data (after a save, or reloaded after a stale-version refusal) shows the stored values;
  // TanStack Query keeps the same object while nothing changed, so typing is never overwritten.
  useLayoutEffect(() => {
    form.setFieldsValue({ name: profile.name, phone: profile.phone, email: profile.email });
  }, [form, profile]);

  const onFinish = (values: Values) => {
    update.mutate(
      {
        name: values.name.trim(),
        phone: values.phone.trim(),
        email: (values.email ?? '').trim(),
        version: profile.version,
      },
      {
        onSuccess: () => toast('success', t('personal.saved')),
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
      initialValues={{ name: profile.name, phone: profile.phone, email: profile.email }}
      style={{ maxWidth: 420 }}
      data-testid="profile-form"
    >
      <Form.Item name="name" label={t('personal.name')} rules={[zodRule(shape.name, lang)]} required>
        <Input maxLength={30} data-testid="profile-name" />
      </Form.Item>
      <Form.Item name="phone" label={t('personal.phone')} rules={[zodRule(shape.phone, lang)]} required>
        <Input inputMode="numeric" maxLength={11} data-testid="profile-phone" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('personal.email')}
        rules={[zodRule(shape.email, lang)]}
        extra={t('person.emailHint')}
      >
        <Input inputMode="email" maxLength={100} autoComplete="email" data-testid="profile-email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="profile-save">
        {t('common.save')}
      </Button>
    </Form>
  );
}
