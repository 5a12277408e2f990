import * as calls from '@jb/contract/api/invoices';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../platform/calls.ts';
import { applyInvoice } from './apply.ts';
import { authorInvoiceOrders, authorInvoices, withdrawInvoice } from './author.ts';
import { type InvoiceDeps, issueInvoice, redInvoice, refuseInvoice } from './decisions.ts';
import { listInvoices } from './list.ts';

/** Invoices: the author's requests on the journal's site and finance's 发票管理. */
export function invoiceRoutes(deps: InvoiceDeps): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.invoiceList, ({ auth, query }) => listInvoices(deps.db, auth, query));
    handle(app, calls.invoiceIssue, ({ auth, body }) => issueInvoice(deps, auth, body));
    handle(app, calls.invoiceRefuse, ({ auth, body }) => refuseInvoice(deps, auth, body));
    handle(app, calls.invoiceRed, ({ auth, body }) => redInvoice(deps, auth, body));
    handle(app, calls.authorInvoiceOrders, ({ author }) => authorInvoiceOrders(deps.db, author));
    handle(app, calls.authorInvoiceApply, ({ author, body }) => applyInvoice(deps.db, author, body));
    handle(app, calls.authorInvoiceList, ({ author }) => authorInvoices(deps.db, author));
    handle(app, calls.authorInvoiceWithdraw, ({ author, body }) => withdrawInvoice(deps.db, author, body));
  };
}
