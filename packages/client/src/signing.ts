import { HEADER, signaturePlain } from '@jb/contract/wire';

/**
 * The rules of a call's signing headers (contract wire.ts), once, for every client. Each builder
 * names the texts to sign and turns the signatures into headers, so the same rules serve the
 * asynchronous WebCrypto client (web, tests, e2e) and the load generator's synchronous node:crypto
 * path, which must build a request inside autocannon's synchronous hook.
 */

/** What a signed-in call signs with: its token and the address the sign-in answer named. */
export interface SigningSession {
  token: string;
  webIp: string;
}

export interface AnonymousSigning {
  /** RSA-OAEP-encrypt this under the server's public key (base64) for the signature. */
  plain: string;
  headers(rsaSignature: string): Record<string, string>;
}

export interface SessionSigning {
  /** HMAC these two under the session key (base64url). */
  plain: string;
  signText: string;
  headers(plainMac: string, signMac: string): Record<string, string>;
}

export function anonymousSigning(timer: string, random: string): AnonymousSigning {
  return {
    plain: signaturePlain(random, timer),
    headers: (rsaSignature) => ({ [HEADER.timer]: timer, [HEADER.signature]: rsaSignature }),
  };
}

/** `nonce` may be given to replay one on purpose (tests); it is `webIp_timer_random` otherwise. */
export function sessionSigning(
  session: SigningSession,
  timer: string,
  random: string,
  nonce = `${session.webIp}_${timer}_${random}`,
): SessionSigning {
  return {
    plain: signaturePlain(random, timer),
    signText: session.token + nonce,
    headers: (plainMac, signMac) => ({
      [HEADER.timer]: timer,
      [HEADER.signature]: `h1.${random}.${plainMac}`,
      [HEADER.token]: session.token,
      [HEADER.nonce]: nonce,
      [HEADER.sign]: signMac,
    }),
  };
}
