import {
  authorAdd,
  authorBlacklist,
  authorDetailCall,
  authorLift,
  type authorList,
  authorUpdate,
} from '@jb/contract/api/authorManagement';
import type { ResultOf } from '@jb/contract/api/define';
import { manuscriptList } from '@jb/contract/api/manuscripts';
import type { authorAddBody } from '@jb/contract/schemas/authorManagement';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/http.ts';
import { listKey } from '../../../components/resourceTable/useResourceList.ts';
import { MANUSCRIPT_KEY } from '../../shared/manuscripts/api.ts';

export type AuthorRow = ResultOf<typeof authorList>['list'][number];
export type AuthorDetail = ResultOf<typeof authorDetailCall>;

/** The author form's values: the add call's body (an edit adds the row's id and version). */
export type AuthorValues = z.input<typeof authorAddBody>;

/** Blacklisting or lifting it: the two changes that take a reason. */
export type BlacklistChange = 'blacklist' | 'lift';

export function addAuthor(values: AuthorValues) {
  return api(authorAdd, { body: values }, { quiet: true });
}

export function updateAuthor(values: AuthorValues, row: { id: number; version: number }) {
  return api(authorUpdate, { body: { ...values, id: row.id, version: row.version } }, { quiet: true });
}

export function changeBlacklist(
  change: BlacklistChange,
  row: { id: number; version: number },
  reason: string,
) {
  const call = change === 'blacklist' ? authorBlacklist : authorLift;
  return api(call, { body: { id: row.id, version: row.version, reason } }, { quiet: true });
}

export const AUTHOR_KEY = ['author'] as const;

export function useAuthorDetail(id: number | null) {
  return useQuery({
    queryKey: [...AUTHOR_KEY, id],
    queryFn: () => api(authorDetailCall, { query: { id: id! } }),
    enabled: !!id,
  });
}

/** After a change to an author: their detail, and the manuscripts that show their blacklisting. */
export function reloadAuthorViews(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: AUTHOR_KEY }),
    client.invalidateQueries({ queryKey: listKey(manuscriptList) }),
    client.invalidateQueries({ queryKey: MANUSCRIPT_KEY }),
  ]);
}
