import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { journals } from './journals.ts';
import { presses } from './tenancy.ts';

/**
 * Staff and platform operators. pressId is null for platform operators.
 * adminType: 1 ROLE_FINANCE, 2 ROLE_ADMIN, 3 ROLE_EDIT (SPEC §6). status: 1 active, 0 disabled.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id').references(() => presses.id),
    account: text('account').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    /** Where the product's e-mail reaches the person (assignments, reminders); empty: none. */
    email: text('email').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    adminType: smallint('admin_type'),
    status: smallint('status').notNull().default(1),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_account_uq').on(sql`lower(${t.account})`),
    // The staff list's sorts (10,000 people page in a few ms): created, name, last sign-in.
    index('users_press_created_idx').on(t.pressId, t.createdAt, t.id),
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_name_idx').on(t.name, t.id),
    index('users_last_login_idx').on(t.lastLoginAt, t.id),
    index('users_phone_idx').on(t.phone),
  ],
);

/** Roles. pressId null: a platform-level role (the platform operator). */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id').references(() => presses.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('roles_press_idx').on(t.pressId)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** The journals a journal-scoped person works on; none means the whole press. */
export const userJournals = pgTable(
  'user_journals',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.journalId] }),
    index('user_journals_journal_idx').on(t.journalId),
  ],
);
