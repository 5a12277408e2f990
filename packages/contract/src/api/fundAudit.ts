import {
  fundAuditDecisionBody,
  fundAuditDetail,
  fundAuditListQuery,
  fundAuditMade,
  fundAuditPage,
} from '../schemas/fundAudit.ts';
import { idQuery } from '../schemas/list.ts';
import { defineCall } from './define.ts';

/**
 * The fund audit (基金审核, /operation/fundAuditf; docs/author-requests.md "Fund audit"): funded
 * manuscripts by their fund's audit status; pass (a manuscript held at 600 returns to its path) or
 * fail with the reason (the author corrects the fund through a revision application).
 */
const tags = ['fund audit'] as const;
const screen = { permission: 'operation.fundAuditf' };

export const fundAuditList = defineCall({
  method: 'GET',
  path: '/sys/fundAudit/list',
  access: screen,
  tags,
  summary: 'Funded manuscripts of the press by the fund audit’s status, with the declared fund',
  query: fundAuditListQuery,
  response: fundAuditPage,
});

export const fundAuditDetailCall = defineCall({
  method: 'GET',
  path: '/sys/fundAudit/detail',
  access: screen,
  tags,
  summary:
    'One funded manuscript: the fund, its certificates and the author’s other manuscripts citing the same number',
  query: idQuery,
  response: fundAuditDetail,
});

export const fundAuditDecide = defineCall({
  method: 'POST',
  path: '/sys/fundAudit/audit',
  access: { permission: 'operation.fundAuditf.decide' },
  tags,
  summary: 'Pass the fund (a manuscript held at 600 returns to its path) or fail it with the reason',
  body: fundAuditDecisionBody,
  response: fundAuditMade,
});
