import { columnList } from '@jb/contract/api/columns';
import { manuscriptExport, manuscriptList } from '@jb/contract/api/manuscripts';
import { FOUNDATION_STATUS, MANUSCRIPT_PAY_STATUS } from '@jb/contract/enums/manuscript';
import { Button, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useCan, useCanCall } from '../../../app/usePermissions.ts';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { type BatchSelection, ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import {
  detailPath,
  isNoteAction,
  type ManuscriptRow,
  type NoteAction,
} from '../../shared/manuscripts/api.ts';
import { ManuscriptAuthor, ManuscriptTitle } from '../../shared/manuscripts/ManuscriptCells.tsx';
import { ManuscriptFlags, ManuscriptPayCell } from '../../shared/manuscripts/ManuscriptFlags.tsx';
import { ManuscriptStatusTag } from '../../shared/manuscripts/ManuscriptStatusTag.tsx';
import { OrderBadges } from '../../shared/manuscripts/OrderBadges.tsx';
import { useManuscriptTexts } from '../../shared/manuscripts/texts.ts';
import { type ActionTarget, WorkflowActionModal } from '../../shared/manuscripts/WorkflowActionModal.tsx';
import { actionTitle, statusGroups, statusLabel } from '../../shared/manuscripts/workflowText.ts';
import { useColumns, useJournalOptions } from '../../shared/options.ts';
import { EnterManuscriptDrawer } from './entry/EnterManuscriptDrawer.tsx';
import { useEntryTexts } from './entry/texts.ts';

const canBatch = (row: ManuscriptRow) => row.actions.some(isNoteAction);

/**
 * /operation/manuscriptManage (稿件查询): the press's manuscripts with their orders; waive the
 * prepaid fee or withdraw an unpaid entry, one at a time or ticked in a batch; enter a manuscript
 * an author sent another way (录入稿件).
 */
export default function ManuscriptManagePage() {
  const t = useManuscriptTexts();
  const pick = usePick();
  const journals = useJournalOptions();
  // The column filter lists the columns of the journal chosen in the form (searched or not yet).
  const [search] = useScreenSearchParams();
  const searchedJournal = search.get('journalId') ?? undefined;
  const [journalChoice, setJournalChoice] = useState(searchedJournal);
  useEffect(() => setJournalChoice(searchedJournal), [searchedJournal]);
  const canColumns = useCanCall(columnList);
  const columnsOf = useColumns(Number(journalChoice) || null, canColumns);
  const [target, setTarget] = useState<ActionTarget | null>(null);
  const canWaive = useCan('operation.manuscriptManage.waive');
  const canWithdraw = useCan('operation.manuscriptManage.withdraw');
  const canExport = useCan('operation.manuscriptManage.export');
  const canEnter = useCan('operation.manuscriptManage.enter');
  const entryTexts = useEntryTexts();
  const [entering, setEntering] = useState(false);
  // Unticks the batch's rows once it is done (a cancelled dialog keeps them ticked).
  const untick = useRef<() => void>(undefined);

  const filters = useMemo<FilterField[]>(
    () => [
      {
        kind: 'select',
        name: 'status',
        label: t('status'),
        options: statusGroups().map((group) => ({
          label: t(`statusGroups.${group.key}`),
          options: group.codes.map((code) => ({ value: code, label: pick(statusLabel(code)) })),
        })),
      },
      {
        kind: 'select',
        name: 'journalId',
        label: t('journal'),
        options: journals.data ?? [],
        loading: journals.isPending,
        onChange: setJournalChoice,
      },
      ...(canColumns
        ? [
            {
              kind: 'select' as const,
              name: 'columnId',
              label: t('column'),
              options: (columnsOf.data ?? []).map((c) => ({ value: c.id, label: c.name })),
              loading: columnsOf.isFetching,
              disabled: !journalChoice,
              dependsOn: 'journalId',
            },
          ]
        : []),
      { kind: 'dayRange', from: 'submittedFrom', to: 'submittedTo', label: t('submittedDays') },
      {
        kind: 'select',
        name: 'foundationFlag',
        label: t('fundFilter'),
        options: [
          { value: '1', label: t('fundYes') },
          { value: '0', label: t('fundNo') },
        ],
      },
      {
        kind: 'select',
        name: 'foundationStatus',
        label: t('fundAuditFilter'),
        // The fund audit's result of a funded manuscript (1 pending, 2 passed, 3 failed), labelled by the contract.
        options: (['1', '2', '3'] as const).map((code) => ({
          value: code,
          label: pick(FOUNDATION_STATUS[Number(code)]!),
        })),
      },
      {
        kind: 'select',
        name: 'payStatus',
        label: t('payFilter'),
        // The manuscript reading of SPEC §4 (0 unpaid, 1 paid, 3 not charged), labelled by the contract.
        options: (['0', '1', '3'] as const).map((code) => ({
          value: code,
          label: pick(MANUSCRIPT_PAY_STATUS[Number(code)]!),
        })),
      },
      {
        kind: 'select',
        name: 'blacklisted',
        label: t('blacklistFilter'),
        options: [
          { value: 'true', label: t('blacklistYes') },
          { value: 'false', label: t('blacklistNo') },
        ],
      },
      { kind: 'text', name: 'keyword', label: t('keyword') },
    ],
    [
      t,
      pick,
      journals.data,
      journals.isPending,
      journalChoice,
      canColumns,
      columnsOf.data,
      columnsOf.isFetching,
    ],
  );

  const columns = useMemo<ColumnsType<ManuscriptRow>>(
    () => [
      { key: 'articleNo', title: t('articleNo'), dataIndex: 'articleNo' },
      {
        key: 'title',
        title: t('title'),
        render: (_, r) => (
          <ManuscriptTitle title={r.title}>
            {(shown) => (
              <Link to={detailPath(r.id)} data-testid={`manuscript-open-${r.id}`}>
                {shown}
              </Link>
            )}
          </ManuscriptTitle>
        ),
      },
      { key: 'journalName', title: t('journal'), dataIndex: 'journalName' },
      { key: 'columnName', title: t('column'), dataIndex: 'columnName' },
      {
        key: 'authorName',
        title: t('author'),
        render: (_, r) => <ManuscriptAuthor row={r} />,
      },
      {
        key: 'status',
        title: t('status'),
        render: (_, r) => <ManuscriptStatusTag status={r.status} testId={`manuscript-status-${r.id}`} />,
      },
      { key: 'flags', title: t('flags'), render: (_, r) => <ManuscriptFlags row={r} /> },
      { key: 'payStatus', title: t('payStatus'), render: (_, r) => <ManuscriptPayCell row={r} /> },
      { key: 'orders', title: t('orders'), render: (_, r) => <OrderBadges orders={r.orders} /> },
      { key: 'submittedAt', title: t('submittedAt'), render: (_, r) => formatTime(r.submittedAt) },
    ],
    [t],
  );

  const actions = useMemo<RowActionMap<ManuscriptRow>>(() => {
    const open = (action: NoteAction) => ({
      label: pick(actionTitle(action)),
      danger: action === 'withdrawEntry',
      run: (row: ManuscriptRow) => void setTarget({ action, manuscripts: [row], batch: false }),
    });
    return { waiveFee: open('waiveFee'), withdrawEntry: open('withdrawEntry') };
  }, [pick]);

  const batch = useMemo<BatchSelection<ManuscriptRow> | undefined>(() => {
    if (!canWaive && !canWithdraw) return undefined;
    return {
      selectable: canBatch,
      toolbar: (ticked, clear) => {
        const start = (action: NoteAction) => {
          untick.current = clear;
          setTarget({ action, manuscripts: ticked, batch: true });
        };
        return (
          <>
            {canWaive && (
              <Button
                disabled={ticked.length === 0}
                onClick={() => start('waiveFee')}
                data-testid="batch-waiveFee"
              >
                {t('batchWaive')}
              </Button>
            )}
            {canWithdraw && (
              <Button
                danger
                disabled={ticked.length === 0}
                onClick={() => start('withdrawEntry')}
                data-testid="batch-withdrawEntry"
              >
                {t('batchWithdraw')}
              </Button>
            )}
            {ticked.length > 0 && (
              <Typography.Text type="secondary" data-testid="batch-count">
                {t('selected', { count: ticked.length })}
              </Typography.Text>
            )}
          </>
        );
      },
    };
  }, [t, canWaive, canWithdraw]);

  return (
    <>
      <ResourceTable<ManuscriptRow>
        list={manuscriptList}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        actions={actions}
        batch={batch}
        exportCall={canExport ? manuscriptExport : undefined}
        exportName="manuscripts"
        toolbar={
          canEnter ? (
            <Button type="primary" onClick={() => setEntering(true)} data-testid="entry-open">
              {entryTexts('open')}
            </Button>
          ) : undefined
        }
      />
      {entering && <EnterManuscriptDrawer onClose={() => setEntering(false)} />}
      <WorkflowActionModal
        target={target}
        onClose={() => setTarget(null)}
        onDone={() => {
          untick.current?.();
          untick.current = undefined;
        }}
      />
    </>
  );
}
