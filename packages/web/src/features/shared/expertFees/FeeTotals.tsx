import { AUDIT_FEE_STATUS } from '@jb/contract/enums/order';
import { Space, Typography } from 'antd';
import { formatMoney } from '../../../components/money/money.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { useFeeSharedTexts } from './texts.ts';

export interface FeeTotal {
  status: number;
  count: number;
  totalFen: number;
}

/** The count and sum of fees in each status: "未支付 3 笔 900.00元 · 待支付 …". */
export function FeeTotals({ totals, testId }: { totals: FeeTotal[] | undefined; testId: string }) {
  const pick = usePick();
  const t = useFeeSharedTexts();
  if (!totals) return null;
  return (
    <Space size={16} wrap data-testid={testId}>
      {totals.map((s) => (
        <Typography.Text key={s.status} data-testid={`${testId}-${s.status}`}>
          {pick(AUDIT_FEE_STATUS[s.status]!)}{' '}
          <Typography.Text strong>{t('count', { count: s.count })}</Typography.Text>{' '}
          <Typography.Text strong>{formatMoney(s.totalFen)}</Typography.Text>
        </Typography.Text>
      ))}
    </Space>
  );
}
