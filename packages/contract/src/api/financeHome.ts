import { financeCharts, financeChartsQuery, financeHome, financeHomeQuery } from '../schemas/financeHome.ts';
import { defineCall } from './define.ts';

/** The finance home's figures (SPEC §2 /finance/index). */
export const financeHomeCall = defineCall({
  method: 'GET',
  path: '/sys/finance/home',
  access: { permission: 'finance.index' },
  tags: ['finance'],
  summary:
    'The money of a period: received, ordered, unpaid now, remittances awaiting, by fee type and by day',
  query: financeHomeQuery,
  response: financeHome,
});

/** The finance home's charts: income over months by journal and by fee type (account_monthly). */
export const financeChartsCall = defineCall({
  method: 'GET',
  path: '/sys/finance/charts',
  access: { permission: 'finance.index' },
  tags: ['finance'],
  summary: 'Income (payments − refunds) per month by journal and by fee type, the last 12 months by default',
  query: financeChartsQuery,
  response: financeCharts,
});
