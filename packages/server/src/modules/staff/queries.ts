import type { Lang } from '@jb/contract/i18n';
import type { StaffRow, staffListQuery } from '@jb/contract/schemas/staff';
import { and, count, eq, ilike, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { journals, presses, roles, userJournals, userRoles, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { containsPattern, iso, offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { ref } from '../../platform/sqlRef.ts';
import { pressCondition } from '../../platform/tenancy.ts';

type ListQuery = z.infer<typeof staffListQuery>;

const SORTS = {
  createdAt: users.createdAt,
  name: users.name,
  account: users.account,
  lastLoginAt: users.lastLoginAt,
};

/** Staff of presses (not platform operators), in the caller's scope. */
export function staffWhere(
  auth: AuthContext,
  q: Omit<ListQuery, 'page' | 'pageSize' | 'order' | 'sort'>,
): SQL | undefined {
  return and(
    isNotNull(users.pressId),
    pressCondition(auth, users.pressId),
    q.pressId ? eq(users.pressId, q.pressId) : undefined,
    q.name ? ilike(users.name, containsPattern(q.name)) : undefined,
    q.phone ? ilike(users.phone, containsPattern(q.phone)) : undefined,
    q.status === undefined ? undefined : eq(users.status, q.status),
    q.roleId
      ? sql`exists (select 1 from ${userRoles} where ${ref(userRoles.userId)} = ${ref(users.id)} and ${ref(userRoles.roleId)} = ${q.roleId})`
      : undefined,
  );
}

/** Operators: people outside any press. */
export function operatorWhere(): SQL {
  return isNull(users.pressId);
}

export interface StaffBase {
  id: number;
  account: string;
  name: string;
  phone: string;
  email: string;
  adminType: number | null;
  status: number;
  pressId: number | null;
  pressName: string | null;
  lastLoginAt: Date | null;
  createdAt: Date;
  version: number;
}

const baseSelect = {
  id: users.id,
  account: users.account,
  name: users.name,
  phone: users.phone,
  email: users.email,
  adminType: users.adminType,
  status: users.status,
  pressId: users.pressId,
  pressName: presses.name,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  version: users.version,
};

export async function selectStaff(
  db: Db | Tx,
  where: SQL | undefined,
  q: { page: number; pageSize: number; order: 'asc' | 'desc'; sort: keyof typeof SORTS },
): Promise<{ rows: StaffBase[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .select(baseSelect)
      .from(users)
      .leftJoin(presses, eq(presses.id, users.pressId))
      .where(where)
      .orderBy(...orderOf(q, SORTS[q.sort], users.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(total[0]?.n ?? 0) };
}

/** Roles and journals of a page of people, in two queries. */
export async function decorate(
  db: Db | Tx,
  rows: StaffBase[],
  lang: Lang,
  actions: (row: StaffBase) => string[],
): Promise<StaffRow[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const [roleRows, journalRows] = await Promise.all([
    db
      .select({ userId: userRoles.userId, id: roles.id, name: lang === 'en-US' ? roles.nameEn : roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(inArray(userRoles.userId, ids))
      .orderBy(roles.id),
    db
      .select({ userId: userJournals.userId, id: journals.id, name: journals.name })
      .from(userJournals)
      .innerJoin(journals, eq(journals.id, userJournals.journalId))
      .where(inArray(userJournals.userId, ids))
      .orderBy(journals.id),
  ]);
  return rows.map((r) => ({
    ...r,
    lastLoginAt: iso(r.lastLoginAt),
    createdAt: r.createdAt.toISOString(),
    roles: roleRows.filter((x) => x.userId === r.id).map(({ id, name }) => ({ id, name })),
    journals: journalRows.filter((x) => x.userId === r.id).map(({ id, name }) => ({ id, name })),
    actions: actions(r),
  }));
}

export async function listStaffPage(
  db: Db,
  auth: AuthContext,
  q: ListQuery,
  lang: Lang,
  actions: (r: StaffBase) => string[],
) {
  const { rows, total } = await selectStaff(db, staffWhere(auth, q), q);
  return pageOf(await decorate(db, rows, lang, actions), total, q);
}
