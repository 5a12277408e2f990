import { outboxList } from '@jb/contract/api/notifications';
import { pick } from '@jb/contract/i18n';
import { MESSAGE_EVENT_NAMES, NOTIFICATION_EVENTS, OUTBOX_STATES } from '@jb/contract/notificationEvents';
import { Button, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useCallback, useMemo, useState } from 'react';
import { useIsPlatform } from '../../../app/useSession.ts';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { useLang } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { type OutboxRow, resendMessage } from './api.ts';
import { OutboxDrawer } from './OutboxDrawer.tsx';
import { OutboxStateTag, useEventLabel } from './outboxLabels.tsx';
import { useNotifyTexts } from './texts.ts';

/** Every e-mail and SMS of the press (the platform: all), newest first, with resend. */
export function OutboxTab() {
  const t = useNotifyTexts();
  const lang = useLang();
  const platform = useIsPlatform();
  const eventLabel = useEventLabel();
  const [opened, setOpened] = useState<number | null>(null);

  const filters = useMemo<FilterField[]>(
    () => [
      {
        kind: 'select',
        name: 'state',
        label: t('outbox.state'),
        options: Object.entries(OUTBOX_STATES).map(([value, label]) => ({ value, label: pick(label, lang) })),
      },
      {
        kind: 'select',
        name: 'channel',
        label: t('outbox.channel'),
        options: [
          { value: 'email', label: t('outbox.channels.email') },
          { value: 'sms', label: t('outbox.channels.sms') },
        ],
      },
      {
        kind: 'select',
        name: 'event',
        label: t('outbox.event'),
        options: MESSAGE_EVENT_NAMES.map((value) => ({
          value,
          label: pick(NOTIFICATION_EVENTS[value].label, lang),
        })),
      },
      { kind: 'text', name: 'recipient', label: t('outbox.recipientFilter') },
      { kind: 'dateRange', from: 'from', to: 'to', label: t('outbox.time') },
    ],
    [t, lang],
  );

  const columns = useMemo<ColumnsType<OutboxRow>>(
    () => [
      { key: 'createdAt', title: t('outbox.createdAt'), render: (_, r) => formatTime(r.createdAt) },
      {
        key: 'state',
        title: t('outbox.state'),
        render: (_, r) => <OutboxStateTag state={r.state} attempts={r.attempts} />,
      },
      { key: 'channel', title: t('outbox.channel'), render: (_, r) => t(`outbox.channels.${r.channel}`) },
      { key: 'event', title: t('outbox.event'), render: (_, r) => eventLabel(r.event) },
      {
        key: 'recipient',
        title: t('outbox.recipient'),
        render: (_, r) => (
          <span>
            {r.recipientName && <div>{r.recipientName}</div>}
            <Typography.Text type="secondary">{r.recipient || '-'}</Typography.Text>
          </span>
        ),
      },
      {
        key: 'subject',
        title: t('outbox.subject'),
        render: (_, r) => (
          <Button
            type="link"
            size="small"
            onClick={() => setOpened(r.id)}
            data-testid={`outbox-open-${r.id}`}
          >
            <Typography.Text ellipsis style={{ maxWidth: 260 }}>
              {r.subject || t('outbox.detail')}
            </Typography.Text>
          </Button>
        ),
      },
      { key: 'attempts', title: t('outbox.attempts'), dataIndex: 'attempts', align: 'right' },
      {
        key: 'lastError',
        title: t('outbox.lastError'),
        render: (_, r) => (
          <Typography.Text type="danger" ellipsis style={{ maxWidth: 220 }}>
            {r.lastError ?? ''}
          </Typography.Text>
        ),
      },
      { key: 'sentAt', title: t('outbox.sentAt'), render: (_, r) => formatTime(r.sentAt) },
      ...(platform
        ? [
            {
              key: 'press',
              title: t('outbox.press'),
              render: (_: unknown, r: OutboxRow) => r.pressName ?? '-',
            },
          ]
        : []),
    ],
    [t, eventLabel, platform],
  );

  const actions = useMemo<RowActionMap<OutboxRow>>(
    () => ({
      detail: { label: t('outbox.detail'), run: (row) => void setOpened(row.id) },
      resend: {
        label: t('outbox.resend'),
        confirm: (row) => ({
          title: t('outbox.resendConfirm', { recipient: row.recipientName || row.recipient }),
          content: t('outbox.resendConfirmContent'),
        }),
        run: (row) => resendMessage(row.id),
        done: t('outbox.resendDone'),
      },
    }),
    [t],
  );
  const rowActions = useCallback((row: OutboxRow) => ['detail', ...row.actions], []);

  return (
    <>
      <ResourceTable<OutboxRow>
        list={outboxList}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        actions={actions}
        rowActions={rowActions}
      />
      <OutboxDrawer id={opened} onClose={() => setOpened(null)} />
    </>
  );
}
