import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

/**
 * Each manuscript's subject followed by the subjects above it in the tree (a member who handles
 * 工学 handles 工学 / 计算机科学 too), in one read. A manuscript without a subject is absent.
 */
export async function subjectChains(db: Db | Tx, ids: readonly number[]): Promise<Map<number, number[]>> {
  const chains = new Map<number, number[]>();
  if (ids.length === 0) return chains;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  // The depth bound stops a (never expected) cycle in the tree.
  const { rows } = (await db.execute(sql`with recursive chain(manuscript_id, subject_id, depth) as (
      select m.id, m.subject_id, 0 from manuscripts m where m.id in (${list}) and m.subject_id is not null
      union all
      select c.manuscript_id, s.parent_id, c.depth + 1 from chain c join subjects s on s.id = c.subject_id
      where s.parent_id is not null and c.depth < 16)
    select manuscript_id, subject_id from chain order by manuscript_id, depth`)) as unknown as {
    rows: { manuscript_id: number; subject_id: number }[];
  };
  for (const r of rows) chains.set(r.manuscript_id, [...(chains.get(r.manuscript_id) ?? []), r.subject_id]);
  return chains;
}
