import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { errors } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { SessionStatus } from '../../platform/sessionStore.ts';
import type { SmsSender } from '../../platform/sms.ts';
import { checkCode, issueCode } from '../../platform/verificationCodes.ts';
import { codeWording } from '../notifications/codeWording.ts';
import { findUserByPhone } from '../people/person.ts';
import type { LoginThrottle } from './throttle.ts';

/**
 * Sends a 6-digit code by SMS (the outbox). An unknown phone gets the same answer and no message,
 * so the call does not tell who has an account. One code per phone per minute.
 */
export async function sendCode(db: Db, sms: SmsSender, phone: string, purpose: string, now = new Date()) {
  const user = await findUserByPhone(db, phone);
  // In the press's wording of the password code (/editorialReview/notify).
  await issueCode(db, sms, phone, purpose, user !== null, now, (tx, code) =>
    codeWording(tx, user?.pressId ?? null, 'passwordCode', { code, recipient: user?.name ?? '' }),
  );
}

/** Checks the newest code of the phone (5 minutes, 5 tries) and sets the new password. */
export async function resetPassword(
  db: Db,
  throttle: LoginThrottle,
  input: { phone: string; code: string; newPassword: string },
  now = new Date(),
): Promise<void> {
  const markUsed = await checkCode(db, input.phone, 'resetPwd', input.code, now);
  const user = await findUserByPhone(db, input.phone);
  if (!user) throw errors.codeExpired();
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await markUsed(tx);
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await tx
      .update(sessions)
      .set({ status: SessionStatus.ENDED, endedAt: now })
      .where(and(eq(sessions.userId, user.id), eq(sessions.status, SessionStatus.ACTIVE)));
  });
  await throttle.unlockAccount(user.account);
}
