import { orderPayStatusLabel } from '@jb/contract/enums/order';
import { Tag } from 'antd';
import { usePick } from '../../../i18n/useLang.ts';
import { orderPayColor } from './api.ts';

/** An order's pay status as a coloured tag (the free mark sits beside the payable amount). */
export function OrderPayTag({ order, testId }: { order: { payStatus: number }; testId?: string }) {
  const pick = usePick();
  return (
    <Tag color={orderPayColor(order.payStatus)} data-testid={testId}>
      {pick(orderPayStatusLabel(order.payStatus))}
    </Tag>
  );
}
