import { ErrorCode } from '@jb/contract/errors';
import { Alert, Button, Checkbox, Form } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../api/ApiError.ts';
import { toast } from '../api/notify.ts';
import { SubmissionFields } from '../components/submission/SubmissionFields.tsx';
import { useUploadBusy } from '../components/submission/useUploadBusy.ts';
import { initialSubmission, type SendUpload, submitProblem } from '../components/submission/values.ts';
import { useLang } from '../i18n/useLang.ts';
import { type SiteJournal, siteQueryClient, submitManuscript, uploadFile } from './api.ts';
import { JournalState } from './JournalState.tsx';
import { NoticeCard } from './NoticeCard.tsx';
import { referralCode } from './referral.ts';
import { type SubmissionValues, siteHome, submissionBody } from './rules.ts';
import type { AuthorSession } from './session.ts';
import { useAuthorSiteTexts } from './texts.ts';

/**
 * 投稿: the notice first, then the form (metadata, byline, fund, files) and the "I have read the
 * notice" box before the button. Files upload as they are chosen; the submission sends their ids.
 * A closed journal shows why and no form.
 */
export function SubmitPage({ journal, session }: { journal: SiteJournal; session: AuthorSession }) {
  if (!journal.open) return <JournalState journal={journal} />;
  return (
    <div className="author-submit">
      <JournalState journal={journal} />
      <NoticeCard notice={journal.notice} />
      <SubmissionForm journal={journal} session={session} key={journal.id} />
    </div>
  );
}

function SubmissionForm({ journal, session }: { journal: SiteJournal; session: AuthorSession }) {
  const t = useAuthorSiteTexts();
  const lang = useLang();
  const navigate = useNavigate();
  const [form] = Form.useForm<SubmissionValues & { agreed?: boolean }>();
  const { uploading, onBusy } = useUploadBusy();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = useCallback<SendUpload>((kind, file) => uploadFile(journal.id, kind, file), [journal.id]);

  const submit = async (values: SubmissionValues) => {
    if (uploading) {
      setError(t('form.uploading'));
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const body = { ...submissionBody(values), referralCode: referralCode() };
      const result = await submitManuscript(journal.id, body);
      toast('success', t('form.submitted', { no: result.articleNo }));
      navigate(`${siteHome(journal)}/manuscripts/${result.id}`);
    } catch (caught) {
      setSubmitting(false);
      // The journal or the column closed meanwhile: show what is true now.
      if (
        isApiError(caught) &&
        (caught.code === ErrorCode.JOURNAL_CLOSED || caught.code === ErrorCode.COLUMN_CLOSED)
      )
        void siteQueryClient.invalidateQueries({ queryKey: ['authorSite', journal.id, 'journal'] });
      setError(submitProblem(form, caught, lang));
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      scrollToFirstError
      className="author-form"
      data-testid="submit-form"
      initialValues={{ ...initialSubmission({ name: session.author.name }), agreed: false }}
    >
      <SubmissionFields form={form} journal={journal} upload={upload} onBusy={onBusy} />
      <Form.Item
        name="agreed"
        valuePropName="checked"
        rules={[
          {
            validator: async (_rule, value: boolean | undefined) => {
              if (!value) throw new Error(t('notice.agreeRequired'));
            },
          },
        ]}
      >
        <Checkbox data-testid="submit-agree">{t('notice.agree')}</Checkbox>
      </Form.Item>
      {error ? (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="submit-error" />
      ) : null}
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        loading={submitting}
        disabled={uploading}
        data-testid="submit-send"
      >
        {t('form.submit')}
      </Button>
    </Form>
  );
}
