/**
 * An online payment provider behind one interface (ARCHITECTURE "Money"). The built-in ways money
 * arrives (a bank remittance confirmed by finance, an offline receipt at the counter) are recorded by
 * finance on the order screens; an online provider starts a payment, notifies us when it is paid (a
 * notification we verify by its signature, idempotently by its transaction reference), answers a
 * query and sends money back.
 */
export interface PaymentRequest {
  /** Our reference of the payment: the order's id and number (`<id>-<orderNum>`). */
  outTradeNo: string;
  amountFen: number;
  subject: string;
}

/** A verified notification: the provider's transaction, what it says was paid, for which order. */
export interface PaymentNotice {
  tradeNo: string;
  outTradeNo: string;
  amountFen: number;
  payer: string;
  paidAt: string;
}

export interface PaymentProvider {
  /** The provider's name in the notification path (`/sys/pay/notify?provider=<name>`). */
  readonly name: string;
  /** Starts a payment: where the payer goes to pay, and the provider's reference of it. */
  createPayment(request: PaymentRequest): Promise<{ tradeNo: string; payUrl: string }>;
  /** Reads a notification; throws PaymentSignatureError when its signature does not verify. */
  verifyNotification(fields: Record<string, string>): PaymentNotice;
  /** The provider's own view of a payment (for finance's reconciliation). */
  query(tradeNo: string): Promise<{ paid: boolean; amountFen: number }>;
  /** Sends money back on a payment; the provider's refund reference. */
  refund(tradeNo: string, amountFen: number, reason: string): Promise<{ refundNo: string }>;
}

export class PaymentSignatureError extends Error {}

/** `<order id>-<order number>`: unique across presses (order numbers are unique per press). */
export const outTradeNoOf = (o: { id: number; orderNum: string }) => `${o.id}-${o.orderNum}`;

export function orderOfOutTradeNo(outTradeNo: string): { id: number; orderNum: string } | null {
  const m = /^(\d{1,10})-(\d{8,20})$/.exec(outTradeNo);
  return m ? { id: Number(m[1]), orderNum: m[2]! } : null;
}
