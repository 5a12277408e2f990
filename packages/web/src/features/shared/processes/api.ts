import type { processVersionRow, productionProcess, reviewProcess } from '@jb/contract/schemas/processes';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http.ts';
import type { Output } from '../../../lib/schemaTypes.ts';

export type ReviewProcess = Output<typeof reviewProcess>;
export type ProductionProcess = Output<typeof productionProcess>;
export type ProcessVersion = Output<typeof processVersionRow>;
export type ProcessKind = 'auditProcess' | 'publishProcess';

/** Whose process: a journal's, or (journalId null) the press default; operators name the press. */
export interface ProcessScope {
  journalId: number | null;
  pressId?: number;
}

const query = (scope: ProcessScope) => ({ journalId: scope.journalId ?? undefined, pressId: scope.pressId });
export const processKey = (kind: ProcessKind, scope: ProcessScope) =>
  ['process', kind, scope.pressId ?? null, scope.journalId] as const;

/** The process in force for the scope (`GET /sys/<kind>/detail`): its own newest version or the inherited one. */
export function useProcess<T>(kind: ProcessKind, scope: ProcessScope, enabled = true) {
  return useQuery({
    queryKey: processKey(kind, scope),
    queryFn: () => http.get<T>(`/sys/${kind}/detail`, query(scope)),
    enabled,
  });
}

export function useProcessVersions(kind: ProcessKind, scope: ProcessScope, enabled = true) {
  return useQuery({
    queryKey: [...processKey(kind, scope), 'versions'],
    queryFn: () => http.get<ProcessVersion[]>(`/sys/${kind}/versions`, query(scope)),
    enabled,
  });
}

/** Saves a new version (`PUT /sys/<kind>/save`); processes are never edited in place. */
export function saveProcess<T>(kind: ProcessKind, scope: ProcessScope, body: object) {
  return http.put<T>(
    `/sys/${kind}/save`,
    { journalId: scope.journalId, pressId: scope.pressId, ...body },
    { quiet: true },
  );
}
