import type { IssueRow } from '@jb/contract/schemas/issues';
import { Drawer, Empty, Skeleton, Timeline, Typography } from 'antd';
import { LoadError } from '../../../components/LoadError.tsx';
import { formatTime } from '../../../lib/formatTime.ts';
import { useIssueRecords } from './api.ts';
import { useIssueTexts } from './texts.ts';

const KNOWN = ['add', 'update', 'generate'] as const;

/** Everything that happened to an issue: made, added, changed (what from and to), by whom and when. */
export function IssueRecordsDrawer({ issue, onClose }: { issue: IssueRow | null; onClose: () => void }) {
  const t = useIssueTexts();
  const records = useIssueRecords(issue?.id ?? null);
  const name = issue ? t('issueName', issue) : '';
  const label = (action: string) =>
    (KNOWN as readonly string[]).includes(action) ? t(`actions.${action as (typeof KNOWN)[number]}`) : action;

  return (
    <Drawer
      open={!!issue}
      onClose={onClose}
      size="min(480px, 100vw)"
      title={t('recordsTitle', { issue: name })}
      destroyOnHidden
    >
      {records.isPending && <Skeleton active />}
      {records.isError && <LoadError onRetry={() => void records.refetch()} />}
      {records.data?.length === 0 && <Empty description={t('noRecords')} />}
      {records.data && records.data.length > 0 && (
        <Timeline
          data-testid="issue-records"
          items={records.data.map((r) => ({
            key: r.id,
            title: formatTime(r.createdAt),
            content: (
              <>
                <Typography.Text strong>{label(r.action)}</Typography.Text>
                <Typography.Text type="secondary"> · {r.actorName}</Typography.Text>
                {r.detail && <Typography.Paragraph style={{ margin: 0 }}>{r.detail}</Typography.Paragraph>}
              </>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
