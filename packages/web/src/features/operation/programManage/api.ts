import { columnAdd, columnList, columnSort, columnUpdate } from '@jb/contract/api/columns';
import type { ColumnRow } from '@jb/contract/schemas/columns';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import { listKey } from '../../../components/resourceTable/useResourceList.ts';

/** A journal's columns in their order (under the list key, so list changes reload it). */
export function useColumns(journalId: number | null) {
  return useQuery({
    queryKey: [...listKey(columnList), journalId],
    queryFn: () => api(columnList, { query: { journalId: journalId! } }),
    enabled: !!journalId,
  });
}

export function addColumn(journalId: number, name: string) {
  return api(columnAdd, { body: { journalId, name } }, { quiet: true });
}

export function updateColumn(row: ColumnRow, change: { name?: string; enabled?: boolean }) {
  return api(
    columnUpdate,
    {
      body: {
        id: row.id,
        version: row.version,
        name: change.name ?? row.name,
        enabled: change.enabled ?? row.enabled,
      },
    },
    { quiet: true },
  );
}

export function sortColumns(journalId: number, ids: number[]) {
  return api(columnSort, { body: { journalId, ids } }, { quiet: true });
}
