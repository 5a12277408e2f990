import { OUTCOME_CODE } from '@jb/contract/enums/confirmation';
import type { confirmBody } from '@jb/contract/schemas/acceptanceConfirmation';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { acceptanceConfirmations, authors, manuscriptEvents, manuscripts } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { pressCondition } from '../../platform/tenancy.ts';
import { myManuscripts } from '../caibian/scope.ts';
import { openRequest } from '../withdrawals/requests.ts';
import { subjectIn } from '../workflow/actor.ts';
import { acceptanceFeeDueFen, atConfirmationStep, recordColumns, recordOf } from './queries.ts';

type Body = z.infer<typeof confirmBody>;

/**
 * The editor records their author's answer to the acceptance terms and fee, in one transaction: the
 * manuscript locked and checked (another editor's: 404; not at the step: 400; answered already:
 * 400), the record, and its line on the timeline. A refusal opens the withdrawal request through the
 * withdrawal module (撤稿审核 decides it, as for a request recorded by phone).
 */
export function recordConfirmation(db: Db, auth: AuthContext, b: Body) {
  if (new Date(b.answeredAt).getTime() > Date.now() + 60_000) {
    throw errors.field('answeredAt', 'confirmation.future');
  }
  return db.transaction(async (tx) => {
    const [m] = await tx
      .select({
        id: manuscripts.id,
        pressId: manuscripts.pressId,
        status: manuscripts.status,
        authorName: authors.name,
      })
      .from(manuscripts)
      .innerJoin(authors, eq(authors.id, manuscripts.authorId))
      .where(
        and(
          eq(manuscripts.id, b.manuscriptId),
          pressCondition(auth, manuscripts.pressId),
          myManuscripts(auth),
        ),
      )
      .for('update', { of: manuscripts });
    if (!m) throw errors.notFound();
    const [due] = await tx
      .select({ at: atConfirmationStep, fee: acceptanceFeeDueFen })
      .from(manuscripts)
      .where(eq(manuscripts.id, m.id));
    if (!due?.at) throw errors.field('manuscriptId', 'confirmation.status');
    const [already] = await tx
      .select({ id: acceptanceConfirmations.id })
      .from(acceptanceConfirmations)
      .where(eq(acceptanceConfirmations.manuscriptId, m.id));
    if (already) throw errors.field('manuscriptId', 'confirmation.recorded');
    const refused = b.outcome === 'refused';
    const withdrawal = refused
      ? await openRequest(tx, m.id, {
          reason: b.note,
          channel: b.method === 'phone' ? 'phone' : 'letter',
          by: { type: 'staff', id: auth.userId },
        })
      : null;
    const [made] = await tx
      .insert(acceptanceConfirmations)
      .values({
        pressId: m.pressId,
        manuscriptId: m.id,
        outcome: OUTCOME_CODE[b.outcome],
        byAuthor: b.byAuthor,
        personName: b.byAuthor ? m.authorName : b.personName,
        method: b.method,
        answeredAt: new Date(b.answeredAt),
        note: b.note,
        fromStatus: m.status,
        withdrawalRequestId: withdrawal?.id ?? null,
        recordedBy: auth.userId,
      })
      .returning({ id: acceptanceConfirmations.id });
    await tx.insert(manuscriptEvents).values({
      manuscriptId: m.id,
      action: refused ? 'acceptanceRefused' : 'acceptanceConfirmed',
      fromStatus: m.status,
      toStatus: m.status,
      actorType: 'staff',
      actorId: auth.userId,
      note: b.note,
    });
    return { id: made!.id, withdrawalRequestId: withdrawal?.id ?? null };
  });
}

/** The acceptance screen's read: the answer recorded for a manuscript of the person's scope. */
export async function confirmationOf(db: Db, auth: AuthContext, manuscriptId: number) {
  await subjectIn(db, auth, manuscriptId);
  const [row] = await db
    .select(recordColumns)
    .from(acceptanceConfirmations)
    .where(eq(acceptanceConfirmations.manuscriptId, manuscriptId));
  return { confirmation: row ? recordOf(row) : null };
}
