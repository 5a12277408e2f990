import { authorRevisionApply, authorRevisionList } from '@jb/contract/api/revisions';
import { RevisionStatus } from '@jb/contract/enums/revision';
import { type AuthorRevision, revisionValues } from '@jb/contract/schemas/revisions';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Space } from 'antd';
import { useState } from 'react';
import { ArticleTextFields } from '../components/submission/ArticleTextFields.tsx';
import { BylineEditor } from '../components/submission/BylineEditor.tsx';
import { FundFields } from '../components/submission/FundFields.tsx';
import { formatTime } from '../lib/formatTime.ts';
import { ActionCard } from './ActionCard.tsx';
import { type AuthorManuscriptDetail, asAuthor, mineKey, type SiteJournal } from './api.ts';
import { ReasonItem } from './ReasonItem.tsx';
import { useRevisionApplicationTexts } from './revisionApplicationTexts.ts';
import type { BylineRow, UploadedRef } from './rules.ts';
import { UploadItem } from './UploadItem.tsx';
import { useSiteAction } from './useSiteAction.ts';

interface Values {
  title: string;
  keywords: string;
  abstract: string;
  authors: BylineRow[];
  foundationFlag: boolean;
  fundName?: string;
  fundNumber?: string;
  fundLevel?: number | null;
  reason: string;
  files?: UploadedRef[];
}

/** The newest application's state: a draft, waiting, passed or failed with the reviewer's note. */
function Latest({ r }: { r: AuthorRevision }) {
  const t = useRevisionApplicationTexts();
  const at = formatTime(r.decidedAt ?? r.submittedAt ?? r.createdAt);
  const [type, text] =
    r.status === RevisionStatus.DRAFT
      ? (['info', t('draft', { at })] as const)
      : r.status === RevisionStatus.PENDING
        ? (['info', t('pending', { at })] as const)
        : r.status === RevisionStatus.PASSED
          ? (['success', t('passed', { at, note: r.decisionNote })] as const)
          : (['warning', t('failed', { at, note: r.decisionNote })] as const);
  return (
    <Alert type={type} showIcon title={text} className="author-block" data-testid="revision-app-latest" />
  );
}

/**
 * 修改申请 on a manuscript's page: the newest application's state, and while the manuscript's
 * `actions` offer `applyRevision` and none waits, the form prefilled with the details now (or the
 * draft): title, keywords, abstract, byline, fund, the reason and supporting files; saved as a draft
 * or submitted for the office's review.
 */
export function RevisionApplicationCard({
  journal,
  m,
  offered,
}: {
  journal: SiteJournal;
  m: AuthorManuscriptDetail;
  offered: boolean;
}) {
  const t = useRevisionApplicationTexts();
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const { busy, error, setError, send } = useSiteAction<Values>(journal.id, form, (path) =>
    path.startsWith('fileIds')
      ? 'files'
      : path === 'manuscriptId'
        ? 'reason'
        : (path.split('.')[0] as keyof Values),
  );
  const data = useQuery({
    queryKey: [...mineKey(journal.id), 'revisionApplication', m.id],
    queryFn: () => asAuthor(journal.id, authorRevisionList, { query: { id: m.id } }),
  });
  const d = data.data;
  if (!d) return null;
  const latest = d.applications[0];
  const draft = latest?.status === RevisionStatus.DRAFT ? latest : null;
  const waiting = latest?.status === RevisionStatus.PENDING;
  const start = draft?.values ?? d.current;

  const sendAs = (submit: boolean) => async () => {
    if (uploading) return;
    setError(null);
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const body = {
      manuscriptId: m.id,
      submit,
      reason: v.reason.trim(),
      title: v.title,
      keywords: v.keywords ?? '',
      abstract: v.abstract ?? '',
      authors: v.authors,
      foundationFlag: Boolean(v.foundationFlag),
      fundName: v.fundName ?? '',
      fundNumber: v.fundNumber ?? '',
      fundLevel: v.fundLevel ?? null,
      fileIds: (v.files ?? []).map((f) => f.id),
    };
    // Sent: the manuscript's queries reload; a submitted application then hides the form.
    await send(authorRevisionApply, { body }, t(submit ? 'sent' : 'saved'));
  };

  return (
    <>
      {latest ? <Latest r={latest} /> : null}
      {offered && !waiting ? (
        <ActionCard
          title={t('title')}
          testId="revision-app"
          error={error}
          notice={<Alert type="info" showIcon title={t('hint')} />}
        >
          {!open ? (
            <Button style={{ marginTop: 12 }} onClick={() => setOpen(true)} data-testid="revision-app-open">
              {t('open')}
            </Button>
          ) : (
            <Form<Values>
              form={form}
              layout="vertical"
              style={{ marginTop: 12 }}
              initialValues={{ ...start, reason: draft?.reason ?? '', files: draft?.files ?? [] }}
              data-testid="revision-app-form"
            >
              <ArticleTextFields schemas={revisionValues.shape} testIdPrefix="revision-app" />
              <Card type="inner" size="small" title={t('byline')} className="author-block">
                <BylineEditor form={form} />
              </Card>
              <Card type="inner" size="small" title={t('fund')} className="author-block">
                <FundFields form={form} />
              </Card>
              <ReasonItem
                label={t('reason')}
                placeholder={t('reasonPlaceholder')}
                testId="revision-app-reason"
              />
              <UploadItem
                name="files"
                label={t('files')}
                journal={journal}
                kind="annex"
                max={10}
                onBusy={setUploading}
                testId="upload-revision-app"
              />
              <Space>
                <Button onClick={() => void sendAs(false)()} loading={busy} data-testid="revision-app-draft">
                  {t('saveDraft')}
                </Button>
                <Button
                  type="primary"
                  onClick={() => void sendAs(true)()}
                  loading={busy}
                  data-testid="revision-app-submit"
                >
                  {t('submit')}
                </Button>
              </Space>
            </Form>
          )}
        </ActionCard>
      ) : null}
    </>
  );
}
