import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { requestDecision, requestHead } from './authorRequests.ts';

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
    ...requestHead(),
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
    ...requestDecision(),
  },
  (t) => [
    index('revision_requests_press_idx').on(t.pressId, t.status, t.submittedAt),
    index('revision_requests_manuscript_idx').on(t.manuscriptId, t.id),
    uniqueIndex('revision_requests_open_uq').on(t.manuscriptId).where(sql`status = 1`),
  ],
);
