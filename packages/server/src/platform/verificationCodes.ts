import { randomInt } from 'node:crypto';
import { SMS_CODE_MAX_TRIES, SMS_CODE_RESEND_SECONDS, SMS_CODE_TTL_SECONDS } from '@jb/contract/constants';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { verificationCodes } from '../db/schema/index.ts';
import { sha256Hex } from './crypto.ts';
import { errors } from './errors.ts';
import type { SmsAbout, SmsSender } from './sms.ts';

const codeHash = (phone: string, code: string) => sha256Hex(`${phone}:${code}`);

/** The SMS text of a code (a press's wording); the built-in sentence when not given. */
export type CodeText = (tx: Tx, code: string) => Promise<string>;

const builtInText: CodeText = async (_tx, code) =>
  `【期刊管理系统】您的验证码为 ${code}，${SMS_CODE_TTL_SECONDS / 60} 分钟内有效，请勿泄露。`;

/**
 * Issues a 6-digit code for a phone and purpose (one per minute), sending it by SMS when `deliver`;
 * an undelivered code is recorded all the same, so the answer never tells who has an account.
 */
export async function issueCode(
  db: Db,
  sms: SmsSender,
  phone: string,
  purpose: string,
  deliver: boolean,
  now = new Date(),
  text: CodeText = builtInText,
  about?: SmsAbout,
): Promise<void> {
  const last = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.phone, phone), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const since = last[0] ? (now.getTime() - last[0].createdAt.getTime()) / 1000 : Number.POSITIVE_INFINITY;
  if (since < SMS_CODE_RESEND_SECONDS) throw errors.codeTooOften(Math.ceil(SMS_CODE_RESEND_SECONDS - since));
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await tx.insert(verificationCodes).values({
      phone,
      purpose,
      codeHash: deliver ? codeHash(phone, code) : 'none',
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
      createdAt: now,
    });
    if (deliver) await sms.send(tx, phone, purpose, await text(tx, code), about);
  });
}

/**
 * Checks the newest unused code of a phone and purpose (5 minutes, 5 tries); a wrong code counts a
 * try. Answers a function that marks the code used, to call in the transaction of the change it allows.
 */
export async function checkCode(db: Db, phone: string, purpose: string, code: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.phone, phone),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt < now || row.attempts >= SMS_CODE_MAX_TRIES) throw errors.codeExpired();
  if (row.codeHash !== codeHash(phone, code)) {
    await db
      .update(verificationCodes)
      .set({ attempts: row.attempts + 1 })
      .where(eq(verificationCodes.id, row.id));
    throw errors.wrongCode(SMS_CODE_MAX_TRIES - row.attempts - 1);
  }
  return async (tx: Tx) => {
    await tx.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, row.id));
  };
}
