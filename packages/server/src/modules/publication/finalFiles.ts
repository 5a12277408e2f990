import path from 'node:path';
import { fieldMessage } from '@jb/contract/messages';
import { IssueStatus } from '@jb/contract/schemas/issues';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { issuePlacements, manuscriptFiles, manuscripts, storedFiles } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import type { BlobStore } from '../../platform/files/blobStore.ts';
import { contentDisposition } from '../../platform/files/disposition.ts';
import { ZIP_STREAM_MAX, type ZipStreamEntry, zipStream } from '../../platform/files/zipStream.ts';
import { PROOF_ROLE } from '../typesetting/effects.ts';
import { publishedIssue } from './articles.ts';

/**
 * A name part safe in any archiver: the article number as configured may hold a slash, a backslash
 * or dots (a press's number format is free text).
 */
const UNSAFE = new Set([...'\\/:*?"<>|', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e']);
const safeSegment = (s: string) => {
  const kept = [...s].map((c) =>
    c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || UNSAFE.has(c) ? '_' : c,
  );
  const name = kept.join('');
  return /^\.*$/.test(name) ? '_' : name;
};

/** A stored name's extension, made safe (none: none). */
const extensionOf = (name: string) => {
  const ext = path.extname(name);
  return ext ? safeSegment(ext) : '';
};

/** The newest file of a role for each of the manuscripts (the highest revision, then the newest). */
async function newestOfRole(db: Db, ids: number[], role: string) {
  return db
    .selectDistinctOn([manuscriptFiles.manuscriptId], {
      manuscriptId: manuscriptFiles.manuscriptId,
      sha256: storedFiles.sha256,
      name: storedFiles.name,
      sizeBytes: storedFiles.sizeBytes,
    })
    .from(manuscriptFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, manuscriptFiles.fileId))
    .where(and(eq(manuscriptFiles.role, role), inArray(manuscriptFiles.manuscriptId, ids)))
    .orderBy(manuscriptFiles.manuscriptId, desc(manuscriptFiles.revision), desc(manuscriptFiles.id));
}

/**
 * The final version of a published issue's articles (终版文件, `finalVersionOfTheFile`), one zip per
 * issue streamed from the file store: for each article in contents order, a folder named by its
 * article number with its final PDF (the last proof round's) and its source (the newest manuscript
 * file). An article without one of them has only what it has (the archive check names it).
 */
export async function sendFinalFiles(
  db: Db,
  store: BlobStore,
  reply: FastifyReply,
  auth: AuthContext,
  issueId: number,
) {
  const issue = await publishedIssue(db, auth, issueId);
  const articles = await db
    .select({ id: manuscripts.id, articleNo: manuscripts.articleNo, status: manuscripts.status })
    .from(issuePlacements)
    .innerJoin(manuscripts, eq(manuscripts.id, issuePlacements.manuscriptId))
    .where(eq(issuePlacements.issueId, issue.id))
    .orderBy(asc(issuePlacements.position));
  if (issue.status !== IssueStatus.PUBLISHED || articles.length === 0)
    throw errors.field('issueId', 'publication.notPublished');
  const ids = articles.map((a) => a.id);
  const [finals, sources] = await Promise.all([
    newestOfRole(db, ids, PROOF_ROLE),
    newestOfRole(db, ids, 'manuscript'),
  ]);
  const list: ZipStreamEntry[] = [];
  const lost: string[] = [];
  let total = 0;
  for (const a of articles) {
    const final = finals.find((f) => f.manuscriptId === a.id);
    const source = sources.find((f) => f.manuscriptId === a.id);
    const folder = safeSegment(a.articleNo);
    const files = [
      final && { file: final, name: `${folder}/${folder}-终版.pdf` },
      source && { file: source, name: `${folder}/${folder}-源文件${extensionOf(source.name)}` },
    ];
    for (const f of files) {
      if (!f) continue;
      // A file whose bytes are gone would break the zip after its headers went out: refused first.
      if (!(await store.has(f.file.sha256))) lost.push(a.articleNo);
      total += f.file.sizeBytes + 200;
      list.push({ name: f.name, open: () => store.open(f.file.sha256) });
    }
  }
  if (lost.length > 0)
    throw errors.validation(
      [...new Set(lost)].map((no) => {
        const m = fieldMessage('publication.fileLost');
        return { path: 'issueId', zh: `${m.zh}：${no}`, en: `${m.en}: ${no}` };
      }),
    );
  if (total > ZIP_STREAM_MAX) throw errors.field('issueId', 'publication.tooLarge');
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', contentDisposition(`终版文件-${issue.year}-${issue.number}.zip`))
    .send(zipStream(list));
}
