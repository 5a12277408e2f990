/**
 * Two ways of timing signed GET calls as the web makes them: under load (autocannon, N connections,
 * each request signed afresh) and as one person opening a screen (its calls sent together, the
 * time until the last answers).
 */
import autocannon, { type Result } from 'autocannon';
import { API_BASE, type BenchSession, sessionHeaders } from './wire.ts';

/**
 * One scenario under load: `path(i)` for the i-th request, signed as `session` under API_BASE, or
 * (session null) sent bare as it is: the yardstick server's routes.
 */
export async function loadGet(
  url: string,
  session: BenchSession | null,
  path: (i: number) => string,
  connections: number,
  duration: number,
) {
  let next = 0;
  const res = await new Promise<Result>((resolve, reject) =>
    autocannon(
      {
        url,
        connections,
        duration,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) =>
              session
                ? { ...req, path: `${API_BASE}${path(next++)}`, headers: sessionHeaders(session) }
                : { ...req, path: path(next++) },
            onResponse: (_s, _b, _c, headers) => {
              if (session && typeof headers.authorization === 'string') session.token = headers.authorization;
            },
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    ),
  );
  return {
    connections,
    rps: Math.round(res.requests.average),
    p50: res.latency.p50,
    p99: res.latency.p99,
    max: res.latency.max,
    non2xx: res.non2xx,
    errors: res.errors,
  };
}

async function getOnce(url: string, session: BenchSession, path: string) {
  const res = await fetch(`${url}${API_BASE}${path}`, { headers: sessionHeaders(session) });
  const auth = res.headers.get('authorization');
  if (auth) session.token = auth;
  const body = (await res.json()) as { code: number };
  if (res.status !== 200 || body.code !== 200)
    throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
}

/**
 * One person opening a screen `rounds` times: its calls sent together each time; the wall time
 * until all have answered (p50, p99, max in ms).
 */
export async function timeScreen(url: string, session: BenchSession, paths: string[], rounds: number) {
  const ms: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    // Each call signs with a fresh nonce; the token a call rotates is used by the next round.
    await Promise.all(paths.map((p) => getOnce(url, session, p)));
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!);
  return { connections: 1, rounds, p50: at(0.5), p99: at(0.99), max: Math.round(ms.at(-1)!) };
}

/**
 * Waits for the requests a load run left queued in the server and the database to drain (autocannon
 * stops sending, not the server working), so they do not land in the next scenario.
 */
export const settle = (ms = 10_000) => new Promise((resolve) => setTimeout(resolve, ms));
