import { perfExport, perfSummaryCall } from '@jb/contract/api/caibianPerf';
import { fieldMessage } from '@jb/contract/messages';
import { type PerfRow, type PerfSummary, perfQuery } from '@jb/contract/schemas/caibianPerf';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Skeleton, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { api } from '../../../api/http.ts';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { MoneyText } from '../../../components/money/MoneyText.tsx';
import { ExportButton } from '../../../components/resourceTable/ExportButton.tsx';
import { listKey } from '../../../components/resourceTable/useResourceList.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { PayCommissionModal } from './PayCommissionModal.tsx';
import { PerfOrdersDrawer } from './PerfOrdersDrawer.tsx';
import { PeriodBar } from './PeriodBar.tsx';
import { usePerfTexts } from './texts.ts';
import { usePerfPeriod } from './usePerfPeriod.ts';

export type Figure = 'manuscripts' | 'orders' | 'paidFen' | 'commissionFen' | 'paidOutFen' | 'unpaidFen';
const MONEY: readonly Figure[] = ['paidFen', 'commissionFen', 'paidOutFen', 'unpaidFen'];
export const FIGURES: readonly [
  Figure,
  'manuscripts' | 'orders' | 'paid' | 'commission' | 'paidOut' | 'unpaid',
][] = [
  ['manuscripts', 'manuscripts'],
  ['orders', 'orders'],
  ['paidFen', 'paid'],
  ['commissionFen', 'commission'],
  ['paidOutFen', 'paidOut'],
  ['unpaidFen', 'unpaid'],
];

/** A figure as the tables show it: money as yuan, counts as they are. */
export function showFigure(f: Figure, value: number, testId: string) {
  return MONEY.includes(f) ? (
    <MoneyText fen={value} testId={testId} />
  ) : (
    <span data-testid={testId}>{value}</span>
  );
}

function Totals({
  s,
  onRows,
  onPay,
}: {
  s: PerfSummary;
  onRows: (r: PerfRow) => void;
  /** Null: the figures only (the operation screen, an editor's own). */
  onPay: ((r: PerfRow) => void) | null;
}) {
  const t = usePerfTexts();
  const columns: ColumnsType<PerfRow> = [
    { key: 'editor', title: t('editor'), render: (_, r) => r.editorName },
    ...FIGURES.map(([f, label]) => ({
      key: f,
      title: t(label),
      align: 'right' as const,
      render: (_: unknown, r: PerfRow) => showFigure(f, r[f], `perf-${f}-${r.account}`),
    })),
    {
      key: 'actions',
      title: '',
      render: (_, r) => (
        <Flex gap={4}>
          <Button size="small" type="link" onClick={() => onRows(r)} data-testid={`perf-rows-${r.account}`}>
            {t('rows')}
          </Button>
          {onPay && r.actions.includes('pay') && (
            <Button size="small" type="link" onClick={() => onPay(r)} data-testid={`perf-pay-${r.account}`}>
              {t('pay')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <Table<PerfRow>
      size="small"
      rowKey="editorId"
      pagination={false}
      dataSource={s.rows}
      columns={columns}
      locale={{ emptyText: <Empty description={t('noEditors')} /> }}
      onRow={(r) => ({ 'data-testid': `perf-row-${r.account}` }) as never}
      data-testid="perf-totals"
      summary={() =>
        s.selfOnly ? null : (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>{t('total')}</Table.Summary.Cell>
            {FIGURES.map(([f], i) => (
              <Table.Summary.Cell key={f} index={i + 1} align="right">
                {showFigure(f, s.total[f], `perf-total-${f}`)}
              </Table.Summary.Cell>
            ))}
            <Table.Summary.Cell index={FIGURES.length + 1} />
          </Table.Summary.Row>
        )
      }
    />
  );
}

/**
 * 采编绩效 of a period: per acquisition editor (or, for an editor, their own) the manuscripts they
 * referred, the paid orders, the money and the commission; the orders behind a row in a drawer;
 * finance's 结算提成 on rows the server offers it for; the .xlsx of totals and orders.
 */
export function PerfFigures({ mine = false, payable = false }: { mine?: boolean; payable?: boolean }) {
  const t = usePerfTexts();
  const pick = usePick();
  const state = usePerfPeriod();
  const { period } = state;
  const checked = perfQuery.safeParse(period);
  const summary = useQuery({
    queryKey: [...listKey(perfSummaryCall), period.from, period.to],
    queryFn: () => api(perfSummaryCall, { query: period }),
    enabled: checked.success,
  });
  const [search, setSearch] = useScreenSearchParams();
  const opened = Number(search.get('editor')) || null;
  const openRows = (id: number | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.delete('page');
      if (id) next.set('editor', String(id));
      else next.delete('editor');
      return next;
    });
  const [paying, setPaying] = useState<PerfRow | null>(null);
  const problem = checked.success ? null : pick(fieldMessage(checked.error.issues[0]?.message ?? 'invalid'));
  const openedRow = useMemo(
    () => summary.data?.rows.find((r) => r.editorId === opened) ?? null,
    [summary.data, opened],
  );

  return (
    <Card
      title={mine ? t('mine') : t('title')}
      data-testid="perf-card"
      extra={
        <Flex gap={8} wrap align="center">
          <PeriodBar state={state} />
          {checked.success && <ExportButton call={perfExport} query={period} fallbackName="caibian-perf" />}
        </Flex>
      }
    >
      {problem && <Alert type="warning" showIcon title={problem} data-testid="perf-period-problem" />}
      {checked.success && summary.isPending && <Skeleton active />}
      {summary.isError && <LoadError onRetry={() => void summary.refetch()} />}
      {summary.data && (
        <Totals
          s={summary.data}
          onRows={(r) => openRows(r.editorId)}
          onPay={payable ? (r) => setPaying(r) : null}
        />
      )}
      <PerfOrdersDrawer editor={openedRow} period={period} onClose={() => openRows(null)} />
      <PayCommissionModal row={paying} period={period} onClose={() => setPaying(null)} />
    </Card>
  );
}
