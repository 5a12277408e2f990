import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { aesGcmEncrypt, randomToken, sha256Hex } from '../../platform/crypto.ts';
import { SessionStatus } from '../../platform/sessionStore.ts';

/** Where a sign-in came from. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
  /** The AES key the login body came under; the session key is returned under it. */
  bodyKey?: Buffer;
}

/** Whose session: a person's, or an author's at one journal's site (one store, `sessions`). */
export type SessionOwner = { userId: number } | { authorId: number; journalId: number };

/** A new session's secrets: what is stored (hashes, the key) and what the sign-in answers for the wire. */
export interface SessionSecrets {
  tokenHash: string;
  sessionKey: string;
  answer: { token: string; sessionKey: string; sessionKeyEncrypted: boolean; webIp: string };
}

/**
 * A fresh token and 32-byte session key. The answer carries the key under the AES key of the
 * sign-in body (so it never travels in clear), or plain for a plain-body API client.
 */
export function sessionSecrets(client: ClientInfo): SessionSecrets {
  const token = randomToken();
  const key = randomBytes(32);
  return {
    tokenHash: sha256Hex(token),
    sessionKey: key.toString('base64'),
    answer: {
      token,
      sessionKey: client.bodyKey
        ? aesGcmEncrypt(client.bodyKey, key).toString('base64')
        : key.toString('base64'),
      sessionKeyEncrypted: Boolean(client.bodyKey),
      webIp: client.ip,
    },
  };
}

export interface NewSession {
  owner: SessionOwner;
  /** The owner's other active sessions become replaced (their next call answers 90007). */
  replaceOthers: boolean;
  secrets: SessionSecrets;
  client: ClientInfo;
  now: Date;
  /** The sign-in's other writes (its record, the last sign-in), run in the same statement. */
  alongside: SQL[];
}

/**
 * A successful sign-in as one statement (so one round trip, atomic without BEGIN/COMMIT): the
 * owner's active sessions replaced when asked, the new session written, and `alongside`.
 */
export async function openSession(db: Db, s: NewSession): Promise<void> {
  const at = sql`${s.now.toISOString()}::timestamptz`;
  const agent = s.client.userAgent.slice(0, 300);
  const [ownerColumn, ownerId] =
    'userId' in s.owner ? [sql`user_id`, s.owner.userId] : [sql`author_id`, s.owner.authorId];
  const journalId = 'journalId' in s.owner ? s.owner.journalId : null;
  const steps: SQL[] = [];
  if (s.replaceOthers)
    steps.push(sql`update sessions set status = ${SessionStatus.REPLACED}, ended_at = ${at}
      where ${ownerColumn} = ${ownerId} and status = ${SessionStatus.ACTIVE}`);
  steps.push(sql`insert into sessions (${ownerColumn}, journal_id, token_hash, session_key, ip, user_agent, created_at, rotated_at, last_seen_at)
      values (${ownerId}, ${journalId}::int, ${s.secrets.tokenHash}, ${s.secrets.sessionKey}, ${s.client.ip}, ${agent}, ${at}, ${at}, ${at})`);
  steps.push(...s.alongside);
  const ctes = steps.map((step, i) => sql`${sql.raw(`w${i}`)} as (${step})`);
  await db.execute(sql`with ${sql.join(ctes, sql`, `)} select 1`);
}
