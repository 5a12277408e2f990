import { announcementList } from '@jb/contract/api/messages';
import { Button, Flex, Progress, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo, useState } from 'react';
import { useIsPlatform } from '../../../app/useSession.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import { formatTime } from '../../../lib/formatTime.ts';
import { AnnounceFormModal } from './AnnounceFormModal.tsx';
import type { AnnouncementRow } from './api.ts';
import { useMessageTexts } from './texts.ts';

/** 公告: send one to the press's staff, and see each sent one with how many have read it. */
export function AnnouncementsTab() {
  const t = useMessageTexts();
  const platform = useIsPlatform();
  const [sending, setSending] = useState(false);

  const columns = useMemo<ColumnsType<AnnouncementRow>>(
    () => [
      {
        key: 'title',
        title: t('title'),
        render: (_, r) => (
          <Flex vertical style={{ maxWidth: 420 }}>
            <Typography.Text strong>{r.title}</Typography.Text>
            <Typography.Paragraph
              type="secondary"
              ellipsis={{ rows: 2, expandable: true }}
              style={{ margin: 0, whiteSpace: 'pre-wrap' }}
            >
              {r.content}
            </Typography.Paragraph>
          </Flex>
        ),
      },
      ...(platform
        ? [
            {
              key: 'press',
              title: t('press'),
              render: (_: unknown, r: AnnouncementRow) => r.pressName ?? t('allPresses'),
            },
          ]
        : []),
      { key: 'sender', title: t('sender'), dataIndex: 'senderName' },
      { key: 'recipients', title: t('recipients'), dataIndex: 'recipientCount', align: 'right' },
      {
        key: 'reading',
        title: t('reading'),
        render: (_, r) => (
          <Flex vertical style={{ minWidth: 120 }} data-testid={`announcement-reading-${r.id}`}>
            <span>{t('readingOf', { read: r.readCount, total: r.recipientCount })}</span>
            <Progress
              percent={r.recipientCount ? Math.round((r.readCount / r.recipientCount) * 100) : 0}
              size="small"
              showInfo={false}
            />
          </Flex>
        ),
      },
      { key: 'createdAt', title: t('createdAt'), render: (_, r) => formatTime(r.createdAt) },
    ],
    [t, platform],
  );

  return (
    <>
      <ResourceTable<AnnouncementRow>
        list={announcementList}
        columns={columns}
        rowKey={(row) => row.id}
        toolbar={
          <Button type="primary" onClick={() => setSending(true)} data-testid="announce-new">
            {t('announce')}
          </Button>
        }
      />
      <AnnounceFormModal open={sending} onClose={() => setSending(false)} />
    </>
  );
}
