import { Alert, Card, Descriptions, Typography } from 'antd';
import { formatTime } from '../../lib/formatTime.ts';
import type { ExpertManuscript } from './api.ts';
import { DueDate, StateTag } from './InvitationTags.tsx';
import { ManuscriptFiles } from './ManuscriptFiles.tsx';
import { useExpertAreaTexts } from './texts.ts';

/** The manuscript as the expert may read it: no authors when the journal reviews anonymously. */
export function ManuscriptCard({ manuscript: m }: { manuscript: ExpertManuscript }) {
  const t = useExpertAreaTexts();
  const inv = m.invitation;
  return (
    <Card title={t('manuscript.title')} extra={<StateTag row={inv} />} data-testid="expert-manuscript">
      <Typography.Title level={5} style={{ marginTop: 0 }} data-testid="expert-manuscript-title">
        {m.title}
      </Typography.Title>
      <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
        <Descriptions.Item label={t('manuscript.articleNo')}>
          <span data-testid="expert-article-no">{inv.articleNo}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('manuscript.journal')}>{inv.journalName}</Descriptions.Item>
        <Descriptions.Item label={t('manuscript.column')}>{m.columnName}</Descriptions.Item>
        <Descriptions.Item label={t('manuscript.dueAt')}>
          {inv.state === 'submitted' ? formatTime(inv.dueAt) : <DueDate row={inv} />}
        </Descriptions.Item>
        <Descriptions.Item label={t('manuscript.keywords')} span={2}>
          {m.keywords || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('manuscript.abstract')} span={2}>
          <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }} data-testid="expert-abstract">
            {m.abstract || '—'}
          </Typography.Paragraph>
        </Descriptions.Item>
        {!m.anonymous && (
          <Descriptions.Item label={t('manuscript.authors')} span={2}>
            {m.authors.map((a) => `${a.name}（${a.affiliation}）`).join('；') || '—'}
          </Descriptions.Item>
        )}
      </Descriptions>
      {m.anonymous && (
        <Alert type="info" showIcon style={{ marginTop: 16 }} title={t('manuscript.anonymous')} />
      )}
      <ManuscriptFiles invitationId={inv.id} files={m.files} />
    </Card>
  );
}
