import { and, eq, isNull } from 'drizzle-orm';
import { hashPassword } from '../../platform/passwords.ts';
import type { Db } from '../client.ts';
import { platforms, roles, userRoles, users } from '../schema/index.ts';
import { createDefaultRoles } from './demo.ts';

/**
 * A production database starts without demo data. With BOOTSTRAP_ADMIN_PASSWORD set, the first start
 * makes the platform, its operator role and one operator (`BOOTSTRAP_ADMIN_ACCOUNT`, default `admin`),
 * who then creates presses. Does nothing once any operator exists.
 */
export async function bootstrapOperator(
  db: Db,
  account: string,
  password: string,
  phone: string,
): Promise<boolean> {
  const existing = await db.select({ id: users.id }).from(users).where(isNull(users.pressId)).limit(1);
  if (existing.length) return false;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [platform] = await tx.select({ id: platforms.id }).from(platforms).limit(1);
    if (!platform) await tx.insert(platforms).values({ name: '期刊出版云平台' });
    const found = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(isNull(roles.pressId), eq(roles.code, 'platform')));
    const roleId = found[0]?.id ?? (await createDefaultRoles(tx, null)).get('platform')!;
    const [user] = await tx
      .insert(users)
      .values({ pressId: null, account, name: '平台管理员', phone, passwordHash, adminType: null })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ userId: user!.id, roleId });
  });
  return true;
}
