import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signFields } from '../src/modules/orders/providers/signedGateway.ts';

/**
 * A local stand-in for an online payment gateway of the signed-form kind (the only mock of a payment
 * provider: no such server exists locally). It answers the adapter's pay, query and refund calls on
 * 127.0.0.1, checking their signatures, and plays the payer: `pay` signs a notification and hands it
 * to `deliver` (the test posts it to the server's notification path), as the real gateway would.
 */
export interface GatewayDouble {
  url: string;
  merchant: string;
  secret: string;
  /** The payer pays a started payment (or `amountFen` of it); the signed notification's fields. */
  notification(tradeNo: string, amountFen?: number): Record<string, string>;
  /** A notification signed with the wrong secret. */
  forged(tradeNo: string): Record<string, string>;
  refunds: { tradeNo: string; amountFen: number }[];
  close(): Promise<void>;
}

export async function startGatewayDouble(
  merchant = 'm-1001',
  secret = 'test-secret-9f2c',
): Promise<GatewayDouble> {
  const started = new Map<string, { outTradeNo: string; amountFen: number; paid: boolean }>();
  const refunds: { tradeNo: string; amountFen: number }[] = [];
  let seq = 0;
  const signed = (fields: Record<string, string>, key = secret) => ({
    ...fields,
    sign: signFields(fields, key),
  });
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, string>;
      const answer = (status: number, fields: Record<string, string>) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(signed(fields)));
      };
      if (body.merchant !== merchant || body.sign !== signFields(body, secret))
        return answer(401, { error: 'sign' });
      const path = req.url ?? '';
      if (path.endsWith('/pay')) {
        const tradeNo = `T${Date.now()}${++seq}`;
        started.set(tradeNo, {
          outTradeNo: body.outTradeNo!,
          amountFen: Number(body.amountFen),
          paid: false,
        });
        return answer(200, { tradeNo, payUrl: `https://pay.example/checkout/${tradeNo}` });
      }
      const payment = started.get(body.tradeNo ?? '');
      if (!payment) return answer(404, { error: 'unknown' });
      if (path.endsWith('/query'))
        return answer(200, {
          status: payment.paid ? 'paid' : 'waiting',
          amountFen: String(payment.amountFen),
        });
      if (path.endsWith('/refund')) {
        refunds.push({ tradeNo: body.tradeNo!, amountFen: Number(body.amountFen) });
        return answer(200, { refundNo: `R${refunds.length}` });
      }
      answer(404, { error: 'path' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fieldsOf = (tradeNo: string, amountFen?: number) => {
    const p = started.get(tradeNo);
    if (!p) throw new Error(`no payment ${tradeNo}`);
    p.paid = true;
    return {
      merchant,
      tradeNo,
      outTradeNo: p.outTradeNo,
      amountFen: String(amountFen ?? p.amountFen),
      payer: '张三',
      paidAt: new Date().toISOString(),
      nonce: crypto.randomUUID(),
    };
  };
  return {
    url: `http://127.0.0.1:${port}/`,
    merchant,
    secret,
    notification: (tradeNo, amountFen) => signed(fieldsOf(tradeNo, amountFen)),
    forged: (tradeNo) => signed(fieldsOf(tradeNo), 'not-the-secret'),
    refunds,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
