import type { Lang } from '@jb/contract/i18n';
import type { Assignee, OneKeyPlan } from '@jb/contract/schemas/review';
import { actsOn, type ReviewGroup } from '@jb/contract/stageGroups';
import { type Actor, assertInScope } from '../workflow/actor.ts';
import { applyMany } from '../workflow/applyMany.ts';
import type { WorkflowDeps } from '../workflow/deps.ts';
import { loadSubjects, type Subject } from '../workflow/subjects.ts';
import { assigneesOf, reviewOf } from './assignees.ts';
import { balance, explain, nothingGiven } from './balance.ts';
import { stageGroupId } from './records.ts';
import { subjectChains } from './subjectChains.ts';

/**
 * One-key allocation of some manuscripts of an allocation queue: the plan (who gets which, and
 * why: load, weight, cap and subject match), and with `preview` false the allocations themselves, all in one set-based transaction of
 * the engine (`applyMany`: a manuscript moved meanwhile is refused on its own, never allocated twice).
 */
export async function oneKeyAssign(
  deps: WorkflowDeps,
  actor: Actor & { kind: 'staff' },
  group: ReviewGroup,
  items: readonly { id: number; version: number }[],
  preview: boolean,
  lang: Lang,
): Promise<OneKeyPlan> {
  const review = reviewOf(group);
  const subjects = await loadSubjects(
    deps.db,
    items.map((i) => i.id),
  );
  const scopes = new Map<string, { subject: Subject; ids: number[] }>();
  const unassigned: number[] = [];
  // The scope is the press and the person's journals: checked once per journal.
  const journals = new Map<number, boolean>();
  for (const item of items) {
    const s = subjects.get(item.id);
    if (s && !journals.has(s.journalId))
      journals.set(
        s.journalId,
        await assertInScope(deps.db, actor, s).then(
          () => true,
          () => false,
        ),
      );
    const inScope = s && journals.get(s.journalId);
    if (!s || !inScope || !actsOn(group, s.facts.status)) {
      unassigned.push(item.id);
      continue;
    }
    const key = `${s.journalId}:${stageGroupId(s, group.stage)}`;
    const scope = scopes.get(key) ?? { subject: s, ids: [] };
    scope.ids.push(item.id);
    scopes.set(key, scope);
  }
  const given = nothingGiven();
  const chains = await subjectChains(
    deps.db,
    [...scopes.values()].flatMap((s) => s.ids),
  );
  const members = new Map<number, Assignee>();
  const assignments: OneKeyPlan['assignments'] = [];
  for (const { subject, ids } of scopes.values()) {
    const people = await assigneesOf(deps.db, {
      pressId: subject.pressId,
      journalId: subject.journalId,
      review,
      groupId: stageGroupId(subject, group.stage),
    });
    for (const p of people) members.set(p.userId, p);
    const plan = balance(ids, people, given, chains);
    assignments.push(...plan.assignments);
    unassigned.push(...plan.unassigned);
  }
  const planned = [...members.values()].map((m) => explain(m, given));
  if (preview) return { assignments, members: planned, unassigned, results: null };
  const versions = new Map(items.map((i) => [i.id, i.version]));
  const answers = await applyMany(
    deps,
    actor,
    'assign',
    assignments.map((a) => ({ id: a.id, version: versions.get(a.id)!, input: { assigneeId: a.userId } })),
    lang,
  );
  const results = answers.map((r) => ({ id: r.id, ok: r.ok, message: r.ok ? '' : r.message }));
  return { assignments, members: planned, unassigned, results };
}
