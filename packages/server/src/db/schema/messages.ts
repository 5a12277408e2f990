import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { authors } from './authors.ts';
import { users } from './people.ts';
import { presses } from './tenancy.ts';

/**
 * System messages to a staff member (`recipientId`, the person id `perId` on the wire) or to an
 * author (`recipientAuthorId`). kind: system, announcement, feedback, conversation, reminder;
 * `link` is the screen or manuscript it opens.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id').references(() => presses.id),
    recipientId: integer('recipient_id').references(() => users.id),
    recipientAuthorId: integer('recipient_author_id').references(() => authors.id),
    kind: text('kind').notNull().default('system'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    link: text('link'),
    senderId: integer('sender_id').references(() => users.id),
    announcementId: integer('announcement_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_recipient_unread_idx').on(t.recipientId, t.readAt),
    index('messages_inbox_idx').on(t.recipientId, sql`(${t.readAt} is null) desc`, t.id.desc().nullsLast()),
    // The inbox filtered by kind: its count and pages read only this person's rows of that kind.
    index('messages_kind_idx').on(t.recipientId, t.kind, t.id),
    index('messages_author_inbox_idx').on(t.recipientAuthorId, t.id),
    index('messages_announcement_idx').on(t.announcementId),
    check('messages_one_recipient_ck', sql`(${t.recipientId} is null) <> (${t.recipientAuthorId} is null)`),
  ],
);

/** Verification codes: stored hashed, 5 minutes, 5 tries (SPEC §9 constants in the contract). */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_phone_idx').on(t.phone, t.purpose, t.createdAt)],
);
