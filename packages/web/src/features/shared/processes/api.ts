import type { ResultOf } from '@jb/contract/api/define';
import { PROCESS_CALLS, type ProcessKind } from '@jb/contract/api/processes';
import type {
  FundAuditSetting,
  ProductionStepSetting,
  ReviewStageSetting,
} from '@jb/contract/schemas/processes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';

export type { ProcessKind };

type Calls = (typeof PROCESS_CALLS)[ProcessKind];
/** The process a kind's detail and save calls answer. */
export type ProcessOf<K extends ProcessKind> = ResultOf<(typeof PROCESS_CALLS)[K]['detail']>;
/** The settings part of a save body: `{stages}` of a review process, `{steps}` of a production one. */
export type ProcessSettings =
  | { stages: ReviewStageSetting[]; fundAudit?: FundAuditSetting }
  | { steps: ProductionStepSetting[] };

/** Whose process: a journal's, or (journalId null) the press default; operators name the press. */
export interface ProcessScope {
  journalId: number | null;
  pressId?: number;
}

const query = (scope: ProcessScope) => ({ journalId: scope.journalId ?? undefined, pressId: scope.pressId });
export const processKey = (kind: ProcessKind, scope: ProcessScope) =>
  ['process', kind, scope.pressId ?? null, scope.journalId] as const;

/** The process in force for the scope: its own newest version or the inherited one. */
export function useProcess<K extends ProcessKind>(kind: K, scope: ProcessScope, enabled = true) {
  const call: Calls['detail'] = PROCESS_CALLS[kind].detail;
  return useQuery({
    queryKey: processKey(kind, scope),
    queryFn: () => api(call, { query: query(scope) }) as Promise<ProcessOf<K>>,
    enabled,
  });
}

export function useProcessVersions(kind: ProcessKind, scope: ProcessScope, enabled = true) {
  const call: Calls['versions'] = PROCESS_CALLS[kind].versions;
  return useQuery({
    queryKey: [...processKey(kind, scope), 'versions'],
    queryFn: () => api(call, { query: query(scope) }),
    enabled,
  });
}

/** Saves a new version; processes are never edited in place. */
export function saveProcess<K extends ProcessKind>(kind: K, scope: ProcessScope, settings: ProcessSettings) {
  const call: Calls['save'] = PROCESS_CALLS[kind].save;
  const body = { journalId: scope.journalId, pressId: scope.pressId, ...settings };
  return api(call, { body }, { quiet: true }) as Promise<ProcessOf<K>>;
}
