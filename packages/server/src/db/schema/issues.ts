import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { journals } from './journals.ts';
import { users } from './people.ts';
import { presses } from './tenancy.ts';

/** Columns (sections, "programs") of a journal, in the editor's order; a disabled one takes no new manuscripts. */
export const journalColumns = pgTable(
  'journal_columns',
  {
    id: serial('id').primaryKey(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('journal_columns_journal_idx').on(t.journalId, t.sort)],
);

/**
 * Issues ("periods") of a journal: year, volume, number, planned and actual publication dates, page
 * budget. status: 0 planned, 1 in production, 2 published.
 */
export const journalIssues = pgTable(
  'journal_issues',
  {
    id: serial('id').primaryKey(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id),
    year: smallint('year').notNull(),
    volume: smallint('volume').notNull(),
    number: smallint('number').notNull(),
    plannedDate: date('planned_date').notNull(),
    actualDate: date('actual_date'),
    pageBudget: integer('page_budget').notNull().default(0),
    status: smallint('status').notNull().default(0),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('journal_issues_number_uq').on(t.journalId, t.year, t.number)],
);

/** The audit records of an issue: who changed what, when. */
export const journalIssueEvents = pgTable(
  'journal_issue_events',
  {
    id: serial('id').primaryKey(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => journalIssues.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    detail: text('detail').notNull().default(''),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('journal_issue_events_issue_idx').on(t.issueId, t.createdAt)],
);

/** Unit levels (单位等级) with numeric ranges [start, end]; end 0 means open-ended. */
export const unitLevels = pgTable(
  'unit_levels',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    name: text('name').notNull(),
    rangeStart: integer('range_start').notNull(),
    rangeEnd: integer('range_end').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('unit_levels_press_idx').on(t.pressId)],
);
