import { sql } from 'drizzle-orm';
import {
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
import { orders, payments } from './orders.ts';
import { users } from './people.ts';
import { presses } from './tenancy.ts';

/**
 * Money that reached the press's bank account (汇款确认): entered by finance or imported from a bank
 * statement, then matched to orders. Status: 0 unmatched, 1 partly matched, 2 matched, 3 set aside
 * (not ours to match, with the reason). `matchedFen` is kept in the same transaction as the matches.
 */
export const remittances = pgTable(
  'remittances',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    remitter: text('remitter').notNull(),
    account: text('account').notNull().default(''),
    amountFen: integer('amount_fen').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    /** The bank's reference of the transfer (流水号); a statement line imported twice is found by it. */
    bankRef: text('bank_ref').notNull().default(''),
    /** The remark the payer wrote (often the article or order number). */
    remark: text('remark').notNull().default(''),
    voucherFileId: integer('voucher_file_id').references(() => storedFiles.id),
    statementId: integer('statement_id'),
    lineNo: integer('line_no'),
    status: smallint('status').notNull().default(0),
    matchedFen: integer('matched_fen').notNull().default(0),
    note: text('note').notNull().default(''),
    /** Who set it aside, and when (cleared when it is restored to matching). */
    asideBy: integer('aside_by').references(() => users.id),
    asideAt: timestamp('aside_at', { withTimezone: true }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('remittances_press_status_idx').on(t.pressId, t.status, t.id),
    /** The bills' reconciliation: the remittances received in a month. */
    index('remittances_press_received_idx').on(t.pressId, t.receivedOn),
    uniqueIndex('remittances_press_ref_uq').on(t.pressId, t.bankRef).where(sql`${t.bankRef} <> ''`),
    check(
      'remittances_money_ck',
      sql`${t.amountFen} > 0 and ${t.matchedFen} >= 0 and ${t.matchedFen} <= ${t.amountFen}`,
    ),
  ],
);

/** A bank statement imported by finance (xlsx or csv): its lines are remittances. */
export const bankStatements = pgTable('bank_statements', {
  id: serial('id').primaryKey(),
  pressId: integer('press_id')
    .notNull()
    .references(() => presses.id),
  fileName: text('file_name').notNull(),
  lineCount: integer('line_count').notNull(),
  /** Lines already imported before (same bank reference): skipped. */
  skippedCount: integer('skipped_count').notNull().default(0),
  importedBy: integer('imported_by')
    .notNull()
    .references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A part of a remittance applied to an order: the payment it made. Never edited. */
export const remittanceMatches = pgTable(
  'remittance_matches',
  {
    id: serial('id').primaryKey(),
    remittanceId: integer('remittance_id')
      .notNull()
      .references(() => remittances.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    amountFen: integer('amount_fen').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('remittance_matches_remittance_idx').on(t.remittanceId),
    index('remittance_matches_order_idx').on(t.orderId),
    uniqueIndex('remittance_matches_payment_uq').on(t.paymentId),
  ],
);

/**
 * An invoice requested by an author for paid orders of theirs (one or several merged), issued by
 * finance. Status 1-7 (contract INVOICE_STATUS): 1 requested, 2 requested again, 3 issued, 4 a refund
 * waits for its red-letter reversal, 5 no invoice needed, 6 expired, 7 handled (refused or reversed).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => authors.id),
    status: smallint('status').notNull().default(1),
    /** 'normal' 普通发票 or 'special' 增值税专用发票. */
    kind: text('kind').notNull(),
    buyerName: text('buyer_name').notNull(),
    /** 纳税人识别号 (unified social credit code); empty for a person on a 普票. */
    taxpayerId: text('taxpayer_id').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
    email: text('email').notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** The 20-digit number of the 数电票, its date, tax rate (‰ of the press's settings) and tax. */
    number: text('number'),
    issuedOn: date('issued_on', { mode: 'string' }),
    taxRatePermille: integer('tax_rate_permille'),
    taxFen: integer('tax_fen'),
    fileId: integer('file_id').references(() => storedFiles.id),
    /** The red-letter (红字) invoice that reversed it, when a refund needed one. */
    redNumber: text('red_number'),
    redOn: date('red_on', { mode: 'string' }),
    note: text('note').notNull().default(''),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoices_press_status_idx').on(t.pressId, t.status, t.id),
    index('invoices_author_idx').on(t.authorId),
    check('invoices_amount_ck', sql`${t.amountFen} > 0`),
  ],
);

/** The orders an invoice covers and what of each (the order's paid amount when requested). */
export const invoiceOrders = pgTable(
  'invoice_orders',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    amountFen: integer('amount_fen').notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.orderId] }), index('invoice_orders_order_idx').on(t.orderId)],
);

/** Every change of an invoice: who (an author or staff), when, from which status to which, why. */
export const invoiceEvents = pgTable(
  'invoice_events',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    kind: text('kind').notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    actorType: text('actor_type').notNull(),
    actorId: integer('actor_id').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoice_events_invoice_idx').on(t.invoiceId, t.id)],
);
