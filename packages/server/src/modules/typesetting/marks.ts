import { ErrorCode } from '@jb/contract/errors';
import { fieldMessage } from '@jb/contract/messages';
import type { markBody, resolveMarkBody } from '@jb/contract/schemas/typesetting';
import { proofStatuses } from '@jb/contract/workflow';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import {
  authors,
  manuscriptFiles,
  manuscripts,
  proofMarks,
  typesettingDispatches,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors, refuse } from '../../platform/errors.ts';
import { deleteAtVersion, updateAtVersion } from '../../platform/versioned.ts';
import { subjectIn } from '../workflow/actor.ts';
import type { Subject } from '../workflow/subjects.ts';
import { PROOF_ROLE } from './effects.ts';
import { scopeOf } from './queries.ts';

const resolver = alias(users, 'resolver');
const checker = alias(users, 'checker');
export const bad = (path: string, key: string) => errors.validation([{ path, ...fieldMessage(key) }]);

/** A manuscript of the caller's typesetting scope (a typesetter: only what was dispatched to them), or 404. */
export async function inScope(db: Db | Tx, auth: AuthContext, id: number): Promise<Subject> {
  const [row] = await db
    .select({ id: manuscripts.id })
    .from(manuscripts)
    .leftJoin(typesettingDispatches, eq(typesettingDispatches.manuscriptId, manuscripts.id))
    .where(and(eq(manuscripts.id, id), scopeOf(auth)));
  if (!row) throw errors.notFound();
  return subjectIn(db, auth, id);
}

/** Who marks or reads the marks: a staff member, or the manuscript's author on the author site. */
export type Marker = { userId: number } | { authorId: number };

const markerOf = (auth: AuthContext): Marker => ({ userId: auth.userId });
const madeBy = (m: { createdBy: number | null; authorId: number | null }, who: Marker) =>
  'userId' in who ? m.createdBy === who.userId : m.authorId === who.authorId;

const checkResultOf = (r: string | null): 'fixed' | 'notFixed' | null =>
  r === 'fixed' || r === 'notFixed' ? r : null;

/** Marks with who made them (a staff member or the author) and who resolved them, by page. */
export async function marksWhere(db: Db | Tx, who: Marker, where: SQL | undefined) {
  const rows = await db
    .select({
      mark: proofMarks,
      staffName: users.name,
      authorName: authors.name,
      resolvedByName: resolver.name,
      checkedByName: checker.name,
    })
    .from(proofMarks)
    .leftJoin(users, eq(users.id, proofMarks.createdBy))
    .leftJoin(authors, eq(authors.id, proofMarks.authorId))
    .leftJoin(resolver, eq(resolver.id, proofMarks.resolvedBy))
    .leftJoin(checker, eq(checker.id, proofMarks.checkedBy))
    .where(where)
    .orderBy(asc(proofMarks.page), asc(proofMarks.id));
  return rows.map(({ mark: m, staffName, authorName, resolvedByName, checkedByName }) => ({
    id: m.id,
    version: m.version,
    round: m.round,
    page: m.page,
    kind: m.kind,
    rects: m.rects,
    quote: m.quote,
    note: m.note,
    createdByName: staffName ?? authorName ?? '',
    byAuthor: m.authorId !== null,
    mine: madeBy(m, who),
    createdAt: m.createdAt.toISOString(),
    resolved: m.resolvedAt !== null,
    resolvedByName: m.resolvedAt === null ? null : resolvedByName,
    resolvedAt: m.resolvedAt?.toISOString() ?? null,
    checkResult: checkResultOf(m.checkResult),
    checkNote: m.checkNote,
    checkedByName: m.checkedAt === null ? null : checkedByName,
    checkedAt: m.checkedAt?.toISOString() ?? null,
    carriedFrom: m.carriedFrom,
  }));
}

/** The marks of one round of a manuscript already in the caller's scope. */
export const roundMarks = (db: Db | Tx, who: Marker, manuscriptId: number, round: number) =>
  marksWhere(db, who, and(eq(proofMarks.manuscriptId, manuscriptId), eq(proofMarks.round, round)));

/** The PDF round k is read and marked on (the layout for round 1, revision k-1's for round k), or 400. */
export async function roundFileOf(tx: Tx, manuscriptId: number, round: number): Promise<number> {
  const [proof] = await tx
    .select({ fileId: manuscriptFiles.fileId })
    .from(manuscriptFiles)
    .where(
      and(
        eq(manuscriptFiles.manuscriptId, manuscriptId),
        eq(manuscriptFiles.role, PROOF_ROLE),
        eq(manuscriptFiles.revision, round - 1),
      ),
    )
    .orderBy(desc(manuscriptFiles.id))
    .limit(1);
  if (!proof) throw bad('round', 'typesetting.noProof');
  return proof.fileId;
}

/**
 * A mark on proof k of a manuscript in the caller's scope, while it is at proof k: it is made on
 * the PDF read in that round (the layout for round 1, revision k-1's for round k).
 */
export async function insertMark(tx: Tx, subject: Subject, who: Marker, body: z.infer<typeof markBody>) {
  if (subject.facts.status !== proofStatuses(body.round)[0]) throw bad('round', 'typesetting.roundClosed');
  const fileId = await roundFileOf(tx, body.manuscriptId, body.round);
  const marker = 'userId' in who ? { createdBy: who.userId } : { authorId: who.authorId };
  const [mark] = await tx
    .insert(proofMarks)
    .values({ ...body, fileId, ...marker })
    .returning({ id: proofMarks.id });
  return (await marksWhere(tx, who, eq(proofMarks.id, mark!.id)))[0]!;
}

/** One's own mark (locked, of a manuscript in the caller's scope) taken back while its round is open. */
export async function removeMark(
  tx: Tx,
  mark: typeof proofMarks.$inferSelect,
  subject: Subject,
  who: Marker,
  version: number,
) {
  if (!madeBy(mark, who)) throw bad('id', 'typesetting.notYourMark');
  // A mark carried on from the check goes when the check says fixed, not by itself.
  if (mark.carriedFrom !== null) throw bad('id', 'typesetting.carriedMark');
  if (subject.facts.status !== proofStatuses(mark.round)[0]) throw bad('id', 'typesetting.roundClosed');
  await deleteAtVersion(tx, proofMarks, { id: mark.id, version });
}

/** A mark locked for a change, or 404. */
export async function lockMark(tx: Tx, id: number) {
  const [mark] = await tx.select().from(proofMarks).where(eq(proofMarks.id, id)).for('update');
  if (!mark) throw errors.notFound();
  return mark;
}

/** The marks of one round of a manuscript, by page. */
export async function listMarks(db: Db, auth: AuthContext, manuscriptId: number, round: number) {
  await inScope(db, auth, manuscriptId);
  return roundMarks(db, markerOf(auth), manuscriptId, round);
}

/** A proofreader's mark on proof k, while the manuscript is at proof k. */
export async function addMark(db: Db, auth: AuthContext, body: z.infer<typeof markBody>) {
  return db.transaction(async (tx) =>
    insertMark(tx, await inScope(tx, auth, body.manuscriptId), markerOf(auth), body),
  );
}

async function markInScope(tx: Tx, auth: AuthContext, id: number) {
  const mark = await lockMark(tx, id);
  return { mark, subject: await inScope(tx, auth, mark.manuscriptId) };
}

/** One's own mark taken back while its round is still open. */
export async function deleteMark(db: Db, auth: AuthContext, row: { id: number; version: number }) {
  await db.transaction(async (tx) => {
    const { mark, subject } = await markInScope(tx, auth, row.id);
    await removeMark(tx, mark, subject, markerOf(auth), row.version);
  });
  return null;
}

/** The typesetter marks a mark done (or not) while correcting its round (revision k): the author's too. */
export async function resolveMark(db: Db, auth: AuthContext, body: z.infer<typeof resolveMarkBody>) {
  return db.transaction(async (tx) => {
    const { mark, subject } = await markInScope(tx, auth, body.id);
    if (subject.facts.typesetterId !== auth.userId)
      throw refuse(ErrorCode.WORKFLOW_REFUSED, { reason: 'notTypesetter', status: subject.facts.status });
    if (subject.facts.status !== proofStatuses(mark.round)[1]) throw bad('id', 'typesetting.roundClosed');
    await updateAtVersion(tx, proofMarks, body, {
      resolvedBy: body.resolved ? auth.userId : null,
      resolvedAt: body.resolved ? new Date() : null,
    });
    return (await marksWhere(tx, markerOf(auth), eq(proofMarks.id, body.id)))[0]!;
  });
}
