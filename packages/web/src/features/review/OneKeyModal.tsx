import type { OneKeyPlan } from '@jb/contract/schemas/review';
import type { ReviewGroup } from '@jb/contract/stageGroups';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Modal, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../api/notify.ts';
import { refusalOf } from '../../components/resourceTable/refusal.ts';
import { shownByClient } from '../../components/resourceTable/useListChange.tsx';
import { useLang, usePick } from '../../i18n/useLang.ts';
import type { ManuscriptRef } from '../shared/manuscripts/api.ts';
import type { BatchLine } from '../shared/manuscripts/workflowText.ts';
import { allocatable, oneKeyAssign, reloadQueues } from './api.ts';
import { oneKeyLines, planMembers, reviewOf } from './queueActions.ts';
import { SubjectNames } from './SubjectNames.tsx';
import { useReviewTexts } from './texts.ts';

/** What one-key allocation balances: the ticked rows, or (none ticked) the queue under its filters. */
export interface OneKeyTarget {
  ticked: ManuscriptRef[] | null;
  filters: { journalId?: string; keyword?: string };
}

type Member = OneKeyPlan['members'][number];

/** The plan: who gets how many, and why (the server's words, in the current language). */
function PlanTable({ plan }: { plan: OneKeyPlan }) {
  const t = useReviewTexts();
  const pick = usePick();
  return (
    <Table<Member>
      size="small"
      rowKey="userId"
      pagination={false}
      dataSource={planMembers(plan)}
      data-testid="onekey-plan"
      onRow={(m) => ({ 'data-testid': `onekey-member-${m.userId}` }) as HTMLAttributes<HTMLElement>}
      columns={[
        { key: 'name', title: t('oneKeyDialog.member'), dataIndex: 'name' },
        { key: 'group', title: t('oneKeyDialog.group'), render: (_, m) => m.groupName || '-' },
        {
          key: 'subjects',
          title: t('load.subjects'),
          render: (_, m) => <SubjectNames ids={m.subjectIds} testId={`onekey-subjects-${m.userId}`} />,
        },
        {
          key: 'gets',
          title: t('oneKeyDialog.gets'),
          align: 'right',
          render: (_, m) => (
            <Typography.Text strong={m.gets > 0} data-testid={`onekey-gets-${m.userId}`}>
              {m.gets}
            </Typography.Text>
          ),
        },
        {
          key: 'reason',
          title: t('oneKeyDialog.reason'),
          render: (_, m) => (
            <Space size={4}>
              {pick(m.reason)}
              {m.full && <Tag color="red">{t('load.full')}</Tag>}
            </Space>
          ),
        },
      ]}
    />
  );
}

/**
 * One-key allocation in two steps: the plan first (nothing is allocated), then, on confirmation,
 * the allocations, each manuscript answering on its own (one moved meanwhile is refused alone).
 */
export function OneKeyModal({
  alloc,
  target,
  onClose,
  onResults,
}: {
  alloc: ReviewGroup;
  target: OneKeyTarget | null;
  onClose: () => void;
  onResults: (lines: BatchLine[]) => void;
}) {
  const t = useReviewTexts();
  const common = useTranslation().t;
  const lang = useLang();
  const client = useQueryClient();
  const [applying, setApplying] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const preview = useQuery({
    queryKey: ['reviewOneKey', alloc.key, target],
    queryFn: async () => {
      const items = target!.ticked ?? (await allocatable(alloc, target!.filters));
      if (items.length === 0) return { items, plan: null };
      return { items, plan: await oneKeyAssign(alloc, items, true) };
    },
    enabled: target !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

  const close = () => {
    setRefusal(null);
    onClose();
  };

  const apply = async () => {
    const got = preview.data;
    if (!got?.plan) return;
    setApplying(true);
    setRefusal(null);
    try {
      const done = await oneKeyAssign(alloc, got.items, false);
      void reloadQueues(client);
      // The allocation moves each manuscript to its review's status (a review group acts on one).
      onResults(oneKeyLines(done, got.items, reviewOf(alloc).statuses[0]!, lang));
      close();
    } catch (error) {
      const r = refusalOf(error, lang);
      if (r.stale) {
        toast('warning', r.message);
        void reloadQueues(client);
        close();
      } else if (!shownByClient(error)) setRefusal(r.message);
    } finally {
      setApplying(false);
    }
  };

  const got = preview.data;
  const plan = got?.plan ?? null;
  const count = got?.items.length ?? 0;
  const canApply = !!plan && plan.assignments.length > 0;

  return (
    <Modal
      open={target !== null}
      title={t('oneKeyDialog.title')}
      width={760}
      onCancel={close}
      destroyOnHidden
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={close} data-testid="onekey-cancel">
          {common('common.cancel')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          disabled={!canApply}
          loading={applying}
          onClick={() => void apply()}
          autoFocus
          data-testid="onekey-confirm"
        >
          {t('oneKeyDialog.confirm')}
        </Button>,
      ]}
    >
      <div data-testid="onekey-dialog">
        {preview.isPending && (
          <>
            <Typography.Paragraph type="secondary">{t('oneKeyDialog.planning')}</Typography.Paragraph>
            <Skeleton active />
          </>
        )}
        {preview.isError && (
          <Alert
            type="error"
            showIcon
            title={refusalOf(preview.error, lang).message}
            action={
              <Button size="small" onClick={() => void preview.refetch()}>
                {common('common.retry')}
              </Button>
            }
            data-testid="onekey-error"
          />
        )}
        {got && count === 0 && <Empty description={t('oneKeyDialog.nothing')} data-testid="onekey-nothing" />}
        {plan && (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Typography.Text data-testid="onekey-scope">
              {target?.ticked ? t('oneKeyDialog.ticked', { count }) : t('oneKeyDialog.queue', { count })}
            </Typography.Text>
            {refusal && <Alert type="error" showIcon title={refusal} data-testid="onekey-refusal" />}
            {plan.members.length === 0 ? (
              <Alert type="warning" showIcon title={t('oneKeyDialog.nobody')} data-testid="onekey-nobody" />
            ) : (
              <PlanTable plan={plan} />
            )}
            {plan.unassigned.length > 0 && (
              <Alert
                type="warning"
                showIcon
                title={t('oneKeyDialog.unassigned', { count: plan.unassigned.length })}
                data-testid="onekey-unassigned"
              />
            )}
          </Space>
        )}
      </div>
    </Modal>
  );
}
