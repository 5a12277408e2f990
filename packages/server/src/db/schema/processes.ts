import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { journals } from './journals.ts';
import { users } from './people.ts';
import { presses } from './tenancy.ts';

/**
 * Review and production processes. Every save writes a new version; the newest version of a
 * (press, journal) scope is in force, and a manuscript records the row it follows (its id: a
 * version number alone is ambiguous, the press default's v1 and a journal's v1 are both "1").
 * journalId null: the press's default for journals without their own. Version 0, written by
 * nobody (`createdBy` null), is the built-in default, stored the first time a manuscript follows it.
 * A version is unique in its scope; saves of one press take a lock, so two never pick the same.
 */
export const reviewProcesses = pgTable(
  'review_processes',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    journalId: integer('journal_id').references(() => journals.id),
    version: integer('version').notNull(),
    stages: jsonb('stages').notNull(),
    /**
     * The fund audit (docs/author-requests.md "Fund audit"): `hold` on, a funded manuscript whose fund
     * waits enters 600 when it reaches stage `at` and returns there when passed; off, it is audited
     * beside its path. Off by default.
     */
    fundAudit: jsonb('fund_audit').notNull().default({ hold: false, at: 'first' }),
    /** Null only for the built-in default (version 0). */
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('review_processes_scope_idx').on(t.pressId, t.journalId, t.version),
    uniqueIndex('review_processes_scope_version_uq').on(
      t.pressId,
      sql`coalesce(${t.journalId}, 0)`,
      t.version,
    ),
  ],
);

export const productionProcesses = pgTable(
  'production_processes',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    journalId: integer('journal_id').references(() => journals.id),
    version: integer('version').notNull(),
    steps: jsonb('steps').notNull(),
    /** Null only for the built-in default (version 0). */
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('production_processes_scope_idx').on(t.pressId, t.journalId, t.version),
    uniqueIndex('production_processes_scope_version_uq').on(
      t.pressId,
      sql`coalesce(${t.journalId}, 0)`,
      t.version,
    ),
  ],
);

/** Press-wide settings (otherSettings, baseData) and the custom login page, as checked JSON. */
export const pressSettings = pgTable('press_settings', {
  pressId: integer('press_id')
    .primaryKey()
    .references(() => presses.id),
  settings: jsonb('settings').notNull(),
  loginPage: jsonb('login_page'),
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Expert (external) review settings of a journal; the fee is in fen. */
export const expertSettings = pgTable('expert_settings', {
  journalId: integer('journal_id')
    .primaryKey()
    .references(() => journals.id),
  expertCount: integer('expert_count').notNull().default(2),
  dueDays: integer('due_days').notNull().default(14),
  reminderDays: integer('reminder_days').notNull().default(3),
  feeFen: integer('fee_fen').notNull().default(0),
  anonymous: boolean('anonymous').notNull().default(true),
  version: integer('version').notNull().default(0),
});

/** Templates of review opinions, per review stage. */
export const auditTemplates = pgTable(
  'audit_templates',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    stage: text('stage').notNull(),
    name: text('name').notNull(),
    content: text('content').notNull(),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_templates_press_idx').on(t.pressId, t.stage)],
);
