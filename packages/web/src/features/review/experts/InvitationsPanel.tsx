import { expertCancelInvitation } from '@jb/contract/api/experts';
import { REVIEW_CALLS } from '@jb/contract/api/review';
import {
  type invitationList,
  RECOMMENDATION_LABELS,
  type Recommendation,
} from '@jb/contract/schemas/experts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Modal, Space, Table, Tag, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import type { z } from 'zod';
import { toast } from '../../../api/notify.ts';
import { useCanCall } from '../../../app/usePermissions.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { useListChange } from '../../../components/resourceTable/useListChange.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { InvitationStateTag } from '../../shared/experts/InvitationStateTag.tsx';
import { reloadQueues } from '../api.ts';
import { useInvitations, withdrawInvitation } from './api.ts';
import { useExpertReviewTexts } from './texts.ts';

type Invitation = z.infer<typeof invitationList>[number];

/** States an invitation may still be withdrawn in. */
const WITHDRAWABLE = new Set(['waiting', 'invited', 'accepted']);
const OPEN = new Set(['invited', 'accepted']);

/** The review an expert submitted (or their draft's absence), under their row. */
function ReviewView({ inv }: { inv: Invitation }) {
  const t = useExpertReviewTexts();
  const pick = usePick();
  const r = inv.review;
  if (!r?.submittedAt) return <Typography.Text type="secondary">{t('invitations.noReview')}</Typography.Text>;
  return (
    <Descriptions size="small" column={1} data-testid={`invitation-review-${inv.id}`}>
      <Descriptions.Item label={t('invitations.recommendation')}>
        <Space>
          {r.recommendation ? pick(RECOMMENDATION_LABELS[r.recommendation as Recommendation]) : '—'}
          {r.total !== null && <Tag>{t('invitations.total', { total: r.total })}</Tag>}
        </Space>
      </Descriptions.Item>
      {r.scores.length > 0 && (
        <Descriptions.Item label="">
          <Space wrap>
            {r.scores.map((s) => (
              <Tag key={s.name}>
                {s.name} {s.score}
              </Tag>
            ))}
          </Space>
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('invitations.toAuthor')}>
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {r.toAuthor || '—'}
        </Typography.Paragraph>
      </Descriptions.Item>
      <Descriptions.Item label={t('invitations.toEditor')}>
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {r.toEditor || '—'}
        </Typography.Paragraph>
      </Descriptions.Item>
    </Descriptions>
  );
}

/**
 * A manuscript's experts beside its queue row: who was invited (and the alternates in their rank),
 * their answers, due dates (overdue in red) and submitted reviews side by side; an open invitation
 * can be withdrawn, which invites the first alternate.
 */
export function InvitationsPanel({ manuscriptId }: { manuscriptId: number }) {
  const t = useExpertReviewTexts();
  const _pick = usePick();
  const client = useQueryClient();
  const invitations = useInvitations(manuscriptId);
  const mayWithdraw = useCanCall(expertCancelInvitation);
  const change = useListChange(REVIEW_CALLS.expertAudit.list);
  const [modal, modalHolder] = Modal.useModal();
  const now = Date.now();

  const withdraw = (inv: Invitation) =>
    modal.confirm({
      title: t('invitations.withdrawTitle', { name: inv.expertName }),
      content: t('invitations.withdrawContent'),
      okText: t('invitations.withdraw'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      onOk: async () => {
        const done = await change.run(() => withdrawInvitation(inv));
        // An alternate invited in the expert's place is said; the list shows who.
        if (done) toast('success', done.promoted ? t('invitations.promoted') : t('invitations.withdrawn'));
        await reloadQueues(client);
      },
    });

  const rows = invitations.data ?? [];
  return (
    <Card title={t('invitations.title')} data-testid="invitations-panel">
      {modalHolder}
      {change.holder}
      {invitations.isError && <LoadError onRetry={() => void invitations.refetch()} />}
      {!invitations.isError && (
        <Table<Invitation>
          size="small"
          rowKey="id"
          loading={invitations.isPending}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('invitations.empty')} /> }}
          onRow={(inv) => ({ 'data-testid': `invitation-${inv.id}` }) as HTMLAttributes<HTMLElement>}
          expandable={{
            expandedRowRender: (inv) => <ReviewView inv={inv} />,
            rowExpandable: (inv) => inv.state === 'submitted',
          }}
          columns={[
            {
              key: 'expert',
              title: t('invite.expert'),
              render: (_, inv) => (
                <Space size={4}>
                  {inv.expertName}
                  {inv.alternateRank !== null && inv.state === 'waiting' && (
                    <Tag>{t('invite.rank', { rank: inv.alternateRank })}</Tag>
                  )}
                </Space>
              ),
            },
            {
              key: 'state',
              title: t('invitations.state'),
              render: (_, inv) => (
                <Space orientation="vertical" size={0}>
                  <InvitationStateTag row={inv} />
                  {inv.declineReason && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('invitations.declineReason', { reason: inv.declineReason })}
                    </Typography.Text>
                  )}
                </Space>
              ),
            },
            {
              key: 'invitedAt',
              title: t('invitations.invitedAt'),
              render: (_, inv) => (inv.invitedAt ? formatTime(inv.invitedAt) : '—'),
            },
            {
              key: 'dueAt',
              title: t('invitations.dueAt'),
              render: (_, inv) => {
                if (!inv.dueAt) return '—';
                const late = OPEN.has(inv.state) && new Date(inv.dueAt).getTime() < now;
                return (
                  <Typography.Text type={late ? 'danger' : undefined}>
                    {formatTime(inv.dueAt)} {late && <Tag color="red">{t('invitations.overdue')}</Tag>}
                  </Typography.Text>
                );
              },
            },
            {
              key: 'respondedAt',
              title: t('invitations.respondedAt'),
              render: (_, inv) => (inv.respondedAt ? formatTime(inv.respondedAt) : '—'),
            },
            ...(mayWithdraw
              ? [
                  {
                    key: 'actions',
                    title: '',
                    render: (_: unknown, inv: Invitation) =>
                      WITHDRAWABLE.has(inv.state) ? (
                        <Button
                          size="small"
                          danger
                          onClick={() => withdraw(inv)}
                          data-testid={`invitation-withdraw-${inv.id}`}
                        >
                          {t('invitations.withdraw')}
                        </Button>
                      ) : null,
                  },
                ]
              : []),
          ]}
        />
      )}
    </Card>
  );
}
