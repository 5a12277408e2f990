import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { manuscripts } from './manuscripts.ts';
import { users } from './people.ts';
import { presses } from './tenancy.ts';

/**
 * An external expert of a press's pool (/operation/expertManagement): a staff account with the
 * expert role (they sign in to the expert area) and what the pool knows of them. status 1 active,
 * 0 inactive (not suggested, not invitable).
 */
export const expertProfiles = pgTable(
  'expert_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    title: text('title').notNull().default(''),
    affiliation: text('affiliation').notNull().default(''),
    subjectIds: integer('subject_ids').array().notNull().default(sql`'{}'::int[]`),
    researchAreas: text('research_areas').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
    accountName: text('account_name').notNull().default(''),
    status: smallint('status').notNull().default(1),
    note: text('note').notNull().default(''),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('expert_profiles_press_idx').on(t.pressId, t.status),
    index('expert_profiles_subjects_idx').using('gin', t.subjectIds),
  ],
);

/**
 * An expert asked to review a manuscript. state: invited, accepted, declined, expired, cancelled,
 * submitted. An alternate (alternateRank set) waits to be promoted when an invited expert declines
 * or lets the invitation expire. round: the manuscript's revision the review is of.
 */
export const expertInvitations = pgTable(
  'expert_invitations',
  {
    id: serial('id').primaryKey(),
    manuscriptId: integer('manuscript_id')
      .notNull()
      .references(() => manuscripts.id),
    expertId: integer('expert_id')
      .notNull()
      .references(() => users.id),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id),
    state: text('state').notNull(),
    alternateRank: smallint('alternate_rank'),
    round: smallint('round').notNull().default(0),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    declineReason: text('decline_reason').notNull().default(''),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('expert_invitations_manuscript_idx').on(t.manuscriptId, t.id),
    index('expert_invitations_expert_idx').on(t.expertId, t.state, t.createdAt),
    uniqueIndex('expert_invitations_live_uq')
      .on(t.manuscriptId, t.expertId, t.round)
      .where(sql`state not in ('declined', 'expired', 'cancelled')`),
  ],
);

/**
 * An expert's review of an invitation: the score sheet's items, the recommendation (accept, minor,
 * major, reject), comments to the author and to the editor; a draft until submitted. feeStatus: the
 * review fee (audit fee status 0-3 of SPEC §4), in fen.
 */
export const expertReviews = pgTable('expert_reviews', {
  invitationId: integer('invitation_id')
    .primaryKey()
    .references(() => expertInvitations.id),
  scores: jsonb('scores').notNull().default(sql`'[]'::jsonb`),
  recommendation: text('recommendation'),
  toAuthor: text('to_author').notNull().default(''),
  toEditor: text('to_editor').notNull().default(''),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  feeFen: integer('fee_fen').notNull().default(0),
  feeStatus: smallint('fee_status').notNull().default(0),
  /** The payment batch (expert_fee_batches) the fee is in while awaiting payment or once paid. */
  feeBatchId: integer('fee_batch_id'),
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
