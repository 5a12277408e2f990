import { langFromHeader } from '@jb/contract/i18n';
import { permissionsOf } from '@jb/contract/permissions';
import { AUTHOR_BLACKLISTED } from '@jb/contract/schemas/authors';
import { type EncryptedBody, HEADER, signaturePlain, TIMER_WINDOW_MS } from '@jb/contract/wire';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { SessionCache, UnreadCache } from './changeCache.ts';
import { type ChangeFence, SHARED_COUNTER, SHARED_COUNTER_TTL_SECONDS } from './changeFence.ts';
import { aesGcmDecrypt, hmacBase64Url, rsaDecrypt, type ServerKeys, safeEqual, sha256Hex } from './crypto.ts';
import { errors } from './errors.ts';
import type { KvStore } from './kv.ts';
import type { PermissionCache } from './permissionCache.ts';
import {
  endSession,
  findSessionByHash,
  rotateToken,
  type SessionRow,
  SessionStatus,
  TOUCH_EVERY_MS,
  touchSession,
} from './sessionStore.ts';

const ROTATION_GRACE_SECONDS = 60;

export interface WireDeps {
  db: Db;
  permissions: PermissionCache;
  sessions: SessionCache;
  unread: UnreadCache;
  fence: ChangeFence;
  kv: KvStore;
  keys: ServerKeys;
  config: Config;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function changesState(request: FastifyRequest): boolean {
  return request.method !== 'GET' && request.method !== 'HEAD';
}

function checkTimer(request: FastifyRequest, now: number): string {
  const timer = header(request, HEADER.timer);
  if (!timer || !/^\d{10,16}$/.test(timer)) throw errors.badSignature();
  if (Math.abs(now - Number(timer)) > TIMER_WINDOW_MS) throw errors.staleTimer();
  return timer;
}

/**
 * Accepts a signature random or a nonce once. It is kept only while its request could still pass
 * the timer check (its timer + the window), not a fixed 10 minutes.
 */
async function once(kv: KvStore, key: string, timer: string, nowMs: number): Promise<void> {
  const ttlSeconds = Math.max(1, Math.ceil((Number(timer) + TIMER_WINDOW_MS - nowMs) / 1000) + 1);
  if (!(await kv.setIfAbsent(key, ttlSeconds))) throw errors.replayedNonce();
}

/** RSA form: base64 RSA-OAEP(`random.salt.timer`). Returns the random part. */
function verifyRsaSignature(keys: ServerKeys, signature: string, timer: string): string {
  let plain: string;
  try {
    plain = rsaDecrypt(keys, signature).toString('utf8');
  } catch {
    throw errors.badSignature();
  }
  const random = plain.split('.')[0] ?? '';
  if (!random || plain !== signaturePlain(random, timer)) throw errors.badSignature();
  return random;
}

/** Session form: `h1.random.HMAC(sessionKey, random.salt.timer)`. */
function verifyHmacSignature(key: Buffer, signature: string, timer: string): string {
  const [tag, random, mac] = signature.split('.');
  if (tag !== 'h1' || !random || !mac) throw errors.badSignature();
  if (!safeEqual(mac, hmacBase64Url(key, signaturePlain(random, timer)))) throw errors.badSignature();
  return random;
}

/** A cached answer may be used only to let a caller through; every refusal is decided on a fresh read. */
async function resolveSession(
  deps: WireDeps,
  request: FastifyRequest,
  token: string,
  now: Date,
): Promise<SessionRow> {
  const hash = sha256Hex(token);
  // Both shared counters in one round trip: a signed-in call reads its session, and the unread
  // count (the most frequent call) reads its cache, only after learning what changed elsewhere.
  const [access, unread] = await deps.kv.counters([SHARED_COUNTER.access, SHARED_COUNTER.unread]);
  deps.sessions.sync(access ?? 0);
  deps.unread.sync(unread ?? 0);
  const cached = deps.sessions.get(hash, now.getTime());
  if (cached && refusal(deps, cached, now) === null) return cached;
  const ticket = deps.sessions.ticket();
  const row = await findSessionByHash(deps.db, deps.permissions, hash);
  const refused = row ? refusal(deps, row, now) : 'expired';
  if (refused === null && row) {
    deps.sessions.store(hash, row, ticket, now.getTime());
    request.log.debug({ sessionId: row.sessionId }, 'session resolved');
    return row;
  }
  deps.sessions.forget(hash);
  if (refused === 'end' && row) {
    await endSession(deps.db, row.sessionId, SessionStatus.ENDED);
    throw errors.sessionExpired();
  }
  throw refused === 'replaced' ? errors.sessionReplaced() : errors.sessionExpired();
}

/** Why a session may not make this call, or null when it may. */
function refusal(deps: WireDeps, row: SessionRow, now: Date): 'replaced' | 'expired' | 'end' | null {
  if (row.status === SessionStatus.REPLACED) return 'replaced';
  if (row.status !== SessionStatus.ACTIVE) return 'expired';
  if (!row.matchedCurrent && (!row.prevValidUntil || row.prevValidUntil < now)) return 'expired';
  const idle = now.getTime() - row.lastSeenAt.getTime() > deps.config.IDLE_TIMEOUT_SECONDS * 1000;
  const disabled =
    (row.userId !== null && row.userStatus !== 1) || (row.pressStatus !== null && row.pressStatus !== 1);
  return idle || disabled ? 'end' : null;
}

/**
 * The request contract of every API call (SPEC §7): timer, signature, and for signed-in calls the
 * token, nonce and its HMAC; then the route's declared access; then the encrypted body.
 */
export function registerWire(app: FastifyInstance, deps: WireDeps): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('author', null);
  app.decorateRequest('lang', 'zh-CN');
  app.decorateRequest('fenceMark', null);

  app.addHook('onRequest', async (request, reply) => {
    request.lang = langFromHeader(header(request, HEADER.lang));
    const access = request.routeOptions.config.access;
    if (!access) return; // not an API route (web app, docs); API routes without a declaration fail at start.
    if (changesState(request)) request.fenceMark = deps.fence.mark();
    if (request.routeOptions.config.unsigned) return;
    const nowMs = Date.now();
    const timer = checkTimer(request, nowMs);
    const signature = header(request, HEADER.signature);
    if (!signature) throw errors.badSignature();
    const token = header(request, HEADER.token);

    if (access === 'public' && !(token && signature.startsWith('h1.'))) {
      const random = verifyRsaSignature(deps.keys, signature, timer);
      await once(deps.kv, `sig:${random}`, timer, nowMs);
      return;
    }
    if (!token) throw errors.sessionExpired();
    const now = new Date(nowMs);
    const row = await resolveSession(deps, request, token, now);
    const key = Buffer.from(row.sessionKey, 'base64');
    if (signature.startsWith('h1.')) verifyHmacSignature(key, signature, timer);
    else verifyRsaSignature(deps.keys, signature, timer);
    const nonce = header(request, HEADER.nonce);
    const sign = header(request, HEADER.sign);
    if (!nonce || !sign || nonce.length > 200) throw errors.badSignature();
    if (!safeEqual(sign, hmacBase64Url(key, token + nonce))) throw errors.badSignature();
    await once(deps.kv, `n:${row.sessionId}:${nonce}`, timer, nowMs);
    sessionKeys.set(request, key);

    // An author's session serves only author routes, a person's only staff routes: the other
    // kind answers as an unknown token would. A public call takes either and names neither.
    if (access === 'author') {
      if (row.authorId === null || row.journalId === null || row.pressId === null)
        throw errors.sessionExpired();
      request.author = {
        sessionId: row.sessionId,
        authorId: row.authorId,
        pressId: row.pressId,
        journalId: row.journalId,
        blacklisted: row.blacklistType === AUTHOR_BLACKLISTED,
      };
    } else if (row.userId !== null) {
      request.auth = {
        sessionId: row.sessionId,
        userId: row.userId,
        pressId: row.pressId,
        platform: row.pressId === null,
        adminType: row.adminType,
        permissions: new Set(row.permissions),
        sessionKey: key,
        token,
      };
      const needed = permissionsOf(access);
      if (needed.length && !needed.some((p) => request.auth?.permissions.has(p))) throw errors.forbidden();
    } else if (access !== 'public') throw errors.sessionExpired();

    if (row.matchedCurrent && nowMs - row.rotatedAt.getTime() > deps.config.TOKEN_ROTATE_SECONDS * 1000) {
      const fresh = await rotateToken(deps.db, row.sessionId, row.rotatedAt, now, ROTATION_GRACE_SECONDS);
      deps.sessions.clear(); // after the commit: no lookup begun before it may keep the old token as current
      if (fresh) reply.header(HEADER.authorization, fresh);
    } else if (nowMs - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await touchSession(deps.db, row.sessionId, now);
      row.lastSeenAt = now; // the cached answer too: this process touched it
    }
  });

  // A state-changing call that changed what a session is allowed (a role, a person, a press, a
  // sign-out) or an unread count: before its answer leaves, this process forgets what it holds and
  // the shared counter moves, so the caller's next call is read fresh in whichever process it
  // lands. A call that changed neither (the fence says which) leaves every cache as it is.
  app.addHook('onSend', async (request) => {
    if (!request.routeOptions.config.access || !changesState(request)) return;
    const moved = await deps.fence.settle(request.fenceMark);
    if (moved.access) {
      deps.sessions.clear();
      await deps.kv.increment(SHARED_COUNTER.access, SHARED_COUNTER_TTL_SECONDS);
    }
    if (moved.unread) {
      deps.unread.clear();
      await deps.kv.increment(SHARED_COUNTER.unread, SHARED_COUNTER_TTL_SECONDS);
    }
  });

  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || (request.method !== 'POST' && request.method !== 'PUT')) return;
    if (request.routeOptions.config.callback) return; // the provider's plain body, checked by its handler
    request.body = decryptBody(deps, request);
  });
}

/** The key of the session a request was signed with (staff or author): its `s1` body is under it. */
const sessionKeys = new WeakMap<FastifyRequest, Buffer>();

function isEncrypted(body: unknown): body is EncryptedBody {
  return typeof body === 'object' && body !== null && 'enc' in body && 'iv' in body && 'data' in body;
}

function decryptBody(deps: WireDeps, request: FastifyRequest): unknown {
  const body = request.body;
  if (!isEncrypted(body)) {
    if (deps.config.ALLOW_PLAIN_BODY || body === undefined || body === null) return body ?? {};
    throw errors.badBody();
  }
  let plain: Buffer;
  try {
    const iv = Buffer.from(body.iv, 'base64');
    const data = Buffer.from(body.data, 'base64');
    let key: Buffer;
    const sessionKey = sessionKeys.get(request);
    if (body.enc === 's1' && sessionKey) key = sessionKey;
    else if (body.enc === 'v1' && typeof body.key === 'string') key = rsaDecrypt(deps.keys, body.key);
    else throw new Error('unknown envelope');
    plain = aesGcmDecrypt(key, iv, data);
    (request as FastifyRequest & { bodyKey?: Buffer }).bodyKey = key;
  } catch {
    throw errors.badBody();
  }
  try {
    return JSON.parse(plain.toString('utf8'));
  } catch {
    throw errors.malformedJson();
  }
}

/** The AES key the request body travelled under (login answers its session key under it). */
export function bodyKeyOf(request: FastifyRequest): Buffer | undefined {
  return (request as FastifyRequest & { bodyKey?: Buffer }).bodyKey;
}
