import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type PaymentNotice,
  type PaymentProvider,
  type PaymentRequest,
  PaymentSignatureError,
} from './provider.ts';

/**
 * An adapter for a payment gateway of the common signed-form kind (as the big Chinese gateways'
 * older APIs): requests and notifications are flat fields signed with HMAC-SHA256 over
 * `k1=v1&k2=v2…` in key order (empty values and `sign` left out), with the merchant's secret.
 * Configured by ONLINE_PAY_URL, ONLINE_PAY_MERCHANT and ONLINE_PAY_SECRET; tested against a local
 * gateway double that signs its callbacks (test/payGateway.ts).
 */
export function signFields(fields: Record<string, string>, secret: string): string {
  const plain = Object.keys(fields)
    .filter((k) => k !== 'sign' && fields[k] !== '' && fields[k] !== undefined)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  return createHmac('sha256', secret).update(plain, 'utf8').digest('hex');
}

function verifySign(fields: Record<string, string>, secret: string): boolean {
  const given = Buffer.from(fields.sign ?? '', 'utf8');
  const expected = Buffer.from(signFields(fields, secret), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface GatewayOptions {
  name: string;
  baseUrl: string;
  merchant: string;
  secret: string;
}

export function signedGateway(opts: GatewayOptions): PaymentProvider {
  const post = async (path: string, body: Record<string, string>) => {
    const fields = { ...body, merchant: opts.merchant, nonce: crypto.randomUUID() };
    const res = await fetch(new URL(path, opts.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...fields, sign: signFields(fields, opts.secret) }),
    });
    const answer = (await res.json()) as Record<string, string>;
    if (!res.ok || !verifySign(answer, opts.secret)) throw new Error(`gateway ${path}: ${res.status}`);
    return answer;
  };
  return {
    name: opts.name,
    async createPayment(r: PaymentRequest) {
      const a = await post('pay', {
        outTradeNo: r.outTradeNo,
        amountFen: String(r.amountFen),
        subject: r.subject,
      });
      return { tradeNo: a.tradeNo!, payUrl: a.payUrl! };
    },
    verifyNotification(fields): PaymentNotice {
      if (fields.merchant !== opts.merchant || !verifySign(fields, opts.secret))
        throw new PaymentSignatureError();
      const amountFen = Number(fields.amountFen);
      if (!fields.tradeNo || !fields.outTradeNo || !Number.isSafeInteger(amountFen) || amountFen <= 0)
        throw new PaymentSignatureError();
      return {
        tradeNo: fields.tradeNo,
        outTradeNo: fields.outTradeNo,
        amountFen,
        payer: fields.payer ?? '',
        paidAt: fields.paidAt ?? '',
      };
    },
    async query(tradeNo) {
      const a = await post('query', { tradeNo });
      return { paid: a.status === 'paid', amountFen: Number(a.amountFen) };
    },
    async refund(tradeNo, amountFen, reason) {
      const a = await post('refund', { tradeNo, amountFen: String(amountFen), reason });
      return { refundNo: a.refundNo! };
    },
  };
}
