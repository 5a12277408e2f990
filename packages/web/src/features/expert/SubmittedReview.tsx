import { RECOMMENDATION_LABELS, type Recommendation } from '@jb/contract/schemas/experts';
import { Alert, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { usePick } from '../../i18n/useLang.ts';
import { formatTime } from '../../lib/formatTime.ts';
import type { ExpertManuscript } from './api.ts';
import { FeeStatus } from './InvitationTags.tsx';
import { weightedTotal } from './scores.ts';
import { useExpertAreaTexts } from './texts.ts';

/** A submitted review, read-only: it is final once the editors have it. */
export function SubmittedReview({ manuscript: m }: { manuscript: ExpertManuscript }) {
  const t = useExpertAreaTexts();
  const pick = usePick();
  const review = m.draft!;
  const recommendation = review.recommendation as Recommendation | null;
  return (
    <Card title={t('review.title')} data-testid="review-readonly">
      <Alert
        type="success"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('review.readOnly')}
        description={t('review.submittedAt', { time: formatTime(review.submittedAt) })}
      />
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('review.scores', { scale: m.scoreSheet.scale })}>
          <Space wrap>
            {m.scoreSheet.items.map((item) => (
              <Tag key={item.name}>
                {item.name} {review.scores.find((s) => s.name === item.name)?.score ?? '—'}
              </Tag>
            ))}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('review.total')}>
          <span data-testid="review-readonly-total">{weightedTotal(m.scoreSheet, review.scores)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('review.recommendation')}>
          <span data-testid="review-readonly-recommendation">
            {recommendation && RECOMMENDATION_LABELS[recommendation]
              ? pick(RECOMMENDATION_LABELS[recommendation])
              : '—'}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('review.toAuthor')}>
          <Typography.Paragraph
            style={{ margin: 0, whiteSpace: 'pre-wrap' }}
            data-testid="review-readonly-to-author"
          >
            {review.toAuthor || '—'}
          </Typography.Paragraph>
        </Descriptions.Item>
        <Descriptions.Item label={t('review.toEditor')}>
          <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
            {review.toEditor || '—'}
          </Typography.Paragraph>
        </Descriptions.Item>
        <Descriptions.Item label={t('list.fee')}>
          <FeeStatus row={m.invitation} />
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
