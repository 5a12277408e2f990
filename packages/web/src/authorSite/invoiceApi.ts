import type { BodyIn, ResultOf } from '@jb/contract/api/define';
import {
  authorInvoiceApply,
  authorInvoiceList,
  authorInvoiceOrders,
  authorInvoiceWithdraw,
} from '@jb/contract/api/invoices';
import { useQuery } from '@tanstack/react-query';
import { asAuthor, mineKey, siteQueryClient } from './api.ts';

/** The author's invoices at the site (under the author's keys: signing out drops them). */
export type AuthorInvoice = ResultOf<typeof authorInvoiceList>[number];
export type InvoiceableOrder = ResultOf<typeof authorInvoiceOrders>[number];
export type InvoiceApplyValues = BodyIn<typeof authorInvoiceApply>;

const invoicesKey = (journalId: number) => [...mineKey(journalId), 'invoices'] as const;

export function useMyInvoices(journalId: number) {
  return useQuery({
    queryKey: [...invoicesKey(journalId), 'list'],
    queryFn: () => asAuthor(journalId, authorInvoiceList, {}),
  });
}

/** The author's paid orders an invoice may still be asked for. */
export function useInvoiceableOrders(journalId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...invoicesKey(journalId), 'orders'],
    queryFn: () => asAuthor(journalId, authorInvoiceOrders, {}),
    enabled,
  });
}

/** Asks for an invoice; the form shows the server's field problems (useSiteAction reloads the lists). */
export function applyInvoice(journalId: number, body: InvoiceApplyValues) {
  return asAuthor(journalId, authorInvoiceApply, { body }, { quiet: true });
}

/** Withdraws a request not yet issued (no invoice needed), then reloads the invoices and orders. */
export async function withdrawInvoice(journalId: number, row: { id: number; version: number }) {
  try {
    return await asAuthor(journalId, authorInvoiceWithdraw, { body: { id: row.id, version: row.version } });
  } finally {
    await siteQueryClient.invalidateQueries({ queryKey: invoicesKey(journalId) });
  }
}
