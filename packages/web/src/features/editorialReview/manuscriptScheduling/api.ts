import type { ResultOf } from '@jb/contract/api/define';
import {
  moveToIssue,
  reorderContents,
  scheduleManuscripts,
  schedulingContents,
  schedulingIssues,
  schedulingQueue,
  setPlannedPages,
  setSchedulingType,
  unschedule,
} from '@jb/contract/api/scheduling';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api, type UiOptions } from '../../../api/http.ts';
import { listKey } from '../../../components/resourceTable/useResourceList.ts';
import { MANUSCRIPT_KEY } from '../../shared/manuscripts/api.ts';
import { mergeAnswers, overBudget, type ScheduleAnswer } from './scheduling.ts';

export type QueueRow = ResultOf<typeof schedulingQueue>['list'][number];
export type { ContentsRow, SchedulingIssueRow } from '@jb/contract/schemas/scheduling';

/** A manuscript as a change names it: its id and the version the person saw. */
export interface Ref {
  id: number;
  version: number;
}
const refOf = ({ id, version }: Ref): Ref => ({ id, version });

/** The issues of a journal with what each holds (the issue picker and its budget bar). */
export function useSchedulingIssues(journalId: number | null) {
  return useQuery({
    queryKey: [...listKey(schedulingIssues), journalId],
    queryFn: () => api(schedulingIssues, { query: { journalId: journalId ?? 0 } }),
    enabled: !!journalId,
  });
}

/** An issue's table of contents in order, with its page ranges and each article's orders. */
export function useIssueContents(issueId: number | null) {
  return useQuery({
    queryKey: [...listKey(schedulingContents), issueId],
    queryFn: () => api(schedulingContents, { query: { issueId: issueId ?? 0 } }),
    enabled: !!issueId,
  });
}

/** After any change: the waiting list, the issues' budgets, the contents and cached manuscript details. */
export function reloadScheduling(client: QueryClient) {
  return Promise.all(
    [schedulingQueue, schedulingIssues, schedulingContents]
      .map((call) => client.invalidateQueries({ queryKey: listKey(call) }))
      .concat(client.invalidateQueries({ queryKey: MANUSCRIPT_KEY })),
  );
}

export interface Placement {
  issueId: number;
  schedulingType: 1 | 2 | 3;
  pages: number;
}

/**
 * Places manuscripts into an issue, each answered on its own. Those refused only for going over the
 * page budget are sent again, confirmed, when `confirm` (asked with the first such refusal's words
 * and how many there are) says so; their answers take the refusals' place.
 */
export async function scheduleInto(
  manuscripts: readonly Ref[],
  placement: Placement,
  confirm: (message: string, count: number) => Promise<boolean>,
): Promise<ScheduleAnswer[]> {
  const send = (items: readonly Ref[], confirmOverBudget: boolean) =>
    api(
      scheduleManuscripts,
      { body: { ...placement, items: items.map(refOf), confirmOverBudget } },
      { quiet: true },
    );
  const answers = await send(manuscripts, false);
  const over = overBudget(answers);
  if (over.length === 0 || !(await confirm(over[0]!.message, over.length))) return answers;
  const again = new Set(over.map((a) => a.id));
  return mergeAnswers(
    answers,
    await send(
      manuscripts.filter((m) => again.has(m.id)),
      true,
    ),
  );
}

/** The sendings of a change the page budget may refuse until confirmed (see `useBudgetConfirm`). */
export type Confirmable<R> = (confirmOverBudget: boolean, opts: UiOptions) => Promise<R>;

export const moveTo =
  (m: Ref, issueId: number): Confirmable<unknown> =>
  (confirmOverBudget, opts) =>
    api(moveToIssue, { body: { ...refOf(m), issueId, confirmOverBudget } }, opts);

export const pagesOf =
  (id: number, pages: number): Confirmable<unknown> =>
  (confirmOverBudget, opts) =>
    api(setPlannedPages, { body: { id, pages, confirmOverBudget } }, opts);

export function changeType(m: Ref, schedulingType: 1 | 2 | 3) {
  return api(setSchedulingType, { body: { ...refOf(m), schedulingType } }, { quiet: true });
}

export function takeOut(m: Ref, note: string) {
  return api(unschedule, { body: { ...refOf(m), note } }, { quiet: true });
}

export function reorder(issueId: number, ids: number[]) {
  return api(reorderContents, { body: { issueId, ids } }, { quiet: true });
}
