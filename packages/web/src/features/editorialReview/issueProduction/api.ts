import { printingHouseList } from '@jb/contract/api/baseData';
import type { ResultOf } from '@jb/contract/api/define';
import {
  printingComplete,
  productionIssues,
  productionYears,
  recordPrinting,
  requestFilmAlteration,
  sendToPress,
  uploadFilm,
} from '@jb/contract/api/issueProduction';
import { type publicationYears, startMailing } from '@jb/contract/api/publication';
import { LONG_REQUEST_TIMEOUT_MS } from '@jb/contract/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../api/http.ts';
import { listKey } from '../../../components/resourceTable/useResourceList.ts';

export type { ProductionIssueRow } from '@jb/contract/schemas/issueProduction';

/** A row of the printed issues (已印刷). */
export type PrintedRow = ResultOf<typeof printingComplete>['list'][number];

/** A journal's years call of an issue screen (its issues' years, newest first). */
export type YearsCall = typeof productionYears | typeof publicationYears;

/** The years of a journal with issues on the screen, newest first (the year picker). */
export function useIssueYears(call: YearsCall, journalId: number | null) {
  return useQuery({
    queryKey: [...listKey(call), journalId],
    queryFn: () => api(call, { query: { journalId: journalId ?? 0 } }),
    enabled: !!journalId,
  });
}

/** After an issue-level move: the issues, the printed ones and the years with issues in production. */
/** The press's printing houses in use (基础数据), offered while the printing form is open. */
export function usePrintingHouses(open: boolean) {
  return useQuery({
    queryKey: [...listKey(printingHouseList), 'inUse'],
    queryFn: async () => {
      const page = await api(printingHouseList, {
        query: { page: 1, pageSize: 100, sort: 'name', order: 'asc' },
      });
      return page.list.filter((h) => h.enabled).map((h) => h.name);
    },
    enabled: open,
  });
}

export function useReloadProduction() {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [productionIssues, printingComplete, productionYears].map((call) =>
          client.invalidateQueries({ queryKey: listKey(call) }),
        ),
      ),
    [client],
  );
}

/**
 * Uploads an issue's film package or a film alteration's pages: `status` is the status the person
 * saw the issue at. Silent: the dialog shows the refusal (each bad entry of the zip) itself.
 */
export function sendFilm(issueId: number, status: number, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api(
    uploadFilm,
    { query: { issueId, status }, form },
    { silent: true, quiet: true, timeoutMs: LONG_REQUEST_TIMEOUT_MS },
  );
}

export function askForAlteration(issueId: number, note: string) {
  return api(requestFilmAlteration, { body: { issueId, note } }, { quiet: true });
}

export function sendIssueToPress(issueId: number) {
  return api(sendToPress, { body: { issueId } }, { quiet: true });
}

/** A printed issue's copies go out: every article to mailing (220). */
export function startIssueMailing(issueId: number) {
  return api(startMailing, { body: { issueId } }, { quiet: true });
}

export function startPrinting(issueId: number, values: { printingHouse: string; runSize: number }) {
  return api(recordPrinting, { body: { step: 'start', issueId, ...values } }, { quiet: true });
}

export function completePrinting(issueId: number, values: { copiesDelivered: number; completedOn: string }) {
  return api(recordPrinting, { body: { step: 'complete', issueId, ...values } }, { quiet: true });
}
