import { DiscountStatus } from '@jb/contract/enums/order';
import { Space } from 'antd';
import { MoneyText } from '../../../components/money/MoneyText.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { DiscountStatusTag } from '../../shared/orders/OrderFlags.tsx';
import type { OrderRow } from './api.ts';

/**
 * Approved discounts of the order (when any) and the state of its last application; "-" when it
 * never had one.
 */
export function OrderDiscount({ order, testId }: { order: OrderRow; testId: string }) {
  if (order.discountFen === 0 && order.discountsStatus === DiscountStatus.NONE) return <span>-</span>;
  return (
    <Space size={4}>
      {order.discountFen > 0 && <MoneyText fen={order.discountFen} testId={testId} />}
      {order.discountsStatus !== DiscountStatus.NONE && (
        <DiscountStatusTag status={order.discountsStatus} testId={`${testId}-status`} />
      )}
    </Space>
  );
}

/** The kind of the order's approved discount (SPEC §3 discountTypeName); "-" without one. */
export function OrderDiscountType({ order, testId }: { order: OrderRow; testId: string }) {
  const pick = usePick();
  return <span data-testid={testId}>{order.discountTypeName ? pick(order.discountTypeName) : '-'}</span>;
}
