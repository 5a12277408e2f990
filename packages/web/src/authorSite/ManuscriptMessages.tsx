import { Card } from 'antd';
import { useMemo } from 'react';
import { ConversationPanel } from '../components/conversation/ConversationPanel.tsx';
import { useConversationTexts } from '../components/conversation/texts.ts';
import { authorThreadSource } from './conversationApi.ts';

/** 留言: the author's conversation with the editorial office on one manuscript. */
export function ManuscriptMessages({ journalId, manuscriptId }: { journalId: number; manuscriptId: number }) {
  const t = useConversationTexts();
  const source = useMemo(() => authorThreadSource(journalId, manuscriptId), [journalId, manuscriptId]);
  return (
    <Card title={t('title')} size="small" className="author-block" data-testid="author-messages">
      <ConversationPanel source={source} />
    </Card>
  );
}
