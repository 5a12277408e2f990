import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { authors } from './authors.ts';
import { journalIssues } from './issues.ts';
import { manuscripts } from './manuscripts.ts';
import { users } from './people.ts';
import { presses } from './tenancy.ts';

/**
 * Production base data of a press (docs/production.md "Mailing"): express companies and printing
 * houses, never deleted (switched off). `carrier_code` is the tracking provider's code of the
 * carrier; empty means the same as `code`.
 */
export const expressCompanies = pgTable(
  'express_companies',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
    carrierCode: text('carrier_code').notNull().default(''),
    sort: smallint('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('express_companies_press_idx').on(t.pressId, t.sort)],
);

export const printingHouses = pgTable(
  'printing_houses',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    name: text('name').notNull(),
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('printing_houses_press_idx').on(t.pressId)],
);

/**
 * Who gets copies of an issue at mailing (220): the submitting author of each article (kind
 * `author`, one per article, added from the contents) or someone added by hand (`manual`: a
 * subscriber, a library), with the postal address and the number of copies.
 */
export const mailingRecipients = pgTable(
  'mailing_recipients',
  {
    id: serial('id').primaryKey(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => journalIssues.id),
    kind: text('kind').notNull(),
    manuscriptId: integer('manuscript_id').references(() => manuscripts.id),
    authorId: integer('author_id').references(() => authors.id),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    district: text('district').notNull().default(''),
    address: text('address').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    /** The recipient's organisation (an author's unit), shown on the label. */
    organization: text('organization').notNull().default(''),
    copies: smallint('copies').notNull(),
    version: integer('version').notNull().default(0),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mailing_recipients_issue_idx').on(t.issueId, t.id),
    uniqueIndex('mailing_recipients_article_uq')
      .on(t.issueId, t.manuscriptId)
      .where(sql`${t.manuscriptId} is not null`),
  ],
);

/** A mailing batch (a pay batch of the logistics calls): the recipients sent with one express company. */
export const mailingBatches = pgTable(
  'mailing_batches',
  {
    id: serial('id').primaryKey(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => journalIssues.id),
    expressCompanyId: integer('express_company_id')
      .notNull()
      .references(() => expressCompanies.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mailing_batches_issue_idx').on(t.issueId, t.id)],
);

/**
 * One recipient's parcel in a batch (an express order): its tracking number once known, and the
 * tracking state the carrier provider last reported (none, pending, inTransit, delivered, exception).
 */
export const mailingShipments = pgTable(
  'mailing_shipments',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => mailingBatches.id),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => mailingRecipients.id),
    trackingNo: text('tracking_no'),
    trackingState: text('tracking_state').notNull().default('none'),
    /** The newest event the provider reported (time and text), shown beside the state. */
    trackingEvent: text('tracking_event').notNull().default(''),
    trackedAt: timestamp('tracked_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('mailing_shipments_recipient_uq').on(t.recipientId),
    index('mailing_shipments_batch_idx').on(t.batchId, t.id),
  ],
);
