import {
  expertFeeBatchBody,
  expertFeeBatchListQuery,
  expertFeeBatchPage,
  expertFeeBatchResult,
  expertFeeCancelBody,
  expertFeeListQuery,
  expertFeePage,
  expertFeePayBody,
  myExpertFeePage,
  myExpertFeesQuery,
} from '../schemas/expertFees.ts';
import { idQuery } from '../schemas/list.ts';
import { defineCall } from './define.ts';

/**
 * Expert review fees (专家审稿费 /finance/expertFee): finance's list of the press's fees and payment
 * batches (create, export the bank file, mark paid with the voucher, cancel); the expert's own fees
 * in the expert area.
 */
const tags = ['finance'] as const;
const read = { permission: 'finance.expertFee' };
const pay = { permission: 'finance.expertFee.pay' };

export const expertFeeList = defineCall({
  method: 'GET',
  path: '/sys/expertFee/list',
  access: read,
  tags,
  summary: 'Review fees of the press’s experts with their bank details, and the totals per status',
  query: expertFeeListQuery,
  response: expertFeePage,
});

export const expertFeeBatches = defineCall({
  method: 'GET',
  path: '/sys/expertFee/batches',
  access: read,
  tags,
  summary: 'Payment batches of review fees: awaiting payment, paid (with the voucher), cancelled',
  query: expertFeeBatchListQuery,
  response: expertFeeBatchPage,
});

export const expertFeeBatchCreate = defineCall({
  method: 'POST',
  path: '/sys/expertFee/batch/create',
  access: pay,
  tags,
  summary: 'Gather unpaid review fees into a payment batch (they await payment)',
  body: expertFeeBatchBody,
  response: expertFeeBatchResult,
});

export const expertFeeBatchExport = defineCall({
  method: 'GET',
  path: '/sys/expertFee/batch/export',
  access: pay,
  tags,
  summary: 'The bank’s batch transfer file of a payment batch (.xlsx: payee, bank, account, amount, remark)',
  query: idQuery,
  response: 'file',
});

export const expertFeeBatchPay = defineCall({
  method: 'POST',
  path: '/sys/expertFee/batch/pay',
  access: pay,
  tags,
  summary: 'Mark a batch awaiting payment paid, with the transfer’s voucher; its fees are paid',
  body: expertFeePayBody,
  response: expertFeeBatchResult,
});

export const expertFeeBatchCancel = defineCall({
  method: 'POST',
  path: '/sys/expertFee/batch/cancel',
  access: pay,
  tags,
  summary: 'Cancel a batch awaiting payment, with the reason; its fees are unpaid again',
  body: expertFeeCancelBody,
  response: expertFeeBatchResult,
});

export const myExpertFees = defineCall({
  method: 'GET',
  path: '/sys/expertArea/fees',
  access: { permission: 'expert' },
  tags: ['experts'],
  summary: 'The signed-in expert’s review fees and how far each has been paid, with the totals',
  query: myExpertFeesQuery,
  response: myExpertFeePage,
});
