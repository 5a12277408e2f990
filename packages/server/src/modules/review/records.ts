import { actsOn, allocationOf, REVIEW_GROUPS } from '@jb/contract/stageGroups';
import { type ManuscriptStatus, REVIEW_STAGES, SIDE_PATH_STATUSES, Status } from '@jb/contract/workflow';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { manuscriptAssignments, manuscriptAudits, manuscripts } from '../../db/schema/index.ts';
import { errors } from '../../platform/errors.ts';
import { checkDecision } from '../similarity/decision.ts';
import { staffId } from '../workflow/actor.ts';
import type { EffectContext } from '../workflow/effectContext.ts';
import type { Subject } from '../workflow/subjects.ts';
import { assigneesOf } from './assignees.ts';

/**
 * What the review pipeline keeps beside a manuscript's status: who each stage is allocated to, the
 * audits with their opinions, and the set-aside mark. Called from the workflow's effects, inside
 * the action's transaction.
 */

const stageOf = (s: ManuscriptStatus) => REVIEW_STAGES.find((x) => x.statuses.includes(s))?.key;
const onSide = (s: ManuscriptStatus) => SIDE_PATH_STATUSES.includes(s);

/** Whether a move keeps the stage's allocation: a side path, the way back, or within one stage. */
function keepsAllocation(c: Pick<EffectContext, 'from' | 'to'>): boolean {
  return onSide(c.from) || onSide(c.to) || Boolean(stageOf(c.from) && stageOf(c.from) === stageOf(c.to));
}

/**
 * The review's exit hook (workflow/registry.ts), for one move or a batch, three statements whatever
 * their number: a set-aside mark ends; leaving a stage for the next ends its allocation (a side path
 * and the way back keep it, so a returned manuscript comes back to the same person).
 */
export async function leaveStages(
  tx: Tx,
  moves: readonly Pick<EffectContext, 'manuscriptId' | 'from' | 'to' | 'at'>[],
) {
  const moved = moves.filter((c) => c.from !== c.to);
  if (moved.length === 0) return;
  await tx
    .update(manuscripts)
    .set({ ignoreStatus: 0, ignoredBy: null })
    .where(
      inArray(
        manuscripts.id,
        moved.map((c) => c.manuscriptId),
      ),
    );
  const ending = moved.filter((c) => !keepsAllocation(c)).map((c) => c.manuscriptId);
  if (ending.length === 0) return;
  await tx
    .update(manuscriptAssignments)
    .set({ endedAt: moved[0]!.at })
    .where(and(inArray(manuscriptAssignments.manuscriptId, ending), isNull(manuscriptAssignments.endedAt)));
  await tx.update(manuscripts).set({ auditUserId: null }).where(inArray(manuscripts.id, ending));
}

/** Ends the manuscript's open allocation, if any. */
export async function endAllocation(tx: Tx, manuscriptId: number, at: Date): Promise<void> {
  await tx
    .update(manuscriptAssignments)
    .set({ endedAt: at })
    .where(and(eq(manuscriptAssignments.manuscriptId, manuscriptId), isNull(manuscriptAssignments.endedAt)));
  await tx.update(manuscripts).set({ auditUserId: null }).where(eq(manuscripts.id, manuscriptId));
}

/** The editor group the manuscript's review process names for a stage (null: everyone permitted). */
export function stageGroupId(subject: Pick<Subject, 'stages'>, stage: string): number | null {
  return subject.stages.find((s) => s.key === stage)?.groupId ?? null;
}

/** The opinion template a review process names for a stage (null: none). */
export function stageTemplateId(stages: Subject['stages'], stage: string): number | null {
  return stages.find((s) => s.key === stage)?.templateId ?? null;
}

async function startAllocation(tx: Tx, c: EffectContext, userId: number, by: number): Promise<void> {
  await endAllocation(tx, c.manuscriptId, c.at);
  await tx.insert(manuscriptAssignments).values({
    manuscriptId: c.manuscriptId,
    status: c.to,
    userId,
    assignedBy: by,
    assignedAt: c.at,
  });
  await tx.update(manuscripts).set({ auditUserId: userId }).where(eq(manuscripts.id, c.manuscriptId));
}

/**
 * Allocates the stage the manuscript now stands at to `input.assigneeId`: a person the stage may be
 * allocated to (its editor group, its permission, the journal), under their cap. They are told.
 */
export async function allocate(tx: Tx, c: EffectContext): Promise<void> {
  const assigneeId = c.input.assigneeId;
  if (!assigneeId) throw errors.field('assigneeId', 'required');
  const review = REVIEW_GROUPS.find((g) => g.kind === 'review' && actsOn(g, c.to))!;
  const people = await assigneesOf(tx, {
    pressId: c.subject.pressId,
    journalId: c.subject.journalId,
    review,
    groupId: stageGroupId(c.subject, review.stage),
  });
  const person = people.find((p) => p.userId === assigneeId);
  if (!person) throw errors.field('assigneeId', 'assignee.outside');
  if (person.full && c.subject.facts.auditUserId !== assigneeId)
    throw errors.field('assigneeId', 'assignee.full');
  await startAllocation(tx, c, assigneeId, staffId(c.actor));
  if (c.subject.facts.auditUserId !== assigneeId) {
    await c.notifier.toStaff(tx, c.manuscriptId, assigneeId, 'assigned', 'system', staffId(c.actor));
  }
}

/**
 * The stage's audit: the opinion (the note) and the action it went with; at the duplicate check,
 * the report it was taken with (similarity/decision.ts).
 */
export async function recordAudit(tx: Tx, c: EffectContext): Promise<void> {
  const similarityReportId = c.from === Status.SIMILARITY_CHECK ? await checkDecision(tx, c) : null;
  await tx.insert(manuscriptAudits).values({
    manuscriptId: c.manuscriptId,
    status: c.from,
    action: c.action,
    opinion: c.note,
    templateId: c.input.templateId ?? null,
    similarityReportId,
    userId: staffId(c.actor),
    eventId: c.eventId,
    createdAt: c.at,
  });
}

/** Undoes the person's last pass: the audit is revoked, and an allocated stage is theirs again. */
export async function revokeLastPass(tx: Tx, c: EffectContext): Promise<void> {
  const me = staffId(c.actor);
  const [last] = await tx
    .select({ id: manuscriptAudits.id })
    .from(manuscriptAudits)
    .where(
      and(
        eq(manuscriptAudits.manuscriptId, c.manuscriptId),
        eq(manuscriptAudits.userId, me),
        eq(manuscriptAudits.action, 'pass'),
        isNull(manuscriptAudits.revokedAt),
      ),
    )
    .orderBy(desc(manuscriptAudits.id))
    .limit(1);
  if (last)
    await tx.update(manuscriptAudits).set({ revokedAt: c.at }).where(eq(manuscriptAudits.id, last.id));
  const review = REVIEW_GROUPS.find((g) => g.kind === 'review' && actsOn(g, c.to));
  if (review && allocationOf(review)) await startAllocation(tx, c, me, me);
}

/** Sets the manuscript aside for its auditor (ignoreStatus 1, with who), or takes it back (null). */
export async function setAside(tx: Tx, manuscriptId: number, by: number | null): Promise<void> {
  await tx
    .update(manuscripts)
    .set({ ignoreStatus: by === null ? 0 : 1, ignoredBy: by })
    .where(eq(manuscripts.id, manuscriptId));
}
