import { type SimilaritySettingsInput, similaritySettingsSchema } from '@jb/contract/schemas/similarity';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Checkbox, Form, InputNumber, Modal, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { JournalPicker } from '../../shared/journals/JournalPicker.tsx';
import { reloadSettings, saveSettings, useSimilaritySettings } from './api.ts';
import { useSimilarityTexts } from './texts.ts';

const shape = similaritySettingsSchema.shape;

/**
 * A journal's duplicate-check settings: pick the journal, then its four settings, saved under the
 * version read (a colleague's save in between is a 409: the dialog closes and reloads).
 */
export function SimilaritySettingsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useSimilarityTexts();
  const client = useQueryClient();
  const [journalId, setJournalId] = useState<number | null>(null);
  const settings = useSimilaritySettings(open ? journalId : null);
  const s = settings.data;

  const picker = (
    <Form.Item label={t('settings.journal')} style={{ marginBottom: 12 }}>
      <JournalPicker value={journalId} onChange={setJournalId} />
    </Form.Item>
  );

  if (!s) {
    return (
      <Modal open={open} title={t('settings.title')} onCancel={onClose} footer={null} destroyOnHidden>
        <Form layout="vertical">{picker}</Form>
        {settings.isError ? <LoadError onRetry={() => void settings.refetch()} /> : <Skeleton active />}
      </Modal>
    );
  }
  return (
    <FormModal<SimilaritySettingsInput>
      key={`${s.journalId}-${s.version}`}
      open={open}
      title={t('settings.title')}
      initialValues={s}
      onSubmit={(values) => saveSettings(s.journalId, s.version, values)}
      onSaved={() => void reloadSettings(client)}
      onStale={() => void reloadSettings(client)}
      onClose={onClose}
      successText={t('settings.saved')}
      testId="similarity-settings"
    >
      {picker}
      {s.version === 0 && (
        <Alert type="info" showIcon title={t('settings.defaults')} style={{ marginBottom: 12 }} />
      )}
      <Form.Item name="excludeQuotes" valuePropName="checked" style={{ marginBottom: 8 }}>
        <Checkbox data-testid="similarity-excludeQuotes">{t('settings.excludeQuotes')}</Checkbox>
      </Form.Item>
      <Form.Item name="excludeReferences" valuePropName="checked" style={{ marginBottom: 8 }}>
        <Checkbox data-testid="similarity-excludeReferences">{t('settings.excludeReferences')}</Checkbox>
      </Form.Item>
      <Form.Item name="excludeAbstract" valuePropName="checked">
        <Checkbox data-testid="similarity-excludeAbstract">{t('settings.excludeAbstract')}</Checkbox>
      </Form.Item>
      <SchemaItem name="minMatchLength" label={t('settings.minMatchLength')} schema={shape.minMatchLength}>
        <InputNumber min={5} max={200} precision={0} data-testid="similarity-minMatchLength" />
      </SchemaItem>
      <Typography.Text type="secondary">{t('settings.hint')}</Typography.Text>
    </FormModal>
  );
}
