import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { journals } from './journals.ts';
import { users } from './people.ts';
import { presses } from './tenancy.ts';

/** Editor groups of a press, optionally of one journal (e.g. its first-review group). */
export const editorGroups = pgTable(
  'editor_groups',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    journalId: integer('journal_id').references(() => journals.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('editor_groups_press_idx').on(t.pressId)],
);

/**
 * A member's weight (share of one-key allocation), cap (most open manuscripts, 0 = none) and the
 * subjects they handle (one-key allocation prefers a member whose subjects hold the manuscript's;
 * empty = any subject).
 */
export const editorGroupMembers = pgTable(
  'editor_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => editorGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    weight: integer('weight').notNull().default(1),
    cap: integer('cap').notNull().default(0),
    subjectIds: integer('subject_ids').array().notNull().default(sql`'{}'::int[]`),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('editor_group_members_user_idx').on(t.userId),
  ],
);
