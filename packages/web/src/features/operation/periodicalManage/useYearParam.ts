import { useCallback } from 'react';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';

const THIS_YEAR = new Date().getFullYear();

/** The year a list shows, in the URL (`?year=`); this year unless chosen, `year=all` for every year. */
export function useYearParam(): [number | null, (year: number | null) => void] {
  const [search, setSearch] = useScreenSearchParams();
  const raw = search.get('year');
  const year = raw === 'all' ? null : Number(raw) || THIS_YEAR;
  const set = useCallback(
    (next: number | null) =>
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === THIS_YEAR) params.delete('year');
          else params.set('year', next === null ? 'all' : String(next));
          return params;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [year, set];
}
