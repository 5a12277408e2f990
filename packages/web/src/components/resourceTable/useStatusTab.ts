import { useMemo } from 'react';
import { useUrlTab } from './useUrlTab.ts';

/** The tab showing every status. */
export const ALL = 'all';

/**
 * The status tab of a list, kept in the URL (`?status=`, left out on the screen's own default);
 * switching keeps the other filters and goes back to the first page. `params` is the list call's
 * status parameter: none on the all tab.
 */
export function useStatusTab(statuses: readonly number[], fallback: number) {
  const keys = useMemo(() => [...statuses.map(String), ALL], [statuses]);
  const { tab, switchTab } = useUrlTab('status', keys, String(fallback));
  const params = useMemo((): Record<string, string> => (tab === ALL ? {} : { status: tab }), [tab]);
  return { tab, switchTab, params };
}
