import { feedbackList } from '@jb/contract/api/feedback';
import { FEEDBACK_SENDER_KIND, FEEDBACK_STATUS, FEEDBACK_TYPE } from '@jb/contract/enums/feedback';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useCallback, useMemo, useState } from 'react';
import { useIsPlatform } from '../../../app/useSession.ts';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { useListChange } from '../../../components/resourceTable/useListChange.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { usePressOptions } from '../../shared/options.ts';
import { closeFeedback, type FeedbackRow, reloadFeedback } from './api.ts';
import { FeedbackDrawer } from './FeedbackDrawer.tsx';
import { FeedbackStatusTag, FeedbackTypeTag } from './Tags.tsx';
import { useUserFeelTexts } from './texts.ts';

const options = (
  labels: Record<string | number, { zh: string; en: string }>,
  pick: (b: { zh: string; en: string }) => string,
) => Object.entries(labels).map(([value, label]) => ({ value, label: pick(label) }));

/**
 * /manage/userFeel (用户反馈): feedback from staff and authors of the press (the platform: of every
 * press and its own), filtered by status, type, sender, time and text; open one to read it with its
 * file, reply (the sender gets it as a message) or close it after confirming.
 */
export default function UserFeelPage() {
  const t = useUserFeelTexts();
  const pick = usePick();
  const platform = useIsPlatform();
  const presses = usePressOptions(platform);
  const client = useQueryClient();
  const change = useListChange(feedbackList);
  const [modal, holder] = Modal.useModal();
  const [opened, setOpened] = useState<number | null>(null);

  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'keyword', label: t('keyword') },
      { kind: 'select', name: 'status', label: t('status'), options: options(FEEDBACK_STATUS, pick) },
      { kind: 'select', name: 'type', label: t('type'), options: options(FEEDBACK_TYPE, pick) },
      {
        kind: 'select',
        name: 'senderKind',
        label: t('senderKind'),
        options: options(FEEDBACK_SENDER_KIND, pick),
      },
      { kind: 'dateRange', from: 'from', to: 'to', label: t('createdAt') },
      ...(platform
        ? [
            {
              kind: 'select' as const,
              name: 'pressId',
              label: t('press'),
              options: presses.data ?? [],
              loading: presses.isPending,
            },
          ]
        : []),
    ],
    [t, pick, platform, presses.data, presses.isPending],
  );

  const columns = useMemo<ColumnsType<FeedbackRow>>(
    () => [
      { key: 'createdAt', title: t('createdAt'), render: (_, r) => formatTime(r.createdAt), width: 170 },
      { key: 'type', title: t('type'), render: (_, r) => <FeedbackTypeTag type={r.type} />, width: 90 },
      {
        key: 'status',
        title: t('status'),
        render: (_, r) => <FeedbackStatusTag status={r.status} testId={`feedback-status-${r.id}`} />,
        width: 90,
      },
      {
        key: 'excerpt',
        title: t('excerpt'),
        // The excerpt (up to 80 characters) wraps inside its column: on one line it ran over the
        // sender's column, whose cell then covered the middle of the link.
        render: (_, r) => (
          <Button
            type="link"
            size="small"
            onClick={() => setOpened(r.id)}
            data-testid={`feedback-open-${r.id}`}
            style={{
              maxWidth: '100%',
              height: 'auto',
              paddingInline: 0,
              whiteSpace: 'normal',
              overflowWrap: 'anywhere',
              textAlign: 'start',
            }}
          >
            {r.excerpt}
            {r.hasFile && (
              <Tag bordered={false} style={{ marginInlineStart: 6 }}>
                {t('attachment')}
              </Tag>
            )}
          </Button>
        ),
      },
      {
        key: 'sender',
        title: t('sender'),
        render: (_, r) => `${r.senderName}（${pick(FEEDBACK_SENDER_KIND[r.senderKind])}）`,
      },
      ...(platform
        ? [
            {
              key: 'press',
              title: t('press'),
              render: (_: unknown, r: FeedbackRow) => r.pressName ?? t('platform'),
            },
          ]
        : []),
      { key: 'repliedAt', title: t('repliedAt'), render: (_, r) => formatTime(r.repliedAt), width: 170 },
    ],
    [t, pick, platform],
  );

  const confirmClose = useCallback(
    (row: { id: number; version: number }) =>
      modal.confirm({
        title: t('closeConfirm'),
        content: t('closeConfirmContent'),
        okButtonProps: { danger: true, 'data-testid': 'feedback-close-ok' } as never,
        onOk: async () => {
          await change.run(() => closeFeedback(row), t('closed'));
          await reloadFeedback(client);
        },
      }),
    [modal, t, change, client],
  );

  const actions = useMemo<RowActionMap<FeedbackRow>>(
    () => ({
      detail: { label: t('detail'), run: (row) => void setOpened(row.id) },
      reply: { label: t('reply'), run: (row) => void setOpened(row.id) },
      close: {
        label: t('close'),
        danger: true,
        confirm: () => ({ title: t('closeConfirm'), content: t('closeConfirmContent') }),
        run: (row) => closeFeedback(row).then(() => reloadFeedback(client)),
        done: t('closed'),
      },
    }),
    [t, client],
  );
  const rowActions = useCallback((row: FeedbackRow) => ['detail', ...row.actions], []);

  return (
    <>
      {holder}
      {change.holder}
      <ResourceTable<FeedbackRow>
        list={feedbackList}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        actions={actions}
        rowActions={rowActions}
        scrollX={1100}
      />
      <FeedbackDrawer id={opened} onClose={() => setOpened(null)} onCloseFeedback={confirmClose} />
    </>
  );
}
