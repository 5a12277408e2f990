import { Button, Empty, Skeleton, Timeline, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useScreenSearchParams } from '../../../../app/useScreenSearchParams.ts';
import { LoadError } from '../../../../components/LoadError.tsx';
import { formatTime } from '../../../../lib/formatTime.ts';
import { useJournal } from '../../../shared/journals/api.ts';
import { JournalStatusTag } from '../../../shared/journals/JournalStatusTag.tsx';
import { useReviewHistory } from '../api.ts';
import { useJournalReviewTexts } from '../texts.ts';

const COLORS: Record<string, string> = { apply: 'blue', pass: 'green', reject: 'red' };

/** /manage/journalReview/audit?journalId=: the applications and decisions of one journal, oldest first. */
export default function JournalReviewHistoryPage() {
  const t = useJournalReviewTexts();
  const [search] = useScreenSearchParams();
  const journalId = Number(search.get('journalId')) || 0;
  const journal = useJournal(journalId || null);
  const history = useReviewHistory(journalId);
  const navigate = useNavigate();
  const back = <Button onClick={() => void navigate('/manage/journalReview')}>{t('back')}</Button>;

  if (!journalId) return <LoadError onRetry={() => undefined} detail={t('noJournal')} />;
  if (history.isPending) return <Skeleton active />;
  if (history.isError) return <LoadError onRetry={() => void history.refetch()} />;
  const actionLabel = (action: string) =>
    action === 'apply' || action === 'pass' || action === 'reject' ? t(`actions.${action}`) : action;

  return (
    <div data-testid="journal-history">
      {journal.data && (
        <Typography.Title level={5}>
          {t('historyTitle', { name: journal.data.name })} <JournalStatusTag status={journal.data.status} />
        </Typography.Title>
      )}
      {history.data.length === 0 ? (
        <Empty description={t('noHistory')} />
      ) : (
        <Timeline
          items={history.data.map((step) => ({
            key: step.id,
            color: COLORS[step.action] ?? 'gray',
            title: formatTime(step.createdAt),
            content: (
              <div data-testid={`history-${step.action}`}>
                <Typography.Text strong>{actionLabel(step.action)}</Typography.Text>
                <Typography.Text type="secondary"> · {step.actorName}</Typography.Text>
                {step.reason && (
                  <Typography.Paragraph style={{ margin: 0 }}>{step.reason}</Typography.Paragraph>
                )}
              </div>
            ),
          }))}
        />
      )}
      {back}
    </div>
  );
}
