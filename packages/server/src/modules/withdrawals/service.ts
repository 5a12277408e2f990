import { WithdrawalStatus } from '@jb/contract/enums/withdrawal';
import type {
  withdrawalApplyBody,
  withdrawalDecisionBody,
  withdrawalRecordBody,
} from '@jb/contract/schemas/withdrawals';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { manuscripts, withdrawalRequests } from '../../db/schema/index.ts';
import type { AuthContext, AuthorContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import type { SmsSender } from '../../platform/sms.ts';
import { assertSamePress, requireJournal } from '../../platform/tenancy.ts';
import { checkCode, issueCode } from '../../platform/verificationCodes.ts';
import { codeWording } from '../notifications/codeWording.ts';
import { manuscriptVars } from '../notifications/notifier.ts';
import { staff, subjectIn } from '../workflow/actor.ts';
import { applyIn } from '../workflow/applyAction.ts';
import type { WorkflowDeps } from '../workflow/deps.ts';
import { loadSubjects } from '../workflow/subjects.ts';
import { assertMayAsk, openRequest } from './requests.ts';

/** The purpose of a withdrawal's SMS code (its own: a password code never confirms a withdrawal). */
export const WITHDRAWAL_CODE = 'withdrawalCode';

type Deps = WorkflowDeps & { sms: SmsSender };

/** One of the author's own manuscripts (another's, or another press's, is 404), with its author's phone. */
async function ownManuscript(deps: Deps, author: AuthorContext, manuscriptId: number) {
  const m = await manuscriptVars(deps.db, manuscriptId, deps.notifier.publicUrl);
  if (!m || m.authorId !== author.authorId || m.pressId !== author.pressId) throw errors.notFound();
  const [row] = await deps.db
    .select({ status: manuscripts.status })
    .from(manuscripts)
    .where(eq(manuscripts.id, manuscriptId));
  return { ...m, id: manuscriptId, status: row!.status };
}

/**
 * Sends the author the code that confirms a withdrawal, to the phone of their account, in the
 * press's wording (`withdrawalCode`); one a minute, valid 5 minutes, used once. Refused before any
 * code is sent when the manuscript may not be withdrawn now.
 */
export async function sendWithdrawalCode(deps: Deps, author: AuthorContext, manuscriptId: number) {
  const m = await ownManuscript(deps, author, manuscriptId);
  await assertMayAsk(deps.db, m);
  if (!m.phone) throw errors.field('manuscriptId', 'withdrawal.noPhone');
  await issueCode(
    deps.db,
    deps.sms,
    m.phone,
    WITHDRAWAL_CODE,
    true,
    new Date(),
    (tx, code) =>
      codeWording(tx, m.pressId, 'withdrawalCode', { ...m.vars, recipient: m.author, code }, m.journalId),
    // On the press's outbox with the manuscript (read there in demo mode, masked otherwise).
    { pressId: m.pressId, authorId: m.authorId, manuscriptId: m.id },
  );
}

/** The author's request on the site: the code checked (a wrong one counts a try), then the request written. */
export async function applyWithdrawal(
  deps: Deps,
  author: AuthorContext,
  b: z.infer<typeof withdrawalApplyBody>,
) {
  const m = await ownManuscript(deps, author, b.manuscriptId);
  await assertMayAsk(deps.db, m);
  if (!m.phone) throw errors.field('manuscriptId', 'withdrawal.noPhone');
  const markUsed = await checkCode(deps.db, m.phone, WITHDRAWAL_CODE, b.code);
  return deps.db.transaction(async (tx) => {
    const made = await openRequest(tx, m.id, {
      reason: b.reason,
      channel: 'site',
      by: { type: 'author', id: author.authorId },
    });
    await markUsed(tx);
    return made;
  });
}

/** Staff record a withdrawal the author asked for by phone or letter: the same request and review. */
export function recordWithdrawal(db: Db, auth: AuthContext, b: z.infer<typeof withdrawalRecordBody>) {
  return db.transaction(async (tx) => {
    await subjectIn(tx, auth, b.manuscriptId);
    return openRequest(tx, b.manuscriptId, {
      reason: b.reason,
      channel: b.channel,
      by: { type: 'staff', id: auth.userId },
    });
  });
}

/**
 * The review's decision, one transaction: the request locked under the version read, then the
 * engine's row (`passWithdrawal` → 400, or `rejectWithdrawal`, staying) with its permission,
 * status and guard, whose effect closes the request and whose notice tells the author.
 */
export function decideWithdrawal(
  deps: WorkflowDeps,
  auth: AuthContext,
  b: z.infer<typeof withdrawalDecisionBody>,
) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.id, b.id))
      .for('update');
    if (!row) throw errors.notFound();
    assertSamePress(auth, row.pressId);
    await requireJournal(tx, auth, row.journalId);
    if (row.version !== b.version) throw errors.staleVersion();
    if (row.status !== WithdrawalStatus.PENDING) throw errors.field('id', 'withdrawal.decided');
    const subject = (await loadSubjects(tx, [row.manuscriptId])).get(row.manuscriptId);
    if (!subject) throw errors.notFound();
    const pass = b.decision === 'pass';
    await applyIn(tx, deps.notifier, staff(auth), pass ? 'passWithdrawal' : 'rejectWithdrawal', {
      id: row.manuscriptId,
      version: subject.version,
      note: b.note,
    });
    return {
      id: row.id,
      status: pass ? WithdrawalStatus.PASSED : WithdrawalStatus.REJECTED,
      version: row.version + 1,
    };
  });
}
