import { REVIEW_CALLS, screeningStatus } from '@jb/contract/api/review';
import { allocationCallsOf, undoCallOf, verdictCallsOf } from '@jb/contract/reviewCalls';
import type { AuditVerb } from '@jb/contract/schemas/review';
import { REVIEW_GROUPS, type ReviewGroup } from '@jb/contract/stageGroups';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../api/http.ts';
import { listKey } from '../../components/resourceTable/useResourceList.ts';
import { MANUSCRIPT_KEY, type ManuscriptRef, type ManuscriptRow } from '../shared/manuscripts/api.ts';
import type { QueueCallName } from './queueActions.ts';

/** The queues' rows are the manuscript list's rows (the same schema, with the caller's actions). */
export type QueueRow = ManuscriptRow;

const ASSIGNEES_KEY = ['reviewAssignees'] as const;
const SCREENING_KEY = ['screeningStatus'] as const;

/**
 * After any move: every stage queue (a manuscript leaves one and enters another), the details
 * cached, and the people's open load.
 */
export function reloadQueues(client: QueryClient) {
  return Promise.all([
    ...REVIEW_GROUPS.map((g) => client.invalidateQueries({ queryKey: listKey(REVIEW_CALLS[g.key].list) })),
    client.invalidateQueries({ queryKey: MANUSCRIPT_KEY }),
    client.invalidateQueries({ queryKey: ASSIGNEES_KEY }),
    client.invalidateQueries({ queryKey: SCREENING_KEY }),
  ]);
}

const refOf = ({ id, version }: { id: number; version: number }) => ({ id, version });

/** One manuscript with its audits and allocations, cached beside its other details (reloaded by any action). */
export function useQueueDetail(group: ReviewGroup, id: number | null) {
  return useQuery({
    queryKey: [...MANUSCRIPT_KEY, id, 'queue', group.key],
    queryFn: () => api(REVIEW_CALLS[group.key].detail, { query: { id: id! } }),
    enabled: id !== null,
  });
}

/**
 * The stage's opinion templates (review, acceptance and rejection groups), the one the manuscript's
 * review process names for the stage first (`preferred`).
 */
export function useTemplates(group: ReviewGroup, manuscriptId: number | undefined, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['reviewTemplates', group.key, manuscriptId ?? null],
    queryFn: () => api(verdictCallsOf(group).template, { query: manuscriptId ? { id: manuscriptId } : {} }),
    staleTime: 60_000,
  });
}

/** Who may be allocated one manuscript (`id`), or the stage's people of a journal (no `id`: a batch). */
export function useAssignees(alloc: ReviewGroup, target: { id?: number; journalId?: number } | null) {
  const calls = allocationCallsOf(alloc);
  return useQuery({
    queryKey: [...ASSIGNEES_KEY, alloc.key, target?.id ?? null, target?.journalId ?? null],
    queryFn: () =>
      target?.id
        ? api(calls.candidates, { query: { id: target.id } })
        : api(calls.countList, { query: { journalId: target?.journalId } }),
    enabled: target !== null,
  });
}

/** The people who work an allocation stage and their open load (the queue's load panel). */
export function useLoad(alloc: ReviewGroup, journalId: number | undefined) {
  return useQuery({
    queryKey: [...ASSIGNEES_KEY, alloc.key, null, journalId ?? null],
    queryFn: () => api(allocationCallsOf(alloc).countList, { query: { journalId } }),
  });
}

/** Whether screening is on in the process in force (the journal's, or the press default), and what waits for it. */
export function useScreeningStatus(journalId: number | undefined) {
  return useQuery({
    queryKey: [...SCREENING_KEY, journalId ?? null],
    queryFn: () => api(screeningStatus, { query: journalId ? { journalId } : {} }),
  });
}

/**
 * One manuscript's action through the call `target` names: a verdict with its opinion (audit), an
 * allocation to a person (saveAssign), or taking back an allocation or an audit (cancel).
 */
export function sendAction(
  target: { group: ReviewGroup; call: QueueCallName },
  m: ManuscriptRef,
  input: {
    action?: AuditVerb;
    opinion?: string;
    templateId?: number | null;
    assigneeId?: number;
    meetingSign?: number | null;
  },
) {
  const { group } = target;
  if (target.call === 'cancel') {
    const cancel = group.kind === 'allocation' ? allocationCallsOf(group).cancel : undoCallOf(group);
    return api(cancel, { body: refOf(m) }, { quiet: true });
  }
  if (target.call === 'saveAssign')
    return api(
      allocationCallsOf(group).saveAssign,
      { body: { ...refOf(m), assigneeId: input.assigneeId! } },
      { quiet: true },
    );
  return api(
    verdictCallsOf(group).audit,
    {
      body: {
        ...refOf(m),
        action: input.action!,
        opinion: input.opinion ?? '',
        templateId: input.templateId ?? null,
        ...(input.meetingSign === undefined ? {} : { meetingSign: input.meetingSign }),
      },
    },
    { quiet: true },
  );
}

/** The same verdict on many manuscripts; one answer each. */
export function batchAudit(
  group: ReviewGroup,
  ms: readonly ManuscriptRef[],
  action: AuditVerb,
  opinion: string,
) {
  return api(
    verdictCallsOf(group).batchAudit,
    { body: { items: ms.map(refOf), action, opinion } },
    { quiet: true },
  );
}

/** Many manuscripts to one person; one answer each. */
export function batchAssign(alloc: ReviewGroup, ms: readonly ManuscriptRef[], assigneeId: number) {
  return api(
    allocationCallsOf(alloc).batchAssign,
    { body: { items: ms.map(refOf), assigneeId } },
    { quiet: true },
  );
}

/** The one-key plan (`preview`), or the allocations themselves with each manuscript's answer. */
export function oneKeyAssign(alloc: ReviewGroup, ms: readonly ManuscriptRef[], preview: boolean) {
  return api(
    allocationCallsOf(alloc).oneKeyAssign,
    { body: { items: ms.map(refOf), preview } },
    { quiet: true },
  );
}

/** The most manuscripts one-key allocation looks at when nothing is ticked (the call takes 1000). */
const ONE_KEY_MAX = 1000;
const PAGE = 100;

/**
 * Every manuscript of an allocation queue the person may allocate now, under the queue's filters
 * (journal, keyword): what one-key allocation balances when no row is ticked.
 */
export async function allocatable(
  alloc: ReviewGroup,
  filters: { journalId?: string; keyword?: string },
): Promise<QueueRow[]> {
  const rows: QueueRow[] = [];
  for (let page = 1; rows.length < ONE_KEY_MAX; page++) {
    const got = await api(REVIEW_CALLS[alloc.key].list, {
      query: {
        page,
        pageSize: PAGE,
        sort: 'submittedAt',
        order: 'asc',
        ...(filters.journalId ? { journalId: Number(filters.journalId) } : {}),
        ...(filters.keyword ? { keyword: filters.keyword } : {}),
      },
    });
    rows.push(...got.list.filter((r) => r.actions.includes('assign')));
    if (got.list.length < PAGE || page * PAGE >= got.total) break;
  }
  return rows.slice(0, ONE_KEY_MAX);
}
