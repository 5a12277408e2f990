import { fieldMessage } from '@jb/contract/messages';
import { IssueStatus } from '@jb/contract/schemas/issues';
import type { plannedPagesBody, reorderBody } from '@jb/contract/schemas/scheduling';
import { Status } from '@jb/contract/workflow';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { issuePlacements, journalIssueEvents, journalIssues } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { requireJournal } from '../../platform/tenancy.ts';
import { subjectIn } from '../workflow/actor.ts';
import { checkBudget } from './placement.ts';

/** The issue locked for a change of its contents, in the caller's scope (404 outside it). */
async function lockedIssue(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  auth: AuthContext,
  id: number,
) {
  const [issue] = await tx.select().from(journalIssues).where(eq(journalIssues.id, id)).for('update');
  if (!issue) throw errors.notFound();
  await requireJournal(tx, auth, issue.journalId);
  if (issue.status === IssueStatus.PUBLISHED)
    throw errors.validation([{ path: 'issueId', ...fieldMessage('scheduling.published') }]);
  return issue;
}

/**
 * The table of contents in a new order. The list must be exactly the issue's articles: one placed or
 * taken out meanwhile by someone else refuses the whole order (nothing is half-applied).
 */
export async function reorderContents(db: Db, auth: AuthContext, body: z.infer<typeof reorderBody>) {
  await db.transaction(async (tx) => {
    await lockedIssue(tx, auth, body.issueId);
    const placed = await tx
      .select({ id: issuePlacements.manuscriptId })
      .from(issuePlacements)
      .where(eq(issuePlacements.issueId, body.issueId));
    const given = new Set(body.ids);
    if (
      given.size !== body.ids.length ||
      placed.length !== given.size ||
      placed.some((p) => !given.has(p.id))
    )
      throw errors.validation([{ path: 'ids', ...fieldMessage('scheduling.contentsChanged') }]);
    // One statement: each article's new place from its index in the list (ids are checked integers).
    await tx.execute(sql`update ${issuePlacements} p set position = o.position
      from unnest(${`{${body.ids.join(',')}}`}::int[]) with ordinality as o(id, position)
      where p.manuscript_id = o.id and p.issue_id = ${body.issueId}`);
    await tx
      .insert(journalIssueEvents)
      .values({ issueId: body.issueId, action: 'reorder', detail: body.ids.join(','), actorId: auth.userId });
  });
  return null;
}

/** A placed article's planned pages, within the issue's budget unless confirmed. */
export async function setPlannedPages(db: Db, auth: AuthContext, body: z.infer<typeof plannedPagesBody>) {
  await db.transaction(async (tx) => {
    const subject = await subjectIn(tx, auth, body.id);
    const [placement] = await tx
      .select()
      .from(issuePlacements)
      .where(eq(issuePlacements.manuscriptId, body.id))
      .for('update');
    if (!placement || subject.facts.status !== Status.SCHEDULING)
      throw errors.validation([{ path: 'id', ...fieldMessage('scheduling.notPlaced') }]);
    const issue = await lockedIssue(tx, auth, placement.issueId);
    const [others] = await tx
      .select({ pages: sql<number>`coalesce(sum(${issuePlacements.pages}), 0)::int` })
      .from(issuePlacements)
      .where(and(eq(issuePlacements.issueId, issue.id), ne(issuePlacements.manuscriptId, body.id)));
    if (body.pages > placement.pages)
      checkBudget(issue, others?.pages ?? 0, body.pages, body.confirmOverBudget);
    await tx
      .update(issuePlacements)
      .set({ pages: body.pages })
      .where(eq(issuePlacements.manuscriptId, body.id));
  });
  return null;
}
