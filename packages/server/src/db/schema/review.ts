import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { manuscriptEvents, manuscripts } from './manuscripts.ts';
import { users } from './people.ts';
import { auditTemplates } from './processes.ts';
import { similarityReports } from './similarity.ts';

/**
 * Who a manuscript's stage is (or was) allocated to. The open row of a manuscript (endedAt null) is
 * mirrored in `manuscripts.audit_user_id` for the lists; the rows are the record of allocations.
 */
export const manuscriptAssignments = pgTable(
  'manuscript_assignments',
  {
    id: serial('id').primaryKey(),
    manuscriptId: integer('manuscript_id')
      .notNull()
      .references(() => manuscripts.id),
    /** The review status the allocation is for (10, 16, 40, 70). */
    status: smallint('status').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    assignedBy: integer('assigned_by')
      .notNull()
      .references(() => users.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('manuscript_assignments_manuscript_idx').on(t.manuscriptId, t.id),
    index('manuscript_assignments_open_user_idx').on(t.userId, t.status).where(sql`ended_at is null`),
    // The allocations a person made that are still open (editors' homes).
    index('manuscript_assignments_open_by_idx').on(t.assignedBy, t.status).where(sql`ended_at is null`),
  ],
);

/** A stage's audit: the opinion and the action it went with; an undone audit is revoked, never deleted. */
export const manuscriptAudits = pgTable(
  'manuscript_audits',
  {
    id: serial('id').primaryKey(),
    manuscriptId: integer('manuscript_id')
      .notNull()
      .references(() => manuscripts.id),
    /** The status the audit was given at (10, 16, 20, 40, 70, 80). */
    status: smallint('status').notNull(),
    action: text('action').notNull(),
    opinion: text('opinion').notNull().default(''),
    templateId: integer('template_id').references(() => auditTemplates.id),
    /** The duplicate-check report the decision was taken with (audits at 20). */
    similarityReportId: integer('similarity_report_id').references(() => similarityReports.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    eventId: integer('event_id').references(() => manuscriptEvents.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('manuscript_audits_manuscript_idx').on(t.manuscriptId, t.id)],
);
