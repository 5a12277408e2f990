import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { journalIssues } from './issues.ts';
import { users } from './people.ts';
import { presses } from './tenancy.ts';

/**
 * The Crossref deposits of published issues (docs/production.md): one row per series of attempts
 * (the publication's, then each resend), the newest shown. `pending` while its job sends the
 * deposit, then `submitted` (Crossref received it) or `failed` (the last error kept); `off` when
 * sending was not configured. At most one pending deposit per issue (the partial unique index).
 */
export const crossrefDeposits = pgTable(
  'crossref_deposits',
  {
    id: serial('id').primaryKey(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => journalIssues.id),
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    /** The deposit's doi_batch_id, also its file name (`<batch id>.xml`). */
    batchId: text('batch_id').notNull(),
    /**
     * pending, submitted, failed or off; once Crossref processed a submitted one (its result asked
     * by the result job), registered (every DOI taken) or rejected (a record failed).
     */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** How often Crossref's processing result was asked, and when last. */
    resultChecks: integer('result_checks').notNull().default(0),
    resultCheckedAt: timestamp('result_checked_at', { withTimezone: true }),
    /** Crossref's processing result: records taken and failed, and the failures' messages. */
    successCount: integer('success_count'),
    failureCount: integer('failure_count'),
    resultNote: text('result_note'),
    /** The DOIs the deposit carries (the issue's published articles). */
    doiCount: integer('doi_count').notNull(),
    /** Who published or asked for the resend: the deposit's depositor e-mail. */
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('crossref_deposits_pending_uq').on(t.issueId).where(sql`${t.state} = 'pending'`),
    index('crossref_deposits_issue_idx').on(t.issueId, t.id),
  ],
);
