import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { authors } from './authors.ts';
import { storedFiles } from './files.ts';
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
    /**
     * The manuscript's status, copied by the database (migration 0051's triggers: on a placement's
     * write and on every status change of its manuscript), never written by the app: the issue-level
     * lists read which statuses an issue's articles are at from the placements alone.
     */
    status: smallint('status').notNull().default(0),
  },
  (t) => [
    index('issue_placements_issue_idx').on(t.issueId, t.position),
    index('issue_placements_issue_status_idx').on(t.issueId, t.status),
  ],
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

/**
 * Online proofreading marks (docs/production.md): what a proofreader marked on a proof PDF's page
 * during proof round k, in page fractions (0-1) so they hold at any zoom, whether the typesetter
 * resolved it during revision k, and the editor's check of it against the next PDF (核对): fixed, or
 * not fixed and carried into the next round as a new mark linked to it (`carriedFrom`).
 */
export const proofMarks = pgTable(
  'proof_marks',
  {
    id: serial('id').primaryKey(),
    manuscriptId: integer('manuscript_id')
      .notNull()
      .references(() => manuscripts.id),
    round: smallint('round').notNull(),
    /** The proof PDF the mark is on (the file handed in before the round). */
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    page: integer('page').notNull(),
    /** highlight, strike, insert or comment. */
    kind: text('kind').notNull(),
    /** The marked areas: { x, y, w, h } as fractions of the page's width and height. */
    rects: jsonb('rects').$type<{ x: number; y: number; w: number; h: number }[]>().notNull(),
    /** The marked text as the viewer read it, and the proofreader's correction or comment. */
    quote: text('quote').notNull().default(''),
    note: text('note').notNull().default(''),
    /** Who marked it: a staff proofreader or the manuscript's author on the author site (exactly one). */
    createdBy: integer('created_by').references(() => users.id),
    authorId: integer('author_id').references(() => authors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedBy: integer('resolved_by').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The editor's check against the next PDF: `fixed` or `notFixed` (null: not checked yet). */
    checkResult: text('check_result'),
    checkNote: text('check_note').notNull().default(''),
    checkedBy: integer('checked_by').references(() => users.id),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** The mark of the previous round this one carries on (found not fixed at the check). */
    carriedFrom: integer('carried_from').references((): AnyPgColumn => proofMarks.id),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('proof_marks_manuscript_idx').on(t.manuscriptId, t.round, t.page),
    index('proof_marks_unchecked_idx').on(t.manuscriptId, t.round).where(sql`${t.checkedAt} is null`),
    uniqueIndex('proof_marks_carried_uq').on(t.carriedFrom),
    check('proof_marks_one_marker', sql`(${t.createdBy} is null) <> (${t.authorId} is null)`),
  ],
);

/**
 * An issue's film packages (出片, 190; docs/production.md): the zip uploaded at film output, and each
 * film alteration's replacement pages (改片, 200). `entries` names each PDF of the zip and the
 * article it is (null: the whole issue in one PDF). The newest entry of an article is its film.
 */
export const issueFilms = pgTable(
  'issue_films',
  {
    id: serial('id').primaryKey(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => journalIssues.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    /** output (the whole package) or alteration (replacement pages). */
    kind: text('kind').notNull(),
    entries: jsonb('entries')
      .$type<{ name: string; manuscriptId: number | null; sizeBytes: number }[]>()
      .notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('issue_films_issue_idx').on(t.issueId, t.id)],
);

/**
 * An issue's printing (印刷, 209-210): the printing house and run size recorded when it starts, the
 * copies delivered and the date when it is complete.
 */
export const issuePrintings = pgTable('issue_printings', {
  issueId: integer('issue_id')
    .primaryKey()
    .references(() => journalIssues.id),
  printingHouse: text('printing_house').notNull(),
  runSize: integer('run_size').notNull(),
  startedBy: integer('started_by')
    .notNull()
    .references(() => users.id),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  /** Copies delivered by the printing house; null until the printing is complete. */
  copiesDelivered: integer('copies_delivered'),
  completedOn: date('completed_on'),
  completedBy: integer('completed_by').references(() => users.id),
});
