import { expertFeeBatches, expertFeeList } from '@jb/contract/api/expertFees';
import { EXPERT_FEE_BATCH_STATUS } from '@jb/contract/schemas/expertFees';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { toast } from '../../../api/notify.ts';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { listKey } from '../../../components/resourceTable/useResourceList.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { downloadBankFile, type ExpertFeeBatchRow } from './api.ts';
import { CancelBatchModal } from './CancelBatchModal.tsx';
import { PayBatchModal } from './PayBatchModal.tsx';
import { useExpertFeeTexts } from './texts.ts';
import { useBatchColumns } from './useBatchColumns.tsx';

type Dialog = { action: 'pay' | 'cancel'; row: ExpertFeeBatchRow } | null;

/**
 * 付款批次: the press's payment batches, newest first; a row's buttons are what the server lists in
 * its `actions`: its fees, the bank's transfer file, mark paid with the voucher, cancel.
 */
export function BatchList({ showFees }: { showFees: (batchNo: string) => void }) {
  const t = useExpertFeeTexts();
  const pick = usePick();
  const client = useQueryClient();
  const columns = useBatchColumns();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  // The fees moved with the batch: their list reads afresh.
  const moved = useCallback(
    () => void client.invalidateQueries({ queryKey: listKey(expertFeeList) }),
    [client],
  );

  const filters = useMemo<FilterField[]>(
    () => [
      {
        kind: 'select',
        name: 'status',
        label: t('batch.statusFilter'),
        options: Object.entries(EXPERT_FEE_BATCH_STATUS).map(([value, label]) => ({
          value,
          label: pick(label),
        })),
      },
      { kind: 'text', name: 'batchNo', label: t('batchNo') },
    ],
    [t, pick],
  );

  const actions = useMemo<RowActionMap<ExpertFeeBatchRow>>(
    () => ({
      fees: { label: t('actions.fees'), run: (row) => void showFees(row.batchNo) },
      export: {
        label: t('actions.export'),
        run: (row) =>
          void downloadBankFile(row).then(
            () => toast('success', t('exported')),
            () => undefined,
          ),
      },
      pay: { label: t('actions.pay'), run: (row) => void setDialog({ action: 'pay', row }) },
      cancel: {
        label: t('actions.cancel'),
        danger: true,
        run: (row) => void setDialog({ action: 'cancel', row }),
      },
    }),
    [t, showFees],
  );
  const target = (action: NonNullable<Dialog>['action']) => (dialog?.action === action ? dialog.row : null);

  return (
    <>
      <ResourceTable<ExpertFeeBatchRow>
        list={expertFeeBatches}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        actions={actions}
        actionsWidth={220}
      />
      <PayBatchModal row={target('pay')} onClose={close} onDone={moved} />
      <CancelBatchModal row={target('cancel')} onClose={close} onDone={moved} />
    </>
  );
}
