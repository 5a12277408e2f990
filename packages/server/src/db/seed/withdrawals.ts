import { Status } from '@jb/contract/workflow';
import { and, desc, eq } from 'drizzle-orm';
import { openRequest } from '../../modules/withdrawals/requests.ts';
import { decideWithdrawal, recordWithdrawal } from '../../modules/withdrawals/service.ts';
import type { Tx } from '../client.ts';
import { manuscripts } from '../schema/index.ts';
import { seedStaff } from './actor.ts';
import { seedDeps } from './manuscripts.ts';

/** The newest manuscript of the press at a status (the history's), or none. */
async function newestAt(tx: Tx, pressId: number, status: number) {
  const [m] = await tx
    .select({ id: manuscripts.id, authorId: manuscripts.authorId })
    .from(manuscripts)
    .where(and(eq(manuscripts.pressId, pressId), eq(manuscripts.status, status)))
    .orderBy(desc(manuscripts.id))
    .limit(1);
  return m;
}

/**
 * 撤稿审核 in every state (docs/author-requests.md), through the withdrawal services: one asked on
 * the site by its author and waiting (the SMS code is the site's step, not the request's), one the
 * office recorded from a phone call and rejected with the reason, one recorded from a letter and
 * passed (the manuscript withdrawn to 400, its paid fees asked back as refund requests).
 */
export async function seedWithdrawals(tx: Tx, pressId: number, adminId: number): Promise<void> {
  const staff = seedStaff(pressId, adminId);
  const deps = seedDeps(tx);
  const waiting = await newestAt(tx, pressId, Status.FIRST_ALLOCATION);
  if (waiting)
    await openRequest(tx, waiting.id, {
      reason: '已改投他刊，申请撤回稿件',
      channel: 'site',
      by: { type: 'author', id: waiting.authorId },
    });
  const rejected = await newestAt(tx, pressId, Status.RE_REVIEW_ALLOCATION);
  if (rejected) {
    const made = await recordWithdrawal(deps.db, staff, {
      manuscriptId: rejected.id,
      reason: '作者来电称数据有误，要求撤稿',
      channel: 'phone',
    });
    await decideWithdrawal(deps, staff, {
      id: made.id,
      version: made.version,
      decision: 'reject',
      note: '数据问题可在退修时更正，无需撤稿',
    });
  }
  const passed = await newestAt(tx, pressId, Status.FINAL_ALLOCATION);
  if (passed) {
    const made = await recordWithdrawal(deps.db, staff, {
      manuscriptId: passed.id,
      reason: '作者来函：单位保密审查未通过，申请撤稿',
      channel: 'letter',
    });
    await decideWithdrawal(deps, staff, {
      id: made.id,
      version: made.version,
      decision: 'pass',
      note: '同意撤稿',
    });
  }
}
