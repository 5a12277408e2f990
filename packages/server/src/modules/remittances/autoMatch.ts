import { RemittanceStatus } from '@jb/contract/enums/remittance';
import type { AutoMatchLine, autoMatchQuery } from '@jb/contract/schemas/remittances';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { manuscripts, orders, remittances } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { pressCondition } from '../../platform/tenancy.ts';
import {
  ordersJoined,
  payableCondition,
  reasonsOf,
  TOKEN_SPLIT,
  tokensOf,
  toSuggestion,
} from './candidates.ts';

/** The open remittances looked at: of the press (of one statement), not set aside, money left. */
function openLines(auth: AuthContext, statementId: number | undefined): SQL | undefined {
  return and(
    pressCondition(auth, remittances.pressId),
    inArray(remittances.status, [RemittanceStatus.UNMATCHED, RemittanceStatus.PARTLY]),
    statementId ? eq(remittances.statementId, statementId) : undefined,
  );
}

/**
 * The sure pairs, set-based (one statement for the whole statement, not a query per line): each open
 * line's remark split into words, the words found as order numbers or article numbers of the press,
 * their unpaid orders (in the person's journals) whose due equals the line's rest; a line is sure
 * when exactly one order fits it and that order fits no other line.
 */
async function surePairs(db: Db, auth: AuthContext, statementId: number | undefined) {
  const result = (await db.execute(sql`
    with word as (
      select distinct ${remittances.id} as line_id, ${remittances.pressId} as press_id,
        ${remittances.amountFen} - ${remittances.matchedFen} as rest, btrim(w.word, '-') as word
      from ${remittances}, regexp_split_to_table(${remittances.remark}, ${TOKEN_SPLIT}) as w(word)
      where ${openLines(auth, statementId)} and length(btrim(w.word, '-')) >= 4
    ),
    hit as (
      select word.line_id, word.rest, ${orders.id} as order_id
      from word join ${orders} on ${orders.pressId} = word.press_id and ${orders.orderNum} = word.word
      union
      select word.line_id, word.rest, ${orders.id}
      from word
      join ${manuscripts} on ${manuscripts.pressId} = word.press_id and ${manuscripts.articleNo} = word.word
      join ${orders} on ${orders.manuscriptId} = ${manuscripts.id}
    ),
    fit as (
      select hit.line_id, hit.order_id,
        count(*) over (partition by hit.line_id) as per_line,
        count(*) over (partition by hit.order_id) as per_order
      from hit join ${orders} on ${orders.id} = hit.order_id
      where ${payableCondition(auth)}
        and ${orders.amountFen} - ${orders.discountFen} - ${orders.paidFen} - ${orders.refundedFen} = hit.rest
    )
    select line_id, order_id from fit where per_line = 1 and per_order = 1
  `)) as unknown as { rows: { line_id: number; order_id: number }[] };
  return result.rows.map((r) => ({ lineId: Number(r.line_id), orderId: Number(r.order_id) }));
}

/**
 * Auto-match: the open remittances (of a statement) that exactly one unpaid order fits, each with
 * that order, for finance to confirm line by line or all at once (`matchBatch`).
 */
export async function autoMatch(db: Db, auth: AuthContext, q: z.infer<typeof autoMatchQuery>) {
  const [[open], pairs] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(remittances).where(openLines(auth, q.statementId)),
    surePairs(db, auth, q.statementId),
  ]);
  if (pairs.length === 0) return { open: open?.n ?? 0, sure: [] };
  const [lines, found] = await Promise.all([
    db
      .select()
      .from(remittances)
      .where(
        inArray(
          remittances.id,
          pairs.map((p) => p.lineId),
        ),
      ),
    ordersJoined(db).where(
      inArray(
        orders.id,
        pairs.map((p) => p.orderId),
      ),
    ),
  ]);
  const lineOf = new Map(lines.map((l) => [l.id, l]));
  const orderOf = new Map(found.map((o) => [o.orderId, o]));
  const sure: AutoMatchLine[] = [];
  for (const { lineId, orderId } of pairs) {
    const l = lineOf.get(lineId);
    const o = orderOf.get(orderId);
    if (!l || !o) continue;
    const amountFen = l.amountFen - l.matchedFen;
    const reasons = reasonsOf(o, { tokens: tokensOf(l.remark), names: [l.remitter], restFen: amountFen });
    sure.push({
      remittanceId: l.id,
      version: l.version,
      lineNo: l.lineNo,
      remitter: l.remitter,
      receivedOn: l.receivedOn,
      bankRef: l.bankRef,
      remark: l.remark,
      amountFen,
      order: toSuggestion(o, reasons),
    });
  }
  sure.sort((a, b) => (a.lineNo ?? 0) - (b.lineNo ?? 0) || a.remittanceId - b.remittanceId);
  return { open: open?.n ?? 0, sure };
}
