import { DiscountStatus } from '@jb/contract/enums/order';
import { Space } from 'antd';
import { MoneyText } from '../../../components/money/MoneyText.tsx';
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
