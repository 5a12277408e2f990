import { matchStatus, RemittanceStatus } from '@jb/contract/enums/remittance';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface RemittanceProblem {
  remittanceId: number;
  problem: string;
}

interface Row {
  id: number;
  amount_fen: number;
  matched_fen: number;
  status: number;
  matches: string;
  unpaid_matches: string;
}

/**
 * The remittances' books, beside the ledger's (orders/verify.ts): each kept matched sum equals its
 * matches, never exceeds the remittance, and gives its status (unless set aside); each match is a
 * payment of the same order and amount. An empty answer means they agree.
 */
export async function verifyRemittances(db: Db, pressId?: number): Promise<RemittanceProblem[]> {
  const press = pressId === undefined ? sql`true` : sql`r.press_id = ${pressId}`;
  const result = (await db.execute(sql`select r.id, r.amount_fen, r.matched_fen, r.status,
      coalesce((select sum(m.amount_fen) from remittance_matches m where m.remittance_id = r.id), 0)::text
        as matches,
      (select count(*) from remittance_matches m left join payments p on p.id = m.payment_id
        where m.remittance_id = r.id
          and (p.id is null or p.order_id <> m.order_id or p.amount_fen <> m.amount_fen))::text
        as unpaid_matches
    from remittances r where ${press} order by r.id`)) as unknown as { rows: Row[] };
  const problems: RemittanceProblem[] = [];
  for (const r of result.rows) {
    const add = (problem: string) => problems.push({ remittanceId: r.id, problem });
    const matched = Number(r.matches);
    if (r.matched_fen !== matched) add(`matched ${r.matched_fen} ≠ matches ${matched}`);
    if (r.matched_fen > r.amount_fen) add(`matched ${r.matched_fen} above the amount ${r.amount_fen}`);
    if (r.status !== RemittanceStatus.SET_ASIDE && r.status !== matchStatus(r.amount_fen, r.matched_fen))
      add(`status ${r.status} with ${r.matched_fen} of ${r.amount_fen} matched`);
    if (Number(r.unpaid_matches) > 0) add(`${r.unpaid_matches} matches without their payment`);
  }
  return problems;
}
