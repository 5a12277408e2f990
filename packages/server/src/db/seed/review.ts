import { actsOn, REVIEW_GROUPS } from '@jb/contract/stageGroups';
import { type ManuscriptStatus, Status } from '@jb/contract/workflow';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import {
  manuscriptAssignments,
  manuscriptAudits,
  manuscriptEvents,
  manuscripts,
  roles,
  userJournals,
  userRoles,
  users,
} from '../schema/index.ts';

const OPINIONS: Partial<Record<ManuscriptStatus, string[]>> = {
  [Status.FIRST_REVIEW]: ['选题符合本刊方向，格式基本规范，同意进入下一环节。', '内容完整，建议送审。'],
  [Status.SCREENING]: ['研究问题明确，可以进入查重。'],
  [Status.SIMILARITY_CHECK]: ['总文字复制比 6.2%，引用规范，通过。', '复制比 9.8%，主要为方法描述，通过。'],
  [Status.RE_REVIEW]: ['论证较充分，建议送外审。', '实验设计合理，同意。'],
  [Status.FINAL_REVIEW]: ['经编委会终审，同意录用。'],
};
const RETURN = '请补充对比实验，并按审稿意见逐条修改后重新提交。';
const REJECT = '与本刊收稿方向不符，建议改投其他期刊。';

const SIDE: number[] = [Status.RETURNED_FOR_REVISION, Status.REVISION_IN_PROGRESS, Status.REJECTION_REVIEW];
const holding = (now: number, stage: ManuscriptStatus) => now === stage || SIDE.includes(now);

const allocated = (s: ManuscriptStatus) =>
  REVIEW_GROUPS.some((g) => g.kind === 'review' && actsOn(g, s) && g.stage !== 'similarity');

/**
 * The review record of the demo's history: for every move out of a review stage an audit with its
 * opinion, for every allocated stage an allocation (open where the manuscript stands now), spread
 * over the press's reviewers with the demo reviewer holding the most, so that `reviewer` signs in to
 * real work waiting.
 */
export async function seedReviewRecords(tx: Tx, pressId: number, demoReviewerId: number): Promise<void> {
  const reviewers = await tx
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(users.pressId, pressId),
        eq(users.status, 1),
        sql`${'editorialReview.initialManuscript.audit'} = any(${roles.permissions})`,
      ),
    )
    .orderBy(asc(users.id));
  const pool = reviewers.map((r) => r.id).filter((id) => id !== demoReviewerId);
  const scoped = await tx.select().from(userJournals);
  const journalsOf = new Map<number, number[]>();
  for (const r of scoped) journalsOf.set(r.userId, [...(journalsOf.get(r.userId) ?? []), r.journalId]);
  const sees = (userId: number, journalId: number) =>
    !journalsOf.has(userId) || journalsOf.get(userId)!.includes(journalId);
  const rows = await tx
    .select({ id: manuscripts.id, status: manuscripts.status, journalId: manuscripts.journalId })
    .from(manuscripts)
    .where(eq(manuscripts.pressId, pressId))
    // In id order: who holds what must not depend on where earlier updates left the rows.
    .orderBy(asc(manuscripts.id));
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return;
  const events = await tx
    .select()
    .from(manuscriptEvents)
    .where(inArray(manuscriptEvents.manuscriptId, ids))
    .orderBy(asc(manuscriptEvents.manuscriptId), asc(manuscriptEvents.id));
  const byManuscript = new Map<number, (typeof events)[number][]>();
  for (const e of events) byManuscript.set(e.manuscriptId, [...(byManuscript.get(e.manuscriptId) ?? []), e]);
  const audits: (typeof manuscriptAudits.$inferInsert)[] = [];
  const assignments: (typeof manuscriptAssignments.$inferInsert)[] = [];
  const current = new Map<number, number>();
  for (const [n, m] of rows.entries()) {
    const able = pool.filter((id) => sees(id, m.journalId));
    // The demo reviewer holds two in three of what they can see; colleagues the rest.
    const who =
      sees(demoReviewerId, m.journalId) && n % 3 !== 2
        ? demoReviewerId
        : able.length
          ? able[n % able.length]!
          : demoReviewerId;
    const trail = byManuscript.get(m.id) ?? [];
    for (const [k, e] of trail.entries()) {
      const into = e.toStatus as ManuscriptStatus;
      const next = trail[k + 1];
      if (allocated(into)) {
        // Still theirs: the manuscript stands at the stage, or on the side path it left it for.
        const open =
          !trail.slice(k + 1).some((x) => allocated(x.toStatus as ManuscriptStatus)) &&
          holding(m.status, into);
        assignments.push({
          manuscriptId: m.id,
          status: into,
          userId: who,
          assignedBy: demoReviewerId,
          assignedAt: e.createdAt,
          endedAt: open || !next ? null : next.createdAt,
        });
        if (open) current.set(m.id, who);
      }
      const opinions = OPINIONS[into];
      if (!opinions || !next) continue;
      const to = next.toStatus as ManuscriptStatus;
      const action =
        to === Status.RETURNED_FOR_REVISION
          ? 'returnForRevision'
          : to === Status.REJECTION_REVIEW || to === Status.REJECTED || to === Status.FUND_AUDIT
            ? 'reject'
            : 'pass';
      if (to === Status.FUND_AUDIT) continue;
      audits.push({
        manuscriptId: m.id,
        status: into,
        action,
        opinion: action === 'pass' ? opinions[n % opinions.length]! : action === 'reject' ? REJECT : RETURN,
        userId: allocated(into) ? who : demoReviewerId,
        eventId: next.id,
        createdAt: next.createdAt,
      });
    }
  }
  for (let i = 0; i < assignments.length; i += 500) {
    await tx.insert(manuscriptAssignments).values(assignments.slice(i, i + 500));
  }
  for (let i = 0; i < audits.length; i += 500)
    await tx.insert(manuscriptAudits).values(audits.slice(i, i + 500));
  for (const [id, userId] of current) {
    await tx.update(manuscripts).set({ auditUserId: userId }).where(eq(manuscripts.id, id));
  }
}
