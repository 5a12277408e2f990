/**
 * The money of the million-manuscript data set (after bench/generate.ts and
 * bench/generateManuscripts.ts): a paid prepaid order and its payment for every generated manuscript
 * past payment (~1,000,000 orders), and the account book of those payments (one entry each, the
 * merchants' periods, the monthly sums the finance home's charts read), each made once by an
 * INSERT … SELECT. Used by bench/remittances.ts, bench/caibianPerf.ts and bench/financeHome.ts.
 */
import type pg from 'pg';
import { REBUILD_ORDER_TOTALS } from '../../packages/server/src/modules/orders/totals.ts';

/**
 * Paid prepaid orders (and their payments) for the generated manuscripts past payment; answers how
 * many orders the database holds.
 */
export async function ensurePaidOrders(client: pg.Client): Promise<number> {
  const started = performance.now();
  const added = await client.query(`
    with made as (
      insert into orders (press_id, journal_id, manuscript_id, author_id, order_num, fee_type, amount_fen,
        paid_fen, pay_status, paid_at, created_at)
      select m.press_id, m.journal_id, m.id, m.author_id, 'P' || m.id, 1, 50000, 50000, 1, m.submitted_at,
        m.submitted_at
      from manuscripts m
      where m.status <> 0 and m.article_no like 'B%'
        and not exists (select 1 from orders o where o.manuscript_id = m.id)
      returning id, created_at
    )
    insert into payments (order_id, method, idempotency_key, amount_fen, remitter, paid_on, created_at)
    select id, 'remittance', 'bench-' || id, 50000, '作者', (created_at at time zone 'Asia/Shanghai')::date,
      created_at
    from made`);
  if (added.rowCount) {
    // Orders written outside the order service: the list's kept totals are made again from them.
    await client.query(REBUILD_ORDER_TOTALS);
    await client.query('vacuum analyze orders, payments, order_totals, order_day_totals');
    console.log(
      `added ${added.rowCount} paid orders with payments in ${Math.round(performance.now() - started)} ms`,
    );
  }
  const { rows } = await client.query<{ n: string }>('select count(*) as n from orders');
  return Number(rows[0]!.n);
}

/**
 * The account book of the bench payments, as the order service books a payment (books/entries.ts):
 * an entry in the month of its paid-on day, the merchant's period of that month, and the month's
 * sums per merchant (0: none), journal and fee type. The payments are five years of history, older
 * than the demo's closed bill period: that period is opened again first (booked after it, they would
 * all land in one month; closed again over them, a press's five-year balance passes the integer
 * columns of `account_periods`: 21,474,836.47 yuan).
 */
export async function ensureBooks(client: pg.Client): Promise<void> {
  const started = performance.now();
  const todo = `from payments p join orders o on o.id = p.order_id join journals j on j.id = o.journal_id
    where p.idempotency_key like 'bench-%'
      and not exists (select 1 from account_entries e where e.kind = 'payment' and e.source_id = p.id)`;
  const { rows } = await client.query<{ n: string }>(`select count(*) as n ${todo}`);
  if (Number(rows[0]!.n) === 0) return;
  await client.query('begin');
  await client.query(`update account_periods set status = 1, closed_by = null, closed_at = null, opening_fen = 0,
    in_fen = 0, refund_fen = 0, discount_fen = 0, closing_fen = 0, remitted_fen = 0, version = version + 1
    where status = 2`);
  const booked = await client.query(`
    with entries as (
      insert into account_entries (press_id, merchant_id, journal_id, order_id, fee_type, kind, source_id,
        amount_fen, period, occurred_on, created_at)
      select o.press_id, j.payee_merchant_id, o.journal_id, o.id, o.fee_type, 'payment', p.id, p.amount_fen,
        to_char(p.paid_on, 'YYYY-MM'), p.paid_on, p.created_at
      ${todo}
      returning press_id, merchant_id, journal_id, fee_type, period, amount_fen
    ), periods as (
      insert into account_periods (press_id, merchant_id, period)
      select distinct press_id, merchant_id, period from entries where merchant_id is not null
      on conflict do nothing
    )
    insert into account_monthly (press_id, merchant_id, journal_id, fee_type, period, in_fen, entry_count)
    select press_id, coalesce(merchant_id, 0), journal_id, fee_type, period, sum(amount_fen)::int, count(*)::int
    from entries group by 1, 2, 3, 4, 5
    on conflict (press_id, period, merchant_id, journal_id, fee_type) do update
      set in_fen = account_monthly.in_fen + excluded.in_fen,
        entry_count = account_monthly.entry_count + excluded.entry_count`);
  await client.query('commit');
  await client.query('vacuum analyze account_entries, account_monthly, account_periods');
  console.log(
    `booked ${rows[0]!.n} bench payments (${booked.rowCount} monthly sums) in ${Math.round(performance.now() - started)} ms`,
  );
}

/** The demo `finance`'s press and its journal with the most orders (the filtered scenarios' journal). */
export async function financeScope(client: pg.Client): Promise<{ pressId: number; journalId: number }> {
  const { rows } = await client.query<{ press_id: number; journal_id: number }>(
    `select o.press_id, o.journal_id from orders o join users u on u.press_id = o.press_id
     where u.account = 'finance' group by 1, 2 order by count(*) desc limit 1`,
  );
  if (!rows[0]) throw new Error('no orders in the finance press: generate the data set first');
  return { pressId: rows[0].press_id, journalId: rows[0].journal_id };
}
