import { authorAnnexSupplement } from '@jb/contract/api/authorSite';
import { Alert, Button, Form, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatTime } from '../lib/formatTime.ts';
import { ActionCard } from './ActionCard.tsx';
import type { AuthorManuscriptDetail, SiteJournal } from './api.ts';
import type { UploadedRef } from './rules.ts';
import { useAuthorSiteTexts } from './texts.ts';
import { UploadItem } from './UploadItem.tsx';
import { useSiteAction } from './useSiteAction.ts';

interface SupplementValues {
  files?: UploadedRef[];
  note: string;
}

/** The most files one supplement takes (the call's limit). */
const MAX_FILES = 10;

/**
 * The editors asked for a supplement to the annexes: what is missing and why, and the files (with a
 * note) the author sends; the annexes then await the editors' audit again.
 */
export function AnnexCard({ journal, m }: { journal: SiteJournal; m: AuthorManuscriptDetail }) {
  const t = useAuthorSiteTexts();
  const [form] = Form.useForm<SupplementValues>();
  const [uploading, setUploading] = useState(false);
  const { busy, error, setError, send } = useSiteAction<SupplementValues>(journal.id, form, (path) =>
    path.startsWith('fileIds') ? 'files' : 'note',
  );
  const request = m.annexRequest;
  if (!request) return null;

  return (
    <ActionCard
      title={t('annex.title')}
      testId="annex"
      error={error}
      notice={
        <Alert
          type="warning"
          showIcon
          title={t('annex.asked', { at: formatTime(request.askedAt) })}
          description={
            <Space orientation="vertical" size={4}>
              {request.kindNames.length > 0 && (
                <Space size={4} wrap data-testid="annex-kinds">
                  {request.kindNames.map((name) => (
                    <Tag key={name} color="orange">
                      {name}
                    </Tag>
                  ))}
                </Space>
              )}
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid="annex-note">
                {request.note}
              </Typography.Paragraph>
            </Space>
          }
        />
      }
    >
      <Form<SupplementValues>
        form={form}
        layout="vertical"
        style={{ marginTop: 12 }}
        initialValues={{ note: '' }}
        onFinish={(values) => {
          if (uploading) return setError(t('form.uploading'));
          const body = {
            manuscriptId: m.id,
            fileIds: (values.files ?? []).map((f) => f.id),
            note: values.note.trim(),
          };
          void send(authorAnnexSupplement, { body }, t('annex.sent'));
        }}
        data-testid="annex-form"
      >
        <UploadItem
          name="files"
          label={t('annex.files')}
          journal={journal}
          kind="annex"
          required
          max={MAX_FILES}
          onBusy={setUploading}
          testId="upload-annex-supplement"
        />
        <Form.Item name="note" label={t('annex.note')}>
          <Input.TextArea rows={3} maxLength={1000} showCount data-testid="annex-supplement-note" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="annex-submit">
          {t('annex.submit')}
        </Button>
      </Form>
    </ActionCard>
  );
}
