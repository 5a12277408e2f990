import { z } from 'zod';
import { idQuery } from '../schemas/list.ts';
import {
  authorWithdrawal,
  requestMade,
  withdrawalApplyBody,
  withdrawalCodeBody,
  withdrawalDecisionBody,
  withdrawalDetail,
  withdrawalListQuery,
  withdrawalPage,
  withdrawalRecordBody,
} from '../schemas/withdrawals.ts';
import { defineCall } from './define.ts';

/**
 * Withdrawal (撤稿, docs/author-requests.md): the author asks on the journal's site with an SMS code
 * (SPEC §7 "revocation with SMS verify codes"), or staff record the author's request; the press
 * passes or rejects it on 撤稿审核 (/operation/acceptanceWithdrawal).
 */
const tags = ['withdrawal'] as const;
const screen = { permission: 'operation.acceptanceWithdrawal' };

export const withdrawalList = defineCall({
  method: 'GET',
  path: '/sys/withdrawal/list',
  access: screen,
  tags,
  summary: 'Withdrawal requests of the press by status, with the manuscript each is about',
  query: withdrawalListQuery,
  response: withdrawalPage,
});

export const withdrawalDetailCall = defineCall({
  method: 'GET',
  path: '/sys/withdrawal/detail',
  access: screen,
  tags,
  summary: 'One withdrawal request with the manuscript’s orders and the refunds a pass made',
  query: idQuery,
  response: withdrawalDetail,
});

export const withdrawalAudit = defineCall({
  method: 'POST',
  path: '/sys/withdrawal/audit',
  access: { permission: 'operation.acceptanceWithdrawal.decide' },
  tags,
  summary: 'Pass a withdrawal (the manuscript ends at 400, refunds offered) or reject it with the reason',
  body: withdrawalDecisionBody,
  response: requestMade,
});

export const withdrawalRecord = defineCall({
  method: 'POST',
  path: '/sys/withdrawal/record',
  access: { permission: 'operation.acceptanceWithdrawal.record' },
  tags,
  summary: 'Record a withdrawal the author asked for by phone or letter (the same review follows)',
  body: withdrawalRecordBody,
  response: requestMade,
});

export const authorWithdrawalCode = defineCall({
  method: 'POST',
  path: '/author/withdrawal/sendCode',
  access: 'author',
  tags: ['author site'],
  summary: 'Send the code that confirms a withdrawal to the phone of the author’s account (one a minute)',
  body: withdrawalCodeBody,
  response: z.null(),
});

export const authorWithdrawalApply = defineCall({
  method: 'POST',
  path: '/author/withdrawal/apply',
  access: 'author',
  tags: ['author site'],
  summary: 'Ask to withdraw a manuscript of one’s own, with the reason and the SMS code',
  body: withdrawalApplyBody,
  response: requestMade,
});

export const authorWithdrawalLatest = defineCall({
  method: 'GET',
  path: '/author/withdrawal/latest',
  access: 'author',
  tags: ['author site'],
  summary: 'The newest withdrawal request of a manuscript of one’s own and its outcome',
  query: idQuery,
  response: authorWithdrawal,
});
