import { useCallback } from 'react';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';

/** The journal a per-journal screen shows, kept in the URL (`?journalId=`) so it survives reloads and links. */
export function useJournalParam(): [number | null, (id: number | null) => void] {
  const [search, setSearch] = useScreenSearchParams();
  const id = Number(search.get('journalId')) || null;
  const set = useCallback(
    (next: number | null) =>
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          if (next) params.set('journalId', String(next));
          else params.delete('journalId');
          return params;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [id, set];
}
