import type { ThreadPage } from '@jb/contract/schemas/conversation';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useEffect, useRef } from 'react';
import { LoadError } from '../LoadError.tsx';
import { Composer } from './Composer.tsx';
import { MessageList } from './MessageList.tsx';
import type { ConversationSource } from './source.ts';
import { useConversationTexts } from './texts.ts';
import './conversation.css';

/** How often an open thread looks for new messages. */
const POLL_MS = 20_000;

/**
 * One thread of a manuscript's conversation, for staff, authors and experts alike (each passes its
 * calls in `source`): the newest page first with earlier pages on demand, the composer, and the
 * thread marked read up to its newest message whenever one arrives (the "new" marks stay until
 * the next load, so the reader sees what was new).
 */
export function ConversationPanel({ source }: { source: ConversationSource }) {
  const t = useConversationTexts();
  const queryClient = useQueryClient();
  const thread = useInfiniteQuery({
    queryKey: source.key,
    queryFn: ({ pageParam }) => source.load(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: ThreadPage) => (last.hasMore ? last.list[0]?.id : undefined),
    refetchInterval: POLL_MS,
  });
  const pages = thread.data?.pages ?? [];
  const messages = [...pages].reverse().flatMap((p) => p.list);
  const newest = pages[0]?.list.at(-1)?.id ?? 0;
  const marked = useRef(0);

  // Opening the thread, and every newer message, marks it read (which also says the reader is here).
  useEffect(() => {
    if (newest === 0 || newest <= marked.current) return;
    marked.current = newest;
    void source.markRead(newest).then(
      () => source.onChange?.(),
      () => undefined,
    );
  }, [newest, source]);

  const send = async (body: string, fileId: number | null) => {
    const sent = await source.send(body, fileId);
    // The server has the sender's place at their own message already.
    marked.current = Math.max(marked.current, sent.id);
    await queryClient.invalidateQueries({ queryKey: source.key });
    source.onChange?.();
  };

  if (thread.isPending) return <Skeleton active data-testid="conversation-loading" />;
  if (thread.isError) return <LoadError onRetry={() => void thread.refetch()} />;
  const canPost = pages[0]?.canPost ?? false;
  const closed = pages[0]?.closed ?? false;
  return (
    <div data-testid="conversation">
      {thread.hasNextPage && (
        <Button
          type="link"
          block
          loading={thread.isFetchingNextPage}
          onClick={() => void thread.fetchNextPage()}
          data-testid="conversation-older"
        >
          {t('older')}
        </Button>
      )}
      {messages.length === 0 ? (
        <Empty
          description={
            <>
              {t('empty')}
              {canPost && <div>{t('emptyHint')}</div>}
            </>
          }
          data-testid="conversation-empty"
        />
      ) : (
        <MessageList messages={messages} onDownload={source.download} />
      )}
      {canPost ? (
        <Composer onSend={send} onUpload={source.upload} />
      ) : (
        <Alert
          type="info"
          showIcon
          title={closed ? t('closed') : t('readOnly')}
          style={{ marginTop: 12 }}
          data-testid="conversation-read-only"
        />
      )}
    </div>
  );
}
