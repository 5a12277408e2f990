import {
  SUGGESTION_REASONS,
  type SuggestionReason,
  type suggestQuery,
} from '@jb/contract/schemas/remittances';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authors, manuscripts, orders, remittances } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { pressCondition } from '../../platform/tenancy.ts';
import { dueOf, ordersJoined, payableCondition, reasonsOf, tokensOf, toSuggestion } from './candidates.ts';

/** How many suggestions a remittance shows. */
const LIMIT = 20;

/** Each reason's weight in the ranking: a number in the remark is the strongest sign. */
const WEIGHT: Record<SuggestionReason, number> = { orderNum: 8, articleNo: 4, amount: 2, remitter: 1 };

const anyOf = (column: Parameters<typeof inArray>[0], values: string[]): SQL =>
  values.length ? inArray(column, values) : sql`false`;

/**
 * The unpaid orders of the person's press and journals that may take what is left of a remittance,
 * ranked: its order or article number in the remark (or the keyword finance typed), the due equal to
 * the rest, the author named as the remitter (or the keyword).
 */
export async function suggestOrders(db: Db, auth: AuthContext, q: z.infer<typeof suggestQuery>) {
  const [r] = await db
    .select()
    .from(remittances)
    .where(and(eq(remittances.id, q.id), pressCondition(auth, remittances.pressId)));
  if (!r) throw errors.notFound();
  const restFen = Math.max(0, r.amountFen - r.matchedFen);
  const tokens = tokensOf(r.remark, q.keyword);
  const names = [r.remitter, q.keyword].filter((n): n is string => !!n);
  const signs: Record<SuggestionReason, SQL> = {
    orderNum: anyOf(orders.orderNum, tokens),
    articleNo: anyOf(manuscripts.articleNo, tokens),
    amount: sql`${dueOf} = ${restFen}`,
    remitter: anyOf(authors.name, names),
  };
  const reasons = Object.values(signs);
  const score = sql.join(
    SUGGESTION_REASONS.map((k) => sql`(case when ${signs[k]} then ${WEIGHT[k]} else 0 end)`),
    sql` + `,
  );
  const rows = await ordersJoined(db)
    .where(and(payableCondition(auth), or(...reasons)))
    .orderBy(desc(score), desc(orders.id))
    .limit(LIMIT);
  const list = rows.map((o) => toSuggestion(o, reasonsOf(o, { tokens, names, restFen })));
  return { restFen, list };
}
