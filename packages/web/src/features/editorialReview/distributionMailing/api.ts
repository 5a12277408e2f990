import type { ResultOf } from '@jb/contract/api/define';
import { expressCompanyOptions } from '@jb/contract/api/logistics';
import {
  addRecipient,
  createBatch,
  deleteBatch,
  enterTracking,
  generateRecipients,
  importTracking,
  mailingDetail,
  mailingIssues,
  refreshTracking,
  removeRecipient,
  updateRecipient,
} from '@jb/contract/api/mailing';
import type { recipientFields } from '@jb/contract/schemas/mailing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import { api } from '../../../api/http.ts';
import { toast } from '../../../api/notify.ts';
import { refusalOf } from '../../../components/resourceTable/refusal.ts';
import { shownByClient } from '../../../components/resourceTable/useListChange.tsx';
import { listKey } from '../../../components/resourceTable/useResourceList.ts';
import { useLang } from '../../../i18n/useLang.ts';

export type MailingIssueRow = ResultOf<typeof mailingIssues>['list'][number];
export type MailingDetail = ResultOf<typeof mailingDetail>;
export type Recipient = MailingDetail['recipients'][number];
export type RecipientValues = { [K in keyof typeof recipientFields]: z.input<(typeof recipientFields)[K]> };

/** An issue's mailing: recipients with their parcels, batches, what the person may do. */
export function useMailingDetail(issueId: number | null) {
  return useQuery({
    queryKey: [...listKey(mailingDetail), issueId],
    queryFn: () => api(mailingDetail, { query: { issueId: issueId ?? 0 } }),
    enabled: !!issueId,
  });
}

/** The express companies in use, from the logistics service (a form post). */
export function useExpressCompanies(enabled: boolean) {
  return useQuery({
    queryKey: listKey(expressCompanyOptions),
    queryFn: () => api(expressCompanyOptions, { body: {} }),
    enabled,
  });
}

/** After a change: the issue's mailing and the issues' counts. */
/**
 * Runs a change of the mailing panel (a quiet call): a refusal (someone changed the recipient first,
 * the issue left mailing, nothing to ask the carrier about) is said with the server's message and
 * the panel reloads; on success `done` is said and the panel reloads. True when the change went through.
 */
export function useMailingChange() {
  const reload = useReloadMailing();
  const lang = useLang();
  return useCallback(
    async <R>(change: () => Promise<R>, done: (result: R) => string): Promise<boolean> => {
      try {
        const result = await change();
        toast('success', done(result));
        return true;
      } catch (error) {
        if (!shownByClient(error)) toast('error', refusalOf(error, lang).message);
        return false;
      } finally {
        await reload();
      }
    },
    [reload, lang],
  );
}

export function useReloadMailing() {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [mailingDetail, mailingIssues].map((call) => client.invalidateQueries({ queryKey: listKey(call) })),
      ),
    [client],
  );
}

export const addAuthors = (issueId: number) =>
  api(generateRecipients, { body: { issueId } }, { quiet: true });
export const saveRecipient = (issueId: number, values: RecipientValues, row?: Recipient) =>
  row
    ? api(updateRecipient, { body: { ...values, id: row.id, version: row.version } }, { quiet: true })
    : api(addRecipient, { body: { ...values, issueId } }, { quiet: true });
export const dropRecipient = (row: Recipient) =>
  api(removeRecipient, { query: { id: row.id, version: row.version } }, { quiet: true });
export const sendBatch = (issueId: number, expressCompanyId: number, recipientIds: number[]) =>
  api(createBatch, { body: { issueId, expressCompanyId, recipientIds } }, { quiet: true });
export const undoBatch = (id: number) => api(deleteBatch, { query: { id } }, { quiet: true });
export const saveTracking = (id: number, trackingNo: string) =>
  api(enterTracking, { body: { shipments: [{ id, trackingNo }] } }, { quiet: true });
export const askTracking = (batchId: number) => api(refreshTracking, { body: { batchId } }, { quiet: true });

/** Sends a courier's spreadsheet; silent: the dialog lists each refused row itself. */
export function sendTrackingSheet(issueId: number, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api(importTracking, { query: { issueId }, form }, { silent: true, quiet: true });
}
