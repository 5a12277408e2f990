import { z } from 'zod';
import {
  acquisitionEditor,
  commissionRule,
  commissionRuleBody,
  perfMonths,
  perfMonthsQuery,
  perfOrderPage,
  perfOrdersQuery,
  perfPayBody,
  perfPayResult,
  perfQuery,
  perfSummary,
  referralCard,
} from '../schemas/caibianPerf.ts';
import { defineCall } from './define.ts';

/**
 * Acquisition-editor performance (采编绩效): read on /operation/caibianPerf and /finance/caibianPerf
 * (an acquisition editor reads their own on 采编首页), rules kept by the press administrator,
 * commissions marked paid by finance; the editor's referral code for the author site.
 */
const tags = ['finance'] as const;
const read = {
  permission: [
    'finance.caibianPerf',
    'operation.caibianPerf',
    'caibian.cbIndex',
    'caibian.editingAchievements',
  ],
};

export const perfSummaryCall = defineCall({
  method: 'GET',
  path: '/sys/caibianPerf/list',
  access: read,
  tags,
  summary:
    'Per acquisition editor for a period: manuscripts referred, paid orders, paid amount, commission, paid out and still to pay',
  query: perfQuery,
  response: perfSummary,
});

export const perfMonthsCall = defineCall({
  method: 'GET',
  path: '/sys/caibianPerf/months',
  access: read,
  tags,
  summary:
    'Month by month (China time): manuscripts referred, paid orders, paid amount and commission, of the caller or of the press',
  query: perfMonthsQuery,
  response: perfMonths,
});

export const perfOrders = defineCall({
  method: 'GET',
  path: '/sys/caibianPerf/orders',
  access: read,
  tags,
  summary: 'The paid orders behind one editor’s totals, with each commission and whether it was paid',
  query: perfOrdersQuery,
  response: perfOrderPage,
});

export const perfExport = defineCall({
  method: 'GET',
  path: '/sys/caibianPerf/export',
  access: read,
  tags,
  summary: 'The totals and the orders behind them as .xlsx',
  query: perfQuery,
  response: 'file',
});

export const perfPay = defineCall({
  method: 'POST',
  path: '/sys/caibianPerf/pay',
  access: { permission: 'finance.caibianPerf.pay' },
  tags,
  summary: 'Mark an editor’s unpaid commissions of a period paid, as one payment with its voucher note',
  body: perfPayBody,
  response: perfPayResult,
});

export const commissionRules = defineCall({
  method: 'GET',
  path: '/sys/caibianPerf/rules',
  access: read,
  tags,
  summary: 'The press’s commission rules, one per fee type at most',
  response: z.array(commissionRule),
});

export const commissionRuleSave = defineCall({
  method: 'POST',
  path: '/sys/caibianPerf/rules/save',
  access: { permission: 'operation.caibianPerf.rules' },
  tags,
  summary: 'Set, change or remove the commission rule of one fee type under the version read',
  body: commissionRuleBody,
  response: z.array(commissionRule),
});

export const acquisitionEditors = defineCall({
  method: 'GET',
  path: '/sys/caibianPerf/editors',
  access: {
    permission: [
      'operation.Modify',
      'operation.manuscriptManage.enter',
      'finance.caibianPerf',
      'operation.caibianPerf',
    ],
  },
  tags,
  summary: 'The acquisition editors of the press (a manuscript’s referrer is chosen among them)',
  response: z.array(acquisitionEditor),
});

export const myReferral = defineCall({
  method: 'POST',
  path: '/sys/caibian/referral',
  access: { permission: 'caibian.cbIndex' },
  tags,
  summary:
    'The signed-in acquisition editor’s referral code (made on the first call) and the journals a link may open',
  response: referralCard,
});
