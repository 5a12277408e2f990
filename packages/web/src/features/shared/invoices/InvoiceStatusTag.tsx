import { INVOICE_STATUS } from '@jb/contract/enums/order';
import { InvoiceStatus } from '@jb/contract/schemas/invoices';
import { Tag } from 'antd';
import { usePick } from '../../../i18n/useLang.ts';

const COLOR: Record<number, string> = {
  [InvoiceStatus.REQUESTED]: 'orange',
  [InvoiceStatus.REQUESTED_AGAIN]: 'gold',
  [InvoiceStatus.ISSUED]: 'green',
  [InvoiceStatus.RED_NEEDED]: 'red',
  [InvoiceStatus.NOT_NEEDED]: 'default',
  [InvoiceStatus.EXPIRED]: 'default',
  [InvoiceStatus.HANDLED]: 'purple',
};

/**
 * An invoice's status (contract INVOICE_STATUS), on 发票管理 and on the author's site: waiting
 * orange, issued green, a red letter needed red, closed grey or purple.
 */
export function InvoiceStatusTag({ status, testId }: { status: number; testId?: string }) {
  const pick = usePick();
  return (
    <Tag color={COLOR[status] ?? 'default'} data-testid={testId}>
      {pick(INVOICE_STATUS[status] ?? { zh: String(status), en: String(status) })}
    </Tag>
  );
}
