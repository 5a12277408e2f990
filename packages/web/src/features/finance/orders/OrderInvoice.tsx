import { Space } from 'antd';
import { InvoiceStatusTag } from '../../shared/invoices/InvoiceStatusTag.tsx';
import type { OrderRow } from './api.ts';

/**
 * The open invoice covering the order: its number once issued, and its status (requested, issued, a
 * red letter needed); "-" when none covers it.
 */
export function OrderInvoice({ order, testId }: { order: OrderRow; testId: string }) {
  if (order.invoiceId === null || order.invoiceStatus === null) return <span data-testid={testId}>-</span>;
  return (
    <Space size={4} wrap={false} data-testid={testId}>
      {order.invoiceNumber && <span>{order.invoiceNumber}</span>}
      <InvoiceStatusTag status={order.invoiceStatus} testId={`${testId}-status`} />
    </Space>
  );
}
