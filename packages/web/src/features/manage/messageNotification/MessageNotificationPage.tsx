import { announcementList } from '@jb/contract/api/messages';
import { Tabs } from 'antd';
import { useCanCall } from '../../../app/usePermissions.ts';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';
import { AnnouncementsTab } from './AnnouncementsTab.tsx';
import { InboxTab } from './InboxTab.tsx';
import { useMessageTexts } from './texts.ts';

type Tab = 'inbox' | 'announcements';

/**
 * /manage/messageNotification (消息通知), opened by the header bell: 我的消息 for everyone, and 公告
 * for those who may announce. The tab is kept in the URL; switching starts the other list afresh
 * (each keeps its own page and filters in the URL while shown).
 */
export default function MessageNotificationPage() {
  const t = useMessageTexts();
  const canAnnounce = useCanCall(announcementList);
  const [search, setSearch] = useScreenSearchParams();
  const tab: Tab = canAnnounce && search.get('tab') === 'announcements' ? 'announcements' : 'inbox';

  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setSearch(key === 'inbox' ? {} : { tab: key })}
      destroyOnHidden
      data-testid="message-tabs"
      items={[
        { key: 'inbox', label: t('tabs.inbox'), children: <InboxTab /> },
        ...(canAnnounce
          ? [{ key: 'announcements', label: t('tabs.announcements'), children: <AnnouncementsTab /> }]
          : []),
      ]}
    />
  );
}
