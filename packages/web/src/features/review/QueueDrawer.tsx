import type { QueueDetail } from '@jb/contract/schemas/review';
import type { ReviewGroup } from '@jb/contract/stageGroups';
import { Button, Card, Empty, Flex, List, Skeleton, Space, Table, Tag, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import { usePick } from '../../i18n/useLang.ts';
import { formatTime } from '../../lib/formatTime.ts';
import { DetailMeta } from '../operation/articleDetail/DetailMeta.tsx';
import { EventTimeline } from '../operation/articleDetail/EventTimeline.tsx';
import { FilesTable } from '../operation/articleDetail/FilesTable.tsx';
import { useDetailTexts } from '../operation/articleDetail/texts.ts';
import { ManuscriptDrawer } from '../shared/manuscripts/ManuscriptDrawer.tsx';
import { actionTitle, statusLabel } from '../shared/manuscripts/workflowText.ts';
import { AcceptanceAnswerPanel } from './AcceptanceAnswerPanel.tsx';
import { useQueueDetail } from './api.ts';
import { InvitationsPanel } from './experts/InvitationsPanel.tsx';
import { buttonsOf } from './queueActions.ts';
import { RemindButton } from './RemindButton.tsx';
import { ReportPdfLink } from './similarity/ReportPdfLink.tsx';
import { SimilarityPanel } from './similarity/SimilarityPanel.tsx';
import { useReviewTexts } from './texts.ts';
import type { Start } from './useQueueWork.tsx';

type Audit = QueueDetail['audits'][number];
type Assignment = QueueDetail['assignments'][number];

/** The stage audits, newest first; a revoked one is struck through. */
function Audits({ audits, manuscriptId }: { audits: Audit[]; manuscriptId: number }) {
  const t = useReviewTexts();
  const pick = usePick();
  if (audits.length === 0) return <Empty description={t('drawer.noAudits')} />;
  return (
    <List<Audit>
      size="small"
      dataSource={audits}
      data-testid="queue-audits"
      renderItem={(a) => (
        <List.Item data-testid={`audit-${a.id}`} data-revoked={a.revoked ? 'true' : 'false'}>
          <List.Item.Meta
            title={
              <Space size={6} wrap>
                <Tag>{pick(statusLabel(a.status))}</Tag>
                <Typography.Text strong delete={a.revoked}>
                  {pick(actionTitle(a.action))}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {a.userName} · {formatTime(a.createdAt)}
                </Typography.Text>
                {a.revoked && <Tag color="default">{t('drawer.revoked')}</Tag>}
                {a.similarityReportId !== null && (
                  <ReportPdfLink manuscriptId={manuscriptId} reportId={a.similarityReportId} />
                )}
              </Space>
            }
            description={
              <Typography.Paragraph
                delete={a.revoked}
                type={a.revoked ? 'secondary' : undefined}
                style={{ margin: 0, whiteSpace: 'pre-wrap' }}
              >
                {a.opinion || t('drawer.noOpinion')}
              </Typography.Paragraph>
            }
          />
        </List.Item>
      )}
    />
  );
}

/** Who was allocated which stage, by whom, and until when. */
function Assignments({ rows }: { rows: Assignment[] }) {
  const t = useReviewTexts();
  const pick = usePick();
  return (
    <Table<Assignment>
      size="small"
      pagination={false}
      rowKey={(a) => `${a.status}-${a.assignedAt}`}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty description={t('drawer.noAssignments')} /> }}
      data-testid="queue-assignments"
      onRow={(_, i) => ({ 'data-testid': `assignment-${i}` }) as HTMLAttributes<HTMLElement>}
      columns={[
        { key: 'stage', title: t('drawer.stage'), render: (_, a) => pick(statusLabel(a.status)) },
        { key: 'person', title: t('drawer.person'), dataIndex: 'userName' },
        { key: 'by', title: t('drawer.assignedBy'), dataIndex: 'assignedByName' },
        { key: 'at', title: t('drawer.assignedAt'), render: (_, a) => formatTime(a.assignedAt) },
        {
          key: 'ended',
          title: t('drawer.endedAt'),
          render: (_, a) =>
            a.endedAt ? formatTime(a.endedAt) : <Tag color="blue">{t('drawer.ongoing')}</Tag>,
        },
      ]}
    />
  );
}

/**
 * One manuscript of a queue beside the list: its metadata and files (downloadable), its audits and
 * allocations, its timeline, and the actions the person may take on it now (from its `actions`).
 */
export function QueueDrawer({
  group,
  id,
  onClose,
  start,
}: {
  group: ReviewGroup;
  id: number | null;
  onClose: () => void;
  start: Start;
}) {
  const t = useReviewTexts();
  const td = useDetailTexts();
  const pick = usePick();
  const detail = useQueueDetail(group, id);
  const m = detail.data;

  return (
    <ManuscriptDrawer
      open={id !== null}
      onClose={onClose}
      m={m}
      fallbackTitle={t('drawer.title')}
      openFullLabel={t('drawer.openFull')}
      testId="queue-drawer"
    >
      {detail.isPending && <Skeleton active />}
      {detail.isError && <LoadError onRetry={() => void detail.refetch()} />}
      {m && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Flex gap={8} wrap data-testid="queue-drawer-actions">
            {buttonsOf(group, m.actions).map((b) => (
              <Button
                key={b.action}
                type={b.primary ? 'primary' : 'default'}
                danger={b.danger}
                onClick={() => start(b.action, [m])}
                data-testid={`drawer-action-${b.action}`}
              >
                {pick(actionTitle(b.action))}
              </Button>
            ))}
          </Flex>
          <DetailMeta m={m} />
          <Card title={td('files')}>
            <FilesTable files={m.files} />
          </Card>
          {group.stage === 'similarity' && <SimilarityPanel manuscriptId={m.id} />}
          {group.stage === 'expert' && <InvitationsPanel manuscriptId={m.id} />}
          {group.kind === 'acceptance' && <AcceptanceAnswerPanel manuscriptId={m.id} />}
          <Card title={t('drawer.audits')}>
            <Audits audits={m.audits} manuscriptId={m.id} />
          </Card>
          <Card
            title={t('drawer.assignments')}
            extra={
              m.auditUser ? <RemindButton group={group} manuscriptId={m.id} person={m.auditUser} /> : null
            }
          >
            <Assignments rows={m.assignments} />
          </Card>
          <Card title={td('timeline')}>
            <EventTimeline events={m.events} manuscriptId={m.id} />
          </Card>
        </Space>
      )}
    </ManuscriptDrawer>
  );
}
