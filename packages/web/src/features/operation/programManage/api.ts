import { useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http.ts';
import { listKey } from '../../../components/resourceTable/useResourceList.ts';

export const PROGRAM_LIST = '/sys/program/list';

export interface ColumnRow {
  id: number;
  journalId: number;
  name: string;
  sort: number;
  enabled: boolean;
  version: number;
}

/** A journal's columns in their order (under the list key, so list changes reload it). */
export function useColumns(journalId: number | null) {
  return useQuery({
    queryKey: [...listKey(PROGRAM_LIST), journalId],
    queryFn: () => http.get<ColumnRow[]>(PROGRAM_LIST, { journalId }),
    enabled: !!journalId,
  });
}

export function addColumn(journalId: number, name: string) {
  return http.post<{ id: number }>('/sys/program/add', { journalId, name }, { quiet: true });
}

export function updateColumn(row: ColumnRow, change: { name?: string; enabled?: boolean }) {
  return http.put(
    '/sys/program/update',
    {
      id: row.id,
      version: row.version,
      name: change.name ?? row.name,
      enabled: change.enabled ?? row.enabled,
    },
    { quiet: true },
  );
}

export function sortColumns(journalId: number, ids: number[]) {
  return http.put('/sys/program/sort', { journalId, ids }, { quiet: true });
}
