import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { writeOutbox } from '../../platform/outbox/write.ts';
import { outboxScope, resendable } from './outboxQueries.ts';

/**
 * Sends a message again by hand: a new outbox row with the same content (`resendOf` the original)
 * and its delivery job, in one transaction. A message still queued, or one without a recipient,
 * cannot be (400); another press's is not found.
 */
export async function resendMessage(db: Db, jobs: Jobs, auth: AuthContext, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.id, id), outboxScope(auth)));
    if (!row) throw errors.notFound();
    if (!resendable(row)) throw errors.field('id', 'outbox.notResendable');
    const newId = await writeOutbox(tx, jobs, {
      pressId: row.pressId,
      channel: row.channel as 'email' | 'sms',
      event: row.event,
      recipient: row.recipient,
      recipientName: row.recipientName,
      userId: row.userId,
      authorId: row.authorId,
      manuscriptId: row.manuscriptId,
      subject: row.subject,
      body: row.body,
      html: row.html,
      attachments: row.attachments,
      secret: row.secret,
      resendOf: row.id,
    });
    return { id: newId };
  });
}
