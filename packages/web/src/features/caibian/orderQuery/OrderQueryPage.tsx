import { myOrderList } from '@jb/contract/api/caibianPortal';
import type { Page } from '@jb/contract/schemas/list';
import { Typography } from 'antd';
import { useCallback, useState } from 'react';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import { AmountRange, useAmountRange } from '../../finance/orders/AmountRange.tsx';
import type { OrderPage, OrderRow, OrderSummary } from '../../finance/orders/api.ts';
import { OrderSummaryLine, useOrderFilters } from '../../finance/orders/listPieces.tsx';
import { useOrderColumns } from '../../finance/orders/useOrderColumns.tsx';
import { usePortalTexts } from '../portal/texts.ts';

/**
 * /caibian/orderQuery (订单查询): the orders of the acquisition editor's manuscripts — pay status,
 * amounts, discounts, invoices — with the order list's own filters, columns and totals (the server
 * keeps to their scope). Read only.
 */
export default function OrderQueryPage() {
  const t = usePortalTexts();
  const filters = useOrderFilters();
  const columns = useOrderColumns();
  const amount = useAmountRange();
  const [summary, setSummary] = useState<OrderSummary>();
  const onPage = useCallback((page: Page<OrderRow>) => setSummary((page as OrderPage).summary), []);
  return (
    <ResourceTable<OrderRow>
      list={myOrderList}
      columns={columns}
      rowKey={(row) => row.id}
      filters={filters}
      params={amount}
      onPage={onPage}
      toolbar={
        <>
          <AmountRange />
          <Typography.Text type="secondary">{t('ordersHint')}</Typography.Text>
          <div style={{ order: 1, flexBasis: '100%' }}>
            <OrderSummaryLine summary={summary} />
          </div>
        </>
      }
    />
  );
}
