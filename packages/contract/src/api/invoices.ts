import { z } from 'zod';
import {
  authorInvoiceRow,
  invoiceApplyBody,
  invoiceableOrder,
  invoiceIssueBody,
  invoiceListQuery,
  invoicePage,
  invoiceRedBody,
  invoiceRefuseBody,
  invoiceWithdrawBody,
} from '../schemas/invoices.ts';
import { defineCall } from './define.ts';

/**
 * Invoices: asked for by the author on the journal's site, issued or refused by finance on 发票管理
 * (/finance/invoiceManage), reversed by a red-letter record when a refund needs it.
 */
const tags = ['finance'] as const;
const decided = z.object({ id: z.number(), status: z.number(), version: z.number() });
const manage = { permission: 'finance.invoiceManage.issue' };

export const invoiceList = defineCall({
  method: 'GET',
  path: '/sys/invoice/list',
  access: { permission: 'finance.invoiceManage' },
  tags,
  summary: 'Invoices of the press: requests to issue, issued, reversed, refused, with their orders',
  query: invoiceListQuery,
  response: invoicePage,
});

export const invoiceIssue = defineCall({
  method: 'POST',
  path: '/sys/invoice/issue',
  access: manage,
  tags,
  summary:
    'Issue a requested invoice: its 20-digit number, date and e-invoice file; the author is e-mailed it',
  body: invoiceIssueBody,
  response: decided,
});

export const invoiceRefuse = defineCall({
  method: 'POST',
  path: '/sys/invoice/refuse',
  access: manage,
  tags,
  summary: 'Refuse an invoice request with the reason the author is told',
  body: invoiceRefuseBody,
  response: decided,
});

export const invoiceRed = defineCall({
  method: 'POST',
  path: '/sys/invoice/red',
  access: manage,
  tags,
  summary:
    'Record the red-letter invoice that reverses an issued one (a refund of its orders may then complete)',
  body: invoiceRedBody,
  response: decided,
});

const site = ['author site'] as const;

export const authorInvoiceOrders = defineCall({
  method: 'GET',
  path: '/author/invoice/orders',
  access: 'author',
  tags: site,
  summary: 'The author’s paid orders an invoice may still be asked for',
  response: z.array(invoiceableOrder),
});

export const authorInvoiceApply = defineCall({
  method: 'POST',
  path: '/author/invoice/apply',
  access: 'author',
  tags: site,
  summary: 'Ask for one invoice over paid orders of one journal (普票 or 专票, with the buyer’s details)',
  body: invoiceApplyBody,
  response: decided,
});

export const authorInvoiceList = defineCall({
  method: 'GET',
  path: '/author/invoice/list',
  access: 'author',
  tags: site,
  summary: 'The author’s invoices with their status and, once issued, the file to download',
  response: z.array(authorInvoiceRow),
});

export const authorInvoiceWithdraw = defineCall({
  method: 'POST',
  path: '/author/invoice/withdraw',
  access: 'author',
  tags: site,
  summary:
    'Withdraw an invoice request not yet issued (no invoice needed: status 5); its orders may be asked for again',
  body: invoiceWithdrawBody,
  response: decided,
});
