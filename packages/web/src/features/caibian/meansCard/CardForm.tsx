import { myCardSave } from '@jb/contract/api/editorCards';
import { fileRules } from '@jb/contract/fileRules';
import { CARD_LIMITS, cardBody } from '@jb/contract/schemas/editorCards';
import { Button, Card, Form, Input, Select, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { api } from '../../../api/http.ts';
import { FileField, type UploadedRef } from '../../../components/form/FileField.tsx';
import { useFormSave } from '../../../components/form/useFormSave.ts';
import { zodRule } from '../../../components/form/zodRule.ts';
import { useLang } from '../../../i18n/useLang.ts';
import { type CardInput, MY_CARD_KEY, type MyCardAnswer, uploadCardPhoto } from './api.ts';
import { useMeansCardTexts } from './texts.ts';

/** The contract's rules for a card photo (no press settings apply). */
const PHOTO = fileRules('cardPhoto', { allowedTypes: [], maxFileMb: 0 });
const field = cardBody.shape;

interface Values {
  photoFileId: UploadedRef | null;
  name: string;
  title: string;
  phone: string;
  email: string;
  link: string;
  intro: string;
  journalIds: number[];
}

/** The body the form's values make, under the version read. */
export const bodyOf = (v: Partial<Values>, version: number | null): CardInput => ({
  version,
  photoFileId: v.photoFileId?.id ?? null,
  name: v.name ?? '',
  title: v.title ?? '',
  phone: v.phone ?? '',
  email: v.email ?? '',
  link: v.link ?? '',
  intro: v.intro ?? '',
  journalIds: v.journalIds ?? [],
});

/** The card's fields; saving sends the card to the press for review (pending). */
export function CardForm({ data, onValues }: { data: MyCardAnswer; onValues: (body: CardInput) => void }) {
  const t = useMeansCardTexts();
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const { save, saving } = useFormSave([MY_CARD_KEY]);
  const [busy, setBusy] = useState(false);
  const card = data.card;
  const version = card?.version ?? null;
  const initial = useMemo<Values>(
    () => ({
      photoFileId: card?.photoFileId ? { id: card.photoFileId, name: t('photoKept') } : null,
      name: card?.name ?? data.defaults.name,
      title: card?.title ?? '',
      phone: card?.phone ?? data.defaults.phone,
      email: card?.email ?? data.defaults.email,
      link: card?.link ?? '',
      intro: card?.intro ?? '',
      journalIds: card?.journalIds ?? data.journals.slice(0, 1).map((j) => j.id),
    }),
    [card, data, t],
  );
  const options = data.journals.map((j) => ({
    value: j.id,
    label: j.scope ? t('journalOption', { name: j.name, scope: j.scope }) : j.name,
  }));

  const submit = (values: Values) =>
    save(() => api(myCardSave, { body: bodyOf(values, version) }, { quiet: true }), {
      form,
      done: t('saved'),
    });

  return (
    <Card title={t('form')}>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(v) => void submit(v)}
        onValuesChange={(_, all) => onValues(bodyOf(all, version))}
        data-testid="means-card-form"
      >
        <Form.Item label={t('photo')} name="photoFileId">
          <PhotoField keptId={card?.photoFileId ?? null} onBusy={setBusy} />
        </Form.Item>
        <Form.Item label={t('name')} name="name" required rules={[zodRule(field.name, lang)]}>
          <Input maxLength={CARD_LIMITS.name} data-testid="means-card-name" />
        </Form.Item>
        <Form.Item label={t('title')} name="title" rules={[zodRule(field.title, lang)]}>
          <Input maxLength={CARD_LIMITS.title} data-testid="means-card-title" />
        </Form.Item>
        <Form.Item label={t('phone')} name="phone" required rules={[zodRule(field.phone, lang)]}>
          <Input data-testid="means-card-phone" />
        </Form.Item>
        <Form.Item label={t('email')} name="email" rules={[zodRule(field.email, lang)]}>
          <Input data-testid="means-card-email" />
        </Form.Item>
        <Form.Item label={t('link')} name="link" extra={t('linkHint')} rules={[zodRule(field.link, lang)]}>
          <Input data-testid="means-card-link" />
        </Form.Item>
        <Form.Item label={t('intro')} name="intro" rules={[zodRule(field.intro, lang)]}>
          <Input.TextArea rows={4} maxLength={CARD_LIMITS.intro} showCount data-testid="means-card-intro" />
        </Form.Item>
        <Form.Item
          label={t('journals')}
          name="journalIds"
          required
          extra={options.length ? t('journalsHint') : t('noJournals')}
          rules={[zodRule(field.journalIds, lang)]}
        >
          <Select mode="multiple" options={options} data-testid="means-card-journals" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={saving}
          disabled={busy}
          data-testid="means-card-save"
        >
          {t('save')}
        </Button>
      </Form>
    </Card>
  );
}

/** The photo: the one kept (with a way to remove it) and a new upload. */
function PhotoField({
  keptId,
  onBusy,
  value,
  onChange,
  id,
}: {
  keptId: number | null;
  onBusy: (busy: boolean) => void;
  value?: UploadedRef | null;
  onChange?: (value: UploadedRef | null) => void;
  id?: string;
}) {
  const t = useMeansCardTexts();
  return (
    <Space orientation="vertical">
      {value && value.id === keptId && (
        <Space>
          <Typography.Text>{t('photoKept')}</Typography.Text>
          <Button size="small" onClick={() => onChange?.(null)} data-testid="means-card-photo-remove">
            {t('removePhoto')}
          </Button>
        </Space>
      )}
      <FileField
        upload={uploadCardPhoto}
        rules={PHOTO}
        chooseText={t('choosePhoto')}
        hint={(types, mb) => t('photoHint', { types, mb })}
        onChange={onChange}
        onBusy={onBusy}
        id={id}
        testId="means-card-photo"
      />
    </Space>
  );
}
