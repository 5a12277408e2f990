import { OrderPayStatus } from '@jb/contract/enums/order';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { totalsDisagreeing } from './totals.ts';

/**
 * The ledger's verification: every order's kept sums recomputed from its rows, and the rules that
 * tie them to its pay status. An empty answer means the books agree. Used by the property tests and
 * by `npm run ledger:verify` on a live database.
 *
 *   paid = payments - refunded refunds; refunded = refunds in 4; discount = approved discounts;
 *   open and done refunds never exceed the payments; an unpaid order received less than it owes
 *   after discounts and none of it went back; a paid order received all of it; a refunded order
 *   holds nothing paid. The account book agrees with the rows: the order's payment entries sum its
 *   payments, its refund entries its refunded refunds (negative), its discount entries its approved
 *   discounts (reversals correct the book, not the order: `books/verify.ts` checks them). The order
 *   list's kept totals (totals.ts) count exactly the orders (problems with order id 0).
 */
export interface LedgerProblem {
  orderId: number;
  orderNum: string;
  problem: string;
}

interface Row {
  id: number;
  order_num: string;
  pay_status: number;
  amount_fen: number;
  paid_fen: number;
  refunded_fen: number;
  discount_fen: number;
  payments: string;
  refunds_done: string;
  refunds_held: string;
  discounts_done: string;
  booked_in: string;
  booked_out: string;
  booked_off: string;
}

export async function verifyLedger(db: Db, pressId?: number): Promise<LedgerProblem[]> {
  const press = pressId === undefined ? sql`true` : sql`o.press_id = ${pressId}`;
  // One grouped pass over each table (a correlated subquery per order took minutes at a million).
  const result = (await db.execute(sql`with
      p as (select order_id, sum(amount_fen) as fen from payments group by order_id),
      r as (select order_id, sum(amount_fen) filter (where status = 4) as done,
              sum(amount_fen) filter (where status in (0, 2)) as held from refunds group by order_id),
      d as (select order_id, sum(amount_fen) as fen from discounts where status = 2 group by order_id),
      e as (select order_id, sum(amount_fen) filter (where kind = 'payment') as fen_in,
              sum(-amount_fen) filter (where kind = 'refund') as fen_out,
              sum(amount_fen) filter (where kind = 'discount') as fen_off from account_entries group by order_id)
    select o.id, o.order_num, o.pay_status, o.amount_fen, o.paid_fen, o.refunded_fen, o.discount_fen,
      coalesce(p.fen, 0)::text as payments, coalesce(r.done, 0)::text as refunds_done,
      coalesce(r.held, 0)::text as refunds_held, coalesce(d.fen, 0)::text as discounts_done,
      coalesce(e.fen_in, 0)::text as booked_in, coalesce(e.fen_out, 0)::text as booked_out,
      coalesce(e.fen_off, 0)::text as booked_off
    from orders o left join p on p.order_id = o.id left join r on r.order_id = o.id
      left join d on d.order_id = o.id left join e on e.order_id = o.id
    where ${press} order by o.id`)) as unknown as { rows: Row[] };
  const rows = result.rows;
  const problems: LedgerProblem[] = [];
  for (const o of rows) {
    const add = (problem: string) => problems.push({ orderId: o.id, orderNum: o.order_num, problem });
    const payments = Number(o.payments);
    const refunded = Number(o.refunds_done);
    const held = Number(o.refunds_held);
    const discounted = Number(o.discounts_done);
    const owed = o.amount_fen - o.discount_fen;
    if (o.paid_fen !== payments - refunded)
      add(`paid ${o.paid_fen} ≠ payments ${payments} - refunds ${refunded}`);
    if (o.refunded_fen !== refunded) add(`refunded ${o.refunded_fen} ≠ refunds ${refunded}`);
    if (o.discount_fen !== discounted) add(`discount ${o.discount_fen} ≠ approved discounts ${discounted}`);
    if (o.discount_fen > o.amount_fen) add('discount above the amount');
    if (refunded + held > payments) add(`refunds ${refunded} + open ${held} exceed payments ${payments}`);
    if (o.pay_status === OrderPayStatus.UNPAID && ((payments >= owed && owed > 0) || refunded > 0))
      add('unpaid although settled or refunded');
    if (o.pay_status === OrderPayStatus.PAID && payments < owed) add(`paid with ${payments} of ${owed}`);
    if (o.pay_status === OrderPayStatus.REFUNDED && o.paid_fen !== 0)
      add('refunded while money is still paid');
    if (Number(o.booked_in) !== payments) add(`booked in ${o.booked_in} ≠ payments ${payments}`);
    if (Number(o.booked_out) !== refunded) add(`booked out ${o.booked_out} ≠ refunds ${refunded}`);
    if (Number(o.booked_off) !== discounted)
      add(`booked discounts ${o.booked_off} ≠ discounts ${discounted}`);
  }
  // The list's kept totals agree with the orders they count.
  for (const problem of await totalsDisagreeing(db, pressId))
    problems.push({ orderId: 0, orderNum: '', problem });
  return problems;
}
