import { OUTCOME_CODE } from '@jb/contract/enums/confirmation';
import { and, asc, eq } from 'drizzle-orm';
import { atConfirmationStep } from '../../modules/acceptanceConfirmation/queries.ts';
import type { Tx } from '../client.ts';
import { acceptanceConfirmations, authors, manuscriptEvents, manuscripts } from '../schema/index.ts';

/**
 * 录用确认 (/caibian/toConfirm): of 张采编's referrals waiting for the author's answer (at 80, or
 * accepted with the acceptance fee unpaid), the first half have the answer recorded — the author's
 * confirmation by phone, the second one's by a colleague of the author's by text message — so the
 * list shows both, and the acceptance screen (录用确认, /editorialReview/employedToConfirm) reads them.
 */
export async function seedAcceptanceConfirmations(tx: Tx, pressId: number, editorId: number): Promise<void> {
  const waiting = await tx
    .select({ id: manuscripts.id, status: manuscripts.status, authorName: authors.name })
    .from(manuscripts)
    .innerJoin(authors, eq(authors.id, manuscripts.authorId))
    .where(and(eq(manuscripts.pressId, pressId), eq(manuscripts.referrerId, editorId), atConfirmationStep))
    .orderBy(asc(manuscripts.status), asc(manuscripts.id));
  const recorded = waiting.slice(0, Math.floor(waiting.length / 2));
  for (const [i, m] of recorded.entries()) {
    const byAuthor = i % 2 === 0;
    const answeredAt = new Date(Date.now() - (i + 1) * 86_400_000);
    const note = byAuthor
      ? '作者电话确认接受录用条件，录用费本周内支付'
      : '作者出差，课题组秘书代为确认，录用费由课题组支付';
    await tx.insert(acceptanceConfirmations).values({
      pressId,
      manuscriptId: m.id,
      outcome: OUTCOME_CODE.confirmed,
      byAuthor,
      personName: byAuthor ? m.authorName : '刘秘书',
      method: byAuthor ? 'phone' : 'message',
      answeredAt,
      note,
      fromStatus: m.status,
      recordedBy: editorId,
      createdAt: answeredAt,
    });
    await tx.insert(manuscriptEvents).values({
      manuscriptId: m.id,
      action: 'acceptanceConfirmed',
      fromStatus: m.status,
      toStatus: m.status,
      actorType: 'staff',
      actorId: editorId,
      note,
      createdAt: answeredAt,
    });
  }
}
