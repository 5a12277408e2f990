import { Card } from 'antd';
import { useMemo } from 'react';
import { useRefreshUnread } from '../../app/layout/useUnreadCheck.ts';
import { ConversationPanel } from '../../components/conversation/ConversationPanel.tsx';
import { expertThreadSource } from './conversationApi.ts';
import { useExpertAreaTexts } from './texts.ts';

/**
 * 与编辑部留言: the expert's own thread with the editorial office on the invitation under review
 * (staff appear as the editorial office when the journal reviews anonymously).
 */
export function ExpertMessages({ invitationId }: { invitationId: number }) {
  const t = useExpertAreaTexts();
  const refreshUnread = useRefreshUnread();
  const source = useMemo(
    () => expertThreadSource(invitationId, () => void refreshUnread()),
    [invitationId, refreshUnread],
  );
  return (
    <Card title={t('messages.title')} data-testid="expert-messages">
      <ConversationPanel source={source} />
    </Card>
  );
}
