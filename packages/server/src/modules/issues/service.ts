import { ErrorCode } from '@jb/contract/errors';
import { plannedIssueDates } from '@jb/contract/issuePlan';
import type { issueAddBody, issueGenerateBody, issueUpdateBody } from '@jb/contract/schemas/issues';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { journalIssueEvents, journalIssues, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors, refuse } from '../../platform/errors.ts';
import { requireJournal } from '../../platform/tenancy.ts';
import { updateAtVersion } from '../../platform/versioned.ts';

const describe = (i: { year: number; volume: number; number: number }) =>
  `${i.year}年 第${i.volume}卷 第${i.number}期`;

async function taken(tx: Tx, journalId: number, year: number, number: number, exceptId?: number) {
  const rows = await tx
    .select({ id: journalIssues.id })
    .from(journalIssues)
    .where(
      and(
        eq(journalIssues.journalId, journalId),
        eq(journalIssues.year, year),
        eq(journalIssues.number, number),
      ),
    );
  return rows.some((r) => r.id !== exceptId);
}

export async function listIssues(db: Db, auth: AuthContext, journalId: number, year?: number) {
  await requireJournal(db, auth, journalId);
  const rows = await db
    .select()
    .from(journalIssues)
    .where(and(eq(journalIssues.journalId, journalId), year ? eq(journalIssues.year, year) : undefined))
    .orderBy(desc(journalIssues.year), asc(journalIssues.number));
  return rows.map(({ createdAt: _c, ...r }) => r);
}

/** Add mode: one new issue and its first audit record. */
export async function addIssue(db: Db, auth: AuthContext, body: z.infer<typeof issueAddBody>) {
  return db.transaction(async (tx) => {
    await requireJournal(tx, auth, body.journalId);
    if (await taken(tx, body.journalId, body.year, body.number)) throw refuse(ErrorCode.ISSUE_EXISTS);
    const [row] = await tx.insert(journalIssues).values(body).returning({ id: journalIssues.id });
    await tx
      .insert(journalIssueEvents)
      .values({ issueId: row!.id, action: 'add', detail: describe(body), actorId: auth.userId });
    return { id: row!.id };
  });
}

/** Update mode: the issue changes under a version check and the change is recorded. */
export async function updateIssue(db: Db, auth: AuthContext, body: z.infer<typeof issueUpdateBody>) {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(journalIssues).where(eq(journalIssues.id, body.id));
    if (!current) throw errors.notFound();
    await requireJournal(tx, auth, current.journalId);
    if (await taken(tx, current.journalId, body.year, body.number, body.id))
      throw refuse(ErrorCode.ISSUE_EXISTS);
    const { id, version, ...fields } = body;
    await updateAtVersion(tx, journalIssues, { id, version }, fields);
    const changes = (Object.keys(fields) as (keyof typeof fields)[])
      .filter((k) => String(current[k]) !== String(fields[k]))
      .map((k) => `${k}: ${current[k] ?? '—'} → ${fields[k] ?? '—'}`);
    await tx
      .insert(journalIssueEvents)
      .values({ issueId: id, action: 'update', detail: changes.join('; '), actorId: auth.userId });
  });
}

/** One action makes a year's issues from the journal's frequency; numbers that exist are kept. */
export async function generateYear(db: Db, auth: AuthContext, body: z.infer<typeof issueGenerateBody>) {
  return db.transaction(async (tx) => {
    const journal = await requireJournal(tx, auth, body.journalId);
    const dates = plannedIssueDates(body.year, journal.frequency);
    let created = 0;
    for (const [k, plannedDate] of dates.entries()) {
      if (await taken(tx, body.journalId, body.year, k + 1)) continue;
      const issue = {
        journalId: body.journalId,
        year: body.year,
        volume: body.volume,
        number: k + 1,
        plannedDate,
        pageBudget: body.pageBudget,
      };
      const [row] = await tx.insert(journalIssues).values(issue).returning({ id: journalIssues.id });
      await tx
        .insert(journalIssueEvents)
        .values({ issueId: row!.id, action: 'generate', detail: describe(issue), actorId: auth.userId });
      created += 1;
    }
    return { created, total: dates.length };
  });
}

export async function issueEvents(db: Db, auth: AuthContext, issueId: number) {
  const [issue] = await db
    .select({ journalId: journalIssues.journalId })
    .from(journalIssues)
    .where(eq(journalIssues.id, issueId));
  if (!issue) throw errors.notFound();
  await requireJournal(db, auth, issue.journalId);
  const rows = await db
    .select({
      id: journalIssueEvents.id,
      action: journalIssueEvents.action,
      detail: journalIssueEvents.detail,
      actorName: users.name,
      createdAt: journalIssueEvents.createdAt,
    })
    .from(journalIssueEvents)
    .innerJoin(users, eq(users.id, journalIssueEvents.actorId))
    .where(eq(journalIssueEvents.issueId, issueId))
    .orderBy(asc(journalIssueEvents.createdAt), asc(journalIssueEvents.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
