import type { Page } from '@jb/contract/schemas/list';
import type { PressRow } from '@jb/contract/schemas/presses';
import type { RoleRow } from '@jb/contract/schemas/roleAdmin';
import type { StaffRow } from '@jb/contract/schemas/staff';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http.ts';

/** Choices for selects in forms and filters, shared by the organisation screens. */
export interface Choice {
  value: number;
  label: string;
}

const OPTIONS_STALE_MS = 60_000;

/** The journals of my press, or of a press a platform operator names (`GET /sys/journal/options`). */
export function useJournalOptions(pressId?: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['options', 'journals', pressId ?? null],
    queryFn: () => http.get<{ id: number; name: string }[]>('/sys/journal/options', { pressId }),
    select: (rows): Choice[] => rows.map((r) => ({ value: r.id, label: r.name })),
    staleTime: OPTIONS_STALE_MS,
  });
}

/** The roles I can give, or a named press's (`GET /sys/role/list?pageSize=100`). */
export function useRoleOptions(pressId?: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['options', 'roles', pressId ?? null],
    queryFn: () =>
      http.get<Page<RoleRow>>('/sys/role/list', { pageSize: 100, sort: 'createdAt', order: 'asc', pressId }),
    select: (page) => page.list,
    staleTime: OPTIONS_STALE_MS,
  });
}

/** Active staff of my press, or of a named press (`GET /sys/user/list?status=1&pageSize=100`). */
export function useStaffOptions(pressId?: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['options', 'staff', pressId ?? null],
    queryFn: () =>
      http.get<Page<StaffRow>>('/sys/user/list', {
        status: 1,
        pageSize: 100,
        sort: 'name',
        order: 'asc',
        pressId,
      }),
    select: (page): Choice[] => page.list.map((r) => ({ value: r.id, label: `${r.name}（${r.account}）` })),
    staleTime: OPTIONS_STALE_MS,
  });
}

/** Every press, for platform operators (`GET /sys/press/list?pageSize=100`); nothing is asked otherwise. */
export function usePressOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['options', 'presses'],
    queryFn: () => http.get<Page<PressRow>>('/sys/press/list', { pageSize: 100, sort: 'name', order: 'asc' }),
    select: (page): Choice[] => page.list.map((p) => ({ value: p.id, label: p.name })),
    enabled,
    staleTime: OPTIONS_STALE_MS,
  });
}
