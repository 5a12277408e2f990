import { useCallback } from 'react';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';
import { useIsPlatform } from '../../../app/useSession.ts';
import type { ProcessScope } from './api.ts';

/**
 * Whose process a screen shows, from the URL: `journalId` (none: the press default) and, for platform
 * operators, `pressId`. `ready` is false until an operator has named the press.
 */
export function useProcessScope() {
  const platform = useIsPlatform();
  const [search, setSearch] = useScreenSearchParams();
  const journalId = Number(search.get('journalId')) || null;
  const pressId = Number(search.get('pressId')) || undefined;
  const scope: ProcessScope = { journalId, pressId };
  const ready = !platform || !!pressId;

  const set = useCallback(
    (next: ProcessScope) =>
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          for (const [name, value] of [
            ['journalId', next.journalId],
            ['pressId', next.pressId],
          ] as const) {
            if (value) params.set(name, String(value));
            else params.delete(name);
          }
          return params;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { scope, ready, platform, set, query: search.toString() };
}
