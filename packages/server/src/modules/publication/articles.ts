import type { PublishedArticle } from '@jb/contract/schemas/publication';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  articlePublications,
  authors,
  issuePlacements,
  journalIssues,
  manuscriptAuthors,
  manuscripts,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { assertSamePress, requireJournal } from '../../platform/tenancy.ts';

/** An issue in the caller's scope (another press's or journal's: 404); callers check it is published. */
export async function publishedIssue(db: Db, auth: AuthContext, issueId: number) {
  const [issue] = await db.select().from(journalIssues).where(eq(journalIssues.id, issueId));
  if (!issue) throw errors.notFound();
  const journal = await requireJournal(db, auth, issue.journalId);
  assertSamePress(auth, journal.pressId);
  return issue;
}

/** The published contents of an issue, in order: DOIs, pages and the byline (the submitter without one). */
export async function publishedArticles(
  db: Db,
  auth: AuthContext,
  issueId: number,
): Promise<PublishedArticle[]> {
  await publishedIssue(db, auth, issueId);
  return issueArticles(db, issueId);
}

/** The published contents of an issue whose scope was checked (or a job's, which has no caller). */
export async function issueArticles(db: Db, issueId: number): Promise<PublishedArticle[]> {
  const rows = await db
    .select({
      manuscriptId: articlePublications.manuscriptId,
      articleNo: manuscripts.articleNo,
      title: manuscripts.title,
      submitter: authors.name,
      doi: articlePublications.doi,
      firstPage: articlePublications.firstPage,
      lastPage: articlePublications.lastPage,
      publishedOn: articlePublications.publishedOn,
    })
    .from(articlePublications)
    .innerJoin(manuscripts, eq(manuscripts.id, articlePublications.manuscriptId))
    .innerJoin(authors, eq(authors.id, manuscripts.authorId))
    .innerJoin(issuePlacements, eq(issuePlacements.manuscriptId, articlePublications.manuscriptId))
    .where(eq(articlePublications.issueId, issueId))
    .orderBy(asc(issuePlacements.position));
  if (rows.length === 0) throw errors.field('issueId', 'publication.notPublished');
  const bylines = await db
    .select({ manuscriptId: manuscriptAuthors.manuscriptId, name: manuscriptAuthors.name })
    .from(manuscriptAuthors)
    .where(
      inArray(
        manuscriptAuthors.manuscriptId,
        rows.map((r) => r.manuscriptId),
      ),
    )
    .orderBy(asc(manuscriptAuthors.manuscriptId), asc(manuscriptAuthors.position));
  return rows.map(({ submitter, ...r }) => {
    const names = bylines.filter((b) => b.manuscriptId === r.manuscriptId).map((b) => b.name);
    return { ...r, authors: names.length > 0 ? names : [submitter] };
  });
}
