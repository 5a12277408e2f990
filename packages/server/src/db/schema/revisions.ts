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
import { journals } from './journals.ts';
import { manuscripts } from './manuscripts.ts';
import { users } from './people.ts';
import { presses } from './tenancy.ts';

/**
 * An application to change an accepted or published article's details (修改申请, SPEC §2
 * articleExamine; docs/author-requests.md): the proposed values beside those at the time of
 * applying, the reason and supporting files; passed or failed on /operation/examineDetail.
 * status: SPEC §4's examine status, 0 draft, 1 submitted, 2 passed, 3 failed (contract
 * enums/revision.ts); one submitted application per manuscript.
 */
export const revisionRequests = pgTable(
  'revision_requests',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id),
    manuscriptId: integer('manuscript_id')
      .notNull()
      .references(() => manuscripts.id),
    status: smallint('status').notNull().default(0),
    reason: text('reason').notNull(),
    /** The proposed values and those at the time of applying (contract schemas/revisions.ts revisionValues). */
    proposed: jsonb('proposed').notNull(),
    original: jsonb('original').notNull(),
    /** Supporting files, uploaded first through the files module (kind annex). */
    fileIds: integer('file_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** 'author', or 'staff' on the author's behalf. */
    requestedByType: text('requested_by_type').notNull(),
    requestedById: integer('requested_by_id').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note').notNull().default(''),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('revision_requests_press_idx').on(t.pressId, t.status, t.submittedAt),
    index('revision_requests_manuscript_idx').on(t.manuscriptId, t.id),
    uniqueIndex('revision_requests_open_uq').on(t.manuscriptId).where(sql`status = 1`),
  ],
);
