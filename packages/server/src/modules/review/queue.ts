import type { queueListQuery } from '@jb/contract/schemas/review';
import type { ReviewGroup } from '@jb/contract/stageGroups';
import { and, desc, eq, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  auditTemplates,
  manuscriptAssignments,
  manuscriptAudits,
  manuscripts,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { listManuscripts, manuscriptDetail } from '../manuscripts/staffQueries.ts';

type QueueQuery = z.infer<typeof queueListQuery>;

/** A stage queue: the manuscripts at the group's status the person may see, with their actions. */
export function queueList(db: Db, auth: AuthContext, group: ReviewGroup, q: QueueQuery) {
  const { assignee, setAside, ...rest } = q;
  const extra: SQL[] = [];
  if (assignee === 'mine') extra.push(eq(manuscripts.auditUserId, auth.userId));
  if (assignee === 'others') {
    extra.push(isNotNull(manuscripts.auditUserId), ne(manuscripts.auditUserId, auth.userId));
  }
  if (setAside !== undefined) extra.push(eq(manuscripts.ignoreStatus, setAside === 'true' ? 1 : 0));
  // One status is the kept counts' filter; a group over several narrows the list by them.
  const [only, ...more] = group.statuses;
  if (more.length > 0) extra.push(inArray(manuscripts.status, [...group.statuses]));
  return listManuscripts(
    db,
    auth,
    { ...rest, status: more.length > 0 ? undefined : only },
    extra.length ? and(...extra) : undefined,
  );
}

/** One manuscript with its audits (revoked ones marked) and its allocations, newest first. */
export async function queueDetail(db: Db, auth: AuthContext, id: number) {
  const detail = await manuscriptDetail(db, auth, id);
  const [audits, assignments] = await Promise.all([
    db
      .select({
        id: manuscriptAudits.id,
        status: manuscriptAudits.status,
        action: manuscriptAudits.action,
        opinion: manuscriptAudits.opinion,
        userName: users.name,
        createdAt: manuscriptAudits.createdAt,
        revokedAt: manuscriptAudits.revokedAt,
        similarityReportId: manuscriptAudits.similarityReportId,
      })
      .from(manuscriptAudits)
      .innerJoin(users, eq(users.id, manuscriptAudits.userId))
      .where(eq(manuscriptAudits.manuscriptId, id))
      .orderBy(desc(manuscriptAudits.id)),
    db
      .select({
        status: manuscriptAssignments.status,
        userName: users.name,
        assignedByName: sql<string>`(select b.name from users b where b.id = ${manuscriptAssignments.assignedBy})`,
        assignedAt: manuscriptAssignments.assignedAt,
        endedAt: manuscriptAssignments.endedAt,
      })
      .from(manuscriptAssignments)
      .innerJoin(users, eq(users.id, manuscriptAssignments.userId))
      .where(eq(manuscriptAssignments.manuscriptId, id))
      .orderBy(desc(manuscriptAssignments.id)),
  ]);
  return {
    ...detail,
    audits: audits.map(({ revokedAt, createdAt, ...a }) => ({
      ...a,
      createdAt: createdAt.toISOString(),
      revoked: revokedAt !== null,
    })),
    assignments: assignments.map((a) => ({
      ...a,
      assignedAt: a.assignedAt.toISOString(),
      endedAt: a.endedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * The press's opinion templates for the group's stage, the one the review process names for the
 * stage (`templateId`, which may be any of the press's templates) first and marked `preferred`.
 */
export async function stageTemplates(db: Db, auth: AuthContext, group: ReviewGroup, named: number | null) {
  if (auth.pressId === null) return [];
  const rows = await db
    .select({ id: auditTemplates.id, name: auditTemplates.name, content: auditTemplates.content })
    .from(auditTemplates)
    .where(
      and(
        eq(auditTemplates.pressId, auth.pressId),
        named === null
          ? eq(auditTemplates.stage, group.stage)
          : or(eq(auditTemplates.stage, group.stage), eq(auditTemplates.id, named)),
      ),
    )
    .orderBy(auditTemplates.id);
  const marked = rows.map((r) => ({ ...r, preferred: r.id === named }));
  return [...marked.filter((r) => r.preferred), ...marked.filter((r) => !r.preferred)];
}
