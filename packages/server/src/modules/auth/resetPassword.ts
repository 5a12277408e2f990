import { randomInt } from 'node:crypto';
import { SMS_CODE_MAX_TRIES, SMS_CODE_RESEND_SECONDS, SMS_CODE_TTL_SECONDS } from '@jb/contract/constants';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users, verificationCodes } from '../../db/schema/index.ts';
import { sha256Hex } from '../../platform/crypto.ts';
import { errors } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { SessionStatus } from '../../platform/sessionStore.ts';
import type { SmsSender } from '../../platform/sms.ts';
import { findUserByPhone } from '../people/person.ts';
import type { LoginThrottle } from './throttle.ts';

const codeHash = (phone: string, code: string) => sha256Hex(`${phone}:${code}`);

/**
 * Sends a 6-digit code by SMS (the outbox). An unknown phone gets the same answer and no message,
 * so the call does not tell who has an account. One code per phone per minute.
 */
export async function sendCode(
  db: Db,
  sms: SmsSender,
  phone: string,
  purpose: string,
  now = new Date(),
): Promise<void> {
  const last = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.phone, phone), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const since = last[0] ? (now.getTime() - last[0].createdAt.getTime()) / 1000 : Number.POSITIVE_INFINITY;
  if (since < SMS_CODE_RESEND_SECONDS) throw errors.codeTooOften(Math.ceil(SMS_CODE_RESEND_SECONDS - since));
  const user = await findUserByPhone(db, phone);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await tx.insert(verificationCodes).values({
      phone,
      purpose,
      codeHash: user ? codeHash(phone, code) : 'none',
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
      createdAt: now,
    });
    if (user) {
      const minutes = SMS_CODE_TTL_SECONDS / 60;
      await sms.send(
        tx,
        phone,
        purpose,
        `【期刊管理系统】您的验证码为 ${code}，${minutes} 分钟内有效，请勿泄露。`,
      );
    }
  });
}

/** Checks the newest code of the phone (5 minutes, 5 tries) and sets the new password. */
export async function resetPassword(
  db: Db,
  throttle: LoginThrottle,
  input: { phone: string; code: string; newPassword: string },
  now = new Date(),
): Promise<void> {
  const rows = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.phone, input.phone),
        eq(verificationCodes.purpose, 'resetPwd'),
        isNull(verificationCodes.usedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const row = rows[0];
  if (!row || row.expiresAt < now || row.attempts >= SMS_CODE_MAX_TRIES) throw errors.codeExpired();
  if (row.codeHash !== codeHash(input.phone, input.code)) {
    await db
      .update(verificationCodes)
      .set({ attempts: row.attempts + 1 })
      .where(eq(verificationCodes.id, row.id));
    throw errors.wrongCode(SMS_CODE_MAX_TRIES - row.attempts - 1);
  }
  const user = await findUserByPhone(db, input.phone);
  if (!user) throw errors.codeExpired();
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, row.id));
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await tx
      .update(sessions)
      .set({ status: SessionStatus.ENDED, endedAt: now })
      .where(and(eq(sessions.userId, user.id), eq(sessions.status, SessionStatus.ACTIVE)));
  });
  await throttle.unlockAccount(user.account);
}
