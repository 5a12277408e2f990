import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { authors } from './authors.ts';
import { journals } from './journals.ts';
import { users } from './people.ts';
import { presses } from './tenancy.ts';

/**
 * Server-side sessions of staff and of authors (one store, one wire). Only hashes of tokens are
 * stored. status: 1 active, 2 logged out, 3 replaced by a sign-in elsewhere (answers 90007), 4 ended
 * (idle, disabled, by an administrator). prevTokenHash stays valid until prevValidUntil after a
 * rotation, for requests already in flight. A session is a person's (userId) or an author's
 * (authorId, with journalId: the journal site the author signed in at), never both.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    authorId: integer('author_id').references(() => authors.id),
    journalId: integer('journal_id').references(() => journals.id),
    tokenHash: text('token_hash').notNull(),
    prevTokenHash: text('prev_token_hash'),
    prevValidUntil: timestamp('prev_valid_until', { withTimezone: true }),
    sessionKey: text('session_key').notNull(),
    status: smallint('status').notNull().default(1),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_uq').on(t.tokenHash),
    index('sessions_prev_token_idx').on(t.prevTokenHash),
    index('sessions_user_idx').on(t.userId, t.status),
    check(
      'sessions_owner_ck',
      sql`(${t.userId} is not null and ${t.authorId} is null and ${t.journalId} is null) or (${t.userId} is null and ${t.authorId} is not null and ${t.journalId} is not null)`,
    ),
  ],
);

/** Sign-in records: every attempt, its result and where it came from. result: 'success' or a reason. */
export const loginRecords = pgTable(
  'login_records',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    pressId: integer('press_id').references(() => presses.id),
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    location: text('location').notNull(),
    result: text('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A log of millions of rows written once per sign-in: every sortable column has an index, alone
  // (platform view) and after the press (press view), with id as the tie-break of the page order;
  // addresses also have a pattern index for the prefix filter (it cannot serve ORDER BY).
  (t) => [
    index('login_records_press_time_idx').on(t.pressId, t.createdAt, t.id),
    index('login_records_press_account_idx').on(t.pressId, t.account, t.id),
    index('login_records_press_ip_idx').on(t.pressId, t.ip, t.id),
    index('login_records_press_ip_prefix_idx').on(t.pressId, t.ip.op('text_pattern_ops')),
    index('login_records_time_idx').on(t.createdAt, t.id),
    index('login_records_account_idx').on(t.account, t.id),
    index('login_records_ip_idx').on(t.ip, t.id),
    index('login_records_ip_prefix_idx').on(t.ip.op('text_pattern_ops')),
    index('login_records_user_time_idx').on(t.userId, t.createdAt, t.id),
  ],
);
