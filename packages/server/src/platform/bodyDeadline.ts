import { Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/**
 * Every request's body must keep coming: one silent for `idleMs` while it is being received is
 * ended by closing its connection (a client that promised a body and stalls holds nothing for
 * long). Only the receiving is timed, never the server's own work on a request (an export may take
 * long). Multipart uploads are read by their own stream with its own deadlines
 * (platform/files/receive.ts); the total time any request may take to arrive is Node's
 * `requestTimeout` (app.ts).
 */
export function registerBodyDeadline(app: FastifyInstance, idleMs: number): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.raw.complete || request.headers['content-type']?.startsWith('multipart/')) return payload;
    const timer = setTimeout(() => {
      request.log.info('request body stalled: connection closed');
      request.raw.socket?.destroy();
    }, idleMs);
    const timed = new Transform({
      transform(chunk, _enc, done) {
        timer.refresh();
        done(null, chunk);
      },
      flush(done) {
        clearTimeout(timer);
        done();
      },
    });
    timed.once('close', () => clearTimeout(timer));
    payload.once('error', (e) => timed.destroy(e));
    return payload.pipe(timed);
  });
}
