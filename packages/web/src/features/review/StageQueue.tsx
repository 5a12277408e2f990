import { REVIEW_CALLS } from '@jb/contract/api/review';
import { actPermission, type ReviewGroupKey, reviewGroup } from '@jb/contract/stageGroups';
import { Button, Segmented, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useCan } from '../../app/usePermissions.ts';
import { useScreenSearchParams } from '../../app/useScreenSearchParams.ts';
import type { FilterField } from '../../components/resourceTable/filters.ts';
import { type BatchSelection, ResourceTable } from '../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../components/resourceTable/rowActions.ts';
import { usePick } from '../../i18n/useLang.ts';
import { TickedCount } from '../shared/manuscripts/ActionFields.tsx';
import { useManuscriptFilters } from '../shared/manuscripts/filters.ts';
import { useManuscriptTexts } from '../shared/manuscripts/texts.ts';
import { workColumns } from '../shared/manuscripts/workColumns.tsx';
import { actionTitle } from '../shared/manuscripts/workflowText.ts';
import type { QueueRow } from './api.ts';
import { LoadPanel } from './LoadPanel.tsx';
import { QueueDrawer } from './QueueDrawer.tsx';
import {
  batchActions,
  batchSelectable,
  buttonsOf,
  hasAssignees,
  QUEUE_ACTIONS,
  uiOf,
} from './queueActions.ts';
import { ScreeningNotice } from './ScreeningNotice.tsx';
import { SimilaritySettingsModal } from './similarity/SimilaritySettingsModal.tsx';
import { useSimilarityTexts } from './similarity/texts.ts';
import { useReviewTexts } from './texts.ts';
import { useQueueWork } from './useQueueWork.tsx';

/** The URL parameter of the 我的/全部 switch (absent: mine). */
const SCOPE = 'scope';

/**
 * One stage queue of the review pipeline, configured by its call group (contract stageGroups.ts):
 * the manuscripts at the group's status the person may see, filtered and sorted in the URL, with
 * the buttons each row's `actions` allows, a detail drawer, and the kind's batch work (allocation:
 * allocate the ticked to one person, one-key allocation, the people's load; review: the same
 * verdict on the ticked). A review stage worked by its assignee opens on "mine".
 */
export function StageQueue({ groupKey }: { groupKey: ReviewGroupKey }) {
  const group = reviewGroup(groupKey);
  const calls = REVIEW_CALLS[groupKey];
  const t = useReviewTexts();
  const tm = useManuscriptTexts();
  const pick = usePick();
  const [search, setSearch] = useScreenSearchParams();
  const [openId, setOpenId] = useState<number | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const ts = useSimilarityTexts();
  const work = useQueueWork(group);
  const { start, oneKey } = work;
  const withScope = hasAssignees(group);
  const mine = withScope && search.get(SCOPE) !== 'all';
  // Batch work is for those who may act on the stage; rows still say which they may act on.
  const canAct = useCan(actPermission(group));
  const filteredJournal = Number(search.get('journalId')) || undefined;

  const common = useManuscriptFilters();
  const filters = useMemo<FilterField[]>(
    () => [
      ...common,
      ...(group.kind === 'review'
        ? [
            {
              kind: 'select' as const,
              name: 'setAside',
              label: t('setAside'),
              options: [
                { value: 'false', label: t('setAsideNo') },
                { value: 'true', label: t('setAsideYes') },
              ],
            },
          ]
        : []),
    ],
    [t, common, group.kind],
  );

  const columns = useMemo(
    () =>
      workColumns(tm, {
        onOpen: setOpenId,
        openTestId: (id) => `queue-open-${id}`,
        extra: withScope
          ? [
              {
                key: 'auditUser',
                title: t('auditUser'),
                render: (_: unknown, r: QueueRow) =>
                  r.auditUser ?? <Typography.Text type="secondary">{t('unassigned')}</Typography.Text>,
              },
            ]
          : [],
      }),
    [t, tm, withScope],
  );

  // Every review action the rows may carry; each row shows those its `actions` names.
  const actions = useMemo<RowActionMap<QueueRow>>(
    () =>
      Object.fromEntries(
        QUEUE_ACTIONS.map((action) => [
          action,
          {
            label: pick(actionTitle(action)),
            danger: uiOf(action).danger,
            run: (row: QueueRow) => void start(action, [row]),
          },
        ]),
      ),
    [pick, start],
  );
  const rowActions = useMemo(
    () => (row: QueueRow) => buttonsOf(group, row.actions).map((b) => b.action),
    [group],
  );

  const batch = useMemo<BatchSelection<QueueRow> | undefined>(() => {
    const verbs = batchActions(group.kind);
    if (verbs.length === 0 || !canAct) return undefined;
    return {
      selectable: (row) => batchSelectable(group.kind, row),
      toolbar: (ticked, clear) => (
        <>
          {verbs.map((action) => (
            <Button
              key={action}
              danger={uiOf(action).danger}
              disabled={ticked.length === 0}
              onClick={() => start(action, ticked, { batch: true, untick: clear })}
              data-testid={`batch-${action}`}
            >
              {t(`batch.${action}`)}
            </Button>
          ))}
          {group.kind === 'allocation' && (
            <Button
              type="primary"
              onClick={() =>
                oneKey(
                  {
                    ticked: ticked.length > 0 ? ticked : null,
                    filters: {
                      journalId: search.get('journalId') ?? undefined,
                      keyword: search.get('keyword') ?? undefined,
                    },
                  },
                  clear,
                )
              }
              data-testid="onekey-open"
            >
              {t('oneKey')}
            </Button>
          )}
          <TickedCount count={ticked.length} />
        </>
      ),
    };
  }, [group.kind, start, oneKey, t, canAct, search]);

  // The duplicate check's queue carries the journals' check settings.
  const settingsButton =
    group.stage === 'similarity' && canAct ? (
      <Button onClick={() => setSettingsOpen(true)} data-testid="similarity-settings-open">
        {ts('settings.open')}
      </Button>
    ) : null;

  const scopeSwitch = withScope ? (
    <Segmented<'mine' | 'all'>
      value={mine ? 'mine' : 'all'}
      options={[
        { value: 'mine', label: <span data-testid="scope-mine">{t('scope.mine')}</span> },
        { value: 'all', label: <span data-testid="scope-all">{t('scope.all')}</span> },
      ]}
      onChange={(value) =>
        setSearch((current) => {
          const next = new URLSearchParams(current);
          if (value === 'all') next.set(SCOPE, 'all');
          else next.delete(SCOPE);
          next.delete('page');
          return next;
        })
      }
      data-testid="scope-switch"
    />
  ) : undefined;

  const alloc = group.kind === 'allocation' ? group : undefined;

  return (
    <>
      {group.key === 'screeningAllocation' && <ScreeningNotice journalId={filteredJournal} />}
      {alloc && <LoadPanel alloc={alloc} journalId={filteredJournal} />}
      <ResourceTable<QueueRow>
        list={calls.list}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        actions={actions}
        rowActions={rowActions}
        batch={batch}
        toolbar={
          settingsButton ? (
            <Space>
              {scopeSwitch}
              {settingsButton}
            </Space>
          ) : (
            scopeSwitch
          )
        }
        params={mine ? { assignee: 'mine' } : undefined}
        defaultOrder="asc"
      />
      <QueueDrawer group={group} id={openId} onClose={() => setOpenId(null)} start={start} />
      {settingsButton && (
        <SimilaritySettingsModal open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      )}
      {work.holder}
    </>
  );
}
