import type { issueEventRow, issueRow } from '@jb/contract/schemas/issues';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http.ts';
import { listKey } from '../../../components/resourceTable/useResourceList.ts';
import type { Output } from '../../../lib/schemaTypes.ts';

export const ISSUE_LIST = '/sys/period/list';
export type IssueRow = Output<typeof issueRow>;
export type IssueEvent = Output<typeof issueEventRow>;

export interface IssueValues {
  year: number;
  volume: number;
  number: number;
  plannedDate: string;
  actualDate: string | null;
  pageBudget: number;
  status: 0 | 1 | 2;
}

export function useIssues(journalId: number | null, year: number | null) {
  return useQuery({
    queryKey: [...listKey(ISSUE_LIST), journalId, year],
    queryFn: () => http.get<IssueRow[]>(ISSUE_LIST, { journalId, year }),
    enabled: !!journalId,
  });
}

/** SPEC §5: the add endpoint in add-period mode, the update endpoint otherwise. */
export function saveIssue(values: IssueValues, mode: { journalId: number } | { row: IssueRow }) {
  const body = { ...values, actualDate: values.actualDate ?? null };
  return 'row' in mode
    ? http.put('/sys/period/update', { ...body, id: mode.row.id, version: mode.row.version }, { quiet: true })
    : http.post<{ id: number }>('/sys/period/add', { ...body, journalId: mode.journalId }, { quiet: true });
}

export function generateYear(body: { journalId: number; year: number; volume: number; pageBudget: number }) {
  return http.post<{ created: number; total: number }>('/sys/period/generate', body, { quiet: true });
}

export function useIssueRecords(issueId: number | null) {
  return useQuery({
    queryKey: ['issueRecords', issueId],
    queryFn: () => http.get<IssueEvent[]>('/sys/period/records', { issueId }),
    enabled: !!issueId,
  });
}
