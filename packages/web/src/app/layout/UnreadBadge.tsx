import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BellIcon } from '../../components/icons.tsx';
import { useUnreadCount } from './unreadStore.ts';

/** The screen the bell opens: one's own messages. */
export const INBOX_PATH = '/manage/messageNotification';

/** The unread-messages bell in the header; it opens the inbox. */
export function UnreadBadge() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const count = useUnreadCount();
  return (
    <Tooltip title={count > 0 ? t('header.unread', { count }) : t('header.noUnread')}>
      <Badge count={count} size="small" offset={[-6, 6]} data-testid="unread-badge" data-count={count}>
        <Button
          type="text"
          icon={<BellIcon />}
          aria-label={t('header.unread', { count })}
          onClick={() => navigate(INBOX_PATH)}
          data-testid="unread-bell"
        />
      </Badge>
    </Tooltip>
  );
}
