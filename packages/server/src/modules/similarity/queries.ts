import type { SimilarityFailure, SimilarityState } from '@jb/contract/schemas/similarity';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  journals,
  manuscriptFiles,
  manuscripts,
  similarityBands,
  similarityDocuments,
  similarityReports,
  similaritySettings,
  storedFiles,
  users,
} from '../../db/schema/index.ts';
import { lockFor } from '../../platform/locks.ts';
import type { BandKey } from './engine/fingerprint.ts';
import type { SimilaritySettings } from './engine/types.ts';

/** SQL of the duplicate check, and nothing else: the rules live in request.ts, job.ts and present.ts. */

export type ReportRow = typeof similarityReports.$inferSelect;

/** The manuscript fields the check needs (scope, author, what a visible match shows). */
export async function manuscriptOf(db: Db | Tx, id: number) {
  const [row] = await db
    .select({
      id: manuscripts.id,
      pressId: manuscripts.pressId,
      journalId: manuscripts.journalId,
      authorId: manuscripts.authorId,
    })
    .from(manuscripts)
    .where(eq(manuscripts.id, id));
  return row;
}

/** The manuscript's newest manuscript file (the highest revision, then the last added). */
export async function newestManuscriptFile(db: Db | Tx, manuscriptId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ fileId: manuscriptFiles.fileId })
    .from(manuscriptFiles)
    .where(and(eq(manuscriptFiles.manuscriptId, manuscriptId), eq(manuscriptFiles.role, 'manuscript')))
    .orderBy(desc(manuscriptFiles.revision), desc(manuscriptFiles.id))
    .limit(1);
  return row?.fileId;
}

export async function isFileOf(db: Db | Tx, manuscriptId: number, fileId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: manuscriptFiles.id })
    .from(manuscriptFiles)
    .where(and(eq(manuscriptFiles.manuscriptId, manuscriptId), eq(manuscriptFiles.fileId, fileId)))
    .limit(1);
  return row !== undefined;
}

/** Serialises the run requests of one manuscript until the transaction ends. */
export async function lockManuscriptRuns(tx: Tx, manuscriptId: number): Promise<void> {
  await lockFor(tx, 'similarityRuns', manuscriptId);
}

/**
 * The manuscript's newest report (of `state` when given: the newest finished one is `'done'`), or
 * with `id` that one report of the manuscript; with `fileId`, only reports of that file.
 */
export async function newestReport(
  db: Db | Tx,
  manuscriptId: number,
  state?: SimilarityState,
  id?: number,
  fileId?: number,
) {
  const [row] = await db
    .select({
      report: similarityReports,
      fileName: storedFiles.name,
      requestedByName: users.name,
    })
    .from(similarityReports)
    .innerJoin(storedFiles, eq(storedFiles.id, similarityReports.fileId))
    .leftJoin(users, eq(users.id, similarityReports.requestedBy))
    .where(
      and(
        eq(similarityReports.manuscriptId, manuscriptId),
        state === undefined ? undefined : eq(similarityReports.state, state),
        id === undefined ? undefined : eq(similarityReports.id, id),
        fileId === undefined ? undefined : eq(similarityReports.fileId, fileId),
      ),
    )
    .orderBy(desc(similarityReports.id))
    .limit(1);
  return row;
}

export async function insertReport(
  tx: Tx,
  values: { manuscriptId: number; fileId: number; requestedBy: number | null; settings: SimilaritySettings },
): Promise<number> {
  const [row] = await tx
    .insert(similarityReports)
    .values({ ...values, state: 'queued', progress: 0 })
    .returning({ id: similarityReports.id });
  return row!.id;
}

/**
 * Marks a report running, if it is queued or already running (a retry after a crash). A report
 * that is done or failed is left alone: the job has nothing to do.
 */
export async function claimReport(db: Db, id: number): Promise<ReportRow | undefined> {
  const [row] = await db
    .update(similarityReports)
    .set({ state: 'running' satisfies SimilarityState, progress: 0, error: '' })
    .where(and(eq(similarityReports.id, id), inArray(similarityReports.state, ['queued', 'running'])))
    .returning();
  return row;
}

export async function setProgress(db: Db, id: number, progress: number): Promise<void> {
  await db
    .update(similarityReports)
    .set({ progress })
    .where(and(eq(similarityReports.id, id), eq(similarityReports.state, 'running')));
}

export async function finishReport(db: Db, id: number, result: unknown, overallTenths: number) {
  await db
    .update(similarityReports)
    .set({
      state: 'done' satisfies SimilarityState,
      progress: 100,
      result,
      overall: overallTenths,
      finishedAt: new Date(),
    })
    .where(and(eq(similarityReports.id, id), eq(similarityReports.state, 'running')));
}

export async function failReport(db: Db, id: number, reason: SimilarityFailure) {
  await db
    .update(similarityReports)
    .set({ state: 'failed' satisfies SimilarityState, error: reason, finishedAt: new Date() })
    .where(and(eq(similarityReports.id, id), inArray(similarityReports.state, ['queued', 'running'])));
}

export async function storedFile(db: Db, id: number) {
  const [row] = await db
    .select({ sha256: storedFiles.sha256, name: storedFiles.name })
    .from(storedFiles)
    .where(eq(storedFiles.id, id));
  return row;
}

/** The indexed document of a file, if any. */
export async function documentOfFile(db: Db | Tx, fileId: number) {
  const [row] = await db
    .select({
      id: similarityDocuments.id,
      engineVersion: similarityDocuments.engineVersion,
      text: similarityDocuments.text,
    })
    .from(similarityDocuments)
    .where(eq(similarityDocuments.fileId, fileId));
  return row;
}

export interface DocumentValues {
  pressId: number;
  journalId: number;
  manuscriptId: number;
  fileId: number;
  authorId: number;
  engineVersion: number;
  text: string;
}

/**
 * Stores a file's text and band keys once (idempotent per file): a second writer waits for the
 * first (unique file id) and then finds its row; a row of an older engine version is replaced,
 * under its row lock, with its bands.
 */
export async function indexDocument(db: Db, doc: DocumentValues, bands: BandKey[]): Promise<number> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(similarityDocuments)
      .values(doc)
      .onConflictDoNothing({ target: similarityDocuments.fileId })
      .returning({ id: similarityDocuments.id });
    let id = inserted?.id;
    if (id === undefined) {
      const [kept] = await tx
        .select({ id: similarityDocuments.id, engineVersion: similarityDocuments.engineVersion })
        .from(similarityDocuments)
        .where(eq(similarityDocuments.fileId, doc.fileId))
        .for('update');
      id = kept!.id;
      if (kept!.engineVersion === doc.engineVersion) return id;
      await tx
        .update(similarityDocuments)
        .set({ engineVersion: doc.engineVersion, text: doc.text, authorId: doc.authorId })
        .where(eq(similarityDocuments.id, id));
      await tx.delete(similarityBands).where(eq(similarityBands.documentId, id));
    }
    const documentId = id;
    if (bands.length > 0)
      await tx.insert(similarityBands).values(bands.map((b) => ({ documentId, band: b.band, hash: b.hash })));
    return documentId;
  });
}

/**
 * Documents of the whole platform (every press) sharing band keys with the checked document, the
 * most shared first; never the manuscript's own files, only documents of the same engine version.
 * The keys are given, not joined from the stored bands, so the plan is one index probe per key
 * whatever the table statistics say.
 */
export async function candidatesOf(
  db: Db,
  q: { bands: BandKey[]; manuscriptId: number; engineVersion: number; limit: number },
) {
  if (q.bands.length === 0) return [];
  const keys = sql.join(
    q.bands.map((b) => sql`(${b.band}::smallint, ${b.hash}::integer)`),
    sql`, `,
  );
  const shared = sql<number>`count(*)::int`;
  return db
    .select({
      documentId: similarityBands.documentId,
      manuscriptId: similarityDocuments.manuscriptId,
      shared,
    })
    .from(similarityBands)
    .innerJoin(similarityDocuments, eq(similarityDocuments.id, similarityBands.documentId))
    .where(
      and(
        sql`(${similarityBands.band}, ${similarityBands.hash}) in (${keys})`,
        ne(similarityDocuments.manuscriptId, q.manuscriptId),
        eq(similarityDocuments.engineVersion, q.engineVersion),
      ),
    )
    .groupBy(similarityBands.documentId, similarityDocuments.manuscriptId)
    .orderBy(desc(shared), desc(similarityBands.documentId))
    .limit(q.limit);
}

/** Stored documents with their text and where they belong. */
export async function documentsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: similarityDocuments.id,
      pressId: similarityDocuments.pressId,
      journalId: similarityDocuments.journalId,
      manuscriptId: similarityDocuments.manuscriptId,
      authorId: similarityDocuments.authorId,
      engineVersion: similarityDocuments.engineVersion,
      text: similarityDocuments.text,
    })
    .from(similarityDocuments)
    .where(inArray(similarityDocuments.id, ids));
}

/** What a visible match shows of its manuscript. */
export async function manuscriptLabels(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: manuscripts.id,
      articleNo: manuscripts.articleNo,
      title: manuscripts.title,
      journalName: journals.name,
    })
    .from(manuscripts)
    .innerJoin(journals, eq(journals.id, manuscripts.journalId))
    .where(inArray(manuscripts.id, ids));
}

export async function settingsRow(db: Db | Tx, journalId: number) {
  const [row] = await db.select().from(similaritySettings).where(eq(similaritySettings.journalId, journalId));
  return row;
}

/** Saves under the version: 0 inserts the journal's first settings; false when the version is stale. */
export async function saveSettingsRow(
  db: Db,
  journalId: number,
  version: number,
  settings: SimilaritySettings,
): Promise<boolean> {
  if (version === 0) {
    const inserted = await db
      .insert(similaritySettings)
      .values({ journalId, ...settings, version: 1 })
      .onConflictDoNothing({ target: similaritySettings.journalId })
      .returning({ journalId: similaritySettings.journalId });
    return inserted.length === 1;
  }
  const updated = await db
    .update(similaritySettings)
    .set({ ...settings, version: version + 1 })
    .where(and(eq(similaritySettings.journalId, journalId), eq(similaritySettings.version, version)))
    .returning({ journalId: similaritySettings.journalId });
  return updated.length === 1;
}
