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
import { expertInvitations } from './experts.ts';
import { storedFiles } from './files.ts';
import { journals } from './journals.ts';
import { merchants } from './merchants.ts';
import { orders } from './orders.ts';
import { users } from './people.ts';
import { presses } from './tenancy.ts';

/**
 * The account book of a press (账单): one row per money movement, written by the ledger service in
 * the same transaction as the movement. kind: payment (+), refund (−), discount (not cash: shown,
 * never in the balance), reversal (the negative of an earlier entry, `reversesId`). `period` is the
 * month (YYYY-MM) the entry is booked into: the month of `occurredOn`, or, when that month is
 * closed for the merchant, the first open month after it (a late entry names the closed month in
 * its note). Entries are never updated or deleted.
 */
export const accountEntries = pgTable(
  'account_entries',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    /** The payee merchant the journal paid into when the money moved; null when it had none. */
    merchantId: integer('merchant_id').references(() => merchants.id),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    feeType: smallint('fee_type').notNull(),
    kind: text('kind').notNull(),
    /** The payment, refund or discount row the entry records (by kind). */
    sourceId: integer('source_id'),
    reversesId: integer('reverses_id'),
    /** Signed fen: payments positive, refunds negative; a discount is positive and kept apart. */
    amountFen: integer('amount_fen').notNull(),
    period: text('period').notNull(),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_entries_period_idx').on(t.pressId, t.merchantId, t.period, t.id),
    index('account_entries_press_day_idx').on(t.pressId, t.occurredOn),
    index('account_entries_order_idx').on(t.orderId),
    uniqueIndex('account_entries_source_uq').on(t.kind, t.sourceId).where(sql`kind <> 'reversal'`),
    uniqueIndex('account_entries_reverses_uq').on(t.reversesId),
  ],
);

/**
 * The monthly sums of `account_entries` per merchant (0: none), journal and fee type, kept in the
 * same transaction as each entry; the finance home's charts and the bills read them.
 */
export const accountMonthly = pgTable(
  'account_monthly',
  {
    pressId: integer('press_id').notNull(),
    merchantId: integer('merchant_id').notNull(),
    journalId: integer('journal_id').notNull(),
    feeType: smallint('fee_type').notNull(),
    period: text('period').notNull(),
    inFen: bigint('in_fen', { mode: 'number' }).notNull().default(0),
    refundFen: bigint('refund_fen', { mode: 'number' }).notNull().default(0),
    discountFen: bigint('discount_fen', { mode: 'number' }).notNull().default(0),
    entryCount: integer('entry_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.pressId, t.period, t.merchantId, t.journalId, t.feeType] })],
);

/**
 * A merchant's bill period (账期): open until finance closes it; closing freezes its figures
 * (opening, money in, refunds out, discounts, closing balance) and later movements of its month are
 * booked into the next open month. status 1 open, 2 closed. Its sums are bigint: a merchant's
 * running balance passes 2^31 fen (¥21 million) within years.
 */
export const accountPeriods = pgTable(
  'account_periods',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    period: text('period').notNull(),
    status: smallint('status').notNull().default(1),
    openingFen: bigint('opening_fen', { mode: 'number' }).notNull().default(0),
    inFen: bigint('in_fen', { mode: 'number' }).notNull().default(0),
    refundFen: bigint('refund_fen', { mode: 'number' }).notNull().default(0),
    discountFen: bigint('discount_fen', { mode: 'number' }).notNull().default(0),
    closingFen: bigint('closing_fen', { mode: 'number' }).notNull().default(0),
    /** Remittances matched in the month (the bank's side, for reconciliation). */
    remittedFen: bigint('remitted_fen', { mode: 'number' }).notNull().default(0),
    closedBy: integer('closed_by').references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    note: text('note').notNull().default(''),
    version: integer('version').notNull().default(0),
  },
  (t) => [uniqueIndex('account_periods_uq').on(t.pressId, t.merchantId, t.period)],
);

/**
 * A batch of expert review fees paid together (专家审稿费): 1 awaiting payment (its bank file
 * exported), 2 paid (with the voucher), 3 cancelled (its fees back to unpaid).
 */
export const expertFeeBatches = pgTable(
  'expert_fee_batches',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    batchNo: text('batch_no').notNull(),
    status: smallint('status').notNull().default(1),
    totalFen: integer('total_fen').notNull(),
    feeCount: integer('fee_count').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    paidBy: integer('paid_by').references(() => users.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    voucherFileId: integer('voucher_file_id').references(() => storedFiles.id),
    voucherNote: text('voucher_note').notNull().default(''),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('expert_fee_batches_no_uq').on(t.pressId, t.batchNo),
    index('expert_fee_batches_press_idx').on(t.pressId, t.status, t.id),
  ],
);

/** Every change of an expert review fee's status (0-3): who, when, which batch, why. */
export const expertFeeEvents = pgTable(
  'expert_fee_events',
  {
    id: serial('id').primaryKey(),
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => expertInvitations.id),
    batchId: integer('batch_id').references(() => expertFeeBatches.id),
    fromStatus: smallint('from_status').notNull(),
    toStatus: smallint('to_status').notNull(),
    amountFen: integer('amount_fen').notNull(),
    actorId: integer('actor_id').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('expert_fee_events_invitation_idx').on(t.invitationId, t.id)],
);

/**
 * An acquisition editor's (采编) referral code: carried by their link or card on the author site, it
 * records them as the referrer of the manuscripts submitted through it.
 */
export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referral_codes_code_uq').on(t.code)],
);

/**
 * A press's commission rule for acquisition editors, per fee type: kind 1 a percentage of the paid
 * amount (`rateBp`, basis points: 500 = 5%), kind 2 a fixed sum per paid order of that fee type
 * (`fixedFen`; for the acceptance fee, per accepted manuscript).
 */
export const commissionRules = pgTable(
  'commission_rules',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    feeType: smallint('fee_type').notNull(),
    kind: smallint('kind').notNull(),
    rateBp: integer('rate_bp').notNull().default(0),
    fixedFen: integer('fixed_fen').notNull().default(0),
    updatedBy: integer('updated_by').references(() => users.id),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('commission_rules_uq').on(t.pressId, t.feeType),
    check('commission_rules_ck', sql`${t.rateBp} between 0 and 10000 and ${t.fixedFen} >= 0`),
  ],
);

/** Commissions finance marked paid to an acquisition editor: the sum and the orders it covers. */
export const commissionPayments = pgTable(
  'commission_payments',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    editorId: integer('editor_id')
      .notNull()
      .references(() => users.id),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    orderCount: integer('order_count').notNull(),
    voucherNote: text('voucher_note').notNull().default(''),
    paidBy: integer('paid_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('commission_payments_editor_idx').on(t.pressId, t.editorId, t.id)],
);

/** The orders a commission payment covers, with the commission of each; an order is paid once. */
export const commissionPaymentOrders = pgTable(
  'commission_payment_orders',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => commissionPayments.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    commissionFen: integer('commission_fen').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.orderId] }),
    uniqueIndex('commission_orders_uq').on(t.orderId),
  ],
);
