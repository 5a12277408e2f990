import { similarityRun } from '@jb/contract/api/similarity';
import type {
  SimilarityFailure,
  SimilarityReport,
  SimilarityReportAnswer,
  SimilarityState,
  similarityMatch,
  similarityPassage,
} from '@jb/contract/schemas/similarity';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../platform/access.ts';
import { journalScope } from '../../platform/tenancy.ts';
import type { Passage } from './engine/compare.ts';
import type { SimilaritySettings } from './engine/types.ts';
import type { StoredResult } from './job.ts';
import { documentsByIds, manuscriptLabels, newestReport, type ReportRow } from './queries.ts';
import { type CheckedManuscript, isOpen } from './request.ts';

/** Passages sent per match: the longest ones, shown in text order. */
export const MAX_PASSAGES = 30;

type Match = z.input<typeof similarityMatch>;
type PassageOut = z.input<typeof similarityPassage>;
type Doc = Awaited<ReturnType<typeof documentsByIds>>[number];

function passageOut(p: Passage, query: string, match: string): PassageOut {
  return {
    query: {
      start: p.queryStart,
      end: p.queryEnd,
      text: query.slice(p.queryStart, p.queryEnd),
      highlights: p.segments.map(([qs, qe]) => [qs - p.queryStart, qe - p.queryStart]),
    },
    match: {
      start: p.candidateStart,
      end: p.candidateEnd,
      text: match.slice(p.candidateStart, p.candidateEnd),
      highlights: p.segments.map(([, , cs, ce]) => [cs - p.candidateStart, ce - p.candidateStart]),
    },
    matchedTokens: p.matchedTokens,
  };
}

function longestInOrder(passages: Passage[]): Passage[] {
  return [...passages]
    .sort((a, b) => b.matchedTokens - a.matchedTokens || a.queryStart - b.queryStart)
    .slice(0, MAX_PASSAGES)
    .sort((a, b) => a.queryStart - b.queryStart);
}

/**
 * The stored report as the caller may see it. A match is shown (its manuscript's number, title
 * and the passages on both sides) only when it is of the checked manuscript's press and of a
 * journal the caller works on; any other is "another journal on the platform" with its share.
 */
async function presentResult(db: Db, scope: JournalScope, m: CheckedManuscript, stored: StoredResult) {
  const { report } = stored;
  const ids = report.candidates.map((c) => Number(c.candidateId));
  const docs = new Map((await documentsByIds(db, [stored.documentId, ...ids])).map((d) => [d.id, d]));
  const journals = await scope();
  const visible = (doc: Doc | undefined): doc is Doc =>
    doc !== undefined && doc.pressId === m.pressId && (journals === null || journals.includes(doc.journalId));
  const shown = ids.map((id) => docs.get(id)).filter(visible);
  const labels = new Map(
    (await manuscriptLabels(db, [...new Set(shown.map((d) => d.manuscriptId))])).map((l) => [l.id, l]),
  );
  const query = docs.get(stored.documentId);
  // Offsets refer to the texts this engine version extracted; a re-extracted text has other ones.
  const current = (doc: Doc | undefined) => doc?.engineVersion === report.engineVersion;

  const matches = report.candidates.map((c): Match => {
    const doc = docs.get(Number(c.candidateId));
    if (!visible(doc))
      return {
        visible: false,
        percent: c.percent,
        sameAuthor: false,
        manuscript: null,
        passageCount: 0,
        passages: [],
      };
    const passages =
      current(doc) && current(query)
        ? longestInOrder(c.passages).map((p) => passageOut(p, query!.text, doc.text))
        : [];
    return {
      visible: true,
      percent: c.percent,
      sameAuthor: c.sameAuthor,
      manuscript: labels.get(doc.manuscriptId) ?? null,
      passageCount: c.passages.length,
      passages,
    };
  });
  return {
    overall: report.overall,
    excludingOwnWork: report.excludingSameAuthor,
    excludingReferences: report.excludingReferences,
    matchingManuscripts: report.matchingCandidates,
    compared: stored.compared,
    matches,
  };
}

function canRun(auth: AuthContext, newest: Pick<ReportRow, 'state' | 'createdAt'> | undefined): boolean {
  return auth.permissions.has(similarityRun.access.permission) && (!newest || !isOpen(newest));
}

type ReportRead = NonNullable<Awaited<ReturnType<typeof newestReport>>>;

/**
 * The journals whose matches a reader sees in detail (null: all of the checked manuscript's press):
 * read only when a finished report is presented.
 */
export type JournalScope = () => Promise<number[] | null>;

/** A stored report as the caller may see it (its result only when done). */
export function presentReport(
  db: Db,
  auth: AuthContext,
  m: CheckedManuscript,
  read: ReportRead,
): Promise<SimilarityReport> {
  return presentReportIn(db, () => journalScope(db, auth), m, read);
}

/** `presentReport` for a reader of the given journals (a job sending the report on someone's behalf). */
export async function presentReportIn(
  db: Db,
  scope: JournalScope,
  m: CheckedManuscript,
  read: ReportRead,
): Promise<SimilarityReport> {
  const r = read.report;
  const state = r.state as SimilarityState;
  return {
    id: r.id,
    manuscriptId: r.manuscriptId,
    fileId: r.fileId,
    fileName: read.fileName,
    state,
    progress: r.progress,
    error: state === 'failed' ? (r.error as SimilarityFailure) : null,
    settings: r.settings as SimilaritySettings,
    requestedByName: read.requestedByName,
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    result: state === 'done' ? await presentResult(db, scope, m, r.result as StoredResult) : null,
  };
}

/** The manuscript's newest report as the report call answers it, with the caller's actions. */
export async function reportAnswer(
  db: Db,
  auth: AuthContext,
  m: CheckedManuscript,
): Promise<SimilarityReportAnswer> {
  const newest = await newestReport(db, m.id);
  const actions: 'run'[] = canRun(auth, newest?.report) ? ['run'] : [];
  if (!newest) return { manuscriptId: m.id, actions, report: null };
  return { manuscriptId: m.id, actions, report: await presentReport(db, auth, m, newest) };
}
