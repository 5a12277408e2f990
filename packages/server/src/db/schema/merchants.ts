import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { presses } from './tenancy.ts';

/** Payee merchants: the accounts of a press that receive authors' payments. status 1 active, 0 off. */
export const merchants = pgTable(
  'merchants',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    name: text('name').notNull(),
    channel: text('channel').notNull(),
    merchantNo: text('merchant_no').notNull().default(''),
    accountName: text('account_name').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    accountNo: text('account_no').notNull().default(''),
    status: smallint('status').notNull().default(1),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('merchants_press_idx').on(t.pressId)],
);
