import { AUTHOR_THREAD, type Thread } from '@jb/contract/schemas/conversation';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Card, Tabs } from 'antd';
import { useMemo } from 'react';
import { useRefreshUnread } from '../../../app/layout/useUnreadCheck.ts';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';
import { ConversationPanel } from '../../../components/conversation/ConversationPanel.tsx';
import { useConversationTexts } from '../../../components/conversation/texts.ts';
import { type ConversationThread, staffThreadSource, useThreads } from './api.ts';

const THREAD_PARAM = 'thread';

/**
 * 留言: the manuscript's conversation on its detail, one tab per thread with the reader's unread
 * count: the author, then each invited expert by name (the author never sees these). The open tab
 * is kept in the URL (`thread=`), so an inbox message about an expert's answer opens that tab.
 */
export function ArticleMessages({ manuscriptId }: { manuscriptId: number }) {
  const t = useConversationTexts();
  const queryClient = useQueryClient();
  const refreshUnread = useRefreshUnread();
  const threads = useThreads(manuscriptId);
  const [search, setSearch] = useScreenSearchParams();
  const list = threads.data ?? [];
  const asked = search.get(THREAD_PARAM);
  const active = list.some((x) => x.thread === asked) ? (asked as Thread) : AUTHOR_THREAD;
  const refresh = useMemo(
    () => () => {
      void queryClient.invalidateQueries({ queryKey: ['conversation', manuscriptId, 'threads'] });
      // Reading a thread reads the inbox messages about it: the header's bell follows.
      void refreshUnread();
    },
    [queryClient, manuscriptId, refreshUnread],
  );
  const keys = list.map((x) => x.thread).join(',');
  const sources = useMemo(
    () =>
      new Map(
        (keys ? keys.split(',') : [AUTHOR_THREAD]).map((th) => [
          th,
          staffThreadSource(manuscriptId, th as Thread, refresh),
        ]),
      ),
    [manuscriptId, refresh, keys],
  );
  const choose = (key: string) =>
    setSearch(
      (s) => {
        const next = new URLSearchParams(s);
        if (key === AUTHOR_THREAD) next.delete(THREAD_PARAM);
        else next.set(THREAD_PARAM, key);
        return next;
      },
      { replace: true },
    );
  const label = (th: ConversationThread) => {
    if (!th.expert) return t('threads.author');
    const state = t(`invitationStates.${th.expert.state as 'accepted'}`);
    return `${t('threads.expert', { name: th.expert.name })}（${state}）`;
  };

  return (
    <Card title={t('title')} data-testid="article-messages">
      <Tabs
        activeKey={active}
        onChange={choose}
        items={(list.length ? list : [null]).map((th) => {
          const key = th?.thread ?? AUTHOR_THREAD;
          const source = sources.get(key);
          return {
            key,
            label: (
              <span data-testid={`conversation-thread-${key}`}>
                {th ? label(th) : t('threads.author')}{' '}
                <Badge count={th?.unread ?? 0} size="small" data-testid={`conversation-unread-${key}`} />
              </span>
            ),
            children: source ? (
              <div data-testid={`conversation-pane-${key}`}>
                <ConversationPanel source={source} />
              </div>
            ) : null,
          };
        })}
      />
    </Card>
  );
}
