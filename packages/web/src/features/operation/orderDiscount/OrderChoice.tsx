import { Radio, Space, Tag, Typography } from 'antd';
import { formatMoney } from '../../../components/money/money.ts';
import { useFeeTypeName } from '../../shared/manuscripts/OrderBadges.tsx';
import type { DiscountOrderOption } from './api.ts';
import { useDiscountTexts } from './texts.ts';

/**
 * The form's `orderId`: one of the looked-up unpaid orders, with what is still due; an order whose
 * discount is under review cannot be chosen. Before a lookup it says what to do first.
 */
export function OrderChoice({
  orders,
  value,
  onChange,
}: {
  orders: DiscountOrderOption[] | null;
  value?: number;
  onChange?: (id: number) => void;
}) {
  const t = useDiscountTexts();
  const feeName = useFeeTypeName();
  if (orders === null) return <Typography.Text type="secondary">{t('form.lookupFirst')}</Typography.Text>;
  if (orders.length === 0)
    return (
      <Typography.Text type="warning" data-testid="discount-apply-no-orders">
        {t('form.noOrders')}
      </Typography.Text>
    );
  return (
    <Radio.Group value={value} onChange={(e) => onChange?.(e.target.value as number)}>
      <Space orientation="vertical">
        {orders.map((o) => (
          <Radio
            key={o.id}
            value={o.id}
            disabled={o.underReview}
            data-testid={`discount-apply-order-${o.id}`}
          >
            {t('form.option', {
              orderNum: o.orderNum,
              fee: feeName(o.feeType),
              amount: formatMoney(o.amountFen),
              due: formatMoney(o.dueFen),
            })}
            {o.underReview && (
              <Tag color="processing" style={{ marginInlineStart: 8 }}>
                {t('form.underReview')}
              </Tag>
            )}
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  );
}
