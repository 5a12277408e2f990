import { expertFeeBatches, expertFeeList } from '@jb/contract/api/expertFees';
import { AUDIT_FEE_STATUS, AuditFeeStatus } from '@jb/contract/enums/order';
import { LISTED_FEE_STATUSES } from '@jb/contract/schemas/expertFees';
import type { Page } from '@jb/contract/schemas/list';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useCan } from '../../../app/usePermissions.ts';
import { formatMoney } from '../../../components/money/money.ts';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { type BatchSelection, ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import { StatusTabs } from '../../../components/resourceTable/StatusTabs.tsx';
import { listKey } from '../../../components/resourceTable/useResourceList.ts';
import { useStatusTab } from '../../../components/resourceTable/useStatusTab.ts';
import { FeeTotals } from '../../shared/expertFees/FeeTotals.tsx';
import { useJournalOptions } from '../../shared/options.ts';
import type { ExpertFeeRow, FeeTotal } from './api.ts';
import { CreateBatchModal } from './CreateBatchModal.tsx';
import { useExpertFeeTexts } from './texts.ts';
import { useFeeColumns } from './useFeeColumns.tsx';

const STATUS_LABELS = Object.fromEntries(LISTED_FEE_STATUSES.map((s) => [s, AUDIT_FEE_STATUS[s]!]));

/**
 * The fees of 专家审稿费 by status (the tab in the URL, opening on 未支付), with the totals of each
 * status under the filters; unpaid fees are ticked (the rows the server marks `batch`) and gathered
 * into a payment batch.
 */
export function FeeList() {
  const t = useExpertFeeTexts();
  const client = useQueryClient();
  const journals = useJournalOptions();
  const { tab, switchTab, params } = useStatusTab(LISTED_FEE_STATUSES, AuditFeeStatus.UNPAID);
  const columns = useFeeColumns();
  const mayPay = useCan('finance.expertFee.pay');
  const [totals, setTotals] = useState<FeeTotal[]>();
  const onPage = useCallback(
    (page: Page<ExpertFeeRow>) => setTotals((page as Page<ExpertFeeRow> & { summary: FeeTotal[] }).summary),
    [],
  );
  const [batching, setBatching] = useState<ExpertFeeRow[] | null>(null);
  // Unticks the fees once their batch is made (a cancelled dialog keeps them ticked).
  const untick = useRef<() => void>(undefined);

  const filters = useMemo<FilterField[]>(
    () => [
      {
        kind: 'select',
        name: 'journalId',
        label: t('journal'),
        options: journals.data ?? [],
        loading: journals.isPending,
      },
      { kind: 'text', name: 'expertName', label: t('expertName') },
      { kind: 'dayRange', from: 'submittedFrom', to: 'submittedTo', label: t('submittedDays') },
      { kind: 'text', name: 'batchNo', label: t('batchNo') },
    ],
    [t, journals.data, journals.isPending],
  );

  const batch = useMemo<BatchSelection<ExpertFeeRow> | undefined>(
    () =>
      mayPay
        ? {
            selectable: (row) => row.actions.includes('batch'),
            toolbar: (ticked, clear) => (
              <>
                <Button
                  type="primary"
                  disabled={ticked.length === 0}
                  onClick={() => {
                    untick.current = clear;
                    setBatching(ticked);
                  }}
                  data-testid="expert-fee-batch-open"
                >
                  {t('create.open')}
                </Button>
                {ticked.length > 0 && (
                  <Typography.Text type="secondary" data-testid="expert-fee-selected">
                    {t('selected', {
                      count: ticked.length,
                      total: formatMoney(ticked.reduce((sum, f) => sum + f.feeFen, 0)),
                    })}
                  </Typography.Text>
                )}
              </>
            ),
          }
        : undefined,
    [t, mayPay],
  );

  return (
    <>
      <StatusTabs labels={STATUS_LABELS} tab={tab} onChange={switchTab} testId="expert-fee" />
      <ResourceTable<ExpertFeeRow>
        list={expertFeeList}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        params={params}
        batch={batch}
        onPage={onPage}
        toolbar={
          // After the batch buttons (flex order), on a line of its own just above the table.
          <div style={{ order: 1, flexBasis: '100%' }}>
            <FeeTotals totals={totals} testId="expert-fee-totals" />
          </div>
        }
      />
      <CreateBatchModal
        fees={batching}
        onClose={() => setBatching(null)}
        onDone={() => {
          untick.current?.();
          untick.current = undefined;
          void client.invalidateQueries({ queryKey: listKey(expertFeeBatches) });
        }}
      />
    </>
  );
}
