import { invoiceList } from '@jb/contract/api/invoices';
import { INVOICE_STATUS } from '@jb/contract/enums/order';
import { InvoiceStatus } from '@jb/contract/schemas/invoices';
import { useCallback, useMemo, useState } from 'react';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { StatusTabs } from '../../../components/resourceTable/StatusTabs.tsx';
import { useStatusTab } from '../../../components/resourceTable/useStatusTab.ts';
import { usePick } from '../../../i18n/useLang.ts';
import type { InvoiceRow } from './api.ts';
import { InvoiceDetailDrawer } from './InvoiceDetailDrawer.tsx';
import { IssueInvoiceModal } from './IssueInvoiceModal.tsx';
import { INVOICE_STATUSES, useInvoiceFilters } from './listPieces.ts';
import { RedInvoiceModal } from './RedInvoiceModal.tsx';
import { RefuseInvoiceModal } from './RefuseInvoiceModal.tsx';
import { useInvoiceTexts } from './texts.ts';
import { useInvoiceColumns } from './useInvoiceColumns.tsx';

type Dialog = { action: 'issue' | 'refuse' | 'red'; row: InvoiceRow } | null;

/**
 * /finance/invoiceManage (发票管理): the invoices authors asked for, by status (the tab in the URL,
 * opening on 待开票), with their buyers, orders and amounts; a row opens its detail, and its buttons
 * are the decisions the server lists in its `actions`: issue (the e-invoice file, number and date),
 * refuse with a reason, record the red-letter invoice of an issued one.
 */
export default function InvoiceListPage() {
  const t = useInvoiceTexts();
  const _pick = usePick();
  const { tab, switchTab, params } = useStatusTab(INVOICE_STATUSES, InvoiceStatus.REQUESTED);
  const [opened, setOpened] = useState<InvoiceRow | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const columns = useInvoiceColumns(setOpened);
  const close = () => setDialog(null);

  const filters = useInvoiceFilters();

  const actions = useMemo<RowActionMap<InvoiceRow>>(
    () => ({
      detail: { label: t('detail'), run: (row) => void setOpened(row) },
      issue: { label: t('issue.action'), run: (row) => void setDialog({ action: 'issue', row }) },
      refuse: {
        label: t('refuse.action'),
        danger: true,
        run: (row) => void setDialog({ action: 'refuse', row }),
      },
      red: { label: t('red.action'), run: (row) => void setDialog({ action: 'red', row }) },
    }),
    [t],
  );
  const rowActions = useCallback((row: InvoiceRow) => ['detail', ...row.actions], []);
  const target = (action: NonNullable<Dialog>['action']) => (dialog?.action === action ? dialog.row : null);

  return (
    <>
      <StatusTabs labels={INVOICE_STATUS} tab={tab} onChange={switchTab} testId="invoice" />
      <ResourceTable<InvoiceRow>
        list={invoiceList}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        params={params}
        actions={actions}
        rowActions={rowActions}
      />
      <InvoiceDetailDrawer row={opened} onClose={() => setOpened(null)} />
      <IssueInvoiceModal row={target('issue')} onClose={close} />
      <RefuseInvoiceModal row={target('refuse')} onClose={close} />
      <RedInvoiceModal row={target('red')} onClose={close} />
    </>
  );
}
