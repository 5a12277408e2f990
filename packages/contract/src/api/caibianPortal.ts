import { z } from 'zod';
import { authorAddBody } from '../schemas/authorManagement.ts';
import {
  allManuscriptPage,
  allManuscriptQuery,
  myAuthorDetail,
  myAuthorPage,
  myAuthorQuery,
  myManuscriptDetail,
  myManuscriptQuery,
} from '../schemas/caibianPortal.ts';
import { invoiceListQuery, invoicePage } from '../schemas/invoices.ts';
import { idQuery } from '../schemas/list.ts';
import { orderListQuery, orderPage } from '../schemas/orders.ts';
import { manuscriptPage } from '../schemas/staffManuscripts.ts';
import { defineCall } from './define.ts';

/**
 * The acquisition editor's portal (/caibian): every call answers within the caller's scope — their
 * authors and manuscripts (docs/acquisition-editors.md); another editor's is 404.
 */
const tags = ['caibian'] as const;

export const myAuthorList = defineCall({
  method: 'GET',
  path: '/sys/caibian/author/list',
  // Also the author picker of an entry on an author's behalf.
  access: { permission: ['caibian.myAuthor', 'caibian.myAuthor.enter'] },
  tags,
  summary:
    'My authors (registered by me or with a manuscript I referred), by name, phone, e-mail or affiliation',
  query: myAuthorQuery,
  response: myAuthorPage,
});

export const myAuthorDetailCall = defineCall({
  method: 'GET',
  path: '/sys/caibian/author/detail',
  access: { permission: 'caibian.myAuthor' },
  tags,
  summary: 'One of my authors with my manuscripts of theirs and those manuscripts’ orders',
  query: idQuery,
  response: myAuthorDetail,
});

export const myAuthorRegister = defineCall({
  method: 'POST',
  path: '/sys/caibian/author/add',
  access: { permission: 'caibian.myAuthor.register' },
  tags,
  summary:
    'Register an author for my press as mine; the initial password goes to their phone only (never to the editor)',
  body: authorAddBody,
  response: z.object({ id: z.number() }),
});

export const myManuscriptList = defineCall({
  method: 'GET',
  path: '/sys/caibian/article/list',
  access: { permission: 'caibian.manuscriptQuery' },
  tags,
  summary: 'My authors’ manuscripts (referred by me, or of authors I registered with no other referrer)',
  query: myManuscriptQuery,
  response: manuscriptPage,
});

export const allManuscriptList = defineCall({
  method: 'GET',
  path: '/sys/caibian/article/all',
  access: { permission: 'caibian.allManuscript' },
  tags,
  summary: 'The press’s manuscripts of the journals I serve: title, journal, status and submission day only',
  query: allManuscriptQuery,
  response: allManuscriptPage,
});

export const myManuscriptDetailCall = defineCall({
  method: 'GET',
  path: '/sys/caibian/article/detail',
  access: { permission: ['caibian.articleDetail', 'caibian.manuscriptQuery'] },
  tags,
  summary: 'One of my manuscripts with its byline, orders and the timeline an acquisition editor sees',
  query: idQuery,
  response: myManuscriptDetail,
});

export const myOrderList = defineCall({
  method: 'GET',
  path: '/sys/caibian/order/list',
  access: { permission: 'caibian.orderQuery' },
  tags,
  summary: 'The orders of my manuscripts (pay status, amounts, discounts), with the count and totals',
  query: orderListQuery,
  response: orderPage,
});

export const myInvoiceList = defineCall({
  method: 'GET',
  path: '/sys/caibian/invoice/list',
  access: { permission: 'caibian.InvoiceQuery' },
  tags,
  summary: 'The invoices covering orders of my manuscripts, with their orders and status',
  query: invoiceListQuery,
  response: invoicePage,
});
