import type { Assignee } from '@jb/contract/schemas/review';

export interface PlannedMember extends Assignee {
  gets: number;
  bySubject: number;
  reason: { zh: string; en: string };
}

/** What a plan has given so far: per member, how many, and how many of them by subject. */
export interface Given {
  gets: Map<number, number>;
  bySubject: Map<number, number>;
}

export const nothingGiven = (): Given => ({ gets: new Map(), bySubject: new Map() });

/** Whether a member's subjects hold the manuscript's subject or one above it (`chain`). */
export const handles = (m: Assignee, chain: readonly number[]) => m.subjectIds.some((s) => chain.includes(s));

/**
 * The member whose load after taking one more, divided by their weight, is lowest (ties: the lower
 * load, then the lower id: `members` come in id order); nobody at their cap.
 */
function lightest(members: readonly Assignee[], gets: Map<number, number>): Assignee | undefined {
  let best: Assignee | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const m of members) {
    const open = m.load + (gets.get(m.userId) ?? 0);
    if (m.cap > 0 && open >= m.cap) continue;
    const score = (open + 1) / Math.max(m.weight, 1);
    const bestOpen = best ? best.load + (gets.get(best.userId) ?? 0) : 0;
    if (score < bestScore || (score === bestScore && best && open < bestOpen)) {
      best = m;
      bestScore = score;
    }
  }
  return best;
}

/**
 * One-key allocation, deterministic and explained: each manuscript in turn goes first among the
 * members whose subjects hold its subject (or one above it: `chains`), balanced by load, weight and
 * cap; when none does, or all of those are at their cap, among everyone. `given` may be shared by
 * several plans (their gets add up).
 */
export function balance(
  ids: readonly number[],
  members: readonly Assignee[],
  given: Given,
  chains: ReadonlyMap<number, readonly number[]> = new Map(),
): { assignments: { id: number; userId: number }[]; unassigned: number[] } {
  const assignments: { id: number; userId: number }[] = [];
  const unassigned: number[] = [];
  for (const id of ids) {
    const chain = chains.get(id) ?? [];
    const matching = chain.length ? members.filter((m) => handles(m, chain)) : [];
    const bySubject = lightest(matching, given.gets);
    const best = bySubject ?? lightest(members, given.gets);
    if (!best) {
      unassigned.push(id);
      continue;
    }
    given.gets.set(best.userId, (given.gets.get(best.userId) ?? 0) + 1);
    if (bySubject) given.bySubject.set(best.userId, (given.bySubject.get(best.userId) ?? 0) + 1);
    assignments.push({ id, userId: best.userId });
  }
  return { assignments, unassigned };
}

/** Why a member gets what the plan gives them, in words the screen shows before confirming. */
export function explain(m: Assignee, given: Given): PlannedMember {
  const gets = given.gets.get(m.userId) ?? 0;
  const bySubject = given.bySubject.get(m.userId) ?? 0;
  const after = m.load + gets;
  const capZh = m.cap > 0 ? `上限 ${m.cap} 篇` : '不设上限';
  const capEn = m.cap > 0 ? `cap ${m.cap}` : 'no cap';
  const subjectZh = m.subjectIds.length ? `学科匹配 ${bySubject} 篇` : '不限学科';
  const subjectEn = m.subjectIds.length ? `${bySubject} by subject` : 'any subject';
  const full = m.cap > 0 && after >= m.cap;
  return {
    ...m,
    gets,
    bySubject,
    reason: {
      zh: `现有 ${m.load} 篇，权重 ${m.weight}，${capZh}，${subjectZh}；分得 ${gets} 篇后共 ${after} 篇${full ? '（已达上限）' : ''}`,
      en: `${m.load} open, weight ${m.weight}, ${capEn}, ${subjectEn}; ${after} after taking ${gets}${full ? ' (at the cap)' : ''}`,
    },
  };
}
