import { columnAdd, columnSort, columnUpdate } from '@jb/contract/api/columns';
import type { ColumnRow } from '@jb/contract/schemas/columns';
import { api } from '../../../api/http.ts';

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
