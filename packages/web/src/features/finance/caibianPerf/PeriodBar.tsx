import { DatePicker, Flex, Segmented } from 'antd';
import type { RangeKind } from '../home/period.ts';
import { usePerfTexts } from './texts.ts';
import { RANGE_KINDS, type usePerfPeriod } from './usePerfPeriod.ts';

/** This month, last month or a custom range of days (SPEC §9). */
export function PeriodBar({ state }: { state: ReturnType<typeof usePerfPeriod> }) {
  const t = usePerfTexts();
  return (
    <Flex gap={8} wrap align="center">
      <Segmented<RangeKind>
        value={state.kind}
        onChange={state.setKind}
        options={RANGE_KINDS.map((k) => ({
          value: k,
          label: <span data-testid={`perf-range-${k}`}>{t(`range.${k}`)}</span>,
        }))}
      />
      {state.kind === 'custom' && (
        <DatePicker.RangePicker
          value={state.custom}
          onChange={(v) => state.setCustom(v?.[0] && v[1] ? [v[0], v[1]] : null)}
          data-testid="perf-range-picker"
        />
      )}
      <span data-testid="perf-period">{t('period', state.period)}</span>
    </Flex>
  );
}
