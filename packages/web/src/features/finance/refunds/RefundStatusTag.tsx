import { REFUND_STATUS, RefundStatus } from '@jb/contract/enums/order';
import { Tag } from 'antd';
import { usePick } from '../../../i18n/useLang.ts';

const COLOR: Record<number, string> = {
  [RefundStatus.ADMIN_PENDING]: 'orange',
  [RefundStatus.ADMIN_REJECTED]: 'red',
  [RefundStatus.FINANCE_PENDING]: 'blue',
  [RefundStatus.FINANCE_REJECTED]: 'red',
  [RefundStatus.REFUNDED]: 'purple',
};

/** A refund's review status (SPEC §4): pending steps orange and blue, rejections red, refunded purple. */
export function RefundStatusTag({ status, testId }: { status: number; testId?: string }) {
  const pick = usePick();
  return (
    <Tag color={COLOR[status] ?? 'default'} data-testid={testId}>
      {pick(REFUND_STATUS[status] ?? { zh: String(status), en: String(status) })}
    </Tag>
  );
}
