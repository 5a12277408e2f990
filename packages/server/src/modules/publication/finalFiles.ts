import path from 'node:path';
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
  let total = 0;
  for (const a of articles) {
    const final = finals.find((f) => f.manuscriptId === a.id);
    const source = sources.find((f) => f.manuscriptId === a.id);
    const files = [
      final && { file: final, name: `${a.articleNo}/${a.articleNo}-终版.pdf` },
      source && { file: source, name: `${a.articleNo}/${a.articleNo}-源文件${path.extname(source.name)}` },
    ];
    for (const f of files) {
      if (!f) continue;
      total += f.file.sizeBytes + 200;
      list.push({ name: f.name, open: () => store.open(f.file.sha256) });
    }
  }
  if (total > ZIP_STREAM_MAX) throw errors.field('issueId', 'publication.tooLarge');
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', contentDisposition(`终版文件-${issue.year}-${issue.number}.zip`))
    .send(zipStream(list));
}
