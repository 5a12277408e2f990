import { RevisionStatus } from '@jb/contract/enums/revision';
import { FUND_FIELDS, mayApplyRevision, revisable } from '@jb/contract/revisionRules';
import type { RevisionValues, revisionApplyBody } from '@jb/contract/schemas/revisions';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { manuscriptEvents, manuscripts, revisionRequests } from '../../db/schema/index.ts';
import type { AuthorContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { iso } from '../../platform/list.ts';
import { storedFileOf } from '../files/storedFileOf.ts';
import { filesNamed } from './files.ts';
import { changedFields, currentValues, normalized } from './values.ts';

const r = revisionRequests;
type Body = z.infer<typeof revisionApplyBody>;

/** One of the author's own manuscripts, its row locked (another author's or press's: 404). */
async function ownLocked(tx: Tx, author: AuthorContext, manuscriptId: number) {
  const [m] = await tx
    .select({
      id: manuscripts.id,
      pressId: manuscripts.pressId,
      journalId: manuscripts.journalId,
      authorId: manuscripts.authorId,
      status: manuscripts.status,
      foundationStatus: manuscripts.foundationStatus,
    })
    .from(manuscripts)
    .where(eq(manuscripts.id, manuscriptId))
    .for('update');
  if (!m || m.authorId !== author.authorId || m.pressId !== author.pressId) throw errors.notFound();
  return m;
}

/** The supporting files: each the author's own upload of kind `annex` (refused on its field otherwise). */
async function checkFiles(tx: Tx, author: AuthorContext, fileIds: number[]) {
  if (new Set(fileIds).size !== fileIds.length) throw errors.field('fileIds', 'invalid');
  for (const [i, id] of fileIds.entries()) {
    const file = await storedFileOf(tx, id, {
      pressId: author.pressId,
      kind: 'annex',
      uploader: { type: 'author', id: author.authorId },
    });
    if (!file) throw errors.field(`fileIds.${i}`, 'file.kind');
  }
}

/**
 * The author's application, in one transaction with the manuscript's row locked: a status from
 * acceptance to published, no application already waiting, something changed against the details
 * now. A draft of the manuscript (status 0) is updated in place; `submit` sends it for review (1)
 * and writes its line on the timeline.
 */
export function applyRevision(db: Db, author: AuthorContext, b: Body) {
  return db.transaction(async (tx) => {
    const m = await ownLocked(tx, author, b.manuscriptId);
    if (!mayApplyRevision(m.status, m.foundationStatus))
      throw errors.field('manuscriptId', 'revision.status');
    const [open] = await tx
      .select({ id: r.id })
      .from(r)
      .where(and(eq(r.manuscriptId, m.id), eq(r.status, RevisionStatus.PENDING)));
    if (open) throw errors.field('manuscriptId', 'revision.open');
    const original = (await currentValues(tx, m.id))!;
    const { manuscriptId: _m, submit: _s, reason: _r, fileIds: _f, ...values } = b;
    const proposed = normalized(values);
    const changed = changedFields(original, proposed);
    if (changed.length === 0) throw errors.field('manuscriptId', 'revision.unchanged');
    if (!revisable(m.status) && changed.some((f) => !FUND_FIELDS.includes(f)))
      throw errors.field('manuscriptId', 'revision.fundOnly');
    await checkFiles(tx, author, b.fileIds);
    const status = b.submit ? RevisionStatus.PENDING : RevisionStatus.DRAFT;
    const set = {
      status,
      reason: b.reason,
      proposed,
      original,
      fileIds: b.fileIds,
      submittedAt: b.submit ? new Date() : null,
    };
    const [draft] = await tx
      .select({ id: r.id })
      .from(r)
      .where(and(eq(r.manuscriptId, m.id), eq(r.status, RevisionStatus.DRAFT)));
    const [made] = draft
      ? await tx
          .update(r)
          .set({ ...set, version: sql`${r.version} + 1` })
          .where(eq(r.id, draft.id))
          .returning({ id: r.id, version: r.version })
      : await tx
          .insert(r)
          .values({
            ...set,
            pressId: m.pressId,
            journalId: m.journalId,
            manuscriptId: m.id,
            requestedByType: 'author',
            requestedById: author.authorId,
          })
          .returning({ id: r.id, version: r.version });
    if (b.submit)
      await tx.insert(manuscriptEvents).values({
        manuscriptId: m.id,
        action: 'revisionRequested',
        fromStatus: m.status,
        toStatus: m.status,
        actorType: 'author',
        actorId: author.authorId,
        note: b.reason,
      });
    return { id: made!.id, status, version: made!.version };
  });
}

/** The details of one of the author's manuscripts now and its applications, newest first (another's is 404). */
export async function authorRevisions(db: Db, author: AuthorContext, manuscriptId: number) {
  const [m] = await db
    .select({ authorId: manuscripts.authorId, pressId: manuscripts.pressId })
    .from(manuscripts)
    .where(eq(manuscripts.id, manuscriptId));
  if (!m || m.authorId !== author.authorId || m.pressId !== author.pressId) throw errors.notFound();
  const rows = await db
    .select()
    .from(r)
    .where(eq(r.manuscriptId, manuscriptId))
    .orderBy(desc(r.id))
    .limit(20);
  const names = await filesNamed(
    db,
    rows.flatMap((row) => row.fileIds),
  );
  const applications = rows.map((row) => ({
    id: row.id,
    status: row.status,
    reason: row.reason,
    values: row.proposed as RevisionValues,
    files: row.fileIds.map((id) => ({ id, name: names.get(id) ?? '' })),
    createdAt: row.createdAt.toISOString(),
    submittedAt: iso(row.submittedAt),
    decidedAt: iso(row.decidedAt),
    decisionNote: row.decisionNote,
    version: row.version,
  }));
  return { current: (await currentValues(db, manuscriptId))!, applications };
}
