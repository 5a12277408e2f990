/**
 * What one request's signature check costs on this machine (docs/decisions/0001-session-signature.md):
 * RSA-2048 OAEP-SHA256 private decrypt (the anonymous `signature`, and the `v1` body key of a sign-in)
 * against the HMAC-SHA256 checks of a signed-in call (`h1.` signature and `sign`).
 *
 *   npx tsx bench/crypto.ts [--rsa 2000] [--hmac 200000]
 */
import {
  constants,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { signaturePlain } from '@jb/contract/wire';
import {
  aesGcmDecrypt,
  aesGcmEncrypt,
  hmacBase64Url,
  safeEqual,
} from '../packages/server/src/platform/crypto.ts';
import {
  deriveKey,
  hashPassword,
  parseStored,
  verifyPassword,
} from '../packages/server/src/platform/passwords.ts';
import { machineBusy } from './lib/cpu.ts';
import { writeResult } from './lib/report.ts';

const { values } = parseArgs({
  options: {
    rsa: { type: 'string', default: '2000' },
    hmac: { type: 'string', default: '200000' },
    argon2: { type: 'string', default: '50' },
  },
});
const RSA_N = Number(values.rsa);
const HMAC_N = Number(values.hmac);
const ARGON_N = Number(values.argon2);

interface Measure {
  name: string;
  iterations: number;
  totalMs: number;
  usPerOp: number;
  opsPerSecond: number;
}

function measure(name: string, iterations: number, fn: (i: number) => void): Measure {
  for (let i = 0; i < Math.min(200, iterations); i++) fn(i); // warm up
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) fn(i);
  const totalMs = Number(process.hrtime.bigint() - start) / 1e6;
  const m = {
    name,
    iterations,
    totalMs: round(totalMs),
    usPerOp: round((totalMs * 1000) / iterations),
    opsPerSecond: Math.round(iterations / (totalMs / 1000)),
  };
  console.log(
    `${name.padEnd(52)} ${String(m.usPerOp).padStart(9)} µs/op ${String(m.opsPerSecond).padStart(9)} op/s  (${iterations}×)`,
  );
  return m;
}

async function measureAsync(name: string, iterations: number, fn: () => Promise<unknown>): Promise<Measure> {
  await fn();
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) await fn();
  const totalMs = Number(process.hrtime.bigint() - start) / 1e6;
  const m = {
    name,
    iterations,
    totalMs: round(totalMs),
    usPerOp: round((totalMs * 1000) / iterations),
    opsPerSecond: Math.round(iterations / (totalMs / 1000)),
  };
  console.log(
    `${name.padEnd(52)} ${String(m.usPerOp).padStart(9)} µs/op ${String(m.opsPerSecond).padStart(9)} op/s  (${iterations}×)`,
  );
  return m;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicKey = createPublicKey(privateKey);
const oaep = { padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' } as const;

// Distinct ciphertexts, as in real traffic (every request has a fresh random).
const timer = String(Date.now());
const randoms = Array.from({ length: 256 }, () => randomBytes(16).toString('hex'));
const rsaSignatures = randoms.map((r) =>
  publicEncrypt({ key: publicKey, ...oaep }, Buffer.from(signaturePlain(r, timer))),
);
const sessionKey = randomBytes(32);
const token = randomBytes(32).toString('base64url');
const h1 = randoms.map((r) => ({ random: r, mac: hmacBase64Url(sessionKey, signaturePlain(r, timer)) }));
const nonces = randoms.map((r) => `127.0.0.1_${timer}_${r}`);
const signs = nonces.map((n) => hmacBase64Url(sessionKey, token + n));

// On a shared machine a neighbour's load slows every number here; say how busy it was.
const busyBefore = await machineBusy(1000);
console.log(
  `node ${process.version}, ${os.cpus()[0]?.model} × ${os.cpus().length}, one thread; ` +
    `machine ${busyBefore}% busy before\n`,
);
const results: Measure[] = [];

results.push(
  measure('RSA-2048 OAEP-SHA256 private decrypt (server)', RSA_N, (i) => {
    const plain = privateDecrypt({ key: privateKey, ...oaep }, rsaSignatures[i % 256]!).toString('utf8');
    if (!plain.endsWith(timer)) throw new Error('bad decrypt');
  }),
);
results.push(
  measure('RSA-2048 OAEP-SHA256 public encrypt (client)', RSA_N, () => {
    publicEncrypt({ key: publicKey, ...oaep }, Buffer.from(signaturePlain(randoms[0]!, timer)));
  }),
);
results.push(
  measure('HMAC-SHA256 verify, h1 signature (server)', HMAC_N, (i) => {
    const s = h1[i % 256]!;
    if (!safeEqual(s.mac, hmacBase64Url(sessionKey, signaturePlain(s.random, timer)))) throw new Error('bad');
  }),
);
results.push(
  measure('HMAC-SHA256 verify ×2, h1 signature + sign (server)', HMAC_N, (i) => {
    const s = h1[i % 256]!;
    if (!safeEqual(s.mac, hmacBase64Url(sessionKey, signaturePlain(s.random, timer)))) throw new Error('bad');
    if (!safeEqual(signs[i % 256]!, hmacBase64Url(sessionKey, token + nonces[i % 256]!)))
      throw new Error('bad');
  }),
);
results.push(
  measure('session key from base64 (per request, server)', HMAC_N, () => {
    Buffer.from(sessionKey.toString('base64'), 'base64');
  }),
);
const body = Buffer.from(JSON.stringify({ account: 'bench00001', password: 'Demo@2026' }));
const sealed = aesGcmEncrypt(sessionKey, body);
results.push(
  measure('AES-256-GCM decrypt of a small body', HMAC_N / 4, () => {
    aesGcmDecrypt(sessionKey, sealed.subarray(0, 12), sealed.subarray(12));
  }),
);
const stored = await hashPassword('Demo@2026');
results.push(
  await measureAsync('argon2id verify (sign-in, libuv thread pool)', ARGON_N, () =>
    verifyPassword(stored, { password: 'Demo@2026' }),
  ),
);
const parallel = 4;
results.push(
  await measureAsync(`argon2id verify, ${parallel} at once (per batch)`, Math.ceil(ARGON_N / parallel), () =>
    Promise.all(Array.from({ length: parallel }, () => verifyPassword(stored, { password: 'Demo@2026' }))),
  ),
);
const parsed = parseStored(stored)!;
const key = await deriveKey('Demo@2026', parsed.params);
results.push(
  await measureAsync('password key check, SHA-256 (web sign-in, decision 0004)', HMAC_N, () =>
    verifyPassword(stored, { key }),
  ),
);

const rsa = results[0]!;
const hmac2 = results[3]!;
console.log(
  `\nRSA private decrypt / (two HMAC verifies): ${Math.round(rsa.usPerOp / hmac2.usPerOp)}×; ` +
    `one core saturates at ~${rsa.opsPerSecond} RSA-signed requests/s vs ~${hmac2.opsPerSecond} HMAC-signed.`,
);
const file = writeResult('crypto', {
  node: process.version,
  cpu: os.cpus()[0]?.model,
  cores: os.cpus().length,
  machineBusyBeforePct: busyBefore,
  results,
});
console.log(`written ${file}`);
