import { typesettingList } from '@jb/contract/api/typesetting';
import { TYPESET_PERMISSION } from '@jb/contract/productionRows';
import type { Page } from '@jb/contract/schemas/list';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useCallback, useMemo, useState } from 'react';
import { usePermissions } from '../../../app/usePermissions.ts';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { ManuscriptStatusTag } from '../../shared/manuscripts/ManuscriptStatusTag.tsx';
import { useManuscriptTexts } from '../../shared/manuscripts/texts.ts';
import { numberAndTitle } from '../../shared/manuscripts/workColumns.tsx';
import { actionTitle } from '../../shared/manuscripts/workflowText.ts';
import { useIssueName } from '../manuscriptScheduling/IssueBar.tsx';
import { ChangeTypesetterModal } from './AssignModals.tsx';
import { accept, type TypesettingRow } from './api.ts';
import { BatchProofModal } from './BatchProofModal.tsx';
import { DueDate, useStageLabel } from './cells.tsx';
import { ProofDrawer } from './ProofDrawer.tsx';
import { EndRoundModal, RecallModal, UploadProofModal } from './RoundModals.tsx';
import { useTypesettingTexts } from './texts.ts';
import { offersBatch, TAB_VIEW } from './typesetting.ts';

type Dialog = 'recallDispatch' | 'changeTypesetter' | 'uploadProof' | 'endProofRound';

/**
 * 排版中, 校对中 and the typesetter's desk: manuscripts dispatched and in their rounds, with the
 * typesetter, the due date (red once past), the status and the round. Each row's buttons are the
 * server's `actions` for the person (take back, change the typesetter, accept, upload the proof,
 * close the round), plus its proof detail. A typesetter's lists offer a batch of proofs at once.
 */
export function WorkList({
  tab,
  journalId,
}: {
  tab: 'typesetting' | 'proofs' | 'desk' | 'complete';
  /** The journal on screen; none on a typesetter's desk showing all their journals. */
  journalId: number | null;
}) {
  const t = useTypesettingTexts();
  const tm = useManuscriptTexts();
  const issueName = useIssueName();
  const pick = usePick();
  const stageLabel = useStageLabel();
  const [dialog, setDialog] = useState<{ action: Dialog; row: TypesettingRow } | null>(null);
  const [opened, setOpened] = useState<TypesettingRow | null>(null);
  const [page, setPage] = useState<Page<TypesettingRow> | null>(null);
  const [batchOpen, setBatchOpen] = useState(false);
  const batch = offersBatch(tab, !!usePermissions().data?.has(TYPESET_PERMISSION));
  const onPage = useCallback((p: Page<TypesettingRow>) => setPage(p), []);
  // The drawer follows the row as the list reloads (its status, version and actions after a change).
  const drawerRow = opened ? (page?.list.find((r) => r.id === opened.id) ?? opened) : null;
  const rowFor = (action: Dialog) => (dialog?.action === action ? dialog.row : null);
  const close = () => setDialog(null);

  const filters = useMemo<FilterField[]>(
    () => [{ kind: 'text', name: 'keyword', label: tm('keyword') }],
    [tm],
  );

  const columns = useMemo<ColumnsType<TypesettingRow>>(
    () => [
      ...numberAndTitle<TypesettingRow>(tm),
      ...(journalId ? [] : [{ key: 'journalName', title: tm('journal'), dataIndex: 'journalName' }]),
      {
        key: 'position',
        title: t('issue'),
        render: (_, r) => (r.issue ? issueName(r.issue) : t('notPlaced')),
      },
      ...(tab === 'desk'
        ? []
        : [
            {
              key: 'typesetter',
              title: t('typesetter'),
              render: (_: unknown, r: TypesettingRow) => (
                <span data-testid={`typesetter-${r.id}`}>{r.typesetterName ?? '-'}</span>
              ),
            },
          ]),
      {
        key: 'dueOn',
        title: t('dueOn'),
        render: (_, r) => <DueDate dueOn={r.dueOn} testId={`due-${r.id}`} />,
      },
      {
        key: 'status',
        title: t('status'),
        render: (_, r) => <ManuscriptStatusTag status={r.status} testId={`status-${r.id}`} />,
      },
      {
        key: 'round',
        title: t('round'),
        render: (_, r) => (
          <span style={{ whiteSpace: 'nowrap' }} data-testid={`round-${r.id}`}>
            {stageLabel(r.status)}
          </span>
        ),
      },
    ],
    [t, tm, tab, journalId, stageLabel, issueName],
  );

  const actions = useMemo<RowActionMap<TypesettingRow>>(() => {
    const open = (action: Dialog) => (row: TypesettingRow) => void setDialog({ action, row });
    return {
      detail: { label: t('detail'), run: (row) => void setOpened(row) },
      acceptDispatch: {
        label: pick(actionTitle('acceptDispatch')),
        confirm: () => ({ title: t('acceptConfirm') }),
        run: (row) => accept(row),
        done: t('accepted'),
      },
      uploadProof: { label: t('upload.title'), run: open('uploadProof') },
      endProofRound: { label: t('endRound.title'), run: open('endProofRound') },
      changeTypesetter: { label: pick(actionTitle('changeTypesetter')), run: open('changeTypesetter') },
      recallDispatch: {
        label: pick(actionTitle('recallDispatch')),
        danger: true,
        run: open('recallDispatch'),
      },
    };
  }, [t, pick]);
  const rowActions = useCallback((row: TypesettingRow) => ['detail', ...row.actions], []);

  return (
    <>
      <ResourceTable<TypesettingRow>
        list={typesettingList}
        columns={columns}
        rowKey={(r) => r.id}
        filters={filters}
        actions={actions}
        rowActions={rowActions}
        params={{ view: TAB_VIEW[tab], ...(journalId ? { journalId: String(journalId) } : {}) }}
        defaultSort={tab === 'proofs' || tab === 'complete' ? 'position' : 'dueOn'}
        defaultOrder="asc"
        onPage={onPage}
        toolbar={
          batch && (
            <Button onClick={() => setBatchOpen(true)} data-testid="batch-open">
              {t('batch.open')}
            </Button>
          )
        }
      />
      {batch && <BatchProofModal open={batchOpen} onClose={() => setBatchOpen(false)} />}
      <ProofDrawer
        row={drawerRow}
        onClose={() => setOpened(null)}
        onEndRound={(row) => setDialog({ action: 'endProofRound', row })}
        onUpload={(row) => setDialog({ action: 'uploadProof', row })}
      />
      <RecallModal row={rowFor('recallDispatch')} onClose={close} />
      {journalId && (
        <ChangeTypesetterModal row={rowFor('changeTypesetter')} journalId={journalId} onClose={close} />
      )}
      {/* The manuscript moves on to another list: the drawer it may have been opened from closes. */}
      <UploadProofModal row={rowFor('uploadProof')} onClose={close} onDone={() => setOpened(null)} />
      <EndRoundModal row={rowFor('endProofRound')} onClose={close} onDone={() => setOpened(null)} />
    </>
  );
}
