import { groupList } from '@jb/contract/api/groups';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import type { Choice } from '../options.ts';

/**
 * Editor groups that can work a stage: the journal's own groups and the press-wide ones. The group
 * list has no press filter (a platform operator gets every press's groups); `pressId` only keys the cache.
 */
export function useGroupChoices(journalId: number | null, pressId?: number) {
  return useQuery({
    queryKey: ['options', 'groups', pressId ?? null],
    queryFn: () => api(groupList, { query: { pageSize: 100, sort: 'name', order: 'asc' } }),
    select: (page): Choice[] =>
      page.list
        .filter((g) => g.journalId === null || journalId === null || g.journalId === journalId)
        .map((g) => ({ value: g.id, label: g.journalName ? `${g.name}（${g.journalName}）` : g.name })),
    staleTime: 60_000,
  });
}
