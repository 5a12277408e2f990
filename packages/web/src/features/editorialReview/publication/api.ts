import { productionIssues } from '@jb/contract/api/issueProduction';
import {
  archiveChecks,
  archiveIssue,
  crossrefDeposit,
  crossrefDepositState,
  finalFiles,
  publicationIssues,
  publicationYears,
  publishedArticles,
  publishIssue,
  requestArchiveCheck,
  resendCrossrefDeposit,
} from '@jb/contract/api/publication';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, download } from '../../../api/http.ts';
import { listKey } from '../../../components/resourceTable/useResourceList.ts';
import { saveBlob } from '../../../lib/saveBlob.ts';
import { checkRunning, downloadName } from './publication.ts';

export type { PublicationIssueRow } from '@jb/contract/schemas/publication';

/** How often a running archive check is looked at again until it ends. */
export const CHECK_POLL_MS = 2000;

/** After a publication, a check or an archive: the issues of every tab, their years, contents and checks. */
export function useReloadPublication() {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [
          publicationIssues,
          publicationYears,
          productionIssues,
          publishedArticles,
          archiveChecks,
          crossrefDepositState,
        ].map((call) => client.invalidateQueries({ queryKey: listKey(call) })),
      ),
    [client],
  );
}

/** A published issue's contents with DOIs and pages. */
export function usePublishedArticles(issueId: number | null, published: boolean) {
  return useQuery({
    queryKey: [...listKey(publishedArticles), issueId],
    queryFn: () => api(publishedArticles, { query: { issueId: issueId ?? 0 } }),
    enabled: !!issueId && published,
  });
}

/** A published issue's archive checks, newest first, looked at again while the newest is pending. */
export function useArchiveChecks(issueId: number | null, published: boolean) {
  return useQuery({
    queryKey: [...listKey(archiveChecks), issueId],
    queryFn: () => api(archiveChecks, { query: { issueId: issueId ?? 0 } }),
    enabled: !!issueId && published,
    refetchInterval: (query) => (checkRunning(query.state.data) ? CHECK_POLL_MS : false),
  });
}

/** A published issue's Crossref deposits, looked at again while the newest is being sent. */
export function useCrossrefDeposits(issueId: number | null) {
  return useQuery({
    queryKey: [...listKey(crossrefDepositState), issueId],
    queryFn: () => api(crossrefDepositState, { query: { issueId: issueId ?? 0 } }),
    enabled: !!issueId,
    refetchInterval: (query) => (query.state.data?.newest?.state === 'pending' ? CHECK_POLL_MS : false),
  });
}

export function sendCrossrefResend(issueId: number) {
  return api(resendCrossrefDeposit, { body: { issueId } }, { quiet: true });
}

/** Publishes an issue on a day (`YYYY-MM-DD`); quiet: the dialog shows a refusal itself. */
export function sendPublication(issueId: number, publishedOn: string) {
  return api(publishIssue, { body: { issueId, publishedOn } }, { quiet: true });
}

export function sendArchiveCheck(issueId: number) {
  return api(requestArchiveCheck, { body: { issueId } }, { quiet: true });
}

export function sendArchive(issueId: number) {
  return api(archiveIssue, { body: { issueId } }, { quiet: true });
}

/** Downloads the issue's Crossref deposit XML and saves it. */
export async function saveCrossref(issueId: number, label: string) {
  const file = await download(crossrefDeposit, { query: { issueId } });
  saveBlob(file.blob, file.filename ?? downloadName(label, '-crossref.xml'));
}

/** Downloads the issue's final files (one zip, streamed by the server) and saves it. */
export async function saveFinalFiles(issueId: number, label: string) {
  const file = await download(finalFiles, { query: { issueId } });
  saveBlob(file.blob, file.filename ?? downloadName(label, '-final.zip'));
}
