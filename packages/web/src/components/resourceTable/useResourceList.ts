import type { Page } from '@jb/contract/schemas/list';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { http } from '../../api/http.ts';

/** The cache key of every page of one list call; changes invalidate it to reload the list. */
export function listKey(path: string): readonly unknown[] {
  return ['list', path];
}

/** One page of a list call; the previous page stays on screen while the next one loads. */
export function useResourceList<T>(path: string, query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...listKey(path), query],
    queryFn: () => http.get<Page<T>>(path, query),
    placeholderData: keepPreviousData,
  });
}

/** Reloads a list after a change, with the choices other forms take from lists (roles, staff). */
export function useReloadList(path: string | undefined) {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        path ? client.invalidateQueries({ queryKey: listKey(path) }) : undefined,
        client.invalidateQueries({ queryKey: ['options'] }),
      ]),
    [client, path],
  );
}
