/**
 * What the bench does before a run, through the one wire client (`@jb/client`): fetch the server's
 * public key, ask an account's salt, sign bench users in. None of it is inside autocannon's hook.
 */
import { KeyObject } from 'node:crypto';
import { callApi } from '@jb/client/call';
import { publicKeySource } from '@jb/client/publicKey';
import { fetchTransport } from '@jb/client/transport';
import { aesDecryptPacked, importRsaPublicKey } from '@jb/client/webCrypto';
import { createWireClient, type WireClient } from '@jb/client/wireClient';
import * as authCalls from '@jb/contract/api/auth';
import { deriveKey } from '../../packages/server/src/platform/passwords.ts';
import { BENCH_PASSWORD } from './config.ts';
import { inParallel } from './parallel.ts';
import type { BenchSession } from './wire.ts';

/** The one unsigned call: the server's RSA public key, as node:crypto's key for the hot path. */
export async function fetchPublicKey(baseUrl: string): Promise<KeyObject> {
  const key = await publicKeySource(fetchTransport(baseUrl))();
  if (!key) throw new Error(`publicKey: no key from ${baseUrl}`);
  return KeyObject.from(key);
}

/** A visitor's client of the server at `baseUrl`, sealing under the key the bench fetched. */
const clients = new Map<string, WireClient>();
function visitorOf(baseUrl: string, publicKey: KeyObject): WireClient {
  const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  const id = `${baseUrl} ${spki}`;
  let client = clients.get(id);
  if (!client) {
    const cryptoKey = importRsaPublicKey(spki);
    client = createWireClient({
      transport: fetchTransport(baseUrl),
      publicKey: () => cryptoKey,
      session: () => null,
    });
    clients.set(id, client);
  }
  return client;
}

export async function login(
  baseUrl: string,
  publicKey: KeyObject,
  account: string,
  password: string,
): Promise<BenchSession> {
  let bodyKey: CryptoKey | undefined;
  const answer = await callApi(
    visitorOf(baseUrl, publicKey),
    authCalls.login,
    { body: { account, password } },
    { onBodyKey: (key) => (bodyKey = key) },
  ).catch((error: Error) => {
    throw new Error(`login ${account}: ${error.message}`);
  });
  // The session key travels under the sign-in body's AES key unless the server runs in plain mode.
  const sessionKey =
    answer.sessionKeyEncrypted && bodyKey
      ? Buffer.from(await aesDecryptPacked(bodyKey, answer.sessionKey))
      : Buffer.from(answer.sessionKey, 'base64');
  return { account, perId: answer.info.perId, token: answer.token, sessionKey, webIp: answer.webIp };
}

/** Signs in many accounts, a few at a time. */
export function loginMany(
  baseUrl: string,
  publicKey: KeyObject,
  accounts: string[],
  password: string,
  parallel = 8,
): Promise<BenchSession[]> {
  return inParallel(accounts, parallel, (account) => login(baseUrl, publicKey, account, password));
}

/** Signs the named demo or bench accounts in (their one password) on the server at `baseUrl`, in order. */
export async function signInAll(baseUrl: string, accounts: string[]): Promise<BenchSession[]> {
  return loginMany(baseUrl, await fetchPublicKey(baseUrl), accounts, BENCH_PASSWORD);
}

/**
 * What the web sign-in does before it signs in: asks for the account's salt and settings and derives
 * the password's key. Keys are kept per salt and settings in `cache` (the bench accounts share one
 * stored password), so a run pays the argon2id once, as each browser pays it once.
 */
export async function passwordKeyOf(
  baseUrl: string,
  publicKey: KeyObject,
  account: string,
  password: string,
  cache: Map<string, Promise<string>>,
): Promise<string> {
  const s = await callApi(visitorOf(baseUrl, publicKey), authCalls.loginSalt, { query: { account } });
  const id = `${s.memoryCost},${s.timeCost},${s.parallelism},${s.salt}`;
  let key = cache.get(id);
  if (!key) {
    key = deriveKey(password, { ...s, salt: Buffer.from(s.salt, 'base64') }).then((k) =>
      k.toString('base64'),
    );
    cache.set(id, key);
  }
  return key;
}
