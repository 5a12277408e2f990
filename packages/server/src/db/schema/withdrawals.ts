import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { journals } from './journals.ts';
import { manuscripts } from './manuscripts.ts';
import { users } from './people.ts';
import { presses } from './tenancy.ts';

/**
 * An author's request to withdraw a manuscript (撤稿, docs/author-requests.md): made on the author
 * site with an SMS code, or recorded by staff for the author (a phone call, a letter), then passed
 * or rejected on /operation/acceptanceWithdrawal. status: 1 pending, 2 passed, 3 rejected
 * (contract enums/withdrawal.ts); one pending request per manuscript.
 */
export const withdrawalRequests = pgTable(
  'withdrawal_requests',
  {
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
    status: smallint('status').notNull().default(1),
    reason: text('reason').notNull(),
    /** The manuscript's status when it was asked. */
    fromStatus: smallint('from_status').notNull(),
    /** 'site' (the author, with a code), 'phone' or 'letter' (recorded by staff). */
    channel: text('channel').notNull(),
    requestedByType: text('requested_by_type').notNull(),
    requestedById: integer('requested_by_id').notNull(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note').notNull().default(''),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('withdrawal_requests_press_idx').on(t.pressId, t.status, t.createdAt),
    index('withdrawal_requests_manuscript_idx').on(t.manuscriptId, t.id),
    uniqueIndex('withdrawal_requests_pending_uq').on(t.manuscriptId).where(sql`status = 1`),
  ],
);
