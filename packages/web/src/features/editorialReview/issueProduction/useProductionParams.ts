import { useCallback } from 'react';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';

/**
 * What an issue production screen shows, kept in the URL: the journal (`journalId`) and the year
 * (`year`; every year when absent). A new journal drops the year; either drops the list's page.
 */
export function useProductionParams() {
  const [search, setSearch] = useScreenSearchParams();
  const journalId = Number(search.get('journalId')) || null;
  const year = Number(search.get('year')) || null;

  /** Sets (or, null, removes) each named parameter, and goes back to the list's first page. */
  const put = useCallback(
    (values: Record<string, number | null>) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(values))
            value ? next.set(name, String(value)) : next.delete(name);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  const setJournal = useCallback((id: number | null) => put({ journalId: id, year: null }), [put]);
  const setYear = useCallback((next: number | null) => put({ year: next }), [put]);

  return { journalId, year, setJournal, setYear };
}
