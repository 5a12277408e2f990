import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '../../components/icons.tsx';
import { useUnreadCount } from './unreadStore.ts';

/** The unread-messages bell in the header. */
export function UnreadBadge() {
  const { t } = useTranslation();
  const count = useUnreadCount();
  return (
    <Tooltip title={count > 0 ? t('header.unread', { count }) : t('header.noUnread')}>
      <Badge count={count} size="small" offset={[-6, 6]} data-testid="unread-badge" data-count={count}>
        <Button type="text" icon={<BellIcon />} aria-label={t('header.unread', { count })} />
      </Badge>
    </Tooltip>
  );
}
