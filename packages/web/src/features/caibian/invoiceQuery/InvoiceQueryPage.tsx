import { myInvoiceList } from '@jb/contract/api/caibianPortal';
import { INVOICE_STATUS } from '@jb/contract/enums/order';
import { InvoiceStatus } from '@jb/contract/schemas/invoices';
import { useState } from 'react';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import { StatusTabs } from '../../../components/resourceTable/StatusTabs.tsx';
import { useStatusTab } from '../../../components/resourceTable/useStatusTab.ts';
import type { InvoiceRow } from '../../finance/invoices/api.ts';
import { InvoiceDetailDrawer } from '../../finance/invoices/InvoiceDetailDrawer.tsx';
import { INVOICE_STATUSES, useInvoiceFilters } from '../../finance/invoices/listPieces.ts';
import { useInvoiceColumns } from '../../finance/invoices/useInvoiceColumns.tsx';

/**
 * /caibian/InvoiceQuery (发票查询): the invoices covering orders of the acquisition editor's
 * manuscripts, by status (the tab in the URL), with 发票管理's columns, filters and detail; read only
 * (finance issues, refuses and reverses them).
 */
export default function InvoiceQueryPage() {
  const { tab, switchTab, params } = useStatusTab(INVOICE_STATUSES, InvoiceStatus.REQUESTED);
  const [opened, setOpened] = useState<InvoiceRow | null>(null);
  const columns = useInvoiceColumns(setOpened);
  const filters = useInvoiceFilters();
  return (
    <>
      <StatusTabs labels={INVOICE_STATUS} tab={tab} onChange={switchTab} testId="invoice" />
      <ResourceTable<InvoiceRow>
        list={myInvoiceList}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        params={params}
      />
      <InvoiceDetailDrawer row={opened} onClose={() => setOpened(null)} />
    </>
  );
}
