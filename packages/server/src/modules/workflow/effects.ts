import type { EffectName } from '@jb/contract/transitions';
import type { Tx } from '../../db/client.ts';
import { errors } from '../../platform/errors.ts';
import { inviteExperts } from '../experts/invite.ts';
import { cancelPrepaidOrder, recordRemittance, waivePrepaidOrder } from '../orders/service.ts';
import { confirmAcceptance } from '../review/acceptance.ts';
import { markMeeting } from '../review/meeting.ts';
import { allocate, endAllocation, recordAudit, revokeLastPass, setAside } from '../review/records.ts';
import { recordRevision } from '../review/revision.ts';
import { enterSimilarityCheck } from '../similarity/onEntry.ts';
import { staffId } from './actor.ts';
import type { EffectContext } from './effectContext.ts';

export type { EffectContext } from './effectContext.ts';

/** The side effects transition rows (and ENTRY_EFFECTS) declare, run in the action's transaction. */
export const EFFECTS: Record<EffectName, (tx: Tx, c: EffectContext) => Promise<void>> = {
  recordRemittance: async (tx, c) => {
    if (!c.input.remittance) throw errors.field('remittance', 'required');
    await recordRemittance(tx, c.manuscriptId, c.input.remittance, staffId(c.actor));
  },
  waivePrepaidOrder: (tx, c) => waivePrepaidOrder(tx, c.manuscriptId, c.note, staffId(c.actor)),
  cancelPrepaidOrder: (tx, c) => cancelPrepaidOrder(tx, c.manuscriptId, c.note, staffId(c.actor)),
  assign: (tx, c) => allocate(tx, c),
  unassign: (tx, c) => endAllocation(tx, c.manuscriptId, c.at),
  recordAudit: (tx, c) => recordAudit(tx, c),
  revokeAudit: (tx, c) => revokeLastPass(tx, c),
  setAside: (tx, c) => setAside(tx, c.manuscriptId, staffId(c.actor)),
  restore: (tx, c) => setAside(tx, c.manuscriptId, null),
  acceptanceOrder: (tx, c) => confirmAcceptance(tx, c),
  recordRevision: (tx, c) => recordRevision(tx, c),
  inviteExperts: (tx, c) => inviteExperts(tx, c),
  meetingSign: (tx, c) => markMeeting(tx, c),
  similarityCheck: (tx, c) => enterSimilarityCheck(tx, c),
};
