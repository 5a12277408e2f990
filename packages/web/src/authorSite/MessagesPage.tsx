import { MESSAGE_KIND, type MessageKind } from '@jb/contract/enums/message';
import { Badge, Button, Card, Empty, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { LoadError } from '../components/LoadError.tsx';
import { usePick } from '../i18n/useLang.ts';
import { formatTime } from '../lib/formatTime.ts';
import { markMessagesRead, type SiteJournal, useMyMessages } from './api.ts';
import { useAuthorMessageTexts } from './messageTexts.ts';

const PAGE_SIZE = 10;

/**
 * 我的消息: the author's system messages (replies to their feedback and what the office tells them),
 * newest first, unread ones marked; each can be marked read, or all at once.
 */
export function MessagesPage({ journal }: { journal: SiteJournal }) {
  const t = useAuthorMessageTexts();
  const pick = usePick();
  const [page, setPage] = useState(1);
  const list = useMyMessages(journal.id, page, PAGE_SIZE);
  const [busy, setBusy] = useState<number | 'all' | null>(null);

  const mark = async (which: number | 'all') => {
    setBusy(which);
    try {
      await markMessagesRead(journal.id, which === 'all' ? undefined : [which]);
    } catch {
      // The client has said why.
    } finally {
      setBusy(null);
    }
  };

  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  const unread = list.data?.unread ?? 0;
  return (
    <Card
      size="small"
      data-testid="my-messages"
      title={
        <Space>
          {t('title')}
          {unread > 0 && (
            <Tag color="red" data-testid="my-messages-unread">
              {t('unreadCount', { count: unread })}
            </Tag>
          )}
        </Space>
      }
      extra={
        <Button
          size="small"
          disabled={unread === 0}
          loading={busy === 'all'}
          onClick={() => void mark('all')}
          data-testid="my-messages-all-read"
        >
          {t('allRead')}
        </Button>
      }
    >
      <List
        loading={list.isPending}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        pagination={
          (list.data?.total ?? 0) > PAGE_SIZE
            ? {
                current: page,
                pageSize: PAGE_SIZE,
                total: list.data?.total,
                onChange: setPage,
                showSizeChanger: false,
              }
            : false
        }
        renderItem={(m) => (
          <List.Item
            data-testid={`my-message-${m.id}`}
            data-read={m.read}
            actions={
              m.read
                ? []
                : [
                    <Button
                      key="read"
                      type="link"
                      size="small"
                      loading={busy === m.id}
                      onClick={() => void mark(m.id)}
                      data-testid={`my-message-read-${m.id}`}
                    >
                      {t('markRead')}
                    </Button>,
                  ]
            }
          >
            <List.Item.Meta
              title={
                <Space wrap>
                  <Badge status={m.read ? 'default' : 'error'} text={m.read ? t('read') : t('unread')} />
                  <Typography.Text strong={!m.read}>{m.title}</Typography.Text>
                  {m.kind in MESSAGE_KIND && <Tag>{pick(MESSAGE_KIND[m.kind as MessageKind])}</Tag>}
                  <Typography.Text type="secondary">{formatTime(m.createdAt)}</Typography.Text>
                </Space>
              }
              description={
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                  {m.content}
                </Typography.Paragraph>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
