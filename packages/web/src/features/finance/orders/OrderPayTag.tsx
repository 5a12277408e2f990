import { orderPayStatusLabel } from '@jb/contract/enums/order';
import { Tag } from 'antd';
import { usePick } from '../../../i18n/useLang.ts';
import { isFree, orderPayColor } from './api.ts';
import { useOrderTexts } from './texts.ts';

/** An order's pay status as a coloured tag; a paid order of 0.00元 also shows the free mark (SPEC §9). */
export function OrderPayTag({
  order,
  testId,
}: {
  order: { amountFen: number; payStatus: number };
  testId?: string;
}) {
  const pick = usePick();
  const t = useOrderTexts();
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <Tag color={orderPayColor(order.payStatus)} data-testid={testId}>
        {pick(orderPayStatusLabel(order.payStatus))}
      </Tag>
      {isFree(order) && (
        <Tag color="gold" data-testid={testId && `${testId}-free`}>
          {t('free')}
        </Tag>
      )}
    </span>
  );
}
