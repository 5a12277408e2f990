import { FoundationStatus } from './enums/manuscript.ts';
import { ACCEPTED_AND_AFTER, type ManuscriptStatus, Status } from './workflow.ts';

/**
 * Revision applications (修改申请, docs/author-requests.md): from acceptance (90) through production
 * up to and including published (230); not once archived (240), nor at the rejected or withdrawn end.
 */
export const REVISABLE_STATUSES: readonly ManuscriptStatus[] = [...ACCEPTED_AND_AFTER].filter(
  (s) => s !== Status.ARCHIVED,
);

/** Whether a manuscript at this status may have its details changed by an application. */
export function revisable(status: number): boolean {
  return (REVISABLE_STATUSES as readonly number[]).includes(status);
}

/** The fields of the fund (an application correcting a failed fund may change only these). */
export const FUND_FIELDS: readonly string[] = ['foundationFlag', 'fundName', 'fundNumber', 'fundLevel'];

/**
 * A fund the audit failed may be corrected by an application at any status but the ends (rejected or
 * withdrawn 400, archived 240): before acceptance too, and at the fund audit (600). Outside the
 * revisable statuses such an application changes the fund only (`revision.fundOnly`).
 */
export function fundCorrectable(status: number, foundationStatus: number): boolean {
  return (
    foundationStatus === FoundationStatus.FAILED && status !== Status.REJECTED && status !== Status.ARCHIVED
  );
}

/** Whether the author may apply to change the manuscript's details now (the card is offered). */
export function mayApplyRevision(status: number, foundationStatus: number): boolean {
  return revisable(status) || fundCorrectable(status, foundationStatus);
}
