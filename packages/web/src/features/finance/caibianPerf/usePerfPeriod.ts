import dayjs, { type Dayjs } from 'dayjs';
import { useCallback } from 'react';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';
import { useUrlTab } from '../../../components/resourceTable/useUrlTab.ts';
import { periodOf, type RangeKind } from '../home/period.ts';

export const RANGE_KINDS: readonly RangeKind[] = ['thisMonth', 'lastMonth', 'custom'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The period of the performance screens, kept in the URL (`range`, and `from`/`to` when custom):
 * this month (first day to today), last month (first to last day) or custom, in China days.
 */
export function usePerfPeriod() {
  const { tab, switchTab } = useUrlTab('range', RANGE_KINDS, 'thisMonth');
  const kind = tab as RangeKind;
  const [search, setSearch] = useScreenSearchParams();
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const custom: [Dayjs, Dayjs] | null = DAY.test(from) && DAY.test(to) ? [dayjs(from), dayjs(to)] : null;
  const setCustom = useCallback(
    (range: [Dayjs, Dayjs] | null) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('page');
          if (range) {
            next.set('from', range[0].format('YYYY-MM-DD'));
            next.set('to', range[1].format('YYYY-MM-DD'));
          } else {
            next.delete('from');
            next.delete('to');
          }
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { kind, setKind: switchTab, custom, setCustom, period: periodOf(kind, custom) };
}
