import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
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

/** A file attached to an outgoing e-mail (a stored file, sent under this name). */
export interface OutboxAttachment {
  fileId: number;
  name: string;
}

/**
 * Every e-mail and SMS the product sends: written in the transaction of the change that causes it,
 * then delivered by a job (modules/outbox). state: queued, sent, failed, skipped (no address).
 * `secret` rows carry a verification code, shown masked outside demo mode.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pressId: integer('press_id').references(() => presses.id),
    channel: text('channel').notNull(),
    event: text('event').notNull(),
    recipient: text('recipient').notNull(),
    recipientName: text('recipient_name').notNull().default(''),
    userId: integer('user_id').references(() => users.id),
    authorId: integer('author_id').references(() => authors.id),
    manuscriptId: integer('manuscript_id').references(() => manuscripts.id),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    secret: boolean('secret').notNull().default(false),
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerAnswer: text('provider_answer'),
    /** The row this one re-sends (resend by hand writes a new row). */
    resendOf: integer('resend_of'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_press_idx').on(t.pressId, t.id),
    index('outbox_state_idx').on(t.state, t.id),
    index('outbox_recipient_idx').on(t.recipient, t.id),
    index('outbox_manuscript_idx').on(t.manuscriptId),
    check('outbox_channel_ck', sql`${t.channel} in ('email', 'sms')`),
    check('outbox_state_ck', sql`${t.state} in ('queued', 'sent', 'failed', 'skipped')`),
  ],
);

/**
 * A press's wording of one event's message in one language; a journal may override its press.
 * Without a row the built-in default of the contract (notificationEvents.ts) applies.
 */
export const notificationTemplates = pgTable(
  'notification_templates',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    journalId: integer('journal_id').references(() => journals.id),
    event: text('event').notNull(),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Also sent as SMS (events with an SMS wording). */
    sms: text('sms').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(0),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_templates_uq').on(
      t.pressId,
      sql`coalesce(${t.journalId}, 0)`,
      t.event,
      t.locale,
    ),
  ],
);

/** An announcement from an administrator to a press's staff (pressId null: the platform to everyone). */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id').references(() => presses.id),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    recipientCount: integer('recipient_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_press_idx').on(t.pressId, t.id)],
);

/**
 * The conversation on a manuscript: thread 'author' (its editors and its author) or 'expert:<user id>'
 * (the editors and one expert, never shown to the author). senderKind: staff, author, expert.
 */
export const manuscriptMessages = pgTable(
  'manuscript_messages',
  {
    id: serial('id').primaryKey(),
    manuscriptId: integer('manuscript_id')
      .notNull()
      .references(() => manuscripts.id),
    thread: text('thread').notNull(),
    senderKind: text('sender_kind').notNull(),
    senderUserId: integer('sender_user_id').references(() => users.id),
    senderAuthorId: integer('sender_author_id').references(() => authors.id),
    body: text('body').notNull(),
    fileId: integer('file_id').references(() => storedFiles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('manuscript_messages_thread_idx').on(t.manuscriptId, t.thread, t.id)],
);

/** How far each reader has read a thread (reader: 'user:<id>' or 'author:<id>'). */
export const manuscriptMessageReads = pgTable(
  'manuscript_message_reads',
  {
    manuscriptId: integer('manuscript_id')
      .notNull()
      .references(() => manuscripts.id),
    thread: text('thread').notNull(),
    reader: text('reader').notNull(),
    lastReadId: integer('last_read_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.manuscriptId, t.thread, t.reader] })],
);

/**
 * Feedback from staff or an author (senderKind). type: 1 suggestion, 2 problem, 3 question, 4 other.
 * status: 1 open, 2 replied, 3 closed.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id').references(() => presses.id),
    senderKind: text('sender_kind').notNull(),
    senderUserId: integer('sender_user_id').references(() => users.id),
    senderAuthorId: integer('sender_author_id').references(() => authors.id),
    type: smallint('type').notNull(),
    content: text('content').notNull(),
    fileId: integer('file_id').references(() => storedFiles.id),
    status: smallint('status').notNull().default(1),
    reply: text('reply'),
    repliedBy: integer('replied_by').references(() => users.id),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_press_idx').on(t.pressId, t.status, t.id)],
);

/**
 * Every reminder sent: at most one per item, rule and interval slot (`slot`: the rule's offset in
 * days from the due date, negative before it, and the repetition number).
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    slot: text('slot').notNull(),
    manuscriptId: integer('manuscript_id').references(() => manuscripts.id),
    outboxId: integer('outbox_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reminders_sent_uq').on(t.kind, t.itemId, t.slot),
    index('reminders_sent_manuscript_idx').on(t.manuscriptId),
  ],
);
