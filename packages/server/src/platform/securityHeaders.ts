import type { FastifyInstance } from 'fastify';

/**
 * Headers on every answer (pages, API, downloads). The session lives in localStorage (SPEC §3), so
 * injected script must have nowhere to run: no inline or foreign script ('wasm-unsafe-eval' lets
 * the sign-in's argon2 WebAssembly compile, nothing else). Styles may be inline: Ant Design writes
 * its CSS at run time. Images are the app's own or data URLs (press logos). Nobody may frame the
 * admin (clickjacking), and uploaded files are never sniffed into another type.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** One year, as browsers' preload lists ask. */
const HSTS = 'max-age=31536000; includeSubDomains';

export function registerSecurityHeaders(app: FastifyInstance, opts: { behindTls: boolean }): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-frame-options', 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    // TLS ends at the load balancer in front (TRUST_PROXY): tell browsers to come back only over https.
    if (opts.behindTls) reply.header('strict-transport-security', HSTS);
  });
}
