import type { ConversationMessage } from '@jb/contract/schemas/conversation';
import { Button, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { formatTime } from '../../lib/formatTime.ts';
import { Icon } from '../icons.tsx';
import type { MessageFile } from './source.ts';
import { useConversationTexts } from './texts.ts';

export const PaperclipIcon = () => (
  <Icon>
    <path d="M21 12.5l-8.5 8.5a5 5 0 0 1-7-7L14 5.5a3.5 3.5 0 0 1 5 5L10.5 19a2 2 0 0 1-3-3L15 8.5" />
  </Icon>
);

/** Who wrote, as the reader may know it: staff names to staff (and experts of open reviews), else the office. */
function senderLabel(m: ConversationMessage, t: ReturnType<typeof useConversationTexts>) {
  if (m.senderName) return m.senderName;
  return m.senderKind === 'staff' ? t('office') : t(m.senderKind);
}

/** One thread's messages, oldest first: sender, time, text, attachment and read marks. */
export function MessageList({
  messages,
  onDownload,
}: {
  messages: ConversationMessage[];
  onDownload: (file: MessageFile) => Promise<void>;
}) {
  const t = useConversationTexts();
  const [busy, setBusy] = useState<number | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  // The newest message in view when one arrives (the list scrolls, never the page).
  useEffect(() => {
    if (last !== undefined && box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [last]);
  const save = async (file: MessageFile) => {
    setBusy(file.id);
    try {
      await onDownload(file);
    } catch {
      // The client has said why.
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="conversation-list" ref={box} data-testid="conversation-list">
      {messages.map((m) => (
        <div
          key={m.id}
          className={`conversation-message${m.mine ? ' is-mine' : ''}`}
          data-testid={`conversation-message-${m.id}`}
        >
          <div className="conversation-meta">
            <strong data-testid="conversation-sender">{senderLabel(m, t)}</strong>
            <span>{formatTime(m.createdAt)}</span>
            {m.unread && (
              <Tag color="red" data-testid="conversation-new">
                {t('newMessage')}
              </Tag>
            )}
            {m.mine && (
              <Tag color={m.readByOther ? 'green' : 'default'} data-testid="conversation-read-mark">
                {m.readByOther ? t('read') : t('unreadByOther')}
              </Tag>
            )}
          </div>
          <div className="conversation-bubble" data-testid="conversation-body">
            {m.body}
          </div>
          {m.file && (
            <Button
              type="link"
              size="small"
              icon={<PaperclipIcon />}
              loading={busy === m.file.id}
              onClick={() => void save(m.file!)}
              data-testid={`conversation-file-${m.file.id}`}
            >
              {m.file.name}
            </Button>
          )}
        </div>
      ))}
    </div>
  );
}
