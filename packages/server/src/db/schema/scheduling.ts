import { date, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { journalIssues } from './issues.ts';
import { manuscripts } from './manuscripts.ts';
import { users } from './people.ts';

/**
 * Where a scheduled manuscript sits (scheduling, status 100 on): its issue, its place in the issue's
 * table of contents and its planned pages. Written only by the scheduling effects, in the move's
 * transaction; the issue row is locked while its contents change.
 */
export const issuePlacements = pgTable(
  'issue_placements',
  {
    manuscriptId: integer('manuscript_id')
      .primaryKey()
      .references(() => manuscripts.id),
    issueId: integer('issue_id')
      .notNull()
      .references(() => journalIssues.id),
    /** 1-based place in the table of contents. */
    position: integer('position').notNull(),
    /** Planned pages (0 while unknown; the layout gives the real count). */
    pages: integer('pages').notNull().default(0),
    placedBy: integer('placed_by')
      .notNull()
      .references(() => users.id),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('issue_placements_issue_idx').on(t.issueId, t.position)],
);

/**
 * Who typesets a manuscript (typesetting and proofs, 110-191): the typesetter it was dispatched to,
 * by when, and who dispatched it. Written by the typesetting effects in the move's transaction; the
 * engine's `typesetterIsActor` guard reads it.
 */
export const typesettingDispatches = pgTable(
  'typesetting_dispatches',
  {
    manuscriptId: integer('manuscript_id')
      .primaryKey()
      .references(() => manuscripts.id),
    typesetterId: integer('typesetter_id')
      .notNull()
      .references(() => users.id),
    dueOn: date('due_on').notNull(),
    dispatchedBy: integer('dispatched_by')
      .notNull()
      .references(() => users.id),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('typesetting_dispatches_typesetter_idx').on(t.typesetterId)],
);
