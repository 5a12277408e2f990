import { API_BASE, anonymousHeaders, encryptV1, fetchPublicKey } from '../../bench/lib/wire.ts';

/**
 * What a journal's submission site does for its author, over the real wire (RSA signature and
 * encrypted body, the node client the benchmarks use): a call answers its envelope.
 */
export async function authorSiteCall(baseUrl: string, path: string, body: unknown, token?: string) {
  const publicKey = await fetchPublicKey(baseUrl);
  const res = await fetch(`${baseUrl}${API_BASE}${path}`, {
    method: 'POST',
    headers: {
      ...anonymousHeaders(publicKey),
      'content-type': 'application/json',
      'user-agent': 'Mozilla/5.0 (e2e author site)',
      ...(token ? { 'author-token': token } : {}),
    },
    body: encryptV1(publicKey, body).payload,
  });
  return (await res.json()) as { code: number; data: Record<string, unknown> };
}
