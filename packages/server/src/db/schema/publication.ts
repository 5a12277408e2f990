import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { journalIssues } from './issues.ts';
import { manuscripts } from './manuscripts.ts';
import { users } from './people.ts';

/**
 * A published article (出版, 230; docs/production.md): its DOI from the journal's prefix and
 * pattern, its pages in the issue, the publication date. Written when its issue is published, in
 * that move's transaction; the Crossref deposit is made from these rows.
 */
export const articlePublications = pgTable(
  'article_publications',
  {
    manuscriptId: integer('manuscript_id')
      .primaryKey()
      .references(() => manuscripts.id),
    issueId: integer('issue_id')
      .notNull()
      .references(() => journalIssues.id),
    doi: text('doi').notNull(),
    firstPage: integer('first_page').notNull(),
    lastPage: integer('last_page').notNull(),
    publishedOn: date('published_on').notNull(),
    publishedBy: integer('published_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('article_publications_doi_uq').on(t.doi),
    index('article_publications_issue_idx').on(t.issueId),
  ],
);
