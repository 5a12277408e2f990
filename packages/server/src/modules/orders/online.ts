import { dueFen } from '@jb/contract/balances';
import { FeeType, OrderPayStatus } from '@jb/contract/enums/order';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, payments } from '../../db/schema/index.ts';
import { errors } from '../../platform/errors.ts';
import { markMismatch, mismatchMarked } from './mismatch.ts';
import {
  orderOfOutTradeNo,
  outTradeNoOf,
  type PaymentProvider,
  PaymentSignatureError,
} from './providers/provider.ts';
import { type OrderRow, recordPayment } from './service.ts';

/**
 * Money paid online: a payment started with a provider, and the provider's signed notification that
 * it was paid. A notification is taken once (the provider's transaction number is the payment's
 * idempotency key); one that does not fit the order (more than is due, or the order ended meanwhile)
 * records no payment and marks the order abnormal for finance, who refund it through the provider.
 */

/** Starts paying an unpaid order other than the prepaid fee (which moves its manuscript with finance's confirmation). */
export async function startOnlinePayment(provider: PaymentProvider, order: OrderRow, subject: string) {
  if (order.feeType === FeeType.PREPAID || order.payStatus !== OrderPayStatus.UNPAID || dueFen(order) === 0)
    throw errors.notFound();
  return provider.createPayment({ outTradeNo: outTradeNoOf(order), amountFen: dueFen(order), subject });
}

export type NoticeResult = 'paid' | 'duplicate' | 'abnormal';

export async function acceptNotification(
  db: Db,
  providers: Map<string, PaymentProvider>,
  name: string,
  fields: Record<string, string>,
): Promise<NoticeResult> {
  const provider = providers.get(name);
  if (!provider) throw errors.notFound();
  let notice: ReturnType<PaymentProvider['verifyNotification']>;
  try {
    notice = provider.verifyNotification(fields);
  } catch (e) {
    if (e instanceof PaymentSignatureError) throw errors.badSignature();
    throw e;
  }
  const ref = orderOfOutTradeNo(notice.outTradeNo);
  if (!ref) throw errors.notFound();
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, ref.id)).for('update');
    if (!order || order.orderNum !== ref.orderNum) throw errors.notFound();
    const key = `${name}:${notice.tradeNo}`;
    const [seen] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.method, 'online'), eq(payments.idempotencyKey, key)));
    if (seen || (await mismatchMarked(tx, order.id, key))) return 'duplicate';
    const actor = { type: 'author' as const, id: order.authorId };
    const fits =
      order.feeType !== FeeType.PREPAID &&
      order.payStatus === OrderPayStatus.UNPAID &&
      notice.amountFen <= dueFen(order);
    if (!fits) {
      await markMismatch(tx, order, { amountFen: notice.amountFen, ref: key }, actor);
      return 'abnormal';
    }
    await recordPayment(
      tx,
      order,
      {
        method: 'online',
        amountFen: notice.amountFen,
        remitter: notice.payer,
        paidOn: (notice.paidAt || new Date().toISOString()).slice(0, 10),
        voucherNote: `${name} ${notice.tradeNo}`,
        idempotencyKey: key,
        confirmedBy: null,
      },
      actor,
    );
    return 'paid';
  });
}
