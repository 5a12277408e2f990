import { statementImport } from '../schemas/bankStatements.ts';
import {
  autoMatchAnswer,
  autoMatchQuery,
  remittanceAsideBody,
  remittanceMatchBatchBody,
  remittanceMatchBody,
  remittanceRecordPage,
  remittanceRecordQuery,
  remittanceRestoreBody,
  remittanceSaveBody,
  remittanceState,
  suggestions,
  suggestQuery,
} from '../schemas/remittances.ts';
import { batchActionResult } from '../schemas/staffManuscripts.ts';
import { defineCall } from './define.ts';

/**
 * Bank reconciliation (汇款确认 /finance/remittance): the remittances the press received, recorded
 * by hand or imported from a bank statement, matched to unpaid orders. Reading takes the screen's
 * permission; every change takes `finance.remittance.confirm`. The prepaid-fee orders awaiting a
 * remittance keep their own list and confirmation (api/manuscripts.ts `remittanceList`).
 */
const tags = ['finance'] as const;
const read = { permission: 'finance.remittance' };
const change = { permission: 'finance.remittance.confirm' };

export const remittanceRecords = defineCall({
  method: 'GET',
  path: '/sys/remittance/records',
  access: read,
  tags,
  summary: 'Remittances received by the press, by match status, date, amount and text, with their matches',
  query: remittanceRecordQuery,
  response: remittanceRecordPage,
});

export const remittanceSave = defineCall({
  method: 'POST',
  path: '/sys/remittance/save',
  access: change,
  tags,
  summary: 'Record a remittance received (remitter, account, amount, date, bank reference, remark, voucher)',
  body: remittanceSaveBody,
  response: remittanceState,
});

export const remittanceSetAside = defineCall({
  method: 'POST',
  path: '/sys/remittance/setAside',
  access: change,
  tags,
  summary: 'Set an open remittance aside (not to be matched), with the reason',
  body: remittanceAsideBody,
  response: remittanceState,
});

export const remittanceRestore = defineCall({
  method: 'POST',
  path: '/sys/remittance/restore',
  access: change,
  tags,
  summary: 'Undo setting a remittance aside: it is open to matching again',
  body: remittanceRestoreBody,
  response: remittanceState,
});

export const remittanceSuggest = defineCall({
  method: 'GET',
  path: '/sys/remittance/suggest',
  access: read,
  tags,
  summary:
    'Unpaid orders that may take a remittance, ranked: its number in the remark, the due equal to the rest, the author named as remitter',
  query: suggestQuery,
  response: suggestions,
});

export const remittanceMatch = defineCall({
  method: 'POST',
  path: '/sys/remittance/match',
  access: change,
  tags,
  summary:
    'Match a remittance to one or several unpaid orders, an amount on each: each a payment (a prepaid fee through the workflow, moving the manuscript on)',
  body: remittanceMatchBody,
  response: remittanceState,
});

export const remittanceMatchBatch = defineCall({
  method: 'POST',
  path: '/sys/remittance/matchBatch',
  access: change,
  tags,
  summary: 'Confirm several one-order matches (auto-match’s sure lines); one answer per remittance',
  body: remittanceMatchBatchBody,
  response: batchActionResult,
});

export const statementUpload = defineCall({
  method: 'POST',
  path: '/sys/remittance/import',
  access: change,
  tags,
  summary:
    'Import a bank statement (.xlsx or .csv): each good line a remittance; a bank reference seen before is skipped; bad lines reported by row',
  upload: true,
  response: statementImport,
});

export const remittanceAutoMatch = defineCall({
  method: 'GET',
  path: '/sys/remittance/autoMatch',
  access: read,
  tags,
  summary:
    'The open remittances (of a statement) that exactly one unpaid order fits: the rest equal to its due and its number in the remark',
  query: autoMatchQuery,
  response: autoMatchAnswer,
});

export const statementSample = defineCall({
  method: 'GET',
  path: '/sys/remittance/sampleStatement',
  access: read,
  tags,
  summary: 'A sample bank statement (.csv) with lines for some unpaid orders of the press, to try the import',
  response: 'file',
});
