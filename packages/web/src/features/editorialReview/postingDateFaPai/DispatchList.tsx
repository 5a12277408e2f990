import { typesettingList } from '@jb/contract/api/typesetting';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo, useState } from 'react';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { type BatchSelection, ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { TickedButton } from '../../shared/manuscripts/ActionFields.tsx';
import { useManuscriptTexts } from '../../shared/manuscripts/texts.ts';
import { numberAndTitle } from '../../shared/manuscripts/workColumns.tsx';
import { actionTitle } from '../../shared/manuscripts/workflowText.ts';
import { useIssueName } from '../manuscriptScheduling/IssueBar.tsx';
import { type AssignTarget, DispatchModal } from './AssignModals.tsx';
import { type TypesettingRow, useIssueChoices } from './api.ts';
import { useTypesettingTexts } from './texts.ts';
import { may } from './typesetting.ts';

/**
 * 待发排: the journal's scheduled manuscripts (100) in the order of their issues' contents, filtered
 * by issue; dispatched one at a time or ticked together to a typesetter with a due date.
 */
export function DispatchList({ journalId }: { journalId: number }) {
  const t = useTypesettingTexts();
  const tm = useManuscriptTexts();
  const pick = usePick();
  const issueName = useIssueName();
  const issues = useIssueChoices(journalId);
  const [target, setTarget] = useState<AssignTarget | null>(null);

  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'keyword', label: tm('keyword') },
      ...(issues.data
        ? [
            {
              kind: 'select' as const,
              name: 'issueId',
              label: t('issue'),
              options: issues.data.map((i) => ({ value: i.id, label: issueName(i) })),
            },
          ]
        : []),
    ],
    [t, tm, issues.data, issueName],
  );

  const columns = useMemo<ColumnsType<TypesettingRow>>(
    () => [
      {
        key: 'position',
        title: t('issue'),
        render: (_, r) => (
          <span style={{ whiteSpace: 'nowrap' }} data-testid={`issue-${r.id}`}>
            {r.issue ? issueName(r.issue) : t('notPlaced')}
          </span>
        ),
      },
      { key: 'place', title: t('position'), render: (_, r) => r.position ?? '-' },
      ...numberAndTitle<TypesettingRow>(tm),
    ],
    [t, tm, issueName],
  );

  const actions = useMemo<RowActionMap<TypesettingRow>>(
    () => ({
      dispatch: { label: pick(actionTitle('dispatch')), run: (row) => void setTarget({ rows: [row] }) },
    }),
    [pick],
  );

  const batch = useMemo<BatchSelection<TypesettingRow>>(
    () => ({
      selectable: (row) => may(row, 'dispatch'),
      toolbar: (ticked, clear) => (
        <TickedButton
          ticked={ticked}
          label={t('dispatchTitle')}
          labelWithCount={(count) => t('dispatchTicked', { count })}
          onClick={() => setTarget({ rows: ticked, untick: clear })}
          testId="dispatch-ticked"
        />
      ),
    }),
    [t],
  );

  return (
    <>
      <ResourceTable<TypesettingRow>
        list={typesettingList}
        columns={columns}
        rowKey={(r) => r.id}
        filters={filters}
        actions={actions}
        batch={batch}
        params={{ view: 'toDispatch', journalId: String(journalId) }}
        defaultSort="position"
        defaultOrder="asc"
      />
      <DispatchModal target={target} journalId={journalId} onClose={() => setTarget(null)} />
    </>
  );
}
