import { inboxList } from '@jb/contract/api/messages';
import { MESSAGE_KIND, MESSAGE_KINDS } from '@jb/contract/enums/message';
import { Badge, Button, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useCallback, useMemo, useState } from 'react';
import { toast } from '../../../api/notify.ts';
import { useRefreshUnread } from '../../../app/layout/useUnreadCheck.ts';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { useReloadList } from '../../../components/resourceTable/useResourceList.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { type InboxRow, markAllRead, setRead } from './api.ts';
import { MessageDrawer } from './MessageDrawer.tsx';
import { useMessageTexts } from './texts.ts';

/**
 * 我的消息: one's own messages, unread first (bold) then newest. Opening one reads it; it can be
 * marked unread again; all can be marked read at once. The header badge follows every change.
 */
export function InboxTab() {
  const t = useMessageTexts();
  const pick = usePick();
  const reload = useReloadList(inboxList);
  const refreshUnread = useRefreshUnread();
  const [opened, setOpened] = useState<InboxRow | null>(null);
  const [marking, setMarking] = useState(false);

  /** After any change of read state: the list, then the badge. */
  const changed = useCallback(() => Promise.all([reload(), refreshUnread()]), [reload, refreshUnread]);

  const onRead = useCallback(
    (message: InboxRow) => {
      setRead(message.id, true)
        .then(changed)
        .catch(() => undefined);
    },
    [changed],
  );

  const filters = useMemo<FilterField[]>(
    () => [
      {
        kind: 'select',
        name: 'read',
        label: t('readFilter'),
        options: [
          { value: 'false', label: t('unread') },
          { value: 'true', label: t('read') },
        ],
      },
      {
        kind: 'select',
        name: 'kind',
        label: t('kindFilter'),
        options: MESSAGE_KINDS.map((k) => ({ value: k, label: pick(MESSAGE_KIND[k]) })),
      },
    ],
    [t, pick],
  );

  const columns = useMemo<ColumnsType<InboxRow>>(
    () => [
      {
        key: 'title',
        title: t('title'),
        render: (_, r) => (
          <Button
            type="link"
            size="small"
            onClick={() => setOpened(r)}
            data-testid={`message-open-${r.id}`}
            data-read={r.read}
            style={{ fontWeight: r.read ? undefined : 600, paddingInline: 0 }}
          >
            {r.read ? r.title : <Badge status="processing" text={r.title} />}
          </Button>
        ),
      },
      {
        key: 'content',
        title: t('content'),
        render: (_, r) => (
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 320 }}>
            {r.content}
          </Typography.Text>
        ),
      },
      { key: 'kind', title: t('kind'), render: (_, r) => <Tag>{pick(MESSAGE_KIND[r.kind])}</Tag> },
      { key: 'sender', title: t('sender'), render: (_, r) => r.senderName ?? t('system') },
      {
        key: 'state',
        title: t('state'),
        render: (_, r) => (r.read ? <Tag>{t('read')}</Tag> : <Tag color="blue">{t('unread')}</Tag>),
      },
      { key: 'createdAt', title: t('createdAt'), render: (_, r) => formatTime(r.createdAt) },
    ],
    [t, pick],
  );

  const actions = useMemo<RowActionMap<InboxRow>>(
    () => ({
      open: { label: t('open'), run: (row) => void setOpened(row) },
      markRead: { label: t('markRead'), run: (row) => setRead(row.id, true).then(refreshUnread) },
      markUnread: { label: t('markUnread'), run: (row) => setRead(row.id, false).then(refreshUnread) },
    }),
    [t, refreshUnread],
  );
  const rowActions = useCallback((row: InboxRow) => ['open', row.read ? 'markUnread' : 'markRead'], []);

  const onMarkAll = async () => {
    setMarking(true);
    try {
      const { marked } = await markAllRead();
      toast('success', marked > 0 ? t('markedAll', { count: marked }) : t('nothingUnread'));
      await changed();
    } catch {
      // The http client has shown what went wrong.
    } finally {
      setMarking(false);
    }
  };

  return (
    <>
      <ResourceTable<InboxRow>
        list={inboxList}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        actions={actions}
        rowActions={rowActions}
        toolbar={
          <Button onClick={onMarkAll} loading={marking} data-testid="message-read-all">
            {t('markAllRead')}
          </Button>
        }
      />
      <MessageDrawer message={opened} onClose={() => setOpened(null)} onRead={onRead} />
    </>
  );
}
