import { FEE_TYPE } from '@jb/contract/enums/journal';
import { AbnormalFlag, ORDER_PAY_STATUS } from '@jb/contract/enums/order';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { formatMoney } from '../../../components/money/money.ts';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { useJournalOptions } from '../../shared/options.ts';
import { useOrderFlagTexts } from '../../shared/orders/texts.ts';
import type { OrderSummary } from './api.ts';
import { useOrderTexts } from './texts.ts';

/** The order list's pieces (订单查询/订单列表, and the acquisition editor's 订单查询): filters and totals. */

/** The count and totals of the filtered set, above the table. */
export function OrderSummaryLine({ summary }: { summary: OrderSummary | undefined }) {
  const t = useOrderTexts();
  if (!summary) return null;
  return (
    <Typography.Text strong data-testid="order-summary">
      {t('summary', {
        count: summary.count,
        amount: formatMoney(summary.amountFen),
        paid: formatMoney(summary.paidFen),
      })}
    </Typography.Text>
  );
}

/** Pay status, fee type, journal, abnormal, the days made and paid, a keyword. */
export function useOrderFilters(): FilterField[] {
  const t = useOrderTexts();
  const tf = useOrderFlagTexts();
  const pick = usePick();
  const journals = useJournalOptions();
  return useMemo<FilterField[]>(
    () => [
      {
        kind: 'select',
        name: 'payStatus',
        label: t('payStatus'),
        options: Object.entries(ORDER_PAY_STATUS).map(([value, label]) => ({ value, label: pick(label) })),
      },
      {
        kind: 'select',
        name: 'feeType',
        label: t('feeType'),
        options: Object.entries(FEE_TYPE).map(([value, label]) => ({ value, label: pick(label) })),
      },
      {
        kind: 'select',
        name: 'journalId',
        label: t('journal'),
        options: journals.data ?? [],
        loading: journals.isPending,
      },
      {
        kind: 'select',
        name: 'abnormalFlag',
        label: t('abnormalFilter'),
        options: [{ value: AbnormalFlag.ABNORMAL, label: tf('abnormal') }],
      },
      { kind: 'dayRange', from: 'createdFrom', to: 'createdTo', label: t('createdDays') },
      { kind: 'dayRange', from: 'paidFrom', to: 'paidTo', label: t('paidDays') },
      { kind: 'text', name: 'keyword', label: t('keyword') },
    ],
    [t, tf, pick, journals.data, journals.isPending],
  );
}
