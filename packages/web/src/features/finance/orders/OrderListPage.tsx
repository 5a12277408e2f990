import { orderExport, orderList, orderSaveOther } from '@jb/contract/api/orders';
import type { Page } from '@jb/contract/schemas/list';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useCanCall } from '../../../app/usePermissions.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { listKey } from '../../../components/resourceTable/useResourceList.ts';
import { usePick } from '../../../i18n/useLang.ts';
import {
  DiscountApplyModal,
  type DiscountPreset,
} from '../../operation/orderDiscount/DiscountApplyModal.tsx';
import { useJournalOptions } from '../../shared/options.ts';
import { useOrderFlagTexts } from '../../shared/orders/texts.ts';
import { RefundRequestModal } from '../refunds/RefundRequestModal.tsx';
import { AmountRange, useAmountRange } from './AmountRange.tsx';
import type { OrderPage, OrderRow, OrderSummary } from './api.ts';
import { OrderSummaryLine, useOrderFilters } from './listPieces.tsx';
import { type EndAction, EndOrderModal, OtherOrderModal } from './ManageOrderModals.tsx';
import { OrderDetailDrawer } from './OrderDetailDrawer.tsx';
import { ReceiveOrderModal } from './ReceiveOrderModal.tsx';
import { useOrderTexts } from './texts.ts';
import { useOrderColumns } from './useOrderColumns.tsx';

/** Up to six buttons a row: two or three a line, so the order's own columns keep the room. */
const ACTIONS_WIDTH = 230;

/**
 * /operation/orderInquiry (订单查询) and /finance/orderList (订单列表): the press's orders with
 * their manuscripts, discounts and the totals of what is filtered, each order's history and
 * payments, the export; from a row (as its `actions` allow): cancel, close, record a payment, apply
 * for a discount, request a refund.
 */
export default function OrderListPage() {
  const t = useOrderTexts();
  const _tf = useOrderFlagTexts();
  const _pick = usePick();
  const client = useQueryClient();
  const _journals = useJournalOptions();
  const amount = useAmountRange();
  const [opened, setOpened] = useState<number | null>(null);
  const [ending, setEnding] = useState<{ action: EndAction; order: OrderRow } | null>(null);
  const [receiving, setReceiving] = useState<OrderRow | null>(null);
  const [discounting, setDiscounting] = useState<DiscountPreset | null>(null);
  const [refunding, setRefunding] = useState<OrderRow | null>(null);
  const [addingOther, setAddingOther] = useState(false);
  const mayOrder = useCanCall(orderSaveOther);
  const [summary, setSummary] = useState<OrderSummary>();
  const onPage = useCallback((page: Page<OrderRow>) => setSummary((page as OrderPage).summary), []);
  const columns = useOrderColumns(setOpened);
  // An order's detail read before a change shows the change when opened again.
  const changed = useCallback(
    () => void client.invalidateQueries({ queryKey: ['order', 'detail'] }),
    [client],
  );
  // The refund dialog reloads the refund list it belongs to; the order's refund shows here too.
  const refunded = useCallback(() => {
    setRefunding(null);
    changed();
    void client.invalidateQueries({ queryKey: listKey(orderList) });
  }, [client, changed]);

  const filters = useOrderFilters();

  const actions = useMemo<RowActionMap<OrderRow>>(
    () => ({
      detail: { label: t('detail'), run: (row) => void setOpened(row.id) },
      receive: { label: t('manage.receive'), run: (row) => void setReceiving(row) },
      discount: {
        label: t('manage.discount'),
        run: (row) => void setDiscounting({ articleNo: row.manuscript.articleNo, orderId: row.id }),
      },
      refund: { label: t('manage.refund'), run: (row) => void setRefunding(row) },
      cancel: {
        label: t('manage.cancel'),
        danger: true,
        run: (row) => void setEnding({ action: 'cancel', order: row }),
      },
      close: { label: t('manage.close'), run: (row) => void setEnding({ action: 'close', order: row }) },
    }),
    [t],
  );
  // The server says which actions each order allows the person now.
  const rowActions = useCallback((row: OrderRow) => ['detail', ...row.actions], []);

  return (
    <>
      <ResourceTable<OrderRow>
        list={orderList}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        params={amount}
        actions={actions}
        rowActions={rowActions}
        actionsWidth={ACTIONS_WIDTH}
        onPage={onPage}
        toolbar={
          <>
            {mayOrder && (
              <Button onClick={() => setAddingOther(true)} data-testid="order-other-open">
                {t('manage.other')}
              </Button>
            )}
            <AmountRange />
            {/* After the export button (flex order), on a line of its own just above the table. */}
            <div style={{ order: 1, flexBasis: '100%' }}>
              <OrderSummaryLine summary={summary} />
            </div>
          </>
        }
        exportCall={orderExport}
        exportName="orders"
      />
      <OrderDetailDrawer orderId={opened} onClose={() => setOpened(null)} />
      <OtherOrderModal open={addingOther} onClose={() => setAddingOther(false)} />
      <EndOrderModal target={ending} onClose={() => setEnding(null)} onDone={changed} />
      <ReceiveOrderModal order={receiving} onClose={() => setReceiving(null)} onDone={changed} />
      <DiscountApplyModal
        open={discounting !== null}
        preset={discounting}
        list={orderList}
        onClose={() => setDiscounting(null)}
        onDone={changed}
      />
      <RefundRequestModal order={refunding} onClose={() => setRefunding(null)} onDone={refunded} />
    </>
  );
}
