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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { authors } from './authors.ts';
import { journals } from './journals.ts';
import { manuscripts } from './manuscripts.ts';
import { users } from './people.ts';
import { presses } from './tenancy.ts';

/**
 * An order (SPEC §3 Order): one fee of one manuscript, in integer fen. payStatus in the order
 * reading of SPEC §4 (0 unpaid, 1 paid, 2 cancelled, 3 closed, 4 refunded). The amounts here are
 * kept for the list; every change is also a row of `order_events`, and money received is a row of
 * `payments` (discounts, refunds and invoices get their own tables with the finance issue).
 */
export const orders = pgTable(
  'orders',
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
    authorId: integer('author_id')
      .notNull()
      .references(() => authors.id),
    orderNum: text('order_num').notNull(),
    /** Fee type 1-6 (SPEC §3); order types follow it. */
    feeType: smallint('fee_type').notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** What has been received (payments minus refunds), kept in the same transaction as the rows. */
    paidFen: integer('paid_fen').notNull().default(0),
    payStatus: smallint('pay_status').notNull().default(0),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_press_num_uq').on(t.pressId, t.orderNum),
    index('orders_manuscript_idx').on(t.manuscriptId),
    index('orders_press_status_idx').on(t.pressId, t.payStatus, t.createdAt),
  ],
);

/** Every change of an order, never overwritten: who, when, from which pay status to which, why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** created, remittance, waived, cancelled. */
    kind: text('kind').notNull(),
    fromPayStatus: smallint('from_pay_status'),
    toPayStatus: smallint('to_pay_status').notNull(),
    amountFen: integer('amount_fen').notNull().default(0),
    /** 'author' or 'staff'. */
    actorType: text('actor_type').notNull(),
    actorId: integer('actor_id').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** Money received on an order (built in: a bank remittance confirmed by finance). Immutable. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** remittance (bank transfer confirmed by finance). */
    method: text('method').notNull(),
    amountFen: integer('amount_fen').notNull(),
    remitter: text('remitter').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    voucherNote: text('voucher_note').notNull().default(''),
    confirmedBy: integer('confirmed_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/** The next order number of a press on a day (orderNum is unique per press). */
export const orderCounters = pgTable(
  'order_counters',
  {
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    day: date('day', { mode: 'string' }).notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pressId, t.day] })],
);
