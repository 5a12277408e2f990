import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { commissionPaymentOrders, commissionRules, orders } from '../../db/schema/index.ts';
import { chinaDaysCondition } from '../../platform/chinaDays.ts';

/**
 * The commission of a referred order, in whole fen: as it was paid when finance paid it; else by
 * the press's rule for its fee type: a percentage of what the order holds now (paid less refunded),
 * rounded half up, or the fixed sum while the order holds money; no rule, nothing. Read with the
 * joins of `withRuleAndPayment`.
 */
export const commissionFen = sql<number>`(case
  when ${commissionPaymentOrders.orderId} is not null then ${commissionPaymentOrders.commissionFen}
  when ${commissionRules.kind} = 1
    then ((${orders.paidFen}::bigint * ${commissionRules.rateBp} + 5000) / 10000)::int
  when ${commissionRules.kind} = 2 and ${orders.paidFen} > 0 then ${commissionRules.fixedFen}
  else 0 end)`;

/** The rule of the order's press and fee type, and the commission payment that covered it. */
export const ruleJoin = and(
  eq(commissionRules.pressId, orders.pressId),
  eq(commissionRules.feeType, orders.feeType),
);
export const paymentJoin = eq(commissionPaymentOrders.orderId, orders.id);

/**
 * Referred orders that became paid in a period of China days (the index
 * `orders_referrer_paid_idx`), of a press condition and optionally one editor.
 */
export function referredPaidIn(press: SQL | undefined, from: string, to: string, editorId?: number) {
  return and(
    press,
    isNotNull(orders.referrerId),
    chinaDaysCondition(orders.paidAt, from, to),
    editorId === undefined ? undefined : eq(orders.referrerId, editorId),
  );
}
