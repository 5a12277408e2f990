import { financeChartsCall } from '@jb/contract/api/financeHome';
import { FEE_TYPE } from '@jb/contract/enums/journal';
import { formatMoney } from '@jb/contract/money';
import type { FinanceCharts as Charts } from '@jb/contract/schemas/financeHome';
import { FINANCE_CHART_MAX_MONTHS } from '@jb/contract/schemas/financeHome';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, DatePicker, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../../api/http.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { MAX_JOURNAL_SERIES } from './chartFormat.ts';
import type { IncomeSeries } from './IncomeChart.tsx';
import { paidInMonths } from './links.ts';
import { chinaToday } from './period.ts';
import { useFinanceHomeTexts } from './texts.ts';

/** ECharts and the chart load after the home has drawn its figures. */
const IncomeChart = lazy(() => import('./IncomeChart.tsx'));

const MONTH = 'YYYY-MM';

/** One series per journal (the largest first, the rest summed as other journals) and per fee type. */
function useSeries(c: Charts | undefined) {
  const t = useFinanceHomeTexts();
  const pick = usePick();
  return useMemo(() => {
    if (!c) return null;
    const first = c.months[0]!;
    const last = c.months.at(-1)!;
    const link = (filters: Record<string, number>): Omit<IncomeSeries, 'key' | 'name' | 'fen'> => ({
      monthLink: (m) => paidInMonths(m, m, filters),
      rangeLink: paidInMonths(first, last, filters),
    });
    const shown = c.byJournal.slice(0, MAX_JOURNAL_SERIES);
    const rest = c.byJournal.slice(MAX_JOURNAL_SERIES);
    const journals: IncomeSeries[] = shown.map((j) => ({
      key: `journal-${j.journalId}`,
      name: j.journalName,
      fen: j.fen,
      ...link({ journalId: j.journalId }),
    }));
    if (rest.length)
      journals.push({
        key: 'journal-other',
        name: t('charts.otherJournals'),
        fen: c.months.map((_, i) => rest.reduce((sum, j) => sum + (j.fen[i] ?? 0), 0)),
        ...link({}),
      });
    const fees: IncomeSeries[] = c.byFeeType.map((f) => ({
      key: `fee-${f.feeType}`,
      name: FEE_TYPE[f.feeType] ? pick(FEE_TYPE[f.feeType]!) : String(f.feeType),
      fen: f.fen,
      ...link({ feeType: f.feeType }),
    }));
    return { journals, fees, all: paidInMonths(first, last) };
  }, [c, t, pick]);
}

/**
 * The finance home's charts: income (payments − refunds, as the ledger books them by month) over
 * the last 12 months or the months picked, by journal and by fee type. A bar opens the orders that
 * received money in its month; the charts' code loads on its own, after the figures.
 */
export function FinanceCharts() {
  const t = useFinanceHomeTexts();
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const query = range ? { from: range[0].format(MONTH), to: range[1].format(MONTH) } : {};
  const charts = useQuery({
    queryKey: ['financeCharts', query.from ?? null, query.to ?? null],
    queryFn: () => api(financeChartsCall, { query }),
  });
  const series = useSeries(charts.data);
  const today = chinaToday();
  const chart = (title: string, s: IncomeSeries[], testId: string) => (
    <Col xs={24} xl={12}>
      <Typography.Title level={5}>{title}</Typography.Title>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <IncomeChart months={charts.data!.months} series={s} label={title} testId={testId} />
      </Suspense>
    </Col>
  );

  return (
    <Card
      title={t('charts.title')}
      data-testid="finance-charts"
      extra={
        <DatePicker.RangePicker
          picker="month"
          value={range}
          onChange={(v) => setRange(v?.[0] && v[1] ? [v[0], v[1]] : null)}
          placeholder={[t('charts.monthFrom'), t('charts.monthTo')]}
          disabledDate={(current, info) =>
            current.isAfter(today, 'month') ||
            (info.from ? Math.abs(current.diff(info.from, 'month')) >= FINANCE_CHART_MAX_MONTHS : false)
          }
          data-testid="finance-charts-range"
        />
      }
    >
      {charts.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {charts.isError && <LoadError onRetry={() => void charts.refetch()} />}
      {charts.data && series && (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">{t('charts.hint')}</Typography.Text>
          {series.journals.length === 0 ? (
            <Empty description={t('charts.empty')} data-testid="finance-charts-empty" />
          ) : (
            <>
              <Link to={series.all} data-testid="finance-charts-total">
                {t('charts.total', {
                  income: formatMoney(charts.data.totals.incomeFen),
                  in: formatMoney(charts.data.totals.inFen),
                  refund: formatMoney(charts.data.totals.refundFen),
                })}
              </Link>
              <Row gutter={[24, 16]}>
                {chart(t('charts.byJournal'), series.journals, 'finance-chart-journal')}
                {chart(t('charts.byFeeType'), series.fees, 'finance-chart-fee')}
              </Row>
            </>
          )}
        </Flex>
      )}
    </Card>
  );
}
