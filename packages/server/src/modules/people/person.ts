import type { Lang } from '@jb/contract/i18n';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { presses, roles, userRoles, users } from '../../db/schema/index.ts';

export interface Person {
  id: number;
  account: string;
  name: string;
  phone: string;
  email: string;
  adminType: number | null;
  status: number;
  pressId: number | null;
  pressName: string | null;
  roleNames: string[];
  createdAt: Date;
  lastLoginAt: Date | null;
  version: number;
}

/** One person with press name and role names (in the caller's language). */
export async function loadPerson(db: Db | Tx, userId: number, lang: Lang): Promise<Person | null> {
  const rows = await db
    .select({
      id: users.id,
      account: users.account,
      name: users.name,
      phone: users.phone,
      email: users.email,
      adminType: users.adminType,
      status: users.status,
      pressId: users.pressId,
      pressName: presses.name,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
      version: users.version,
      roleNames: sql<
        string[]
      >`coalesce((select array_agg(${lang === 'en-US' ? roles.nameEn : roles.name} order by ${roles.id})
        from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId} where ${userRoles.userId} = ${users.id}), '{}')`,
    })
    .from(users)
    .leftJoin(presses, eq(presses.id, users.pressId))
    .where(eq(users.id, userId));
  const row = rows[0];
  if (!row) return null;
  return { ...row, roleNames: Array.isArray(row.roleNames) ? row.roleNames : [] };
}

export async function findUserByAccount(db: Db | Tx, account: string) {
  const rows = await db.select().from(users).where(sql`lower(${users.account}) = lower(${account})`).limit(1);
  return rows[0] ?? null;
}

export async function findUserByPhone(db: Db | Tx, phone: string) {
  const rows = await db.select().from(users).where(eq(users.phone, phone)).orderBy(users.id).limit(1);
  return rows[0] ?? null;
}

export async function pressStatus(db: Db | Tx, pressId: number | null): Promise<number | null> {
  if (pressId === null) return null;
  const rows = await db.select({ status: presses.status }).from(presses).where(eq(presses.id, pressId));
  return rows[0]?.status ?? null;
}
