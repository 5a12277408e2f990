import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { accountEntries } from '../../db/schema/index.ts';

/** Which payments count: the China days (either may be open), and the journal or fee type asked. */
export interface PaidOn {
  pressId: number | null;
  from?: string;
  to?: string;
  journalId?: number;
  feeType?: number;
}

/**
 * Orders with money received on China days `from` to `to`: the account book's payment entries,
 * booked by the day each payment was paid on and read by the (press, day) index, as the ids of their
 * orders (narrowed here by the journal and fee type the list asks for, which the entries carry). The
 * order list's paid-date filter (the finance home's figures and charts link to it) reads them here
 * rather than every order's payments.
 */
export function paidOnCondition(orderId: AnyColumn, p: PaidOn): SQL {
  const e = accountEntries;
  const and = (on: boolean, part: SQL) => (on ? part : sql``);
  return sql`${orderId} = any(array(select ${e.orderId} from ${e} where ${e.kind} = 'payment'${and(
    p.pressId !== null,
    sql` and ${e.pressId} = ${p.pressId}`,
  )}${and(Boolean(p.from), sql` and ${e.occurredOn} >= ${p.from}::date`)}${and(
    Boolean(p.to),
    sql` and ${e.occurredOn} <= ${p.to}::date`,
  )}${and(Boolean(p.journalId), sql` and ${e.journalId} = ${p.journalId}`)}${and(
    p.feeType !== undefined,
    sql` and ${e.feeType} = ${p.feeType}`,
  )}))`;
}
