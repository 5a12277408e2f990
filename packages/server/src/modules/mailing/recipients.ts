import { AUTHOR_COPIES, type recipientAddBody, type recipientUpdateBody } from '@jb/contract/schemas/mailing';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authors, mailingRecipients, manuscripts } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { deleteAtVersion, updateAtVersion } from '../../platform/versioned.ts';
import { issueAtMailing, recipientAtMailing } from './scope.ts';

/**
 * Adds the submitting author of each article of an issue at mailing who is not a recipient yet,
 * with their name, phone and unit on file and AUTHOR_COPIES copies. Authors keep no postal address
 * (the clerk completes it before the batch). Answers how many were added.
 */
export function generateRecipients(db: Db, auth: AuthContext, issueId: number) {
  return db.transaction(async (tx) => {
    const { issue, articles } = await issueAtMailing(tx, auth, issueId);
    const rows = await tx
      .select({
        manuscriptId: manuscripts.id,
        authorId: authors.id,
        name: authors.name,
        phone: authors.phone,
        unit: authors.unit,
      })
      .from(manuscripts)
      .innerJoin(authors, eq(authors.id, manuscripts.authorId))
      .where(
        inArray(
          manuscripts.id,
          articles.map((a) => a.id),
        ),
      );
    if (rows.length === 0) return { count: 0 };
    const added = await tx
      .insert(mailingRecipients)
      .values(
        rows.map((r) => ({
          issueId: issue.id,
          kind: 'author',
          manuscriptId: r.manuscriptId,
          authorId: r.authorId,
          name: r.name,
          phone: r.phone,
          organization: r.unit,
          copies: AUTHOR_COPIES,
          createdBy: auth.userId,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: mailingRecipients.id });
    return { count: added.length };
  });
}

/** Adds a recipient by hand (a subscriber, a library) to an issue at mailing. */
export function addRecipient(db: Db, auth: AuthContext, body: z.infer<typeof recipientAddBody>) {
  return db.transaction(async (tx) => {
    const { issue } = await issueAtMailing(tx, auth, body.issueId);
    const { issueId: _, ...fields } = body;
    const [row] = await tx
      .insert(mailingRecipients)
      .values({ ...fields, issueId: issue.id, kind: 'manual', createdBy: auth.userId })
      .returning({ id: mailingRecipients.id });
    return { id: row!.id };
  });
}

/** Edits a recipient's address or copies, at the version seen, while it is in no batch. */
export async function updateRecipient(db: Db, auth: AuthContext, body: z.infer<typeof recipientUpdateBody>) {
  await db.transaction(async (tx) => {
    await recipientAtMailing(tx, auth, body.id);
    const { id, version, ...fields } = body;
    await updateAtVersion(tx, mailingRecipients, { id, version }, fields);
  });
}

/** Removes a recipient in no batch, at the version seen. */
export async function removeRecipient(db: Db, auth: AuthContext, row: { id: number; version: number }) {
  await db.transaction(async (tx) => {
    await recipientAtMailing(tx, auth, row.id);
    await deleteAtVersion(tx, mailingRecipients, row);
  });
}
