import { FEE_TYPE } from '@jb/contract/enums/journal';
import { OrderPayStatus, orderPayStatusLabel } from '@jb/contract/enums/order';
import { Space, Tag, Typography } from 'antd';
import { MoneyText } from '../../../components/money/MoneyText.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import type { OrderBrief } from './api.ts';
import { useManuscriptTexts } from './texts.ts';
import { payStatusColor } from './workflowText.ts';

/** An order's pay status (order reading of SPEC §4), 5 in red. */
export function PayStatusTag({ status, testId }: { status: number; testId?: string }) {
  const pick = usePick();
  return (
    <Tag color={payStatusColor(status)} data-testid={testId}>
      {pick(orderPayStatusLabel(status))}
    </Tag>
  );
}

/** The fee type's name (FEE_TYPE), or its code. */
export function useFeeTypeName() {
  const pick = usePick();
  return (feeType: number) => pick(FEE_TYPE[feeType] ?? { zh: String(feeType), en: String(feeType) });
}

/** A manuscript's orders in a list cell: fee type, amount as "0.00元", pay status. */
export function OrderBadges({ orders }: { orders: readonly OrderBrief[] }) {
  const t = useManuscriptTexts();
  const feeName = useFeeTypeName();
  if (orders.length === 0) return <Typography.Text type="secondary">{t('noOrders')}</Typography.Text>;
  return (
    <Space orientation="vertical" size={2}>
      {orders.map((o) => (
        <span key={o.id} data-testid={`order-${o.id}`} style={{ whiteSpace: 'nowrap' }}>
          {feeName(o.feeType)} {/* SPEC §9: a paid "0.00元" is marked free. */}
          <MoneyText fen={o.amountFen} free={o.amountFen === 0 && o.payStatus === OrderPayStatus.PAID} />{' '}
          <PayStatusTag status={o.payStatus} testId={`order-status-${o.id}`} />
        </span>
      ))}
    </Space>
  );
}
