import type { Transition } from './transitionTypes.ts';
import { type ManuscriptStatus, REVIEW_STAGES, Status } from './workflow.ts';

/**
 * The fund audit (基金审核, 600; docs/author-requests.md "Fund audit"). A review process either holds
 * a funded manuscript whose fund waits at 600 when it reaches a chosen stage (`hold`, the stage `at`)
 * and returns it there when passed, or audits the fund beside the path (the manuscript keeps moving).
 * The hold is the engine's own move right after the move that reached the stage (permission
 * `system`: no person is offered it); pass and fail are the auditor's, from 600 or, beside the
 * path, from wherever the manuscript is.
 */

/** Where a hold may start: the first status of each review stage (its allocation, or the check). */
export const FUND_AUDIT_POINTS: readonly ManuscriptStatus[] = REVIEW_STAGES.map((s) => s.statuses[0]!);

/** The status a process's hold starts from: the first status of stage `at`. */
export function fundAuditPoint(at: string): ManuscriptStatus | null {
  return REVIEW_STAGES.find((s) => s.key === at)?.statuses[0] ?? null;
}

/** Beside the path: every status but the fund audit itself and the rejected or withdrawn end. */
const BESIDE: readonly ManuscriptStatus[] = Object.values(Status).filter(
  (s) => s !== Status.FUND_AUDIT && s !== Status.REJECTED,
);

export type FundAuditAction = 'holdForFundAudit' | 'passFundAudit' | 'failFundAudit';

const decide = 'operation.fundAuditf.decide';
const pass = { zh: '基金审核通过', en: 'Pass the fund audit' };
const fail = { zh: '基金审核不通过', en: 'Fail the fund audit' };

export function fundAuditRows(): Transition[] {
  const passRow = {
    action: 'passFundAudit',
    title: pass,
    permission: decide,
    guards: ['fundPending'],
    effect: 'passFund',
    noteRequired: false,
    notify: 'fundAuditPassed',
  } as const;
  const failRow = {
    action: 'failFundAudit',
    title: fail,
    to: 'stay',
    permission: decide,
    guards: ['fundPending'],
    effect: 'failFund',
    noteRequired: true,
    notify: 'fundAuditFailed',
  } as const;
  return [
    {
      action: 'holdForFundAudit',
      title: { zh: '进入基金审核', en: 'Held for the fund audit' },
      from: FUND_AUDIT_POINTS,
      to: Status.FUND_AUDIT,
      permission: 'system',
      guards: ['fundAuditDue'],
      noteRequired: false,
    },
    // At 600 a pass returns the manuscript to where it left; a failure keeps it there for the correction.
    { ...passRow, from: [Status.FUND_AUDIT], to: 'resume' },
    { ...passRow, from: BESIDE, to: 'stay' },
    { ...failRow, from: [Status.FUND_AUDIT, ...BESIDE] },
  ];
}
