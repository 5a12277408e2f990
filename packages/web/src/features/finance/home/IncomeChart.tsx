import { formatMoney } from '@jb/contract/money';
import { theme } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useLang } from '../../../i18n/useLang.ts';
import { SERIES_COLORS, shortYuan } from './chartFormat.ts';
import { type ChartOption, init } from './echarts.ts';

/** One bar series: its name, its income per month (fen), and the lists behind it. */
export interface IncomeSeries {
  key: string;
  name: string;
  fen: number[];
  /** The orders behind one month's bar. */
  monthLink: (month: string) => string;
  /** The orders behind the whole series (its legend). */
  rangeLink: string;
}

interface Props {
  months: string[];
  series: IncomeSeries[];
  /** The chart's name for screen readers. */
  label: string;
  testId: string;
}

/**
 * Stacked monthly bars of income (lazily loaded with ECharts): a bar or a legend entry opens the
 * order list filtered to what it sums. Amounts stay in fen; the axis shows short yuan and the
 * tooltip "0.00元".
 */
export default function IncomeChart({ months, series, label, testId }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);
  const navigate = useNavigate();
  const latest = useRef({ months, series, navigate });
  latest.current = { months, series, navigate };
  const lang = useLang();
  const { token } = theme.useToken();

  useEffect(() => {
    const el = box.current!;
    const c = init(el, undefined, { renderer: 'svg', locale: lang === 'zh-CN' ? 'ZH' : 'EN' });
    chart.current = c;
    c.on('click', (p) => {
      const { months: m, series: s, navigate: go } = latest.current;
      const picked = s[p.seriesIndex ?? -1];
      if (!picked) return;
      if (p.componentType === 'legend') void go(picked.rangeLink);
      else if (p.componentType === 'series' && m[p.dataIndex]) void go(picked.monthLink(m[p.dataIndex]!));
    });
    const resized = new ResizeObserver(() => c.resize());
    resized.observe(el);
    return () => {
      resized.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, [lang]);

  useEffect(() => {
    const axisText = { color: token.colorTextSecondary };
    const option: ChartOption = {
      color: SERIES_COLORS,
      aria: { enabled: true, label: { description: label } },
      textStyle: { fontFamily: token.fontFamily },
      // Labels kept inside the box; the legend sits below the bars.
      grid: {
        left: 8,
        right: 16,
        top: 16,
        bottom: 36,
        outerBoundsMode: 'same',
        outerBoundsContain: 'axisLabel',
      },
      legend: {
        type: 'scroll',
        bottom: 0,
        selectedMode: false,
        triggerEvent: true,
        textStyle: { color: token.colorText },
      },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        valueFormatter: (v) => formatMoney(Number(v)),
      },
      xAxis: { type: 'category', data: months, axisLabel: axisText },
      yAxis: {
        type: 'value',
        axisLabel: { ...axisText, formatter: (v: number) => shortYuan(v, lang) },
        splitLine: { lineStyle: { color: token.colorBorderSecondary } },
      },
      series: series.map((s) => ({
        type: 'bar',
        id: s.key,
        name: s.name,
        stack: 'income',
        data: s.fen,
        cursor: 'pointer',
        emphasis: { focus: 'series' },
        barMaxWidth: 36,
      })),
    };
    chart.current?.setOption(option, { notMerge: true });
  }, [months, series, label, lang, token]);

  return (
    <div
      ref={box}
      role="img"
      aria-label={label}
      data-testid={testId}
      data-series={series.length}
      style={{ width: '100%', height: 320, cursor: 'pointer' }}
    />
  );
}
