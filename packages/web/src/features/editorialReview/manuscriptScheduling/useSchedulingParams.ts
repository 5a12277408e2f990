import { useCallback } from 'react';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';

export type SchedulingTab = 'waiting' | 'contents';

/** The waiting list's own parameters (its page, sort and search), dropped with the journal they were about. */
const LIST_PARAMS = ['page', 'pageSize', 'sort', 'order', 'keyword'];

/**
 * What the scheduling screen shows, kept in the URL so it survives reloads and can be shared: the
 * journal (`journalId`), the issue (`issueId`) and the tab (`tab=contents`; the waiting list when absent).
 * A new journal drops the issue and the waiting list's paging and search.
 */
export function useSchedulingParams() {
  const [search, setSearch] = useScreenSearchParams();
  const journalId = Number(search.get('journalId')) || null;
  const issueId = Number(search.get('issueId')) || null;
  const tab: SchedulingTab = search.get('tab') === 'contents' ? 'contents' : 'waiting';

  const change = useCallback(
    (patch: (params: URLSearchParams) => void) =>
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          patch(params);
          return params;
        },
        { replace: true },
      ),
    [setSearch],
  );

  const setJournal = useCallback(
    (id: number | null) =>
      change((params) => {
        if (id) params.set('journalId', String(id));
        else params.delete('journalId');
        for (const name of ['issueId', ...LIST_PARAMS]) params.delete(name);
      }),
    [change],
  );
  const setIssue = useCallback(
    (id: number | null) =>
      change((params) => {
        if (id) params.set('issueId', String(id));
        else params.delete('issueId');
      }),
    [change],
  );
  const setTab = useCallback(
    (next: SchedulingTab) =>
      change((params) => {
        if (next === 'contents') params.set('tab', next);
        else params.delete('tab');
      }),
    [change],
  );

  return { journalId, issueId, tab, setJournal, setIssue, setTab };
}
