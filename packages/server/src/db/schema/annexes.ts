import { boolean, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { journals } from './journals.ts';
import { manuscripts } from './manuscripts.ts';

/** An annex a journal requires of its authors (copyright transfer, fund certificate, ethics approval …). */
export const journalAnnexKinds = pgTable(
  'journal_annex_kinds',
  {
    id: serial('id').primaryKey(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    required: boolean('required').notNull().default(false),
    description: text('description').notNull().default(''),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('journal_annex_kinds_journal_idx').on(t.journalId, t.sort)],
);

/**
 * What happened to a manuscript's annexes, one row each: sent with the submission, passed, ignored,
 * a supplement asked (with the requirements it names) or sent by the author. actorType 'staff' or
 * 'author'.
 */
export const annexAudits = pgTable(
  'annex_audits',
  {
    id: serial('id').primaryKey(),
    manuscriptId: integer('manuscript_id')
      .notNull()
      .references(() => manuscripts.id),
    action: text('action').notNull(),
    note: text('note').notNull().default(''),
    /** The requirements a supplement asked for, by name as they were (a requirement may be renamed or removed later). */
    kindNames: text('kind_names').array().notNull().default([]),
    actorType: text('actor_type').notNull(),
    actorId: integer('actor_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('annex_audits_manuscript_idx').on(t.manuscriptId, t.id),
    index('annex_audits_created_idx').on(t.createdAt),
  ],
);
