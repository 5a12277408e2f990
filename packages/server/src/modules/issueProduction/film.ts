import { rm } from 'node:fs/promises';
import type { Lang } from '@jb/contract/i18n';
import { FILM_FILE_KIND, FILM_MAX_MB } from '@jb/contract/schemas/issueProduction';
import { Status } from '@jb/contract/workflow';
import { desc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { issueFilms, journalIssues, storedFiles } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { receiveForm } from '../../platform/files/receive.ts';
import { assertSamePress, requireJournal } from '../../platform/tenancy.ts';
import { type FileDeps, sendFile } from '../files/service.ts';
import { uncheckedAtFilm } from '../typesetting/checks.ts';
import type { WorkflowDeps } from '../workflow/deps.ts';
import { FilmZipCheck, matchFilm } from './filmZip.ts';
import { articlesOf, assertAllAt, lockIssue, moveIssue } from './moves.ts';

export type FilmDeps = WorkflowDeps & { files: FileDeps };

const MB = 1024 * 1024;

/** Film output waits for the check of every article's last round (校样核对): refused with the field. */
async function assertMarksChecked(tx: Tx, action: string, articles: readonly { id: number }[]) {
  if (action !== 'outputFilm') return;
  const open = await uncheckedAtFilm(
    tx,
    articles.map((a) => a.id),
  );
  if (open.length) throw errors.field('issueId', 'issueProduction.marksUnchecked');
}

/**
 * Film output (出片) and film alteration (改片) of an issue: the zip is received and checked in one
 * streaming pass (filmZip.ts), its PDFs matched to the issue's articles, stored, and then recorded
 * with the move of every article, in one transaction. At film output (190) every article needs its
 * PDF (or one PDF is the whole issue); at a film alteration (200) the zip holds the replaced
 * articles' PDFs. A refused upload leaves nothing: no temporary file, no row, no move.
 */
export async function uploadFilm(
  deps: FilmDeps,
  req: FastifyRequest,
  auth: AuthContext,
  lang: Lang,
  query: { issueId: number; status: number },
) {
  if (auth.pressId === null) throw errors.notFound();
  const pressId = auth.pressId;
  const action = query.status === Status.FILM_ALTERATION ? 'alterFilm' : 'outputFilm';
  // The issue and its articles as they are before the upload is read (the move checks them again).
  const { articles: before, wasWhole } = await deps.db.transaction(async (tx) => {
    const issue = await lockIssue(tx, auth, query.issueId);
    const articles = await articlesOf(tx, issue.id);
    assertAllAt(articles, action, query.status);
    await assertMarksChecked(tx, action, articles);
    const [newest] = await tx
      .select({ entries: issueFilms.entries })
      .from(issueFilms)
      .where(eq(issueFilms.issueId, issue.id))
      .orderBy(desc(issueFilms.id))
      .limit(1);
    const wasWhole = newest?.entries.length === 1 && newest.entries[0]!.manuscriptId === null;
    return { articles, wasWhole };
  });
  const check = new FilmZipCheck();
  const { files } = deps;
  const got = await receiveForm(
    req,
    { types: ['zip'], maxBytes: FILM_MAX_MB * MB, zip: check },
    files.tempDir,
    files.deadlines,
  );
  try {
    const matched = matchFilm(check.entries, before, action === 'outputFilm', wasWhole);
    // Stored once the zip is checked, before the issue is locked: copying a large package must not
    // hold the issue's row. Kept under its hash, it is only a file of the issue once the move commits.
    await files.store.putFile(got.sha256, got.tempPath, got.mime);
    return await moveIssue(deps, auth, lang, {
      issueId: query.issueId,
      action,
      seen: query.status,
      record: async (tx, issue, articles) => {
        // Someone placed or took out an article while the zip was uploading: its matching is void.
        const ids = new Set(before.map((a) => a.id));
        if (articles.length !== ids.size || articles.some((a) => !ids.has(a.id)))
          throw errors.field('issueId', 'scheduling.contentsChanged');
        await assertMarksChecked(tx, action, articles);
        const [file] = await tx
          .insert(storedFiles)
          .values({
            pressId,
            sha256: got.sha256,
            sizeBytes: got.sizeBytes,
            type: got.type,
            mime: got.mime,
            name: got.name,
            kind: FILM_FILE_KIND,
            uploadedByType: 'staff',
            uploadedBy: auth.userId,
          })
          .returning({ id: storedFiles.id });
        await tx.insert(issueFilms).values({
          issueId: issue.id,
          fileId: file!.id,
          kind: action === 'outputFilm' ? 'output' : 'alteration',
          entries: matched.entries,
          uploadedBy: auth.userId,
        });
      },
    });
  } finally {
    await rm(got.tempPath, { force: true });
  }
}

/** Sends a film package of an issue the caller may see (another press's or journal's: 404). */
export async function downloadFilm(deps: FilmDeps, reply: FastifyReply, auth: AuthContext, filmId: number) {
  const [row] = await deps.db
    .select({ file: storedFiles, journalId: journalIssues.journalId })
    .from(issueFilms)
    .innerJoin(storedFiles, eq(storedFiles.id, issueFilms.fileId))
    .innerJoin(journalIssues, eq(journalIssues.id, issueFilms.issueId))
    .where(eq(issueFilms.id, filmId));
  if (!row) throw errors.notFound();
  const journal = await requireJournal(deps.db, auth, row.journalId);
  assertSamePress(auth, journal.pressId);
  return sendFile(deps.files, reply, row.file);
}
