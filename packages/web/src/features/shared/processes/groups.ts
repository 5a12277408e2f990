import type { groupRow } from '@jb/contract/schemas/groups';
import type { Page } from '@jb/contract/schemas/list';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http.ts';
import type { Output } from '../../../lib/schemaTypes.ts';
import type { Choice } from '../options.ts';

type GroupRow = Output<typeof groupRow>;

/** Editor groups that can work a stage: the journal's own groups and the press-wide ones. */
export function useGroupChoices(journalId: number | null, pressId?: number) {
  return useQuery({
    queryKey: ['options', 'groups', pressId ?? null],
    queryFn: () =>
      http.get<Page<GroupRow>>('/sys/group/list', { pageSize: 100, sort: 'name', order: 'asc', pressId }),
    select: (page): Choice[] =>
      page.list
        .filter((g) => g.journalId === null || journalId === null || g.journalId === journalId)
        .map((g) => ({ value: g.id, label: g.journalName ? `${g.name}（${g.journalName}）` : g.name })),
    staleTime: 60_000,
  });
}
