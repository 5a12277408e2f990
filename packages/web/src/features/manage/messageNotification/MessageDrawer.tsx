import { isScreenLink, MESSAGE_KIND } from '@jb/contract/enums/message';
import { Button, Descriptions, Drawer, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import type { InboxRow } from './api.ts';
import { useMessageTexts } from './texts.ts';

/**
 * One message, opened from the inbox: reading it marks it read (`onRead`), and its link, a screen
 * of the back office, opens from here.
 */
export function MessageDrawer({
  message,
  onClose,
  onRead,
}: {
  message: InboxRow | null;
  onClose: () => void;
  onRead: (message: InboxRow) => void;
}) {
  const t = useMessageTexts();
  const pick = usePick();
  const navigate = useNavigate();

  useEffect(() => {
    if (message && !message.read) onRead(message);
  }, [message, onRead]);

  const link = message?.link && isScreenLink(message.link) ? message.link : null;
  return (
    <Drawer
      open={!!message}
      onClose={onClose}
      title={message?.title}
      size={560}
      destroyOnHidden
      data-testid="message-drawer"
      extra={
        link && (
          <Button type="primary" onClick={() => navigate(link)} data-testid="message-open-link">
            {t('openLink')}
          </Button>
        )
      }
    >
      {message && (
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('kind')}>
              <Tag>{pick(MESSAGE_KIND[message.kind])}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('sender')}>{message.senderName ?? t('system')}</Descriptions.Item>
            <Descriptions.Item label={t('createdAt')}>{formatTime(message.createdAt)}</Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="message-content">
            {message.content}
          </Typography.Paragraph>
        </>
      )}
    </Drawer>
  );
}
