import { publicationIssues } from '@jb/contract/api/publication';
import { Alert, DatePicker, Form, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { chinaToday } from '../../../lib/chinaTime.ts';
import { useIssueName } from '../manuscriptScheduling/IssueBar.tsx';
import { type PublicationIssueRow, sendPublication, useReloadPublication } from './api.ts';
import { publicationDateAllowed } from './publication.ts';
import { usePublicationTexts } from './texts.ts';

interface Props {
  /** The issue the dialog is open for (null: closed). */
  row: PublicationIssueRow | null;
  onClose: () => void;
}

/**
 * 出版: the publication date (today unless changed, never after today), then a confirmation naming
 * the issue and its articles. A refusal (no DOI prefix, an article without pages, a DOI taken) shows
 * above the form with the server's words; a date refused shows under the date.
 */
export function PublishModal({ row, onClose }: Props) {
  const t = usePublicationTexts();
  const issueName = useIssueName();
  const reload = useReloadPublication();
  const today = chinaToday();
  const issue = row ? issueName(row) : '';
  return (
    <FormModal<{ publishedOn: Dayjs }>
      open={!!row}
      title={t('publish.title', { issue })}
      okText={t('publish.action')}
      initialValues={{ publishedOn: dayjs(today) }}
      confirm={({ publishedOn }) => ({
        title: t('publish.confirmTitle', { issue }),
        content: t('publish.confirmContent', {
          count: row?.articles ?? 0,
          date: publishedOn.format('YYYY-MM-DD'),
        }),
      })}
      onSubmit={({ publishedOn }) => sendPublication(row!.id, publishedOn.format('YYYY-MM-DD'))}
      onSaved={() => void reload()}
      successText={t('publish.done', { issue })}
      onClose={onClose}
      list={publicationIssues}
      testId="publish-form"
    >
      <Typography.Paragraph data-testid="publish-subject">
        {t('publish.content', { count: row?.articles ?? 0 })}
      </Typography.Paragraph>
      <Alert type="info" showIcon title={t('publish.where')} style={{ marginBottom: 16 }} />
      <Form.Item
        name="publishedOn"
        label={t('publish.date')}
        required
        rules={[
          { required: true, message: t('publish.date') },
          {
            validator: async (_rule, value?: Dayjs) => {
              if (value && !publicationDateAllowed(value.format('YYYY-MM-DD'), chinaToday()))
                throw new Error(t('publish.future'));
            },
          },
        ]}
      >
        <DatePicker
          disabledDate={(d) => !publicationDateAllowed(d.format('YYYY-MM-DD'), today)}
          data-testid="published-on"
        />
      </Form.Item>
    </FormModal>
  );
}
