import { useCallback } from 'react';
import { type SetURLSearchParams, useLocation, useSearchParams } from 'react-router';

/**
 * The screen's search parameters, whose writes stay on the screen that makes them. A screen keeps
 * its choices in the address (journal, issue, tab, filters) and fills in defaults once its lists
 * arrive; when the person has meanwhile pressed another screen, the old one is still mounted while
 * the next one's code loads, and react-router writes the parameters relative to the old screen's
 * path, which took the person back to it. Such a late write is dropped. Every screen reads its
 * parameters through this hook (a test keeps `useSearchParams` out of the rest of the web).
 */
export function useScreenSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const set = useCallback<SetURLSearchParams>(
    (next, options) => {
      if (!onScreen(pathname, window.location.pathname)) return;
      setSearch(next, options);
    },
    [setSearch, pathname],
  );
  return [search, set];
}

/** Whether the address still shows the screen at `screenPath` (a write of its parameters belongs there). */
export function onScreen(screenPath: string, addressPath: string): boolean {
  return decoded(screenPath) === decoded(addressPath);
}

/** The path as a person reads it (the router and the address may differ in percent-encoding). */
function decoded(p: string): string {
  try {
    return decodeURI(p);
  } catch {
    return p;
  }
}
