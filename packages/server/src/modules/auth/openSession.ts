import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { SessionStatus } from '../../platform/sessionStore.ts';

export interface NewSession {
  user: { id: number; pressId: number | null; account: string };
  tokenHash: string;
  sessionKey: string;
  ip: string;
  userAgent: string;
  location: string;
  now: Date;
  /** The password under today's hash settings, when the stored hash is older. */
  rehashed: string | null;
  /** The hash the password was checked against: the new one replaces only that one. */
  checkedHash: string;
}

/**
 * A successful sign-in as one statement (so one round trip, atomic without BEGIN/COMMIT): the
 * person's active sessions become replaced (their next call answers 90007), the new session is
 * written, the person's last sign-in (and a renewed hash) saved, and the sign-in recorded.
 */
export async function openSession(db: Db, s: NewSession): Promise<void> {
  const at = sql`${s.now.toISOString()}::timestamptz`;
  const agent = s.userAgent.slice(0, 300);
  // A password changed or reset since the check keeps its new hash.
  const newHash = s.rehashed
    ? sql`, password_hash = case when password_hash = ${s.checkedHash} then ${s.rehashed} else password_hash end`
    : sql``;
  await db.execute(sql`
    with replaced as (
      update sessions set status = ${SessionStatus.REPLACED}, ended_at = ${at}
      where user_id = ${s.user.id} and status = ${SessionStatus.ACTIVE}
    ), opened as (
      insert into sessions (user_id, token_hash, session_key, ip, user_agent, created_at, rotated_at, last_seen_at)
      values (${s.user.id}, ${s.tokenHash}, ${s.sessionKey}, ${s.ip}, ${agent}, ${at}, ${at}, ${at})
    ), seen as (
      update users set last_login_at = ${at}${newHash} where id = ${s.user.id}
    )
    insert into login_records (user_id, press_id, account, ip, user_agent, location, result, created_at)
    values (${s.user.id}, ${s.user.pressId}, ${s.user.account}, ${s.ip}, ${agent}, ${s.location}, 'success', ${at})`);
}
