import type { Assignee } from '@jb/contract/schemas/review';
import { actsOn, REVIEW_GROUPS } from '@jb/contract/stageGroups';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { manuscriptAssignments } from '../../db/schema/index.ts';
import { type AppError, errors } from '../../platform/errors.ts';
import { QUEUES } from '../../platform/jobs/queues.ts';
import { staffId } from '../workflow/actor.ts';
import type { EffectContext } from '../workflow/effectContext.ts';
import type { AllocationNotices } from './allocationNotices.ts';
import { assigneesOf } from './assignees.ts';
import { stageGroupId } from './records.ts';

const reviewAt = (status: number) => REVIEW_GROUPS.find((g) => g.kind === 'review' && actsOn(g, status))!;

/**
 * `allocate` for many manuscripts at once (one-key and batch allocation): the same rules (a person
 * the stage may be allocated to, under their cap, counting what this batch gives them), checked for
 * every manuscript before anything is written, then a few statements for all of them, and one notice
 * per person instead of one per manuscript.
 */
export const allocateMany = {
  async check(tx: Tx, items: readonly EffectContext[]): Promise<Map<number, AppError>> {
    const refused = new Map<number, AppError>();
    const people = new Map<string, Assignee[]>();
    const gets = new Map<number, number>();
    for (const c of items) {
      const assigneeId = c.input.assigneeId;
      if (!assigneeId) {
        refused.set(c.manuscriptId, errors.field('assigneeId', 'required'));
        continue;
      }
      const review = reviewAt(c.to);
      const groupId = stageGroupId(c.subject, review.stage);
      const key = `${c.subject.pressId}:${c.subject.journalId}:${review.key}:${groupId}`;
      let members = people.get(key);
      if (!members) {
        members = await assigneesOf(tx, {
          pressId: c.subject.pressId,
          journalId: c.subject.journalId,
          review,
          groupId,
        });
        people.set(key, members);
      }
      const person = members.find((p) => p.userId === assigneeId);
      if (!person) {
        refused.set(c.manuscriptId, errors.field('assigneeId', 'assignee.outside'));
        continue;
      }
      const already = c.subject.facts.auditUserId === assigneeId;
      const taking = gets.get(assigneeId) ?? 0;
      if (!already && person.cap > 0 && person.load + taking >= person.cap) {
        refused.set(c.manuscriptId, errors.field('assigneeId', 'assignee.full'));
        continue;
      }
      if (!already) gets.set(assigneeId, taking + 1);
    }
    return refused;
  },

  async apply(tx: Tx, items: readonly EffectContext[]): Promise<void> {
    if (items.length === 0) return;
    const at = items[0]!.at;
    const by = staffId(items[0]!.actor);
    const ids = items.map((c) => c.manuscriptId);
    await tx
      .update(manuscriptAssignments)
      .set({ endedAt: at })
      .where(and(inArray(manuscriptAssignments.manuscriptId, ids), isNull(manuscriptAssignments.endedAt)));
    await tx.insert(manuscriptAssignments).values(
      items.map((c) => ({
        manuscriptId: c.manuscriptId,
        status: c.to,
        userId: c.input.assigneeId!,
        assignedBy: by,
        assignedAt: at,
      })),
    );
    const pairs = sql.join(
      items.map((c) => sql`(${c.manuscriptId}::int, ${c.input.assigneeId}::int)`),
      sql`, `,
    );
    await tx.execute(sql`update manuscripts m set audit_user_id = v.user_id
      from (values ${pairs}) as v(id, user_id) where m.id = v.id`);
    // One notice per person (the manuscript's own when they got one, a count when several), made
    // after the commit by its job: a thousand people told would otherwise hold the allocation.
    const told = new Map<number, number[]>();
    for (const c of items) {
      if (c.subject.facts.auditUserId === c.input.assigneeId) continue;
      told.set(c.input.assigneeId!, [...(told.get(c.input.assigneeId!) ?? []), c.manuscriptId]);
    }
    if (told.size === 0) return;
    const notices: AllocationNotices = {
      by,
      pressId: items[0]!.subject.pressId,
      status: items[0]!.to,
      notices: [...told].map(([userId, manuscriptIds]) => ({ userId, manuscriptIds })),
    };
    await items[0]!.notifier.jobs.send(tx, QUEUES.allocationNotices, notices);
  },
};
