import { PROOF_STATUSES } from '@jb/contract/productionRows';
import type { onlineQuery } from '@jb/contract/schemas/proofCheck';
import { proofStatuses } from '@jb/contract/workflow';
import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authors, proofMarks, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { typesettingList } from './queries.ts';

interface RoundTally {
  marks: number;
  mine: number;
  markers: string[];
  carried: number;
}

/** The marks of each manuscript's open round, counted by who made them (one query for the page). */
async function tallies(db: Db, auth: AuthContext, rows: { id: number; round: number | null }[]) {
  const ids = rows.map((r) => r.id);
  const out = new Map<number, RoundTally>();
  if (!ids.length) return out;
  const found = await db
    .select({
      manuscriptId: proofMarks.manuscriptId,
      round: proofMarks.round,
      createdBy: proofMarks.createdBy,
      name: sql<string>`coalesce(${users.name}, ${authors.name}, '')`,
      n: sql<number>`count(*)::int`,
      carried: sql<number>`(count(*) filter (where ${isNotNull(proofMarks.carriedFrom)}))::int`,
    })
    .from(proofMarks)
    .leftJoin(users, eq(users.id, proofMarks.createdBy))
    .leftJoin(authors, eq(authors.id, proofMarks.authorId))
    .where(inArray(proofMarks.manuscriptId, ids))
    .groupBy(proofMarks.manuscriptId, proofMarks.round, proofMarks.createdBy, users.name, authors.name);
  const roundOf = new Map(rows.map((r) => [r.id, r.round]));
  for (const f of found) {
    if (roundOf.get(f.manuscriptId) !== f.round) continue;
    const t = out.get(f.manuscriptId) ?? { marks: 0, mine: 0, markers: [], carried: 0 };
    t.marks += f.n;
    t.carried += f.carried;
    if (f.createdBy === auth.userId) t.mine += f.n;
    else if (f.name && !t.markers.includes(f.name)) t.markers.push(f.name);
    out.set(f.manuscriptId, t);
  }
  return out;
}

/**
 * The proofreader's desk (在线校对): the manuscripts at a proof round in the caller's scope (one
 * round, or one manuscript for its page), each with the round's marks so far and who else marked.
 */
export async function onlineProofs(db: Db, auth: AuthContext, q: z.infer<typeof onlineQuery>) {
  const { id, round, ...list } = q;
  const statuses = round === undefined ? PROOF_STATUSES : [proofStatuses(round)[0]];
  const page = await typesettingList(db, auth, { ...list, view: 'proofs' }, { statuses, id });
  const counted = await tallies(db, auth, page.list);
  return {
    ...page,
    list: page.list.map((r) => ({
      ...r,
      ...(counted.get(r.id) ?? { marks: 0, mine: 0, markers: [], carried: 0 }),
    })),
  };
}
