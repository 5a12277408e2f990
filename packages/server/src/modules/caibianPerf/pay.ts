import { PERF_RULES, type perfPayBody } from '@jb/contract/schemas/caibianPerf';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  commissionPaymentOrders,
  commissionPayments,
  commissionRules,
  orders,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { lockFor } from '../../platform/locks.ts';
import { requireStaffOfPress } from './editors.ts';
import { commissionFen, paymentJoin, referredPaidIn, ruleJoin } from './referred.ts';

const CHUNK = 1000;

/**
 * Finance pays an editor's unpaid commissions of a period: one `commission_payments` row and a
 * `commission_payment_orders` row per order with a commission, in one transaction. Payments of one
 * editor queue on a lock, so a second payment of the same period finds nothing left (400); a sum
 * other than the one the person confirmed means the figures moved meanwhile (409). The unique
 * index on the order is the last line: an order's commission is paid once.
 */
export async function payCommission(db: Db, auth: AuthContext, body: z.infer<typeof perfPayBody>) {
  const editor = await requireStaffOfPress(db, auth, body.editorId);
  return db.transaction(async (tx) => {
    await lockFor(tx, 'commissionPay', editor.id);
    const due = await tx
      .select({ orderId: orders.id, commissionFen: commissionFen.mapWith(Number) })
      .from(orders)
      .leftJoin(commissionRules, ruleJoin)
      .leftJoin(commissionPaymentOrders, paymentJoin)
      .where(
        and(
          referredPaidIn(eq(orders.pressId, editor.pressId), body.from, body.to, editor.id),
          isNull(commissionPaymentOrders.orderId),
        ),
      );
    const paying = due.filter((d) => d.commissionFen > 0);
    const amountFen = paying.reduce((sum, d) => sum + d.commissionFen, 0);
    if (amountFen === 0) throw errors.validation([{ path: 'editorId', ...PERF_RULES.nothingToPay }]);
    if (amountFen !== body.amountFen) throw errors.staleVersion();
    const [payment] = await tx
      .insert(commissionPayments)
      .values({
        pressId: editor.pressId,
        editorId: editor.id,
        periodFrom: body.from,
        periodTo: body.to,
        amountFen,
        orderCount: paying.length,
        voucherNote: body.voucherNote,
        paidBy: auth.userId,
      })
      .returning({ id: commissionPayments.id });
    for (let i = 0; i < paying.length; i += CHUNK)
      await tx
        .insert(commissionPaymentOrders)
        .values(paying.slice(i, i + CHUNK).map((d) => ({ paymentId: payment!.id, ...d })));
    return { id: payment!.id, amountFen, orderCount: paying.length };
  });
}
