import { submissionFields } from '@jb/contract/schemas/manuscripts';
import { Card, Form, type FormInstance, Radio, Select } from 'antd';
import { oneFile, uploadRules } from '../../authorSite/rules.ts';
import { useLang } from '../../i18n/useLang.ts';
import { requiredChoice, zodRule } from '../form/zodRule.ts';
import { ArticleTextFields } from './ArticleTextFields.tsx';
import { BylineEditor } from './BylineEditor.tsx';
import { FileUpload } from './FileUpload.tsx';
import { FundFields } from './FundFields.tsx';
import { useSubmissionTexts } from './texts.ts';
import type { UploadBusy } from './useUploadBusy.ts';
import type { SendUpload, SubmissionJournal } from './values.ts';
import './submission.css';

const shape = submissionFields.shape;

/**
 * The body of a submission form, inside the caller's `<Form>`: the manuscript's metadata, the
 * byline, the fund and the files. The author site sends it as the author; staff's entry on an
 * author's behalf sends it with the journal and the author. Files upload as they are chosen,
 * through `upload` (the author's or the staff member's upload call); the form holds their ids.
 */
export function SubmissionFields({
  form,
  journal,
  upload,
  onBusy,
}: {
  form: FormInstance;
  journal: SubmissionJournal;
  upload: SendUpload;
  onBusy: UploadBusy;
}) {
  const t = useSubmissionTexts();
  const lang = useLang();
  const rulesOf = (kind: 'manuscript' | 'annex' | 'fundCertificate') => uploadRules(kind, journal.upload);

  return (
    <>
      <Card title={t('basics')} size="small" className="submission-block">
        <Form.Item name="columnId" label={t('column')} required rules={[zodRule(requiredChoice, lang)]}>
          <Select
            placeholder={t('columnPlaceholder')}
            data-testid="submit-column"
            options={journal.columns.map((c) => ({
              value: c.id,
              label: c.enabled ? c.name : t('columnDisabled', { name: c.name }),
              disabled: !c.enabled,
            }))}
          />
        </Form.Item>
        <ArticleTextFields schemas={shape} testIdPrefix="submit" />
        <Form.Item name="subjectId" label={t('subject')}>
          <Select
            allowClear
            placeholder={t('subjectPlaceholder')}
            data-testid="submit-subject"
            options={journal.subjects.map((s) => ({ value: s.id, label: s.name }))}
          />
        </Form.Item>
        <Form.Item name="natureArticleType" label={t('nature')}>
          <Radio.Group data-testid="submit-nature">
            <Radio value={0}>{t('natureScience')}</Radio>
            <Radio value={1}>{t('natureOther')}</Radio>
          </Radio.Group>
        </Form.Item>
      </Card>

      <Card title={t('byline')} size="small" className="submission-block" extra={t('bylineHint')}>
        <BylineEditor form={form} />
      </Card>

      <Card title={t('fund')} size="small" className="submission-block">
        <FundFields
          form={form}
          certificate={
            <Form.Item name="fundCertificateFileId" label={t('fundCertificate')} htmlFor="upload-certificate">
              <FileUpload
                id="upload-certificate"
                upload={(file) => upload('fundCertificate', file)}
                rules={rulesOf('fundCertificate')}
                onBusy={onBusy.certificate}
                testId="upload-certificate"
              />
            </Form.Item>
          }
        />
      </Card>

      <Card title={t('files')} size="small" className="submission-block">
        <Form.Item
          name="manuscriptFileId"
          label={t('manuscriptFile')}
          required
          rules={[zodRule(oneFile, lang)]}
          htmlFor="upload-manuscript"
        >
          <FileUpload
            id="upload-manuscript"
            upload={(file) => upload('manuscript', file)}
            rules={rulesOf('manuscript')}
            onBusy={onBusy.manuscript}
            testId="upload-manuscript"
          />
        </Form.Item>
        <Form.Item name="annexFileIds" label={t('annexes')} htmlFor="upload-annex">
          <FileUpload
            id="upload-annex"
            upload={(file) => upload('annex', file)}
            rules={rulesOf('annex')}
            max={10}
            onBusy={onBusy.annex}
            testId="upload-annex"
          />
        </Form.Item>
      </Card>
    </>
  );
}
