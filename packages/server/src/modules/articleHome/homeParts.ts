import type { HomeStage, homeListQuery } from '@jb/contract/schemas/articleHome';
import type { z } from 'zod';

/** The pieces every home list shares: its page query, an empty page, and its sums. */
type PageQuery = Pick<
  z.infer<typeof homeListQuery>,
  'page' | 'pageSize' | 'sort' | 'order' | 'journalId' | 'keyword'
>;

export function listQuery(q: PageQuery) {
  return {
    page: q.page,
    pageSize: q.pageSize,
    sort: q.sort,
    order: q.order,
    journalId: q.journalId,
    keyword: q.keyword,
  };
}

export const emptyPage = (q: PageQuery) => ({
  list: [],
  total: 0,
  page: q.page,
  pageSize: q.pageSize,
  capped: false,
});

/** The sum of one figure over the stages (a null figure counts nothing). */
export function sumOf(stages: HomeStage[], figure: (s: HomeStage) => number | null): number {
  return stages.reduce((n, s) => n + (figure(s) ?? 0), 0);
}

/** The sum of a count over a group's statuses (a status without one counts nothing). */
export function sumAt(statuses: readonly number[], count: (status: number) => number | undefined): number {
  return statuses.reduce((n, s) => n + (count(s) ?? 0), 0);
}
