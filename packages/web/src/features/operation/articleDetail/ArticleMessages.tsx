import { THREADS, type Thread } from '@jb/contract/schemas/conversation';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Card, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { ConversationPanel } from '../../../components/conversation/ConversationPanel.tsx';
import { useConversationTexts } from '../../../components/conversation/texts.ts';
import { staffThreadSource, useThreads } from './api.ts';

/**
 * 留言: the manuscript's conversation on its detail, one tab per thread (today the author thread;
 * expert threads join with the review pipeline) with the reader's unread count.
 */
export function ArticleMessages({ manuscriptId }: { manuscriptId: number }) {
  const t = useConversationTexts();
  const queryClient = useQueryClient();
  const threads = useThreads(manuscriptId);
  const [active, setActive] = useState<Thread>(THREADS[0]);
  const refresh = useMemo(
    () => () => void queryClient.invalidateQueries({ queryKey: ['conversation', manuscriptId, 'threads'] }),
    [queryClient, manuscriptId],
  );
  const sources = useMemo(
    () => Object.fromEntries(THREADS.map((th) => [th, staffThreadSource(manuscriptId, th, refresh)])),
    [manuscriptId, refresh],
  ) as Record<Thread, ReturnType<typeof staffThreadSource>>;
  const unreadOf = (th: Thread) => threads.data?.find((x) => x.thread === th)?.unread ?? 0;

  return (
    <Card title={t('title')} data-testid="article-messages">
      <Tabs
        activeKey={active}
        onChange={(key) => setActive(key as Thread)}
        items={THREADS.map((th) => ({
          key: th,
          label: (
            <span data-testid={`conversation-thread-${th}`}>
              {t(`threads.${th}`)}{' '}
              <Badge count={unreadOf(th)} size="small" data-testid={`conversation-unread-${th}`} />
            </span>
          ),
          children: <ConversationPanel source={sources[th]} />,
        }))}
      />
    </Card>
  );
}
