import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { authors } from './authors.ts';
import { journalColumns } from './issues.ts';
import { subjects } from './journalConfig.ts';
import { journals } from './journals.ts';
import { users } from './people.ts';
import { productionProcesses, reviewProcesses } from './processes.ts';
import { presses } from './tenancy.ts';

/**
 * A manuscript (稿件). status: SPEC §4 codes (contract workflow.ts). It keeps the rows of the review
 * and production processes it was submitted under; a later process change does not move it.
 */
export const manuscripts = pgTable(
  'manuscripts',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id),
    columnId: integer('column_id')
      .notNull()
      .references(() => journalColumns.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => authors.id),
    articleNo: text('article_no').notNull(),
    title: text('title').notNull(),
    keywords: text('keywords').notNull().default(''),
    abstract: text('abstract').notNull().default(''),
    /** SPEC §3 natureArticleType: 0 natural science, 1 other. */
    natureArticleType: smallint('nature_article_type').notNull().default(1),
    subjectId: integer('subject_id').references(() => subjects.id),
    /** SPEC §3 foundationFlag: 1 when the work is grant-supported (基金), with the grant's name, number and level 1-5. */
    foundationFlag: smallint('foundation_flag').notNull().default(0),
    fundName: text('fund_name').notNull().default(''),
    fundNumber: text('fund_number').notNull().default(''),
    fundLevel: smallint('fund_level'),
    status: smallint('status').notNull(),
    /** Where a manuscript on a side path (300-600) returns to; null on the main path. */
    resumeStatus: smallint('resume_status'),
    reviewProcessId: integer('review_process_id')
      .notNull()
      .references(() => reviewProcesses.id),
    productionProcessId: integer('production_process_id')
      .notNull()
      .references(() => productionProcesses.id),
    /**
     * The list row's other states (SPEC §3, contract enums/manuscript.ts); the review, production
     * and finance capabilities set them through the workflow. 0 or null: nothing to show.
     */
    annexStatus: smallint('annex_status').notNull().default(0),
    supplementStatus: smallint('supplement_status').notNull().default(0),
    meetingSign: smallint('meeting_sign'),
    ignoreStatus: smallint('ignore_status').notNull().default(0),
    orderStatus: smallint('order_status').notNull().default(0),
    /** Who set the manuscript (ignoreStatus) or its order (orderStatus 3) aside. */
    ignoredBy: integer('ignored_by').references(() => users.id),
    schedulingType: smallint('scheduling_type'),
    foundationStatus: smallint('foundation_status').notNull().default(0),
    /** The editor the current stage is allocated to (auditUser). */
    auditUserId: integer('audit_user_id').references(() => users.id),
    auditSign: smallint('audit_sign').notNull().default(0),
    otherStatus: smallint('other_status').notNull().default(0),
    auditScheduleStatus: smallint('audit_schedule_status'),
    /** The acquisition editor (采编) who referred the manuscript: chosen at staff entry or carried by their link. */
    referrerId: integer('referrer_id').references(() => users.id),
    /**
     * The character pairs of title and number (`jb_grams`, migration 0014), kept by the database:
     * a GIN index finds a keyword of two characters or more, Chinese or Latin, then ILIKE confirms.
     */
    searchGrams: text('search_grams').array().generatedAlwaysAs(sql`jb_grams(title || ' ' || article_no)`),
    version: integer('version').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('manuscripts_press_no_uq').on(t.pressId, t.articleNo),
    index('manuscripts_journal_status_idx').on(t.journalId, t.status),
    index('manuscripts_press_status_idx').on(t.pressId, t.status, t.submittedAt),
    // Lists over several statuses in submission order (the editors' homes) read it in order and stop at the page.
    index('manuscripts_press_submitted_idx').on(t.pressId, t.submittedAt),
    index('manuscripts_author_idx').on(t.authorId, t.submittedAt),
    index('manuscripts_search_grams_idx').using('gin', t.searchGrams),
    /** Work allocated to a person (stage queues' "mine", the homes' counts, one-key assign's loads). */
    index('manuscripts_audit_user_idx').on(t.auditUserId, t.status).where(sql`audit_user_id is not null`),
    /** 基金审核's list: a press's funded manuscripts by the audit's status, in submission order. */
    index('manuscripts_fund_audit_idx')
      .on(t.pressId, t.foundationStatus, t.submittedAt)
      .where(sql`foundation_flag = 1`),
    /** Acquisition-editor performance: the referred manuscripts submitted in a date range. */
    index('manuscripts_referrer_submitted_idx')
      .on(t.pressId, t.submittedAt, t.referrerId)
      .where(sql`referrer_id is not null`),
    /** An acquisition editor's own manuscripts in submission order (modules/caibian/scope.ts). */
    index('manuscripts_referrer_idx').on(t.referrerId, t.submittedAt).where(sql`referrer_id is not null`),
  ],
);

/** The manuscript's timeline and audit trail: every change of status, by whom. */
export const manuscriptEvents = pgTable(
  'manuscript_events',
  {
    id: serial('id').primaryKey(),
    manuscriptId: integer('manuscript_id')
      .notNull()
      .references(() => manuscripts.id),
    action: text('action').notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    /** 'author' or 'staff'. */
    actorType: text('actor_type').notNull(),
    actorId: integer('actor_id').notNull(),
    note: text('note').notNull().default(''),
    /** For an edit (action 'modify'): each changed field with its old and new value. */
    changes: jsonb('changes'),
    /** The process rows in force when the stage was entered (the manuscript's recorded versions). */
    reviewProcessId: integer('review_process_id').references(() => reviewProcesses.id),
    productionProcessId: integer('production_process_id').references(() => productionProcesses.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('manuscript_events_manuscript_idx').on(t.manuscriptId, t.id)],
);

/** The next sequence number of a journal's manuscripts in a year ({SEQ} of the number format). */
export const manuscriptCounters = pgTable(
  'manuscript_counters',
  {
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.journalId, t.year] })],
);

/** The manuscript's authors in byline order, with their affiliations and the corresponding author. */
export const manuscriptAuthors = pgTable(
  'manuscript_authors',
  {
    manuscriptId: integer('manuscript_id')
      .notNull()
      .references(() => manuscripts.id),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    affiliation: text('affiliation').notNull().default(''),
    email: text('email').notNull().default(''),
    corresponding: boolean('corresponding').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.manuscriptId, t.position] })],
);

/**
 * How many manuscripts stand at each status, by press, journal, column and China day of submission:
 * the list's exact totals for those filters without count(*). Kept by the submission, the workflow
 * function and Modify in the same transaction as the change they count.
 */
export const manuscriptCounts = pgTable(
  'manuscript_counts',
  {
    pressId: integer('press_id').notNull(),
    journalId: integer('journal_id').notNull(),
    columnId: integer('column_id').notNull(),
    status: smallint('status').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pressId, t.journalId, t.columnId, t.status, t.day] }),
    index('manuscript_counts_press_status_idx').on(t.pressId, t.status),
  ],
);

/**
 * The same counts without the day: what the list's total sums when no day range is asked (a few rows
 * per press and status, where the daily counts are thousands).
 */
export const manuscriptTotals = pgTable(
  'manuscript_totals',
  {
    pressId: integer('press_id').notNull(),
    journalId: integer('journal_id').notNull(),
    columnId: integer('column_id').notNull(),
    status: smallint('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pressId, t.status, t.journalId, t.columnId] })],
);
