import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The tab showing every status. */
export const ALL = 'all';
const PARAM = 'status';

/**
 * The status tab of a list, kept in the URL (`?status=`, left out on the screen's own default);
 * switching keeps the other filters and goes back to the first page.
 */
export function useStatusTab(statuses: readonly number[], fallback: number) {
  const [search, setSearch] = useSearchParams();
  const value = search.get(PARAM);
  const tab =
    value === ALL || statuses.map(String).includes(value ?? '') ? (value as string) : String(fallback);

  const switchTab = useCallback(
    (key: string) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('page');
          if (key === String(fallback)) next.delete(PARAM);
          else next.set(PARAM, key);
          return next;
        },
        { replace: true },
      ),
    [setSearch, fallback],
  );

  /** The list call's status parameter: none on the all tab. */
  const params: Record<string, string> = tab === ALL ? {} : { status: tab };
  return { tab, switchTab, params };
}
