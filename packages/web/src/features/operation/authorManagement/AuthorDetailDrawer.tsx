import { Card, Descriptions, Empty, Tag, Timeline, Typography } from 'antd';
import { formatTime } from '../../../lib/formatTime.ts';
import { AuthorDrawerFrame } from './AuthorDrawerFrame.tsx';
import { type AuthorDetail, useAuthorDetail } from './api.ts';
import { useAuthorTexts } from './texts.ts';

/** Every blacklisting and lifting, newest first: what, why, who and when. */
function BlacklistHistory({ rows }: { rows: AuthorDetail['blacklistHistory'] }) {
  const t = useAuthorTexts();
  if (rows.length === 0) return <Empty description={t('noHistory')} />;
  return (
    <Timeline
      data-testid="author-blacklist-history"
      items={rows.map((h, i) => ({
        key: `${h.createdAt}-${i}`,
        color: h.action === 'blacklist' ? 'red' : 'green',
        content: (
          <div data-testid={`author-history-${i}`}>
            <Typography.Text strong>{t(`actions.${h.action}`)}</Typography.Text>
            <Typography.Text type="secondary">
              {' · '}
              {t('historyLine', { name: h.actorName, time: formatTime(h.createdAt) })}
            </Typography.Text>
            <div>{t('historyReason', { reason: h.reason })}</div>
          </div>
        ),
      }))}
    />
  );
}

/** One author: who they are, their manuscripts (opening their detail), orders and blacklist history. */
export function AuthorDetailDrawer({ authorId, onClose }: { authorId: number | null; onClose: () => void }) {
  const t = useAuthorTexts();
  const detail = useAuthorDetail(authorId);
  return (
    <AuthorDrawerFrame
      open={authorId !== null}
      onClose={onClose}
      detail={detail}
      title={(a) => (a ? t('detailTitle', { name: a.name }) : t('detail'))}
      testId="author-detail"
      details={(a) => (
        <>
          <Descriptions.Item label={t('name')}>{a.name}</Descriptions.Item>
          <Descriptions.Item label={t('state')}>
            {a.blacklisted ? <Tag color="red">{t('blacklisted')}</Tag> : <Tag>{t('normal')}</Tag>}
          </Descriptions.Item>
          <Descriptions.Item label={t('phone')}>{a.phone}</Descriptions.Item>
          <Descriptions.Item label={t('email')}>{a.email || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('unit')}>{a.unit || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('createdAt')}>{formatTime(a.createdAt)}</Descriptions.Item>
        </>
      )}
      manuscriptsTitle={(a) => `${t('manuscripts')} (${a.manuscriptCount})`}
      below={(a) => (
        <Card title={t('history')} size="small">
          <BlacklistHistory rows={a.blacklistHistory} />
        </Card>
      )}
    />
  );
}
