import { authorStartRevision, authorSubmitRevision } from '@jb/contract/api/authorSite';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { formatTime } from '../lib/formatTime.ts';
import { ActionCard } from './ActionCard.tsx';
import type { AuthorManuscriptDetail, SiteJournal } from './api.ts';
import type { UploadedRef } from './rules.ts';
import { useAuthorSiteTexts } from './texts.ts';
import { UploadItem } from './UploadItem.tsx';
import { useSiteAction } from './useSiteAction.ts';

interface RevisionValues {
  file?: UploadedRef[];
  response?: UploadedRef[];
  note: string;
}

/**
 * A manuscript returned for revision (300) or being revised (350), drawn when the author may revise
 * (`actions`): the editors' reason, then the start button while `startRevision` is offered, else the
 * revised manuscript with a response letter (a file, a note, or both). Starting marks it "being
 * revised"; sending returns it to the stage that asked for the revision.
 */
export function RevisionCard({ journal, m }: { journal: SiteJournal; m: AuthorManuscriptDetail }) {
  const t = useAuthorSiteTexts();
  const [form] = Form.useForm<RevisionValues>();
  const [uploading, setUploading] = useState(false);
  const { busy, error, setError, send } = useSiteAction<RevisionValues>(journal.id, form, (path) =>
    path === 'fileId' ? 'file' : path === 'responseFileId' ? 'response' : 'note',
  );

  return (
    <ActionCard
      title={t('revision.title')}
      testId="revision"
      error={error}
      notice={
        <Alert
          type="warning"
          showIcon
          title={t('revision.asked', { at: m.revisionRequest ? formatTime(m.revisionRequest.at) : '-' })}
          description={
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid="revision-reason">
              {m.revisionRequest?.reason || t('revision.noReason')}
            </Typography.Paragraph>
          }
        />
      }
    >
      {m.actions.includes('startRevision') ? (
        <Button
          type="primary"
          style={{ marginTop: 12 }}
          loading={busy}
          onClick={() =>
            void send(authorStartRevision, { body: { id: m.id, version: m.version } }, t('revision.started'))
          }
          data-testid="revision-start"
        >
          {t('revision.start')}
        </Button>
      ) : (
        <Form<RevisionValues>
          form={form}
          layout="vertical"
          style={{ marginTop: 12 }}
          initialValues={{ note: '' }}
          onFinish={(values) => {
            if (uploading) return setError(t('form.uploading'));
            const body = {
              id: m.id,
              version: m.version,
              fileId: values.file![0]!.id,
              responseFileId: values.response?.[0]?.id ?? null,
              note: values.note.trim(),
            };
            void send(authorSubmitRevision, { body }, t('revision.sent'));
          }}
          data-testid="revision-form"
        >
          <UploadItem
            name="file"
            label={t('revision.file')}
            journal={journal}
            kind="manuscript"
            required
            onBusy={setUploading}
            testId="upload-revision"
          />
          <UploadItem
            name="response"
            label={t('revision.responseFile')}
            journal={journal}
            kind="annex"
            onBusy={setUploading}
            testId="upload-response"
          />
          <Form.Item name="note" label={t('revision.note')}>
            <Input.TextArea rows={4} maxLength={2000} showCount data-testid="revision-note" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="revision-submit">
            {t('revision.submit')}
          </Button>
        </Form>
      )}
    </ActionCard>
  );
}
