import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TrackingCall {
  authorization: string | undefined;
  carrier: string;
  number: string;
}

/**
 * A courier tracking provider on 127.0.0.1, speaking the HTTP adapter's protocol
 * (modules/mailing/tracking.ts): a number ending in 9 is delivered, one starting with FAIL gets a 500,
 * any other is in transit. It keeps every call it answered.
 */
export async function fakeTrackingServer() {
  const calls: TrackingCall[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as { carrier?: string; number?: string };
      const number = body.number ?? '';
      calls.push({ authorization: req.headers.authorization, carrier: body.carrier ?? '', number });
      if (req.method !== 'POST' || req.url !== '/track' || number.startsWith('FAIL')) {
        res.writeHead(500).end('{}');
        return;
      }
      const delivered = number.endsWith('9');
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          state: delivered ? 'delivered' : 'in_transit',
          events: [
            {
              time: '2026-11-20 10:00',
              text: delivered ? '已签收，签收人：本人' : '快件已到达【北京海淀营业部】',
            },
            { time: '2026-11-19 18:00', text: '快件已揽收' },
          ],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
