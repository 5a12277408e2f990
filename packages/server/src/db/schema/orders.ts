import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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
import { storedFiles } from './files.ts';
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
    /** Approved discounts (sum of `discounts` in status 2): the amount due is amountFen - discountFen. */
    discountFen: integer('discount_fen').notNull().default(0),
    /** Refunded (sum of `refunds` in status 4); received = paidFen + refundedFen. */
    refundedFen: integer('refunded_fen').notNull().default(0),
    /** discountsStatus (SPEC §4) of the order's latest discount application. */
    discountsStatus: smallint('discounts_status').notNull().default(0),
    /** abnormalFlag (SPEC §4): 2 marks the order for finance's attention. */
    abnormalFlag: smallint('abnormal_flag').notNull().default(0),
    /** The manuscript's referring acquisition editor, copied when the order is made (their performance). */
    referrerId: integer('referrer_id').references(() => users.id),
    /** When the order became paid (payStatus 1); null until then. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_press_num_uq').on(t.pressId, t.orderNum),
    index('orders_manuscript_idx').on(t.manuscriptId),
    index('orders_press_status_idx').on(t.pressId, t.payStatus, t.createdAt),
    /** The order list's default page: the press's orders newest first, read in order up to the page. */
    index('orders_press_created_idx').on(t.pressId, t.createdAt, t.id),
    /** The abnormal orders finance is shown (the finance home's count, the list's filter). */
    index('orders_abnormal_idx').on(t.pressId).where(sql`abnormal_flag = 2`),
    /** Acquisition-editor performance: the referred orders paid in a date range. */
    index('orders_referrer_paid_idx')
      .on(t.pressId, t.paidAt, t.referrerId)
      .where(sql`referrer_id is not null`),
    // The ledger's last line of defence: no negative balance, no discount beyond the amount.
    check(
      'orders_money_ck',
      sql`${t.amountFen} >= 0 and ${t.paidFen} >= 0 and ${t.refundedFen} >= 0
        and ${t.discountFen} >= 0 and ${t.discountFen} <= ${t.amountFen}`,
    ),
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
    /**
     * created, remittance, payment, waived, cancelled, closed; discount.requested|approved|rejected;
     * refund.requested|adminApproved|adminRejected|financeRejected|refunded; abnormal.
     */
    kind: text('kind').notNull(),
    /** The payment, discount or refund the change is about, if any. */
    paymentId: integer('payment_id'),
    discountId: integer('discount_id'),
    refundId: integer('refund_id'),
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
    /** remittance (bank transfer confirmed by finance), offline (cash or card at the counter), online. */
    method: text('method').notNull(),
    /**
     * Makes the payment idempotent: a retried request (the same key) returns the first payment and
     * pays nothing again. For an online provider it is the provider's transaction reference.
     */
    idempotencyKey: text('idempotency_key'),
    amountFen: integer('amount_fen').notNull(),
    remitter: text('remitter').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    voucherNote: text('voucher_note').notNull().default(''),
    /** The voucher's scan or PDF (a stored file of kind voucher), when finance attached one. */
    voucherFileId: integer('voucher_file_id').references(() => storedFiles.id),
    /** Who recorded it (finance); null for an online provider's notification. */
    confirmedBy: integer('confirmed_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_method_key_uq').on(t.method, t.idempotencyKey),
  ],
);

/**
 * A discount or waiver applied for on an order (订单优惠): 1 under review, then 2 approved or 3
 * rejected by the press. `amountFen` is what it takes off, fixed when applied for (a percentage is
 * turned into fen then). Decisions are rows of `order_events`.
 */
export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** 1 amount off, 2 percentage off, 3 waiver (contract DiscountType). */
    type: smallint('type').notNull(),
    /** A percentage off (type 2), 1-100; null for the other types. */
    percent: smallint('percent'),
    amountFen: integer('amount_fen').notNull(),
    reason: text('reason').notNull(),
    status: smallint('status').notNull().default(1),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewNote: text('review_note').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('discounts_press_status_idx').on(t.pressId, t.status, t.id),
    index('discounts_order_idx').on(t.orderId),
    check('discounts_amount_ck', sql`${t.amountFen} > 0`),
  ],
);

/**
 * A refund of money received on an order (SPEC §4 review status): 0 awaiting the press
 * administrator, 1 rejected by them, 2 awaiting finance, 3 rejected by finance, 4 refunded. Only a
 * refund in 4 moves money (orders.paid_fen and refunded_fen in the same transaction).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    amountFen: integer('amount_fen').notNull(),
    reason: text('reason').notNull(),
    status: smallint('status').notNull().default(0),
    /** 'staff' (for the author) or 'author' (on the author site). */
    requestedByType: text('requested_by_type').notNull(),
    requestedById: integer('requested_by_id').notNull(),
    adminBy: integer('admin_by').references(() => users.id),
    adminNote: text('admin_note').notNull().default(''),
    adminAt: timestamp('admin_at', { withTimezone: true }),
    financeBy: integer('finance_by').references(() => users.id),
    financeNote: text('finance_note').notNull().default(''),
    financeAt: timestamp('finance_at', { withTimezone: true }),
    /** The bank reference or note of the money sent back (finance's voucher). */
    voucherNote: text('voucher_note').notNull().default(''),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_press_status_idx').on(t.pressId, t.status, t.id),
    index('refunds_order_idx').on(t.orderId),
    check('refunds_amount_ck', sql`${t.amountFen} > 0`),
  ],
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

/**
 * The order list's totals kept beside the orders (count, amount and paid sums per press, journal,
 * fee type, pay status and abnormal flag), changed by the order service in the transaction of each
 * order it makes or moves; `npm run ledger:verify` recounts them from the orders. The list's count and
 * sums of a filter these columns can answer are a few rows' sum instead of a scan of the orders.
 */
export const orderTotals = pgTable(
  'order_totals',
  {
    pressId: integer('press_id').notNull(),
    journalId: integer('journal_id').notNull(),
    feeType: smallint('fee_type').notNull(),
    payStatus: smallint('pay_status').notNull(),
    abnormalFlag: smallint('abnormal_flag').notNull(),
    n: integer('n').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    paidFen: bigint('paid_fen', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.pressId, t.payStatus, t.journalId, t.feeType, t.abnormalFlag] })],
);

/** The same per China day of the order's making: what the totals sum when a date range is asked. */
export const orderDayTotals = pgTable(
  'order_day_totals',
  {
    pressId: integer('press_id').notNull(),
    journalId: integer('journal_id').notNull(),
    feeType: smallint('fee_type').notNull(),
    payStatus: smallint('pay_status').notNull(),
    abnormalFlag: smallint('abnormal_flag').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    paidFen: bigint('paid_fen', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pressId, t.payStatus, t.journalId, t.feeType, t.abnormalFlag, t.day] }),
    index('order_day_totals_press_day_idx').on(t.pressId, t.day),
  ],
);
