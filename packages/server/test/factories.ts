import { defaultPressPermissions } from '@jb/contract/roles';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { platforms, presses, roles, userRoles, users } from '../src/db/schema/index.ts';
import { createDefaultRoles } from '../src/db/seed/demo.ts';
import { hashPassword } from '../src/platform/passwords.ts';

export const TEST_PASSWORD = 'Test@2026pw';
let hashed: Promise<string> | undefined;
const passwordHash = () => {
  hashed ??= hashPassword(TEST_PASSWORD);
  return hashed;
};

let seq = 0;
/** Unique within the run, across worker processes and engines. */
export function unique(prefix: string): string {
  seq += 1;
  return `${prefix}${process.pid.toString(36)}${Date.now().toString(36)}${seq}`;
}

/** A random valid phone (SPEC §5), unique enough per test. */
export function uniquePhone(): string {
  return `1${3 + Math.floor(Math.random() * 7)}${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

async function platformId(db: Db): Promise<number> {
  const rows = await db.select({ id: platforms.id }).from(platforms).limit(1);
  if (rows[0]) return rows[0].id;
  const [p] = await db.insert(platforms).values({ name: 'Test platform' }).returning();
  return p!.id;
}

export interface TestPress {
  id: number;
  roleIds: Map<string, number>;
}

/** A fresh press with its default roles: tenants keep tests apart without truncating tables. */
export async function createPress(db: Db): Promise<TestPress> {
  const [press] = await db
    .insert(presses)
    .values({
      platformId: await platformId(db),
      code: unique('P'),
      name: unique('Press '),
      permissions: defaultPressPermissions(),
    })
    .returning();
  return { id: press!.id, roleIds: await createDefaultRoles(db, press!.id) };
}

export interface TestUser {
  id: number;
  account: string;
  phone: string;
  password: string;
}

export async function createUser(
  db: Db,
  press: TestPress | null,
  opts: { role?: string; adminType?: number | null; permissions?: string[]; phone?: string } = {},
): Promise<TestUser> {
  const account = unique('u');
  const phone = opts.phone ?? uniquePhone();
  const [user] = await db
    .insert(users)
    .values({
      pressId: press?.id ?? null,
      account,
      name: '测试用户',
      phone,
      passwordHash: await passwordHash(),
      adminType: opts.adminType === undefined ? 3 : opts.adminType,
    })
    .returning();
  let roleId: number | undefined;
  if (opts.permissions) {
    const [role] = await db
      .insert(roles)
      .values({
        pressId: press?.id ?? null,
        code: unique('r'),
        name: '测试角色',
        nameEn: 'Test role',
        permissions: opts.permissions,
      })
      .returning();
    roleId = role!.id;
  } else if (press) {
    roleId = press.roleIds.get(opts.role ?? 'reviewer');
  } else {
    const rows = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'platform')).limit(1);
    roleId = rows[0]?.id ?? (await createDefaultRoles(db, null)).get('platform');
  }
  if (roleId) await db.insert(userRoles).values({ userId: user!.id, roleId });
  return { id: user!.id, account, phone, password: TEST_PASSWORD };
}
