import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { requestDecision, requestHead } from './authorRequests.ts';

/**
 * An author's request to withdraw a manuscript (撤稿, docs/author-requests.md): made on the author
 * site with an SMS code, or recorded by staff for the author (a phone call, a letter), then passed
 * or rejected on /operation/acceptanceWithdrawal. status: 1 pending, 2 passed, 3 rejected
 * (contract enums/withdrawal.ts); one pending request per manuscript.
 */
export const withdrawalRequests = pgTable(
  'withdrawal_requests',
  {
    ...requestHead(),
    status: smallint('status').notNull().default(1),
    reason: text('reason').notNull(),
    /** The manuscript's status when it was asked. */
    fromStatus: smallint('from_status').notNull(),
    /** 'site' (the author, with a code), 'phone' or 'letter' (recorded by staff). */
    channel: text('channel').notNull(),
    requestedByType: text('requested_by_type').notNull(),
    requestedById: integer('requested_by_id').notNull(),
    ...requestDecision(),
  },
  (t) => [
    index('withdrawal_requests_press_idx').on(t.pressId, t.status, t.createdAt),
    index('withdrawal_requests_manuscript_idx').on(t.manuscriptId, t.id),
    uniqueIndex('withdrawal_requests_pending_uq').on(t.manuscriptId).where(sql`status = 1`),
  ],
);
