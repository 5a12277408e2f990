import { columnList } from '@jb/contract/api/columns';
import { journalOptions } from '@jb/contract/api/journals';
import { pressList } from '@jb/contract/api/presses';
import { roleList } from '@jb/contract/api/roles';
import { staffList } from '@jb/contract/api/staff';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/http.ts';
import { listKey } from '../../components/resourceTable/useResourceList.ts';

/** Choices for selects in forms and filters, shared by the organisation screens. */
export interface Choice {
  value: number;
  label: string;
}

const OPTIONS_STALE_MS = 60_000;

/** The journals of my press, or of a press a platform operator names. */
export function useJournalOptions(pressId?: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['options', 'journals', pressId ?? null],
    queryFn: () => api(journalOptions, { query: { pressId } }),
    select: (rows): Choice[] => rows.map((r) => ({ value: r.id, label: r.name })),
    staleTime: OPTIONS_STALE_MS,
  });
}

/** The roles I can give, or a named press's (the role list, 100 at most). */
export function useRoleOptions(pressId?: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['options', 'roles', pressId ?? null],
    queryFn: () => api(roleList, { query: { pageSize: 100, sort: 'createdAt', order: 'asc', pressId } }),
    select: (page) => page.list,
    staleTime: OPTIONS_STALE_MS,
  });
}

/** Active staff of my press, or of a named press (the staff list, 100 at most). */
export function useStaffOptions(pressId?: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['options', 'staff', pressId ?? null],
    queryFn: () =>
      api(staffList, { query: { status: 1, pageSize: 100, sort: 'name', order: 'asc', pressId } }),
    select: (page): Choice[] => page.list.map((r) => ({ value: r.id, label: `${r.name}（${r.account}）` })),
    staleTime: OPTIONS_STALE_MS,
  });
}

/** Every press, for platform operators (the press list, 100 at most); nothing is asked otherwise. */
export function usePressOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['options', 'presses'],
    queryFn: () => api(pressList, { query: { pageSize: 100, sort: 'name', order: 'asc' } }),
    select: (page): Choice[] => page.list.map((p) => ({ value: p.id, label: p.name })),
    enabled,
    staleTime: OPTIONS_STALE_MS,
  });
}

/**
 * A journal's columns in their order (column management, a filter, a manuscript's edit), under the
 * column list's key, so changes to the columns reload it.
 */
export function useColumns(journalId: number | null | undefined, enabled = true) {
  return useQuery({
    queryKey: [...listKey(columnList), journalId ?? null],
    queryFn: () => api(columnList, { query: { journalId: journalId! } }),
    enabled: enabled && !!journalId,
  });
}
