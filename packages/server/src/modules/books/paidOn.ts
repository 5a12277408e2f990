import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { accountEntries } from '../../db/schema/index.ts';

/**
 * Orders with money received on China days `from` to `to` (either may be open): the account book's
 * payment entries, booked by the day each payment was paid on and read by the (press, day) index,
 * as the ids of their orders. The order list's paid-date filter (the finance home's figures and
 * charts link to it) reads them here rather than every order's payments.
 */
export function paidOnCondition(
  orderId: AnyColumn,
  pressId: number | null,
  from: string | undefined,
  to: string | undefined,
): SQL {
  const e = accountEntries;
  return sql`${orderId} = any(array(select ${e.orderId} from ${e} where ${e.kind} = 'payment'${
    pressId === null ? sql`` : sql` and ${e.pressId} = ${pressId}`
  }${from ? sql` and ${e.occurredOn} >= ${from}::date` : sql``}${
    to ? sql` and ${e.occurredOn} <= ${to}::date` : sql``
  }))`;
}
