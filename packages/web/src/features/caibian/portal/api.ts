import {
  myAuthorDetailCall,
  type myAuthorList,
  myAuthorRegister,
  myManuscriptDetailCall,
} from '@jb/contract/api/caibianPortal';
import type { ResultOf } from '@jb/contract/api/define';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import type { AuthorValues } from '../../operation/authorManagement/api.ts';

/** The acquisition editor's own detail screen (hidden, opened from their lists). */
export const CAIBIAN_DETAIL_PATH = '/caibian/articleDetail';
export const caibianDetailPath = (id: number) => `${CAIBIAN_DETAIL_PATH}?id=${id}`;

export type MyAuthorRow = ResultOf<typeof myAuthorList>['list'][number];
export type MyManuscriptDetail = ResultOf<typeof myManuscriptDetailCall>;

export function registerMyAuthor(values: AuthorValues) {
  return api(myAuthorRegister, { body: values }, { quiet: true });
}

export function useMyAuthorDetail(id: number | null) {
  return useQuery({
    queryKey: ['caibian', 'author', id],
    queryFn: () => api(myAuthorDetailCall, { query: { id: id! } }),
    enabled: !!id,
  });
}

export function useMyManuscriptDetail(id: number) {
  return useQuery({
    queryKey: ['caibian', 'manuscript', id],
    queryFn: () => api(myManuscriptDetailCall, { query: { id } }),
    enabled: id > 0,
  });
}
