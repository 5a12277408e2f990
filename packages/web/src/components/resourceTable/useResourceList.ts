import type { CallDeclaration } from '@jb/contract/api/define';
import type { Page } from '@jb/contract/schemas/list';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import { api } from '../../api/http.ts';

/** A declared call that lists records a page at a time (its query holds the filters, sort and page). */
export type ListCall = CallDeclaration & { query: z.ZodType };

/** The cache key of every page of one list call; changes invalidate it to reload the list. */
export function listKey(list: CallDeclaration): readonly unknown[] {
  return ['list', list.path];
}

/** One page of a list call; the previous page stays on screen while the next one loads. */
export function useResourceList<T>(list: ListCall, query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...listKey(list), query],
    queryFn: () => api(list, { query }) as Promise<Page<T>>,
    placeholderData: keepPreviousData,
  });
}

/** Reloads a list after a change, with the choices other forms take from lists (roles, staff). */
export function useReloadList(list: CallDeclaration | undefined) {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        list ? client.invalidateQueries({ queryKey: listKey(list) }) : undefined,
        client.invalidateQueries({ queryKey: ['options'] }),
      ]),
    [client, list],
  );
}
