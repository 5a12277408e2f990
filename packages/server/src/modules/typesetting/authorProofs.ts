import { authorProofRound } from '@jb/contract/authorActions';
import type { markBody } from '@jb/contract/schemas/typesetting';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { journals, manuscriptFiles, manuscripts, storedFiles } from '../../db/schema/index.ts';
import type { AuthorContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { assertInScope } from '../workflow/actor.ts';
import { loadSubjects, type Subject } from '../workflow/subjects.ts';
import { PROOF_ROLE } from './effects.ts';
import { insertMark, lockMark, removeMark, roundMarks } from './marks.ts';

/**
 * The author's proof reading on the author site (docs/production.md): the manuscript's own author,
 * while its journal has its authors read the proofs and it is at proof k, reads rounds 1..k and marks
 * round k beside the editor. The rule is the one offering the `readProofs` action (authorActions.ts).
 */

/** The author's own manuscript (another's, or another press's: 404) and the round they read now. */
async function reading(
  db: Db | Tx,
  author: AuthorContext,
  id: number,
): Promise<{ subject: Subject; round: number }> {
  const subject = (await loadSubjects(db, [id])).get(id);
  if (!subject) throw errors.notFound();
  await assertInScope(db, { kind: 'author', author }, subject);
  const [journal] = await db
    .select({ authorProofreads: journals.authorProofreads })
    .from(journals)
    .where(eq(journals.id, subject.journalId));
  if (!journal?.authorProofreads) throw errors.field('id', 'typesetting.authorNotProofreading');
  const round = authorProofRound(true, subject.facts.status);
  if (round === null) throw errors.field('id', 'typesetting.notAtProof');
  return { subject, round };
}

const asAuthor = (author: AuthorContext) => ({ authorId: author.authorId });

/** The round read now and the PDF each round 1..k is marked on (revision r-1's proof for round r). */
export async function authorProof(db: Db, author: AuthorContext, id: number) {
  const { round } = await reading(db, author, id);
  const [[m], files] = await Promise.all([
    db
      .select({ articleNo: manuscripts.articleNo, title: manuscripts.title, status: manuscripts.status })
      .from(manuscripts)
      .where(eq(manuscripts.id, id)),
    db
      .select({ revision: manuscriptFiles.revision, fileId: manuscriptFiles.fileId, name: storedFiles.name })
      .from(manuscriptFiles)
      .innerJoin(storedFiles, eq(storedFiles.id, manuscriptFiles.fileId))
      .where(
        and(
          eq(manuscriptFiles.manuscriptId, id),
          eq(manuscriptFiles.role, PROOF_ROLE),
          lt(manuscriptFiles.revision, round),
        ),
      )
      .orderBy(asc(manuscriptFiles.revision), asc(manuscriptFiles.id)),
  ]);
  // The newest PDF of each revision is the one its round is read on (as staff marks are made on).
  const byRound = new Map(
    files.map((f) => [f.revision + 1, { round: f.revision + 1, fileId: f.fileId, name: f.name }]),
  );
  return { id, ...m!, round, rounds: [...byRound.values()] };
}

/** A round's marks (1..k: earlier rounds with their resolved state), the editor's and the author's. */
export async function authorMarks(db: Db, author: AuthorContext, manuscriptId: number, round: number) {
  const reads = await reading(db, author, manuscriptId);
  if (round > reads.round) throw errors.field('round', 'typesetting.roundClosed');
  return roundMarks(db, asAuthor(author), manuscriptId, round);
}

/** The author's mark on the round read now (the same kinds, areas and rules as a proofreader's). */
export function authorAddMark(db: Db, author: AuthorContext, body: z.infer<typeof markBody>) {
  return db.transaction(async (tx) => {
    const { subject } = await reading(tx, author, body.manuscriptId);
    return insertMark(tx, subject, asAuthor(author), body);
  });
}

/** The author takes back their own mark while its round is open. */
export async function authorDeleteMark(db: Db, author: AuthorContext, row: { id: number; version: number }) {
  await db.transaction(async (tx) => {
    const mark = await lockMark(tx, row.id);
    const { subject } = await reading(tx, author, mark.manuscriptId);
    await removeMark(tx, mark, subject, asAuthor(author), row.version);
  });
  return null;
}
