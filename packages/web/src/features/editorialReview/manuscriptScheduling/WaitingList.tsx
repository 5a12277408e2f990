import { schedulingQueue } from '@jb/contract/api/scheduling';
import type { Page } from '@jb/contract/schemas/list';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo, useState } from 'react';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { type BatchSelection, ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { TickedButton } from '../../shared/manuscripts/ActionFields.tsx';
import { useManuscriptTexts } from '../../shared/manuscripts/texts.ts';
import { numberAndTitle } from '../../shared/manuscripts/workColumns.tsx';
import type { QueueRow, SchedulingIssueRow } from './api.ts';
import { ScheduleModal, type ScheduleTarget } from './ScheduleModal.tsx';
import { useSchedulingTexts } from './texts.ts';

const SCHEDULE = ['schedule'] as const;
const NONE: readonly string[] = [];

/**
 * 待排期: the journal's accepted manuscripts waiting for an issue, searched and sorted on the server
 * (in the URL), each placed on its own or ticked and placed together into the chosen issue (or
 * another open one, picked in the dialog). Without the schedule permission the list is read only.
 */
export function WaitingList({
  journalId,
  issue,
  openIssues,
  canSchedule,
  onTotal,
}: {
  journalId: number;
  /** The issue on screen: the dialog proposes it while it takes articles. */
  issue: SchedulingIssueRow | null;
  openIssues: SchedulingIssueRow[];
  canSchedule: boolean;
  /** Told how many are waiting, each time the list loads. Keep it stable. */
  onTotal: (page: Page<QueueRow>) => void;
}) {
  const t = useSchedulingTexts();
  const tm = useManuscriptTexts();
  const [target, setTarget] = useState<ScheduleTarget | null>(null);
  const proposed = openIssues.find((i) => i.id === issue?.id)?.id ?? openIssues[0]?.id;
  const canPlace = canSchedule && proposed !== undefined;

  const filters = useMemo<FilterField[]>(
    () => [{ kind: 'text', name: 'keyword', label: tm('keyword') }],
    [tm],
  );

  const columns = useMemo<ColumnsType<QueueRow>>(
    () => [
      ...numberAndTitle<QueueRow>(tm),
      { key: 'columnName', title: tm('column'), dataIndex: 'columnName' },
      { key: 'authorName', title: tm('author'), dataIndex: 'authorName' },
      {
        key: 'foundationFlag',
        title: t('fund'),
        render: (_, r) => (r.foundationFlag ? <Tag color="green">{tm('fundYes')}</Tag> : '-'),
      },
      { key: 'acceptedAt', title: t('acceptedAt'), render: (_, r) => formatTime(r.acceptedAt) },
    ],
    [t, tm],
  );

  const actions = useMemo<RowActionMap<QueueRow>>(
    () => ({
      schedule: {
        label: t('schedule'),
        run: (row) => void (proposed && setTarget({ manuscripts: [row], issueId: proposed })),
      },
    }),
    [t, proposed],
  );
  const rowActions = useMemo(() => () => (canPlace ? SCHEDULE : NONE), [canPlace]);

  const batch = useMemo<BatchSelection<QueueRow> | undefined>(
    () =>
      canPlace
        ? {
            selectable: () => true,
            toolbar: (ticked, clear) => (
              <TickedButton
                ticked={ticked}
                label={t('schedule')}
                labelWithCount={(count) => t('scheduleTicked', { count })}
                onClick={() =>
                  proposed && setTarget({ manuscripts: ticked, issueId: proposed, untick: clear })
                }
                testId="schedule-ticked"
              />
            ),
          }
        : undefined,
    [canPlace, proposed, t],
  );

  return (
    <>
      <ResourceTable<QueueRow>
        list={schedulingQueue}
        columns={columns}
        rowKey={(r) => r.id}
        filters={filters}
        actions={canSchedule ? actions : undefined}
        rowActions={rowActions}
        batch={batch}
        params={{ journalId: String(journalId) }}
        defaultSort="acceptedAt"
        defaultOrder="asc"
        onPage={onTotal}
      />
      <ScheduleModal target={target} issues={openIssues} onClose={() => setTarget(null)} />
    </>
  );
}
