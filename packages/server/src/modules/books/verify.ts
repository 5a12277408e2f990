import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The account book's verification (beside the orders' in `orders/verify.ts`, which ties each
 * order's entries to its payments, refunds and discounts); an empty answer means it agrees:
 *   - account_monthly holds exactly the sums of account_entries per month, merchant (0: none),
 *     journal and fee type (a reversal counted as the kind it reverses);
 *   - a reversal is the negative of one entry (not a reversal) of the same order and merchant;
 *   - every entry of a merchant lies in one of its periods;
 *   - a closed period still holds what closing froze: its sums equal its month's, its closing is
 *     opening + in − refunds, its opening follows the earlier months, and no entry was booked into it
 *     after it closed.
 * Used by the property test, the demo seed's test and `npm run ledger:verify`.
 */
export interface BookProblem {
  where: string;
  problem: string;
}

type Rows<T> = { rows: T[] };

export async function verifyBooks(db: Db, pressId?: number): Promise<BookProblem[]> {
  const press = (alias: string): SQL =>
    pressId === undefined ? sql`true` : sql`${sql.raw(alias)}.press_id = ${pressId}`;
  const [monthly, reversals, outside, closed] = await Promise.all([
    db.execute(sql`with e as (
        select e.press_id, coalesce(e.merchant_id, 0) as merchant_id, e.journal_id, e.fee_type, e.period,
          sum(e.amount_fen) filter (where coalesce(o.kind, e.kind) = 'payment') as in_fen,
          sum(-e.amount_fen) filter (where coalesce(o.kind, e.kind) = 'refund') as refund_fen,
          sum(e.amount_fen) filter (where coalesce(o.kind, e.kind) = 'discount') as discount_fen,
          count(*) as n
        from account_entries e left join account_entries o on o.id = e.reverses_id
        where ${press('e')} group by 1, 2, 3, 4, 5),
      m as (select * from account_monthly am where ${press('am')})
      select coalesce(m.merchant_id, e.merchant_id) as merchant_id, coalesce(m.journal_id, e.journal_id) as journal_id,
        coalesce(m.fee_type, e.fee_type) as fee_type, coalesce(m.period, e.period) as period,
        concat_ws(' / ', m.in_fen, m.refund_fen, m.discount_fen, m.entry_count) as kept,
        concat_ws(' / ', coalesce(e.in_fen, 0), coalesce(e.refund_fen, 0), coalesce(e.discount_fen, 0),
          coalesce(e.n, 0)) as summed
      from m full join e on e.press_id = m.press_id and e.merchant_id = m.merchant_id
        and e.journal_id = m.journal_id and e.fee_type = m.fee_type and e.period = m.period
      where m.in_fen is distinct from coalesce(e.in_fen, 0) or m.refund_fen is distinct from coalesce(e.refund_fen, 0)
        or m.discount_fen is distinct from coalesce(e.discount_fen, 0) or m.entry_count is distinct from e.n`),
    db.execute(sql`select r.id from account_entries r left join account_entries o on o.id = r.reverses_id
      where ${press('r')} and ((r.kind = 'reversal') <> (r.reverses_id is not null)
        or (r.kind = 'reversal' and (o.id is null or o.kind = 'reversal' or o.order_id <> r.order_id
          or o.merchant_id is distinct from r.merchant_id or r.amount_fen <> -o.amount_fen)))`),
    db.execute(sql`select e.id from account_entries e left join account_periods ap on ap.press_id = e.press_id
        and ap.merchant_id = e.merchant_id and ap.period = e.period
      where ${press('e')} and e.merchant_id is not null and ap.id is null`),
    db.execute(sql`select ap.merchant_id, ap.period, ap.opening_fen, ap.in_fen, ap.refund_fen, ap.discount_fen,
        ap.closing_fen, f.in_fen as m_in, f.refund_fen as m_refund, f.discount_fen as m_discount,
        coalesce(prev.closing_fen, 0) + gap.fen as m_opening,
        exists (select 1 from account_entries e where e.press_id = ap.press_id and e.merchant_id = ap.merchant_id
          and e.period = ap.period and e.created_at > ap.closed_at) as late
      from account_periods ap
      cross join lateral (select coalesce(sum(am.in_fen), 0)::float8 as in_fen,
          coalesce(sum(am.refund_fen), 0)::float8 as refund_fen, coalesce(sum(am.discount_fen), 0)::float8 as discount_fen
        from account_monthly am where am.press_id = ap.press_id and am.merchant_id = ap.merchant_id
          and am.period = ap.period) f
      left join lateral (select c.period, c.closing_fen from account_periods c where c.press_id = ap.press_id
        and c.merchant_id = ap.merchant_id and c.status = 2 and c.period < ap.period order by c.period desc limit 1) prev on true
      cross join lateral (select coalesce(sum(am.in_fen - am.refund_fen), 0)::float8 as fen from account_monthly am
        where am.press_id = ap.press_id and am.merchant_id = ap.merchant_id and am.period < ap.period
          and am.period > coalesce(prev.period, '')) gap
      where ${press('ap')} and ap.status = 2`),
  ]);
  const problems: BookProblem[] = [];
  for (const r of (monthly as unknown as Rows<Record<string, string | number>>).rows)
    problems.push({
      where: `monthly ${r.period} merchant ${r.merchant_id} journal ${r.journal_id} fee ${r.fee_type}`,
      problem: `kept ${r.kept || 'nothing'} ≠ entries ${r.summed} (in / refunds / discounts / count)`,
    });
  for (const r of (reversals as unknown as Rows<{ id: number }>).rows)
    problems.push({
      where: `entry #${r.id}`,
      problem: 'not the negative of one entry of its order and merchant',
    });
  for (const r of (outside as unknown as Rows<{ id: number }>).rows)
    problems.push({ where: `entry #${r.id}`, problem: 'booked into no period of its merchant' });
  type Closed = Record<string, number | string | boolean>;
  for (const r of (closed as unknown as Rows<Closed>).rows) {
    const add = (problem: string) =>
      problems.push({ where: `period ${r.period} merchant ${r.merchant_id}`, problem });
    const n = (key: string) => Number(r[key]);
    if (
      n('in_fen') !== n('m_in') ||
      n('refund_fen') !== n('m_refund') ||
      n('discount_fen') !== n('m_discount')
    )
      add(
        `closed with ${r.in_fen} / ${r.refund_fen} / ${r.discount_fen}, now ${r.m_in} / ${r.m_refund} / ${r.m_discount}`,
      );
    if (n('closing_fen') !== n('opening_fen') + n('in_fen') - n('refund_fen'))
      add(`closing ${r.closing_fen} ≠ opening ${r.opening_fen} + in ${r.in_fen} − refunds ${r.refund_fen}`);
    if (n('opening_fen') !== n('m_opening'))
      add(`opening ${r.opening_fen} ≠ the earlier months' ${r.m_opening}`);
    if (r.late === true || r.late === 't') add('an entry was booked into it after it closed');
  }
  return problems;
}
