/**
 * The request contract shared by the web client and the server (SPEC §7, ARCHITECTURE "The wire").
 *
 * Every request carries `timer` (ms since the epoch) and `signature`:
 *  - without a session: base64 RSA-OAEP-SHA256(`random.salt.timer`) under the server's public key;
 *  - with a session: `h1.random.HMAC(sessionKey, random.salt.timer)` (docs/decisions/0001: the same
 *    freshness and origin proof for a few microseconds instead of an RSA private-key operation).
 * With a session it also carries `token`, `nonce` (`webIp_timer_random`) and `sign` =
 * base64url HMAC-SHA256(sessionKey, token + nonce). A nonce is accepted once within the time window.
 * POST/PUT bodies travel as an {@link EncryptedBody}. An author's session (the submission sites) is
 * signed the same way.
 */
export const HEADER = {
  timer: 'timer',
  signature: 'signature',
  token: 'token',
  nonce: 'nonce',
  sign: 'sign',
  authorization: 'authorization',
  lang: 'accept-language',
} as const;

/** The fixed salt of the signature plaintext. */
export const SIGNATURE_SALT = 'tsg-admin-2026';

/** How far a request's `timer` may be from the server's clock. */
export const TIMER_WINDOW_MS = 5 * 60_000;

/**
 * An encrypted body. `v1`: a fresh AES-256-GCM key wrapped with RSA-OAEP-SHA256 (`key`);
 * `s1`: AES-256-GCM under the session key (signed-in calls; no RSA). `iv` 12 bytes, `data` is the
 * ciphertext followed by the 16-byte tag. All base64.
 */
export interface EncryptedBody {
  enc: 'v1' | 's1';
  key?: string;
  iv: string;
  data: string;
}

export function signaturePlain(random: string, timer: string): string {
  return `${random}.${SIGNATURE_SALT}.${timer}`;
}
