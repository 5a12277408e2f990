import { staffId } from '../workflow/actor.ts';
import { registerBatchEffect, registerEffects, registerExitHook } from '../workflow/registry.ts';
import { confirmAcceptance } from './acceptance.ts';
import { allocateMany } from './allocateMany.ts';
import { markMeeting } from './meeting.ts';
import { allocate, endAllocation, leaveStages, recordAudit, revokeLastPass, setAside } from './records.ts';
import { recordRevision } from './revision.ts';

/**
 * The review pipeline's effects (allocation, audits, set-aside, acceptance, revision, the meeting
 * mark), allocation's batch form, and its exit hook: a manuscript leaving a stage leaves its
 * allocation and its set-aside mark behind.
 */
export function registerReviewEffects(): void {
  registerEffects('review', {
    assign: (tx, c) => allocate(tx, c),
    unassign: (tx, c) => endAllocation(tx, c.manuscriptId, c.at),
    recordAudit: (tx, c) => recordAudit(tx, c),
    revokeAudit: (tx, c) => revokeLastPass(tx, c),
    setAside: (tx, c) => setAside(tx, c.manuscriptId, staffId(c.actor)),
    restore: (tx, c) => setAside(tx, c.manuscriptId, null),
    acceptanceOrder: (tx, c) => confirmAcceptance(tx, c),
    recordRevision: (tx, c) => recordRevision(tx, c),
    meetingSign: (tx, c) => markMeeting(tx, c),
  });
  registerBatchEffect('assign', allocateMany);
  registerExitHook('review', leaveStages);
}
