import { useCallback } from 'react';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';

/** The journal whose drawer is open and its tab, in the URL (`?detail=7&tab=fees`), so Back closes it. */
export function useDetailParam() {
  const [search, setSearch] = useScreenSearchParams();
  const id = Number(search.get('detail')) || null;
  const tab = search.get('tab') ?? 'basic';
  const open = useCallback(
    (next: number | null, nextTab?: string, replace = false) =>
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          params.delete('detail');
          params.delete('tab');
          if (next) params.set('detail', String(next));
          if (next && nextTab && nextTab !== 'basic') params.set('tab', nextTab);
          return params;
        },
        { replace },
      ),
    [setSearch],
  );
  return { id, tab, open };
}
