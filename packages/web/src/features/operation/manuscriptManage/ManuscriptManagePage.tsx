import { manuscriptExport, manuscriptList } from '@jb/contract/api/manuscripts';
import { Button, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useCan } from '../../../app/usePermissions.ts';
import { type BatchSelection, ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { usePick } from '../../../i18n/useLang.ts';
import {
  detailPath,
  isNoteAction,
  type ManuscriptRow,
  type NoteAction,
} from '../../shared/manuscripts/api.ts';
import { useManuscriptListColumns, useManuscriptListFilters } from '../../shared/manuscripts/listPieces.tsx';
import { useManuscriptTexts } from '../../shared/manuscripts/texts.ts';
import { type ActionTarget, WorkflowActionModal } from '../../shared/manuscripts/WorkflowActionModal.tsx';
import { actionTitle } from '../../shared/manuscripts/workflowText.ts';
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
  const [target, setTarget] = useState<ActionTarget | null>(null);
  const canWaive = useCan('operation.manuscriptManage.waive');
  const canWithdraw = useCan('operation.manuscriptManage.withdraw');
  const canExport = useCan('operation.manuscriptManage.export');
  const canEnter = useCan('operation.manuscriptManage.enter');
  const entryTexts = useEntryTexts();
  const [entering, setEntering] = useState(false);
  // Unticks the batch's rows once it is done (a cancelled dialog keeps them ticked).
  const untick = useRef<() => void>(undefined);

  const filters = useManuscriptListFilters();
  const columns = useManuscriptListColumns(detailPath);

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
