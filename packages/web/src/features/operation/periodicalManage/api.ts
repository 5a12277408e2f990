import { issueAdd, issueGenerate, issueList, issueRecords, issueUpdate } from '@jb/contract/api/issues';
import type { IssueRow, issueAddBody, issueGenerateBody } from '@jb/contract/schemas/issues';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/http.ts';
import { listKey } from '../../../components/resourceTable/useResourceList.ts';

/** The issue form's values: the add call's body without the journal (the screen's). */
export type IssueValues = Omit<z.input<typeof issueAddBody>, 'journalId'>;
/** The generate form's values: its call's body without the journal. */
export type GenerateValues = Omit<z.output<typeof issueGenerateBody>, 'journalId'>;

export function useIssues(journalId: number | null, year: number | null) {
  return useQuery({
    queryKey: [...listKey(issueList), journalId, year],
    queryFn: () => api(issueList, { query: { journalId: journalId ?? 0, year: year ?? undefined } }),
    enabled: !!journalId,
  });
}

/** SPEC §5: the add endpoint in add-period mode, the update endpoint otherwise. */
export function saveIssue(values: IssueValues, mode: { journalId: number } | { row: IssueRow }) {
  const body = { ...values, actualDate: values.actualDate ?? null };
  return 'row' in mode
    ? api(issueUpdate, { body: { ...body, id: mode.row.id, version: mode.row.version } }, { quiet: true })
    : api(issueAdd, { body: { ...body, journalId: mode.journalId } }, { quiet: true });
}

/** Makes the year's issues; answers how many were made, of how many, and for which year. */
export async function generateYear(journalId: number, values: GenerateValues) {
  const made = await api(issueGenerate, { body: { journalId, ...values } }, { quiet: true });
  return { ...made, year: values.year };
}

export function useIssueRecords(issueId: number | null) {
  return useQuery({
    queryKey: ['issueRecords', issueId],
    queryFn: () => api(issueRecords, { query: { issueId: issueId ?? 0 } }),
    enabled: !!issueId,
  });
}
