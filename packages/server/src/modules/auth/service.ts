import type { Lang } from '@jb/contract/i18n';
import { homePath } from '@jb/contract/roles';
import type { LoginBody, LoginResult } from '@jb/contract/schemas/auth';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { loginRecords, sessions, users } from '../../db/schema/index.ts';
import { AppError, errors } from '../../platform/errors.ts';
import type { IpLocator } from '../../platform/ipLocation.ts';
import { decoyStored, hashPassword, needsRehash, proofOf, verifyPassword } from '../../platform/passwords.ts';
import { endSession, SessionStatus } from '../../platform/sessionStore.ts';
import { findUserByAccount, loadPerson, pressStatus } from '../people/person.ts';
import { type ClientInfo, openSession, sessionSecrets } from './openSession.ts';
import type { LoginThrottle } from './throttle.ts';

export interface AuthDeps {
  db: Db;
  config: Config;
  throttle: LoginThrottle;
  locator: IpLocator;
  /** The server's secret for the stand-in salts of unknown accounts. */
  saltSecret: Buffer;
}

type LoginFailure = 'unknownAccount' | 'wrongPassword' | 'accountLocked' | 'ipLocked' | 'disabled';

async function record(
  deps: AuthDeps,
  client: ClientInfo,
  account: string,
  result: LoginFailure | 'success',
  user?: { id: number; pressId: number | null },
) {
  const location = await deps.locator.locate(client.ip);
  await deps.db.insert(loginRecords).values({
    userId: user?.id ?? null,
    pressId: user?.pressId ?? null,
    account: account.slice(0, 64),
    ip: client.ip,
    userAgent: client.userAgent.slice(0, 300),
    location,
    result,
  });
}

/**
 * Signs a person in: throttling, password check, then in one transaction the old sessions are marked
 * replaced (their next call answers 90007), the new session is written, and the sign-in recorded.
 */
export async function login(
  deps: AuthDeps,
  body: LoginBody,
  client: ClientInfo,
  lang: Lang,
): Promise<LoginResult> {
  const { db, throttle } = deps;
  try {
    await throttle.assertAllowed(body.account, client.ip);
  } catch (e) {
    const locked = e instanceof AppError && e.status === 429 ? 'ipLocked' : 'accountLocked';
    await record(deps, client, body.account, locked);
    throw e;
  }
  const user = await findUserByAccount(db, body.account);
  const stored = user?.passwordHash ?? decoyStored(deps.saltSecret, body.account);
  const ok = await verifyPassword(stored, proofOf(body));
  if (!user || !ok) {
    const refusal = await throttle.failure(body.account, client.ip);
    await record(deps, client, body.account, user ? 'wrongPassword' : 'unknownAccount', user ?? undefined);
    throw refusal;
  }
  const press = await pressStatus(db, user.pressId);
  if (user.status !== 1 || (press !== null && press !== 1)) {
    await record(deps, client, body.account, 'disabled', user);
    throw errors.accountDisabled();
  }
  await throttle.recordSuccess(body.account);

  const secrets = sessionSecrets(client);
  const now = new Date();
  const location = await deps.locator.locate(client.ip);
  // Only a sign-in that sent the password itself can store it under today's settings.
  const rehashed =
    body.password !== undefined && needsRehash(user.passwordHash) ? await hashPassword(body.password) : null;
  await openSession(db, {
    owner: { userId: user.id },
    replaceOthers: true,
    secrets,
    client,
    now,
    alongside: staffSignInWrites({ user, client, location, now, rehashed, checkedHash: user.passwordHash }),
  });

  const person = (await loadPerson(db, user.id, lang))!;
  return {
    ...secrets.answer,
    home: homePath(person.adminType),
    idleTimeoutMs: deps.config.IDLE_TIMEOUT_SECONDS * 1000,
    info: {
      perId: person.id,
      account: person.account,
      name: person.name,
      adminType: person.adminType,
      roleNames: person.roleNames,
      pressId: person.pressId,
      pressName: person.pressName,
      platform: person.pressId === null,
    },
  };
}

/**
 * What a staff sign-in writes beside its session: the person's last sign-in (and the password under
 * today's settings, `rehashed`, unless it was changed since it was checked against `checkedHash`)
 * and the sign-in record.
 */
export function staffSignInWrites(s: {
  user: { id: number; pressId: number | null; account: string };
  client: ClientInfo;
  location: string;
  now: Date;
  rehashed: string | null;
  checkedHash: string;
}): SQL[] {
  const at = sql`${s.now.toISOString()}::timestamptz`;
  const newHash = s.rehashed
    ? sql`, password_hash = case when password_hash = ${s.checkedHash} then ${s.rehashed} else password_hash end`
    : sql``;
  return [
    sql`update users set last_login_at = ${at}${newHash} where id = ${s.user.id}`,
    sql`insert into login_records (user_id, press_id, account, ip, user_agent, location, result, created_at)
      values (${s.user.id}, ${s.user.pressId}, ${s.user.account}, ${s.client.ip},
        ${s.client.userAgent.slice(0, 300)}, ${s.location}, 'success', ${at})`,
  ];
}

export async function logout(db: Db, sessionId: number): Promise<void> {
  await endSession(db, sessionId, SessionStatus.LOGGED_OUT);
}

/** Changes one's own password; the other sessions of the person end, this one stays. */
export async function changePassword(
  db: Db,
  userId: number,
  sessionId: number,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const rows = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  const current = rows[0];
  if (!current || !(await verifyPassword(current.passwordHash, { password: oldPassword })))
    throw errors.wrongOldPassword();
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await endOtherSessions(tx, userId, sessionId);
  });
}

async function endOtherSessions(tx: Tx, userId: number, keep: number) {
  await tx
    .update(sessions)
    .set({ status: SessionStatus.ENDED, endedAt: new Date() })
    .where(
      and(eq(sessions.userId, userId), eq(sessions.status, SessionStatus.ACTIVE), ne(sessions.id, keep)),
    );
}
