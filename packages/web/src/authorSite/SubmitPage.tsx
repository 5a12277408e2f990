import { FUND_LEVEL } from '@jb/contract/enums/journal';
import { ErrorCode } from '@jb/contract/errors';
import { pick } from '@jb/contract/i18n';
import { fieldMessage } from '@jb/contract/messages';
import { manuscriptSubmitBody } from '@jb/contract/schemas/manuscripts';
import { Alert, Button, Card, Checkbox, Form, type FormInstance, Input, Radio, Select } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../api/ApiError.ts';
import { toast } from '../api/notify.ts';
import { SchemaItem } from '../components/form/SchemaItem.tsx';
import { requiredChoice, zodRule } from '../components/form/zodRule.ts';
import { useLang } from '../i18n/useLang.ts';
import { errorText } from '../lib/errorText.ts';
import { type SiteJournal, siteQueryClient, submitManuscript } from './api.ts';
import { BylineEditor } from './BylineEditor.tsx';
import { FileUpload } from './FileUpload.tsx';
import { JournalState } from './JournalState.tsx';
import { NoticeCard } from './NoticeCard.tsx';
import { referralCode } from './referral.ts';
import {
  emptyAuthor,
  formPath,
  oneFile,
  type SubmissionValues,
  submissionBody,
  uploadRules,
} from './rules.ts';
import type { AuthorSession } from './session.ts';
import { useAuthorSiteTexts } from './texts.ts';

const shape = manuscriptSubmitBody.shape;

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
  const fund = Form.useWatch('foundationFlag', form);
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const uploading = Object.values(busy).some(Boolean);
  const busyOf = useCallback(
    (field: string) => (value: boolean) =>
      setBusy((b) => (b[field] === value ? b : { ...b, [field]: value })),
    [],
  );
  const onBusy = {
    manuscript: busyOf('manuscript'),
    annex: busyOf('annex'),
    certificate: busyOf('certificate'),
  };

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
      navigate(`/submit/${journal.id}/manuscripts/${result.id}`);
    } catch (caught) {
      setSubmitting(false);
      if (!isApiError(caught)) return setError(errorText(caught));
      if (caught.fields.length) {
        const fields = caught.fields.map((f) => ({ name: formPath(f.path), errors: [pick(f, lang)] }));
        (form as FormInstance).setFields(fields);
        return;
      }
      // The journal or the column closed meanwhile: show what is true now.
      if (caught.code === ErrorCode.JOURNAL_CLOSED || caught.code === ErrorCode.COLUMN_CLOSED)
        void siteQueryClient.invalidateQueries({ queryKey: ['authorSite', journal.id, 'journal'] });
      setError(errorText(caught));
    }
  };

  const fileRules = {
    manuscript: uploadRules('manuscript', journal.upload),
    annex: uploadRules('annex', journal.upload),
    fundCertificate: uploadRules('fundCertificate', journal.upload),
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      scrollToFirstError
      className="author-form"
      data-testid="submit-form"
      initialValues={{
        natureArticleType: 1,
        foundationFlag: false,
        authors: [{ ...emptyAuthor(session.author.name), corresponding: true }],
        manuscriptFileId: [],
        annexFileIds: [],
        fundCertificateFileId: [],
        agreed: false,
      }}
    >
      <Card title={t('form.basics')} size="small" className="author-block">
        <Form.Item name="columnId" label={t('form.column')} required rules={[zodRule(requiredChoice, lang)]}>
          <Select
            placeholder={t('form.columnPlaceholder')}
            data-testid="submit-column"
            options={journal.columns.map((c) => ({
              value: c.id,
              label: c.enabled ? c.name : t('form.columnDisabled', { name: c.name }),
              disabled: !c.enabled,
            }))}
          />
        </Form.Item>
        <SchemaItem name="title" label={t('form.articleTitle')} schema={shape.title} required>
          <Input maxLength={200} data-testid="submit-title" />
        </SchemaItem>
        <SchemaItem name="keywords" label={t('form.keywords')} schema={shape.keywords}>
          <Input maxLength={200} placeholder={t('form.keywordsPlaceholder')} data-testid="submit-keywords" />
        </SchemaItem>
        <SchemaItem name="abstract" label={t('form.abstract')} schema={shape.abstract}>
          <Input.TextArea rows={5} maxLength={5000} showCount data-testid="submit-abstract" />
        </SchemaItem>
        <Form.Item name="subjectId" label={t('form.subject')}>
          <Select
            allowClear
            placeholder={t('form.subjectPlaceholder')}
            data-testid="submit-subject"
            options={journal.subjects.map((s) => ({ value: s.id, label: s.name }))}
          />
        </Form.Item>
        <Form.Item name="natureArticleType" label={t('form.nature')}>
          <Radio.Group data-testid="submit-nature">
            <Radio value={0}>{t('form.natureScience')}</Radio>
            <Radio value={1}>{t('form.natureOther')}</Radio>
          </Radio.Group>
        </Form.Item>
      </Card>

      <Card title={t('form.byline')} size="small" className="author-block" extra={t('form.bylineHint')}>
        <BylineEditor form={form} />
      </Card>

      <Card title={t('form.fund')} size="small" className="author-block">
        <Form.Item name="foundationFlag" valuePropName="checked">
          <Checkbox data-testid="submit-fund">{t('form.foundationFlag')}</Checkbox>
        </Form.Item>
        {fund ? (
          <>
            <Form.Item
              name="fundName"
              label={t('form.fundName')}
              required
              rules={[
                zodRule(shape.fundName, lang),
                {
                  validator: async (_rule, value: string | undefined) => {
                    if (!value?.trim()) throw new Error(pick(fieldMessage('required'), lang));
                  },
                },
              ]}
            >
              <Input maxLength={200} data-testid="submit-fund-name" />
            </Form.Item>
            <SchemaItem name="fundNumber" label={t('form.fundNumber')} schema={shape.fundNumber}>
              <Input maxLength={50} data-testid="submit-fund-number" />
            </SchemaItem>
            <Form.Item
              name="fundLevel"
              label={t('form.fundLevel')}
              required
              rules={[zodRule(requiredChoice, lang)]}
            >
              <Select
                placeholder={t('form.fundLevelPlaceholder')}
                data-testid="submit-fund-level"
                options={Object.entries(FUND_LEVEL).map(([value, label]) => ({
                  value: Number(value),
                  label: pick(label, lang),
                }))}
              />
            </Form.Item>
            <Form.Item
              name="fundCertificateFileId"
              label={t('form.fundCertificate')}
              htmlFor="upload-certificate"
            >
              <FileUpload
                id="upload-certificate"
                journalId={journal.id}
                kind="fundCertificate"
                rules={fileRules.fundCertificate}
                onBusy={onBusy.certificate}
                testId="upload-certificate"
              />
            </Form.Item>
          </>
        ) : null}
      </Card>

      <Card title={t('form.files')} size="small" className="author-block">
        <Form.Item
          name="manuscriptFileId"
          label={t('form.manuscriptFile')}
          required
          rules={[zodRule(oneFile, lang)]}
          htmlFor="upload-manuscript"
        >
          <FileUpload
            id="upload-manuscript"
            journalId={journal.id}
            kind="manuscript"
            rules={fileRules.manuscript}
            onBusy={onBusy.manuscript}
            testId="upload-manuscript"
          />
        </Form.Item>
        <Form.Item name="annexFileIds" label={t('form.annexes')} htmlFor="upload-annex">
          <FileUpload
            id="upload-annex"
            journalId={journal.id}
            kind="annex"
            rules={fileRules.annex}
            max={10}
            onBusy={onBusy.annex}
            testId="upload-annex"
          />
        </Form.Item>
      </Card>

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
