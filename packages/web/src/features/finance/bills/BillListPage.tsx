import { billEntries, billList } from '@jb/contract/api/bills';
import { PERIOD_STATUS } from '@jb/contract/schemas/bills';
import type { Page } from '@jb/contract/schemas/list';
import { useCallback, useMemo, useState } from 'react';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { useReloadList } from '../../../components/resourceTable/useResourceList.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { type BillRow, closeBill, downloadBill, useBillMerchants } from './api.ts';
import { BillEntriesDrawer } from './BillEntriesDrawer.tsx';
import { useBillTexts } from './texts.ts';
import { billKey, useBillColumns } from './useBillColumns.tsx';

/**
 * /finance/billManage (账单管理): each payee merchant's months, newest first, with the money in,
 * refunds, discounts, opening and closing balances and the reconciliation against remittances; a
 * month opens its entries (a closed month's may be reversed); an ended month is closed after a
 * confirmation (the server's `actions` say when); every month downloads as .xlsx or the PDF 对账单.
 */
export default function BillListPage() {
  const t = useBillTexts();
  const pick = usePick();
  const merchants = useBillMerchants();
  const [opened, setOpened] = useState<BillRow | null>(null);
  const [page, setPage] = useState<Page<BillRow>>();
  const onPage = useCallback((p: Page<BillRow>) => setPage(p), []);
  const columns = useBillColumns(setOpened);
  // A month closed here offers its entries' reversal when opened next.
  const reloadEntries = useReloadList(billEntries);
  // The opened month as the list now shows it (its figures change after a reversal or closing).
  const shown = opened && (page?.list.find((r) => billKey(r) === billKey(opened)) ?? opened);

  const filters = useMemo<FilterField[]>(
    () => [
      {
        kind: 'select',
        name: 'merchantId',
        label: t('merchant'),
        options: merchants.data ?? [],
        loading: merchants.isPending,
      },
      {
        kind: 'select',
        name: 'status',
        label: t('status'),
        options: Object.entries(PERIOD_STATUS).map(([value, label]) => ({ value, label: pick(label) })),
      },
    ],
    [t, pick, merchants.data, merchants.isPending],
  );

  const actions = useMemo<RowActionMap<BillRow>>(
    () => ({
      entries: { label: t('entries'), run: (row) => void setOpened(row) },
      close: {
        label: t('close.action'),
        confirm: (row) => ({
          title: t('close.title', { merchant: row.merchantName, period: row.period }),
          content: t('close.content'),
        }),
        run: async (row) => {
          const closed = await closeBill(row);
          void reloadEntries();
          return closed;
        },
        done: t('close.done'),
      },
      export: { label: t('export'), run: (row) => void downloadBill(row, 'xlsx') },
      statement: { label: t('statement'), run: (row) => void downloadBill(row, 'pdf') },
    }),
    [t, reloadEntries],
  );
  const rowActions = useCallback((row: BillRow) => ['entries', ...row.actions, 'export', 'statement'], []);

  return (
    <>
      <ResourceTable<BillRow>
        list={billList}
        columns={columns}
        rowKey={billKey}
        filters={filters}
        actions={actions}
        rowActions={rowActions}
        actionsWidth={200}
        scrollX={1400}
        onPage={onPage}
      />
      <BillEntriesDrawer row={shown} onClose={() => setOpened(null)} />
    </>
  );
}
