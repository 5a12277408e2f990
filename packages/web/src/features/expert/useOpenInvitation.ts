import { useCallback } from 'react';
import { useScreenSearchParams } from '../../app/useScreenSearchParams.ts';

const OPEN_PARAM = 'invitation';

/** Opens an invitation for review, or goes back to the list, keeping the list's filters in the URL. */
export function useOpenInvitation() {
  const [, setSearch] = useScreenSearchParams();
  const open = useCallback(
    (id: number) =>
      setSearch((s) => {
        const next = new URLSearchParams(s);
        next.set(OPEN_PARAM, String(id));
        return next;
      }),
    [setSearch],
  );
  const close = useCallback(
    () =>
      setSearch((s) => {
        const next = new URLSearchParams(s);
        next.delete(OPEN_PARAM);
        return next;
      }),
    [setSearch],
  );
  return { open, close };
}

/** The invitation opened for review, from the URL; null on the list. */
export function useOpenedId(): number | null {
  const [search] = useScreenSearchParams();
  const id = Number(search.get(OPEN_PARAM));
  return Number.isInteger(id) && id > 0 ? id : null;
}
