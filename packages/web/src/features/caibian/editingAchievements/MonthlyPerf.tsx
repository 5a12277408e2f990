import { perfMonthsCall } from '@jb/contract/api/caibianPerf';
import { monthDays } from '@jb/contract/months';
import { PERF_MONTHS_MAX, type PerfMonths } from '@jb/contract/schemas/caibianPerf';
import { useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Empty, Flex, Skeleton, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../../api/http.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { FIGURES, showFigure } from '../../finance/caibianPerf/PerfFigures.tsx';
import { usePerfTexts } from '../../finance/caibianPerf/texts.ts';
import type { IncomeSeries } from '../../finance/home/IncomeChart.tsx';
import { chinaToday } from '../../finance/home/period.ts';

/** ECharts loads after the figures have drawn. */
const IncomeChart = lazy(() => import('../../finance/home/IncomeChart.tsx'));

const MONTH = 'YYYY-MM';
type MonthRow = PerfMonths['rows'][number];

/** This screen with the period below set to a run of months (the bar's month, or the whole run). */
const periodLink = (path: string, from: string, to: string) =>
  `${path}?range=custom&from=${monthDays(from).from}&to=${monthDays(to).to}`;

/**
 * 采编业绩's months: the editor's own figures (the server gives an editor no one else's) per China
 * month over the last 12 months or the months picked, as commission bars and a table with its total;
 * a bar opens that month in the period figures below.
 */
export function MonthlyPerf() {
  const t = usePerfTexts();
  const path = useLocation().pathname;
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const query = range ? { from: range[0].format(MONTH), to: range[1].format(MONTH) } : {};
  const months = useQuery({
    queryKey: ['perfMonths', query.from ?? null, query.to ?? null],
    queryFn: () => api(perfMonthsCall, { query }),
  });
  const data = months.data;
  const series = useMemo<IncomeSeries[]>(() => {
    if (!data?.rows.length) return [];
    const first = data.rows[0]!.month;
    const last = data.rows.at(-1)!.month;
    return [
      {
        key: 'commission',
        name: t('commission'),
        fen: data.rows.map((r) => r.commissionFen),
        monthLink: (m) => periodLink(path, m, m),
        rangeLink: periodLink(path, first, last),
      },
    ];
  }, [data, t, path]);
  const columns = useMemo<ColumnsType<MonthRow>>(
    () => [
      { key: 'month', title: t('months.month'), dataIndex: 'month' },
      ...FIGURES.map(([f, label]) => ({
        key: f,
        title: t(label),
        align: 'right' as const,
        render: (_: unknown, r: MonthRow) => showFigure(f, r[f], `months-${f}-${r.month}`),
      })),
    ],
    [t],
  );
  const today = chinaToday();
  const empty = data ? data.total.manuscripts === 0 && data.total.orders === 0 : false;

  return (
    <Card
      title={t('months.title')}
      data-testid="perf-months"
      extra={
        <DatePicker.RangePicker
          picker="month"
          value={range}
          onChange={(v) => setRange(v?.[0] && v[1] ? [v[0], v[1]] : null)}
          placeholder={[t('months.monthFrom'), t('months.monthTo')]}
          disabledDate={(current, info) =>
            current.isAfter(today, 'month') ||
            (info.from ? Math.abs(current.diff(info.from, 'month')) >= PERF_MONTHS_MAX : false)
          }
          data-testid="perf-months-range"
        />
      }
    >
      {months.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {months.isError && <LoadError onRetry={() => void months.refetch()} />}
      {data && (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">{t('months.hint')}</Typography.Text>
          {empty ? (
            <Empty description={t('months.empty')} data-testid="perf-months-empty" />
          ) : (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
              <IncomeChart
                months={data.rows.map((r) => r.month)}
                series={series}
                label={t('months.chart')}
                testId="perf-months-chart"
              />
            </Suspense>
          )}
          <Table<MonthRow>
            size="small"
            rowKey="month"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={data.rows}
            columns={columns}
            onRow={(r) => ({ 'data-testid': `months-row-${r.month}` }) as never}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>{t('total')}</Table.Summary.Cell>
                {FIGURES.map(([f], i) => (
                  <Table.Summary.Cell key={f} index={i + 1} align="right">
                    {showFigure(f, data.total[f], `months-total-${f}`)}
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            )}
          />
        </Flex>
      )}
    </Card>
  );
}
