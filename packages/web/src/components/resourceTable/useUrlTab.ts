import { useCallback } from 'react';
import { useScreenSearchParams } from '../../app/useScreenSearchParams.ts';

/**
 * A tab kept in the URL under `param` (left out on the fallback tab), so a tab can be bookmarked and
 * shared like the list under it. Switching goes back to the first page and keeps the list's other
 * parameters, or drops them all (`fresh`: tabs showing different lists).
 */
export function useUrlTab(param: string, keys: readonly string[], fallback: string, fresh = false) {
  const [search, setSearch] = useScreenSearchParams();
  const value = search.get(param);
  const tab = value !== null && keys.includes(value) ? value : fallback;

  const switchTab = useCallback(
    (key: string) =>
      setSearch(
        (current) => {
          const next = fresh ? new URLSearchParams() : new URLSearchParams(current);
          next.delete('page');
          if (key === fallback) next.delete(param);
          else next.set(param, key);
          return next;
        },
        { replace: true },
      ),
    [setSearch, param, fallback, fresh],
  );
  return { tab, switchTab };
}
