import { ErrorCode } from '@jb/contract/errors';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { userJournals, userRoles, users } from '../../db/schema/index.ts';
import { refuse } from '../../platform/errors.ts';
import { initialPassword } from '../../platform/initialPassword.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { SmsSender } from '../../platform/sms.ts';

export interface NewStaff {
  pressId: number | null;
  account: string;
  name: string;
  phone: string;
  /** '' or absent when the person has none (a press's first administrator). */
  email?: string;
  adminType: number | null;
  roleIds: number[];
  journalIds: number[];
}

export async function assertAccountFree(db: Db | Tx, account: string): Promise<void> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.account}) = lower(${account})`);
  if (rows.length) throw refuse(ErrorCode.ACCOUNT_TAKEN);
}

/** Writes a person with roles and journals, and sends the initial password by SMS; inside the caller's transaction. */
export async function createStaffInTx(tx: Tx, sms: SmsSender, input: NewStaff) {
  await assertAccountFree(tx, input.account);
  const password = initialPassword();
  const [user] = await tx
    .insert(users)
    .values({
      pressId: input.pressId,
      account: input.account,
      name: input.name,
      phone: input.phone,
      email: input.email,
      adminType: input.adminType,
      passwordHash: await hashPassword(password),
    })
    .returning({ id: users.id });
  const userId = user!.id;
  if (input.roleIds.length)
    await tx.insert(userRoles).values(input.roleIds.map((roleId) => ({ userId, roleId })));
  if (input.journalIds.length) {
    await tx.insert(userJournals).values(input.journalIds.map((journalId) => ({ userId, journalId })));
  }
  await sms.send(
    tx,
    input.phone,
    'initialPassword',
    `【期刊管理系统】您的账号 ${input.account} 已开通，初始密码 ${password}，请登录后尽快修改。`,
  );
  return { id: userId, initialPassword: password };
}
