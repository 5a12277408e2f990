import type { Assignee } from '@jb/contract/schemas/review';

export interface PlannedMember extends Assignee {
  gets: number;
  reason: { zh: string; en: string };
}

/**
 * One-key allocation, deterministic and explained: each manuscript in turn goes to the member whose
 * load after taking it, divided by their weight, is lowest (ties: the lower load, then the lower
 * id); nobody goes over their cap. `members` may be shared by several plans (their gets add up).
 */
export function balance(
  ids: readonly number[],
  members: readonly Assignee[],
  gets: Map<number, number>,
): { assignments: { id: number; userId: number }[]; unassigned: number[] } {
  const assignments: { id: number; userId: number }[] = [];
  const unassigned: number[] = [];
  for (const id of ids) {
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
    if (!best) {
      unassigned.push(id);
      continue;
    }
    gets.set(best.userId, (gets.get(best.userId) ?? 0) + 1);
    assignments.push({ id, userId: best.userId });
  }
  return { assignments, unassigned };
}

/** Why a member gets what the plan gives them, in words the screen shows before confirming. */
export function explain(m: Assignee, gets: number): PlannedMember {
  const after = m.load + gets;
  const capZh = m.cap > 0 ? `上限 ${m.cap} 篇` : '不设上限';
  const capEn = m.cap > 0 ? `cap ${m.cap}` : 'no cap';
  const full = m.cap > 0 && after >= m.cap;
  return {
    ...m,
    gets,
    reason: {
      zh: `现有 ${m.load} 篇，权重 ${m.weight}，${capZh}；分得 ${gets} 篇后共 ${after} 篇${full ? '（已达上限）' : ''}`,
      en: `${m.load} open, weight ${m.weight}, ${capEn}; ${after} after taking ${gets}${full ? ' (at the cap)' : ''}`,
    },
  };
}
