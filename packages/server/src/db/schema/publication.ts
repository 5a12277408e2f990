import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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

/**
 * Archive checks of published issues (SPEC §5): a check is pending while its job looks for every
 * article's DOI and final PDF and the issue's film in the store, then passed or failed with what is
 * missing. At most one pending check per issue (the partial unique index: a second request while one
 * is pending is refused).
 */
export const archiveChecks = pgTable(
  'archive_checks',
  {
    id: serial('id').primaryKey(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => journalIssues.id),
    /** pending, passed or failed. */
    state: text('state').notNull().default('pending'),
    findings: jsonb('findings')
      .$type<{ manuscriptId: number | null; articleNo: string; problem: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('archive_checks_pending_uq').on(t.issueId).where(sql`${t.state} = 'pending'`),
    index('archive_checks_issue_idx').on(t.issueId, t.id),
  ],
);
