import { financeHome, financeHomeQuery } from '../schemas/financeHome.ts';
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
