import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { journals } from './journals.ts';
import { users } from './people.ts';
import { presses } from './tenancy.ts';

/** Subjects (学科), a tree shared by journals and experts; pressId null = the platform's tree. */
export const subjects = pgTable(
  'subjects',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id').references(() => presses.id),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subjects_parent_idx').on(t.parentId)],
);

export const journalSubjects = pgTable(
  'journal_subjects',
  {
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
  },
  (t) => [primaryKey({ columns: [t.journalId, t.subjectId] })],
);

/** Fees of a journal: one amount in fen per fee type 1-6 with validity dates. */
export const journalFees = pgTable(
  'journal_fees',
  {
    id: serial('id').primaryKey(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
    feeType: smallint('fee_type').notNull(),
    amountFen: integer('amount_fen').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
  },
  (t) => [index('journal_fees_journal_idx').on(t.journalId, t.feeType)],
);

/** The journal-review history: applications by the press and the platform's decisions. */
export const journalReviews = pgTable(
  'journal_reviews',
  {
    id: serial('id').primaryKey(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    reason: text('reason').notNull().default(''),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('journal_reviews_journal_idx').on(t.journalId, t.createdAt)],
);
