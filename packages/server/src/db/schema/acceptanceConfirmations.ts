import {
  boolean,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { manuscripts } from './manuscripts.ts';
import { users } from './people.ts';
import { presses } from './tenancy.ts';
import { withdrawalRequests } from './withdrawals.ts';

/**
 * An acquisition editor's record of the author's answer to the acceptance terms and fee (录用确认,
 * /caibian/toConfirm; docs/acquisition-editors.md): one per manuscript. outcome (contract
 * ConfirmationOutcome): 1 the author confirmed, 2 the author refused — a refusal opened the withdrawal
 * request `withdrawalRequestId`. Who answered (the author, or a person named), when and how.
 */
export const acceptanceConfirmations = pgTable(
  'acceptance_confirmations',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    manuscriptId: integer('manuscript_id')
      .notNull()
      .references(() => manuscripts.id),
    outcome: smallint('outcome').notNull(),
    /** The author answered themselves; else `personName` answered for them. */
    byAuthor: boolean('by_author').notNull().default(true),
    personName: text('person_name').notNull().default(''),
    /** 'phone', 'message', 'inPerson' or 'email' (contract CONFIRMATION_METHODS). */
    method: text('method').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    /** The manuscript's status when it was recorded (80 or 90). */
    fromStatus: smallint('from_status').notNull(),
    withdrawalRequestId: integer('withdrawal_request_id').references(() => withdrawalRequests.id),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('acceptance_confirmations_manuscript_uq').on(t.manuscriptId)],
);
