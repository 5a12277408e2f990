import { ErrorCode } from '@jb/contract/errors';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { journals, roles, userRoles, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors, refuse } from '../../platform/errors.ts';
import { pressCondition } from '../../platform/tenancy.ts';

/** A person of a press in the caller's scope, or 404. */
export async function staffInScope(tx: Tx, auth: AuthContext, id: number) {
  const rows = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), pressCondition(auth, users.pressId), sql`${users.pressId} is not null`));
  const row = rows[0];
  if (!row) throw errors.notFound();
  return row;
}

/** Every role must be a role of the press; every journal a journal of the press. */
export async function assertRolesAndJournals(
  tx: Tx,
  pressId: number,
  roleIds: number[],
  journalIds: number[],
) {
  const unique = (xs: number[]) => [...new Set(xs)];
  if (roleIds.length) {
    const found = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(inArray(roles.id, unique(roleIds)), eq(roles.pressId, pressId)));
    if (found.length !== unique(roleIds).length) throw errors.field('roleIds', 'invalid');
  }
  if (journalIds.length) {
    const found = await tx
      .select({ id: journals.id })
      .from(journals)
      .where(and(inArray(journals.id, unique(journalIds)), eq(journals.pressId, pressId)));
    if (found.length !== unique(journalIds).length) throw errors.field('journalIds', 'invalid');
  }
}

/** The press administrator role of a press (the default `pressAdmin`). */
async function adminRoleId(tx: Tx, pressId: number): Promise<number | null> {
  const rows = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.pressId, pressId), eq(roles.code, 'pressAdmin'), eq(roles.isDefault, true)));
  return rows[0]?.id ?? null;
}

/**
 * The last active press administrator cannot be disabled or lose the role. Call before the change
 * with what the person will be afterwards.
 */
export async function assertNotLastAdmin(
  tx: Tx,
  pressId: number,
  userId: number,
  after: { active: boolean; roleIds: number[] },
) {
  const adminRole = await adminRoleId(tx, pressId);
  if (adminRole === null) return;
  const isAdminNow = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, adminRole), eq(users.status, 1)));
  if (!isAdminNow.length) return;
  if (after.active && after.roleIds.includes(adminRole)) return;
  const others = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(
        eq(userRoles.roleId, adminRole),
        eq(users.status, 1),
        ne(users.id, userId),
        eq(users.pressId, pressId),
      ),
    )
    .limit(1);
  if (!others.length) throw refuse(ErrorCode.LAST_ADMIN);
}
