import { useEffect, useState } from 'react';
import { useScreenSearchParams } from '../../app/useScreenSearchParams.ts';

/**
 * Opens a list with a filter already applied (journal and discount reviews open on 审核中) when the URL names none;
 * afterwards the URL is the truth, so a reset shows everything. True once the list may load.
 */
export function useDefaultFilter(name: string, value: string): boolean {
  const [search, setSearch] = useScreenSearchParams();
  const present = search.has(name);
  const [seen, setSeen] = useState(present);
  useEffect(() => {
    if (seen) return;
    if (present) {
      setSeen(true);
      return;
    }
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set(name, value);
        return params;
      },
      { replace: true },
    );
  }, [seen, present, name, value, setSearch]);
  return seen || present;
}
