import { PeriodStatus } from '@jb/contract/schemas/bills';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

/**
 * The figures of bill periods, read in one statement: a row per (merchant, month) of `source`,
 * which names them as `k` (press_id, merchant_id, period) beside their `account_periods` row `ap`
 * (null for a month without one). A closed period answers what closing froze; an open one is
 * computed now from the monthly sums (account_monthly):
 *   opening = the closing of the merchant's last closed month before it + (in − refunds) of the
 *             months between; closing = opening + in − refunds (reversals inside in and refunds);
 *   remitted (the bank's side) = remittances received in the month, matched to orders whose
 *             payments are booked to the merchant;
 *   remittance in (the book's side) = the month's entries of payments that came by remittance.
 * `earlierOpen` is the merchant's first earlier month with entries that is still open (closing
 * waits for it).
 */
export interface FigureRow {
  pressId: number;
  merchantId: number;
  merchantName: string;
  period: string;
  status: number;
  version: number;
  closedAt: string | null;
  closedByName: string | null;
  openingFen: number;
  inFen: number;
  refundFen: number;
  discountFen: number;
  closingFen: number;
  reversalFen: number;
  entryCount: number;
  remittedFen: number;
  remittanceInFen: number;
  earlierOpen: string | null;
}

const OPEN = sql.raw(String(PeriodStatus.OPEN));
const CLOSED = sql.raw(String(PeriodStatus.CLOSED));
/** Only an open month computes its balances and bank side (a closed one keeps what it froze). */
const isOpen = sql`coalesce(ap.status, ${OPEN}) = ${OPEN}`;
const sameBook = (alias: string) =>
  sql.raw(`${alias}.press_id = k.press_id and ${alias}.merchant_id = k.merchant_id`);

const SELECT = sql`select k.press_id, k.merchant_id, m.name as merchant_name, k.period,
    coalesce(ap.status, ${OPEN}) as status, coalesce(ap.version, 0) as version, ap.closed_at,
    u.name as closed_by_name,
    case when ${isOpen} then coalesce(prev.closing_fen, 0) + gap.fen else ap.opening_fen end as opening_fen,
    case when ${isOpen} then f.in_fen else ap.in_fen end as in_fen,
    case when ${isOpen} then f.refund_fen else ap.refund_fen end as refund_fen,
    case when ${isOpen} then f.discount_fen else ap.discount_fen end as discount_fen,
    case when ${isOpen} then coalesce(prev.closing_fen, 0) + gap.fen + f.in_fen - f.refund_fen
      else ap.closing_fen end as closing_fen,
    case when ${isOpen} then rem.fen else ap.remitted_fen end as remitted_fen,
    f.entry_count, rev.fen as reversal_fen, rin.fen as remittance_in_fen, blocker.period as earlier_open`;

const JOINS = sql`
  join merchants m on m.id = k.merchant_id
  left join users u on u.id = ap.closed_by
  cross join lateral (select coalesce(sum(am.in_fen), 0)::float8 as in_fen,
      coalesce(sum(am.refund_fen), 0)::float8 as refund_fen,
      coalesce(sum(am.discount_fen), 0)::float8 as discount_fen,
      coalesce(sum(am.entry_count), 0)::int as entry_count
    from account_monthly am where ${sameBook('am')} and am.period = k.period) f
  left join lateral (select c.period, c.closing_fen from account_periods c
    where ${isOpen} and ${sameBook('c')} and c.status = ${CLOSED} and c.period < k.period
    order by c.period desc limit 1) prev on true
  cross join lateral (select coalesce(sum(am.in_fen - am.refund_fen), 0)::float8 as fen
    from account_monthly am where ${isOpen} and ${sameBook('am')} and am.period < k.period
      and am.period > coalesce(prev.period, '')) gap
  cross join lateral (select coalesce(sum(rm.amount_fen), 0)::float8 as fen
    from remittances r join remittance_matches rm on rm.remittance_id = r.id
      join account_entries e on e.kind = 'payment' and e.source_id = rm.payment_id
    where ${isOpen} and r.press_id = k.press_id and e.merchant_id = k.merchant_id
      and r.received_on >= to_date(k.period, 'YYYY-MM')
      and r.received_on < to_date(k.period, 'YYYY-MM') + interval '1 month') rem
  cross join lateral (select coalesce(sum(e.amount_fen), 0)::float8 as fen
    from account_entries e join account_entries o on o.id = e.reverses_id
    where ${sameBook('e')} and e.period = k.period and e.kind = 'reversal' and o.kind <> 'discount') rev
  cross join lateral (select coalesce(sum(e.amount_fen), 0)::float8 as fen
    from account_entries e join account_entries o on o.id = coalesce(e.reverses_id, e.id)
      join payments p on p.id = o.source_id
    where ${sameBook('e')} and e.period = k.period and o.kind = 'payment' and p.method = 'remittance') rin
  left join lateral (select min(c.period) as period from account_periods c
    where ${sameBook('c')} and c.status = ${OPEN} and c.period < k.period
      and exists (select 1 from account_monthly am where ${sameBook('am')} and am.period = c.period
        and am.entry_count > 0)) blocker on true`;

interface Raw {
  press_id: number;
  merchant_id: number;
  merchant_name: string;
  period: string;
  status: number;
  version: number;
  closed_at: Date | string | null;
  closed_by_name: string | null;
  opening_fen: number | string;
  in_fen: number | string;
  refund_fen: number | string;
  discount_fen: number | string;
  closing_fen: number | string;
  reversal_fen: number | string;
  entry_count: number | string;
  remitted_fen: number | string;
  remittance_in_fen: number | string;
  earlier_open: string | null;
}

function present(r: Raw): FigureRow {
  return {
    pressId: Number(r.press_id),
    merchantId: Number(r.merchant_id),
    merchantName: r.merchant_name,
    period: r.period,
    status: Number(r.status),
    version: Number(r.version),
    closedAt: r.closed_at ? new Date(r.closed_at).toISOString() : null,
    closedByName: r.closed_by_name,
    openingFen: Number(r.opening_fen),
    inFen: Number(r.in_fen),
    refundFen: Number(r.refund_fen),
    discountFen: Number(r.discount_fen),
    closingFen: Number(r.closing_fen),
    reversalFen: Number(r.reversal_fen),
    entryCount: Number(r.entry_count),
    remittedFen: Number(r.remitted_fen),
    remittanceInFen: Number(r.remittance_in_fen),
    earlierOpen: r.earlier_open,
  };
}

async function run(db: Db | Tx, query: SQL): Promise<FigureRow[]> {
  const result = (await db.execute(query)) as unknown as { rows: Raw[] };
  return result.rows.map(present);
}

/** The periods (`account_periods` rows) matching `where` (over `ap`), ordered and paged. */
export function figuresOfPeriods(db: Db, where: SQL, orderBy: SQL, limit: number, offset: number) {
  return run(
    db,
    sql`${SELECT} from account_periods ap cross join lateral (select ap.press_id, ap.merchant_id, ap.period) k
      ${JOINS} where ${where} order by ${orderBy} limit ${limit} offset ${offset}`,
  );
}

/** One merchant's month, whether or not anything was booked into it yet. */
export async function figuresOf(db: Db | Tx, pressId: number, merchantId: number, period: string) {
  const [row] = await run(
    db,
    sql`${SELECT} from (select ${pressId}::int as press_id, ${merchantId}::int as merchant_id,
        ${period}::text as period) k
      left join account_periods ap on ${sameBook('ap')} and ap.period = k.period
      ${JOINS}`,
  );
  return row!;
}
