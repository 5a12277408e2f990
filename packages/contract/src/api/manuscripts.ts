import { z } from 'zod';
import { idQuery } from '../schemas/list.ts';
import { staffSubmitBody, submitResult } from '../schemas/manuscripts.ts';
import {
  actionBody,
  actionResult,
  batchActionBody,
  batchActionResult,
  manuscriptDetail,
  manuscriptExportQuery,
  manuscriptListQuery,
  manuscriptPage,
  manuscriptUpdateBody,
  remittanceConfirmBody,
  remittanceConfirmResult,
  remittanceListQuery,
  remittancePage,
} from '../schemas/staffManuscripts.ts';
import { defineCall } from './define.ts';

/**
 * Manuscripts as staff find and move them (/operation/manuscriptManage, articleDetail) and the
 * prepaid fee's remittance (/finance/remittance). Each action call is one row of the transition
 * table (contract transitions.ts) and declares the row's permission.
 */
const tags = ['manuscripts'] as const;

export const manuscriptList = defineCall({
  method: 'GET',
  path: '/sys/article/list',
  access: { permission: 'operation.manuscriptManage' },
  tags,
  summary: 'Manuscripts of the press, with the actions the caller may take on each',
  query: manuscriptListQuery,
  response: manuscriptPage,
});

export const manuscriptExport = defineCall({
  method: 'GET',
  path: '/sys/article/export',
  access: { permission: 'operation.manuscriptManage.export' },
  tags,
  summary: 'The filtered manuscripts as an .xlsx file, streamed row by row',
  query: manuscriptExportQuery,
  response: 'file',
});

export const staffSubmit = defineCall({
  method: 'POST',
  path: '/sys/article/submit',
  // An acquisition editor enters for their own authors only, as the referrer (caibian/myAuthor).
  access: { permission: ['operation.manuscriptManage.enter', 'caibian.myAuthor.enter'] },
  tags,
  summary:
    'Enter a manuscript on an author’s behalf: the author owns it and its order, the timeline names the staff member',
  body: staffSubmitBody,
  response: submitResult,
});

export const manuscriptDetailCall = defineCall({
  method: 'GET',
  path: '/sys/article/detail',
  access: { permission: 'operation.articleDetail' },
  tags,
  summary: 'One manuscript with its orders and timeline',
  query: idQuery,
  response: manuscriptDetail,
});

export const manuscriptUpdate = defineCall({
  method: 'PUT',
  path: '/sys/article/update',
  access: { permission: 'operation.Modify' },
  tags,
  summary: 'Correct a manuscript’s metadata; each change is kept in the timeline with old and new values',
  body: manuscriptUpdateBody,
  response: z.object({ id: z.number(), version: z.number() }),
});

export const waiveFee = defineCall({
  method: 'POST',
  path: '/sys/article/waiveFee',
  access: { permission: 'operation.manuscriptManage.waive' },
  tags,
  summary: 'Waive the prepaid fee (with a reason): the manuscript moves to its first review stage',
  body: actionBody,
  response: actionResult,
});

export const waiveFeeBatch = defineCall({
  method: 'POST',
  path: '/sys/article/batchWaiveFee',
  access: { permission: 'operation.manuscriptManage.waive' },
  tags,
  summary: 'Waive the prepaid fee of many manuscripts; one answer per manuscript',
  body: batchActionBody,
  response: batchActionResult,
});

export const withdrawEntry = defineCall({
  method: 'POST',
  path: '/sys/article/withdrawEntry',
  access: { permission: 'operation.manuscriptManage.withdraw' },
  tags,
  summary: 'Withdraw an unpaid entry (with a reason): its order is cancelled',
  body: actionBody,
  response: actionResult,
});

export const withdrawEntryBatch = defineCall({
  method: 'POST',
  path: '/sys/article/batchWithdrawEntry',
  access: { permission: 'operation.manuscriptManage.withdraw' },
  tags,
  summary: 'Withdraw many unpaid entries; one answer per manuscript',
  body: batchActionBody,
  response: batchActionResult,
});

export const remittanceList = defineCall({
  method: 'GET',
  path: '/sys/remittance/list',
  access: { permission: 'finance.remittance' },
  tags: ['finance'],
  summary: 'Prepaid-fee orders awaiting or settled by remittance',
  query: remittanceListQuery,
  response: remittancePage,
});

export const remittanceConfirm = defineCall({
  method: 'POST',
  path: '/sys/remittance/confirm',
  access: { permission: 'finance.remittance.confirm' },
  tags: ['finance'],
  summary:
    'Confirm a bank remittance: the order is paid and the manuscript moves to its first stage (more than the fee: the order is marked abnormal instead)',
  body: remittanceConfirmBody,
  response: remittanceConfirmResult,
});
