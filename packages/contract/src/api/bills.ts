import { z } from 'zod';
import {
  billCloseBody,
  billEntriesQuery,
  billEntryPage,
  billListQuery,
  billMerchant,
  billPage,
  billPeriodQuery,
  billReverseBody,
} from '../schemas/bills.ts';
import { defineCall } from './define.ts';

/**
 * Account bills (账单管理 /finance/billManage): each payee merchant's months with their money in,
 * refunds, discounts, balances and the reconciliation against remittances; a month's entries;
 * closing a month; reversing an entry of a closed month; the .xlsx and the PDF statement (对账单).
 */
const tags = ['finance'] as const;
const read = { permission: 'finance.billManage' };

export const billList = defineCall({
  method: 'GET',
  path: '/sys/bill/list',
  access: read,
  tags,
  summary:
    'Bill periods of the press: per merchant and month, the money, the balances and the reconciliation',
  query: billListQuery,
  response: billPage,
});

export const billMerchants = defineCall({
  method: 'GET',
  path: '/sys/bill/merchants',
  access: read,
  tags,
  summary: 'The payee merchants of the press (the bills’ merchant filter)',
  response: z.array(billMerchant),
});

export const billEntries = defineCall({
  method: 'GET',
  path: '/sys/bill/entries',
  access: read,
  tags,
  summary: 'The entries booked into a merchant’s month, with their orders and manuscripts',
  query: billEntriesQuery,
  response: billEntryPage,
});

export const billClose = defineCall({
  method: 'POST',
  path: '/sys/bill/close',
  access: { permission: 'finance.billManage.close' },
  tags,
  summary:
    'Close a merchant’s ended month (every earlier month with entries closed first): its figures are frozen',
  body: billCloseBody,
  response: z.object({ merchantId: z.number(), period: z.string(), status: z.number(), version: z.number() }),
});

export const billReverse = defineCall({
  method: 'POST',
  path: '/sys/bill/reverse',
  access: { permission: 'finance.billManage.reverse' },
  tags,
  summary: 'Reverse an entry of a closed month with the reason: its negative, booked into the current month',
  body: billReverseBody,
  response: z.object({ id: z.number(), period: z.string() }),
});

export const billExport = defineCall({
  method: 'GET',
  path: '/sys/bill/export',
  access: read,
  tags,
  summary: 'A merchant’s month as an .xlsx file: the summary and every entry',
  query: billPeriodQuery,
  response: 'file',
});

export const billStatement = defineCall({
  method: 'GET',
  path: '/sys/bill/statement',
  access: read,
  tags,
  summary: 'A merchant’s month as a PDF statement (对账单)',
  query: billPeriodQuery,
  response: 'file',
});
