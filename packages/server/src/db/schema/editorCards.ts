import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { storedFiles } from './files.ts';
import { users } from './people.ts';
import { presses } from './tenancy.ts';

/**
 * An acquisition editor's business card (我的名片, /myCard): one per editor. state (contract
 * CardState): 1 pending (saved by the editor, waiting for the press), 2 published, 3 disabled by the
 * press. Every save by the editor makes it pending again; only a published card shows on /myCard.
 * `scans` counts the views of the public page; `journalIds` the press's journals the editor serves.
 */
export const editorCards = pgTable(
  'editor_cards',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    state: smallint('state').notNull().default(1),
    photoFileId: integer('photo_file_id').references(() => storedFiles.id),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    /** A web page of the editor's (http or https only). */
    link: text('link').notNull().default(''),
    intro: text('intro').notNull().default(''),
    journalIds: integer('journal_ids').array().notNull().default(sql`'{}'::integer[]`),
    scans: integer('scans').notNull().default(0),
    version: integer('version').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('editor_cards_user_uq').on(t.userId),
    index('editor_cards_press_idx').on(t.pressId, t.submittedAt),
  ],
);
