import type { allotListQuery, HomeList, HomeStage, homeListQuery } from '@jb/contract/schemas/articleHome';
import {
  actPermission,
  allocationOf,
  hasAssignees,
  REVIEW_GROUPS,
  type ReviewGroup,
  type ReviewGroupKey,
  STAGE_DUE_DAYS,
} from '@jb/contract/stageGroups';
import { and, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { manuscriptAssignments, manuscripts } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { countedByStatus } from '../manuscripts/counts.ts';
import { countScope, listManuscripts, visible } from '../manuscripts/staffQueries.ts';
import { emptyPage, listQuery, sumAt, sumOf } from './homeParts.ts';

type HomeQuery = z.infer<typeof homeListQuery>;
type AllotQuery = z.infer<typeof allotListQuery>;

const DAY_MS = 86_400_000;

/** When open work allocated before this is past due. */
function dueCutoff(now = new Date()): Date {
  return new Date(now.getTime() - STAGE_DUE_DAYS * DAY_MS);
}

/** The groups of the given kinds the person acts on (holds the group's action permission), or the one asked for. */
function groupsOf(auth: AuthContext, kinds: ReviewGroup['kind'][], only?: string): ReviewGroup[] {
  return REVIEW_GROUPS.filter(
    (g) => kinds.includes(g.kind) && auth.permissions.has(actPermission(g)) && (!only || g.key === only),
  );
}

/** The review group an allocation group allocates for (same stage). */
function reviewOf(allocation: ReviewGroup): ReviewGroup | undefined {
  return REVIEW_GROUPS.find((g) => g.kind === 'review' && allocationOf(g)?.key === allocation.key);
}

/** The manuscript's open allocation, made by `by` when given, past due when asked. */
function openAssignment(opts: { by?: number; overdue?: boolean; statuses?: number[] }): SQL {
  return sql`exists (select 1 from ${manuscriptAssignments} where ${and(
    eq(manuscriptAssignments.manuscriptId, manuscripts.id),
    isNull(manuscriptAssignments.endedAt),
    opts.by === undefined ? undefined : eq(manuscriptAssignments.assignedBy, opts.by),
    opts.statuses ? inArray(manuscriptAssignments.status, opts.statuses) : undefined,
    opts.overdue ? lt(manuscriptAssignments.assignedAt, dueCutoff()) : undefined,
  )})`;
}

/**
 * Review work waiting for the person: at an allocated stage what is allocated to them (and of it
 * what was allocated more than STAGE_DUE_DAYS ago), at a stage nobody is allocated to (duplicate
 * check, expert decision, acceptance, rejection review) what waits in their journals.
 */
export async function auditList(db: Db, auth: AuthContext, q: HomeQuery): Promise<HomeList> {
  const groups = groupsOf(auth, ['review', 'acceptance', 'rejection'], q.group);
  if (groups.length === 0) return { stages: [], ...emptyPage(q) };
  const assigned = groups.filter(hasAssignees).flatMap((g) => g.statuses);
  const shared = groups.filter((g) => !hasAssignees(g)).flatMap((g) => g.statuses);
  const mine = and(eq(manuscripts.auditUserId, auth.userId), ...visible(auth));
  const [mineCounts, sharedCounts] = await Promise.all([
    assigned.length === 0
      ? []
      : db
          .select({
            status: manuscripts.status,
            n: sql<number>`count(*)::int`,
            late: sql<number>`(count(*) filter (where ${openAssignment({ overdue: true })}))::int`,
          })
          .from(manuscripts)
          .where(and(mine, inArray(manuscripts.status, assigned), journalOf(q)))
          .groupBy(manuscripts.status),
    countedByStatus(db, countScope(auth), shared, q.journalId),
  ]);
  const byStatus = new Map(mineCounts.map((r) => [r.status, r]));
  const stages: HomeStage[] = groups.map((g) =>
    hasAssignees(g)
      ? {
          group: g.key,
          status: null,
          waiting: sumAt(g.statuses, (s) => byStatus.get(s)?.n),
          allocated: null,
          overdue: sumAt(g.statuses, (s) => byStatus.get(s)?.late),
        }
      : {
          group: g.key,
          status: null,
          waiting: sumAt(g.statuses, (s) => sharedCounts.get(s)),
          allocated: null,
          overdue: null,
        },
  );
  const overdue = q.overdue === 'true';
  const whereAssigned =
    assigned.length === 0
      ? undefined
      : and(
          eq(manuscripts.auditUserId, auth.userId),
          inArray(manuscripts.status, assigned),
          overdue ? openAssignment({ overdue: true }) : undefined,
        );
  // Unallocated stages are never past due: with the filter on, only allocated work lists.
  const whereShared = shared.length === 0 || overdue ? undefined : inArray(manuscripts.status, shared);
  const where = or(whereAssigned, whereShared);
  if (!where) return { stages, ...emptyPage(q) };
  // The stages' counts are the list's exact total unless a keyword narrows it further.
  const counted = sumOf(stages, (st) => (overdue ? st.overdue : st.waiting));
  return {
    stages,
    ...(await listManuscripts(db, auth, listQuery(q), where, q.keyword ? undefined : counted)),
  };
}

function journalOf(q: { journalId?: number }): SQL | undefined {
  return q.journalId ? eq(manuscripts.journalId, q.journalId) : undefined;
}

/**
 * Allocation work: per stage the person allocates, what waits to be allocated in their journals, and
 * what they allocated that is still open (and of it what is past due); the list shows either.
 */
export async function allotList(db: Db, auth: AuthContext, q: AllotQuery): Promise<HomeList> {
  const groups = groupsOf(auth, ['allocation', 'invitation'], q.group);
  if (groups.length === 0) return { stages: [], ...emptyPage(q) };
  const reviewStatus = new Map<ReviewGroupKey, readonly number[]>();
  for (const g of groups) {
    const review = reviewOf(g);
    if (review) reviewStatus.set(g.key, review.statuses);
  }
  const reviewStatuses = [...reviewStatus.values()].flat();
  const [waiting, made] = await Promise.all([
    countedByStatus(
      db,
      countScope(auth),
      groups.flatMap((g) => g.statuses),
      q.journalId,
    ),
    reviewStatuses.length === 0
      ? []
      : db
          .select({
            status: manuscriptAssignments.status,
            n: sql<number>`count(*)::int`,
            late: sql<number>`(count(*) filter (where ${lt(manuscriptAssignments.assignedAt, dueCutoff())}))::int`,
          })
          .from(manuscriptAssignments)
          .innerJoin(manuscripts, eq(manuscripts.id, manuscriptAssignments.manuscriptId))
          .where(
            and(
              eq(manuscriptAssignments.assignedBy, auth.userId),
              isNull(manuscriptAssignments.endedAt),
              inArray(manuscriptAssignments.status, reviewStatuses),
              // Open at the stage itself (a side path keeps its allocation, and is not listed here).
              inArray(manuscripts.status, reviewStatuses),
              ...visible(auth),
              journalOf(q),
            ),
          )
          .groupBy(manuscriptAssignments.status),
  ]);
  const madeBy = new Map(made.map((r) => [r.status, r]));
  const stages: HomeStage[] = groups.map((g) => {
    const review = reviewStatus.get(g.key);
    return {
      group: g.key,
      status: null,
      waiting: sumAt(g.statuses, (s) => waiting.get(s)),
      allocated: review === undefined ? null : sumAt(review, (s) => madeBy.get(s)?.n),
      overdue: review === undefined ? null : sumAt(review, (s) => madeBy.get(s)?.late),
    };
  });
  let where: SQL | undefined;
  let counted: number;
  if (q.view === 'allocated') {
    counted = sumOf(stages, (st) => (q.overdue === 'true' ? st.overdue : st.allocated));
    if (reviewStatuses.length === 0) return { stages, ...emptyPage(q) };
    where = and(
      inArray(manuscripts.status, reviewStatuses),
      openAssignment({ by: auth.userId, statuses: reviewStatuses, overdue: q.overdue === 'true' }),
    );
  } else {
    counted = sumOf(stages, (st) => st.waiting);
    where = inArray(
      manuscripts.status,
      groups.flatMap((g) => g.statuses),
    );
  }
  return {
    stages,
    ...(await listManuscripts(db, auth, listQuery(q), where, q.keyword ? undefined : counted)),
  };
}
