import type { CallDeclaration } from '@jb/contract/api/define';
import { manuscriptList } from '@jb/contract/api/manuscripts';
import { Alert, Button, Card, Drawer, Form, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../../api/notify.ts';
import { type SubmissionValues, submissionBody } from '../../../../authorSite/rules.ts';
import { requiredChoice, zodRule } from '../../../../components/form/zodRule.ts';
import { LoadError } from '../../../../components/LoadError.tsx';
import { useReloadList } from '../../../../components/resourceTable/useResourceList.ts';
import { SubmissionFields } from '../../../../components/submission/SubmissionFields.tsx';
import { useUploadBusy } from '../../../../components/submission/useUploadBusy.ts';
import { initialSubmission, submitProblem } from '../../../../components/submission/values.ts';
import { useLang } from '../../../../i18n/useLang.ts';
import { useEditorOptions } from '../../../finance/caibianPerf/useEditorOptions.ts';
import { detailPath } from '../../../shared/manuscripts/api.ts';
import { useJournalOptions } from '../../../shared/options.ts';
import { AuthorPicker, type PickedAuthor } from './AuthorPicker.tsx';
import { enterManuscript, uploadForEntry, useEntryJournal } from './api.ts';
import { useEntryTexts } from './texts.ts';

type EntryValues = SubmissionValues & { authorId?: number; journalId?: number; referrerId?: number | null };

/**
 * 录入稿件: staff enter a manuscript an author sent another way. The author (found by name or
 * phone), the journal and the referring acquisition editor, then the author site's own submission
 * form with files uploaded as the staff member. Saved, the list reloads and the detail opens.
 * Mounted while open (a fresh form each time).
 *
 * An acquisition editor enters for one of their authors (我的作者): `author` fixes the author, no
 * referrer is asked (the server makes them the referrer), and `list` and `openPath` are their
 * manuscript list and detail.
 */
export function EnterManuscriptDrawer({
  onClose,
  author,
  list = manuscriptList,
  openPath = detailPath,
}: {
  onClose: () => void;
  author?: PickedAuthor;
  list?: CallDeclaration;
  openPath?: (id: number) => string;
}) {
  const t = useEntryTexts();
  const lang = useLang();
  const navigate = useNavigate();
  const reload = useReloadList(list);
  const [form] = Form.useForm<EntryValues>();
  const journalId = Form.useWatch('journalId', form);
  const journals = useJournalOptions();
  const journal = useEntryJournal(journalId);
  const editors = useEditorOptions();
  const referrers = author ? { ...editors, allowed: false } : editors;
  const { uploading, onBusy } = useUploadBusy();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const closed = journal.data ? !journal.data.open : false;

  // A chosen author starts the byline, unless someone wrote more than the first row.
  const onPick = (author: PickedAuthor) => {
    const rows = form.getFieldValue('authors') as SubmissionValues['authors'];
    if (!rows || rows.length <= 1)
      form.setFieldValue(
        'authors',
        initialSubmission({ name: author.name, affiliation: author.unit }).authors,
      );
  };

  const save = async (values: EntryValues) => {
    if (uploading || closed) return;
    setError(null);
    setSaving(true);
    try {
      const result = await enterManuscript({
        ...submissionBody(values),
        journalId: values.journalId!,
        authorId: author?.id ?? values.authorId!,
        referrerId: values.referrerId ?? null,
      });
      toast('success', t('saved', { no: result.articleNo }));
      await reload();
      onClose();
      navigate(openPath(result.id));
    } catch (caught) {
      setError(submitProblem(form, caught, lang));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open
      onClose={onClose}
      title={t('title')}
      size="min(980px, 100vw)"
      data-testid="entry-drawer"
      footer={
        <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button
            type="primary"
            loading={saving}
            disabled={uploading || closed}
            onClick={() => form.submit()}
            data-testid="entry-save"
          >
            {t('save')}
          </Button>
        </Space>
      }
    >
      <Form<EntryValues>
        form={form}
        layout="vertical"
        onFinish={save}
        scrollToFirstError
        initialValues={{
          ...initialSubmission({ name: author?.name ?? '', affiliation: author?.unit }),
          referrerId: null,
        }}
        onValuesChange={(changed: Partial<EntryValues>) => {
          // Another journal: its own columns and subjects.
          if ('journalId' in changed) form.setFieldsValue({ columnId: undefined, subjectId: null });
        }}
      >
        <Typography.Paragraph type="secondary">{t('hint')}</Typography.Paragraph>
        <Card title={t('entry')} size="small" className="submission-block">
          {author ? (
            <Form.Item label={t('author')} required>
              <Input value={author.name} disabled data-testid="entry-author-fixed" />
            </Form.Item>
          ) : (
            <Form.Item name="authorId" label={t('author')} required rules={[zodRule(requiredChoice, lang)]}>
              <AuthorPicker onPick={onPick} />
            </Form.Item>
          )}
          <Form.Item name="journalId" label={t('journal')} required rules={[zodRule(requiredChoice, lang)]}>
            <Select
              placeholder={t('journalPlaceholder')}
              options={journals.data ?? []}
              loading={journals.isPending}
              data-testid="entry-journal"
            />
          </Form.Item>
          {referrers.allowed && (
            <Form.Item name="referrerId" label={t('referrer')}>
              <Select
                allowClear
                placeholder={t('referrerPlaceholder')}
                options={referrers.options}
                loading={referrers.loading}
                data-testid="entry-referrer"
              />
            </Form.Item>
          )}
        </Card>
        {!journalId ? (
          <Alert type="info" showIcon title={t('chooseJournal')} className="submission-block" />
        ) : journal.isError ? (
          <LoadError onRetry={() => void journal.refetch()} />
        ) : closed ? (
          <Alert type="warning" showIcon title={t('closed')} data-testid="entry-closed" />
        ) : journal.data ? (
          <SubmissionFields form={form} journal={journal.data} upload={uploadForEntry} onBusy={onBusy} />
        ) : null}
        {error ? <Alert type="error" showIcon title={error} data-testid="entry-error" /> : null}
      </Form>
    </Drawer>
  );
}
