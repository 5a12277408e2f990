import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { journals } from './journals.ts';
import { users } from './people.ts';
import { presses } from './tenancy.ts';

/**
 * An author, registered with a press through one of its journals' submission sites; signs in with
 * phone and password. blacklistType 1: blacklisted (SPEC §3), may sign in but not submit.
 */
export const authors = pgTable(
  'authors',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull().default(''),
    unit: text('unit').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    blacklistType: smallint('blacklist_type').notNull().default(0),
    /** The acquisition editor who registered the author for the press (我的作者); null: the author or other staff. */
    registeredBy: integer('registered_by').references(() => users.id),
    /** The character pairs of name and phone (`jb_grams`), for the manuscript list's keyword. */
    searchGrams: text('search_grams').array().generatedAlwaysAs(sql`jb_grams(name || ' ' || phone)`),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('authors_press_phone_uq').on(t.pressId, t.phone),
    index('authors_search_grams_idx').using('gin', t.searchGrams),
    /** An acquisition editor's registered authors (their scope, modules/caibian/scope.ts). */
    index('authors_registered_by_idx').on(t.registeredBy, t.id).where(sql`registered_by is not null`),
  ],
);

/** Every sign-in attempt at a journal's site (journalReview/authorLoginDetail). */
export const authorLoginRecords = pgTable(
  'author_login_records',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id),
    authorId: integer('author_id').references(() => authors.id),
    phone: text('phone').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    location: text('location').notNull(),
    result: text('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('author_login_records_journal_time_idx').on(t.journalId, t.createdAt, t.id),
    index('author_login_records_journal_phone_idx').on(t.journalId, t.phone, t.id),
  ],
);

/** Every blacklisting and lifting of an author: who, when, why (the current state is blacklistType). */
export const authorBlacklistEvents = pgTable(
  'author_blacklist_events',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => authors.id),
    /** blacklist or lift. */
    action: text('action').notNull(),
    reason: text('reason').notNull(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('author_blacklist_events_author_idx').on(t.authorId, t.id)],
);
