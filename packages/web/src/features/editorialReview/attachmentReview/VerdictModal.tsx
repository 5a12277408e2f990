import { annexVerdictBody } from '@jb/contract/schemas/annexAudit';
import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { type AnnexVerdict, sendVerdict } from './api.ts';
import { useAnnexTexts } from './texts.ts';
import type { useAnnexChange } from './useAnnexChange.ts';

/**
 * The confirmation of a pass or an ignore, with an optional note for the annex history. The verdict
 * runs as a change of the list: a refusal (someone acted first) is said, and the screen reloads.
 */
export function VerdictModal({
  verdict,
  manuscript,
  change,
  onClose,
}: {
  verdict: AnnexVerdict | null;
  manuscript: { id: number; articleNo: string; title: string };
  change: ReturnType<typeof useAnnexChange>;
  onClose: () => void;
}) {
  const t = useAnnexTexts();
  const { t: tc } = useTranslation();
  const [form] = Form.useForm<{ note: string }>();
  const [busy, setBusy] = useState(false);
  const name = `${manuscript.articleNo} ${manuscript.title}`;

  const submit = async ({ note }: { note?: string }) => {
    if (!verdict) return;
    setBusy(true);
    try {
      await change.run(
        () => sendVerdict(verdict, manuscript.id, note?.trim() ?? ''),
        t(verdict === 'pass' ? 'verdict.passed' : 'verdict.ignored'),
      );
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={verdict !== null}
      title={verdict ? t(verdict === 'pass' ? 'verdict.passTitle' : 'verdict.ignoreTitle', { name }) : ''}
      onCancel={onClose}
      okText={verdict ? t(`verdict.${verdict}`) : ''}
      cancelText={tc('common.cancel')}
      okButtonProps={{ htmlType: 'submit', loading: busy, 'data-testid': 'verdict-ok' }}
      cancelButtonProps={{ 'data-testid': 'verdict-cancel' }}
      destroyOnHidden
      maskClosable={false}
      modalRender={(dom) => (
        <Form form={form} layout="vertical" onFinish={submit} clearOnDestroy data-testid="verdict-form">
          {dom}
        </Form>
      )}
    >
      <Typography.Paragraph type="secondary">
        {verdict === 'ignore' ? t('verdict.ignoreContent') : t('verdict.passContent')}
      </Typography.Paragraph>
      <SchemaItem name="note" label={t('verdict.note')} schema={annexVerdictBody.shape.note}>
        <Input.TextArea
          rows={3}
          maxLength={1000}
          placeholder={t('verdict.notePlaceholder')}
          data-testid="verdict-note"
        />
      </SchemaItem>
    </Modal>
  );
}
