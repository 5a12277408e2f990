import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const platforms = pgTable('platforms', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A press (corporate, organization) is the tenant. status: 1 active, 0 disabled. */
export const presses = pgTable(
  'presses',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    address: text('address').notNull().default(''),
    /** The permissions the platform gives the press; its roles can hold only these. */
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    status: smallint('status').notNull().default(1),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('presses_code_uq').on(sql`lower(${t.code})`),
    index('presses_created_idx').on(t.createdAt),
  ],
);
