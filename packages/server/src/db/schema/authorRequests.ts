import { integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { journals } from './journals.ts';
import { manuscripts } from './manuscripts.ts';
import { users } from './people.ts';
import { presses } from './tenancy.ts';

/**
 * The columns every request about a manuscript keeps (撤稿 withdrawal_requests, 修改申请
 * revision_requests): fresh builders on each call, as a table owns its columns.
 */

/** Which request, of which press, journal and manuscript. */
export const requestHead = () => ({
  id: serial('id').primaryKey(),
  pressId: integer('press_id')
    .notNull()
    .references(() => presses.id),
  journalId: integer('journal_id')
    .notNull()
    .references(() => journals.id),
  manuscriptId: integer('manuscript_id')
    .notNull()
    .references(() => manuscripts.id),
});

/** Who decided it, when and why; the row's version; when it was made. */
export const requestDecision = () => ({
  decidedBy: integer('decided_by').references(() => users.id),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decisionNote: text('decision_note').notNull().default(''),
  version: integer('version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
