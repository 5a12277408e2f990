import { ErrorCode } from '@jb/contract/errors';
import { ALL_PERMISSIONS } from '@jb/contract/permissions';
import type { RoleRow, roleListQuery, roleSaveBody, roleUpdateBody } from '@jb/contract/schemas/roleAdmin';
import { and, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { presses, roles, userRoles, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors, refuse } from '../../platform/errors.ts';
import { containsPattern, offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { ref } from '../../platform/sqlRef.ts';
import { deleteAtVersion, updateAtVersion } from '../../platform/versioned.ts';

const userCount = sql<number>`(select count(*)::int from ${userRoles} where ${ref(userRoles.roleId)} = ${ref(roles.id)})`;
const SORTS = { createdAt: roles.createdAt, name: roles.name, userCount };

/** Press staff see their press's roles; operators see the platform's roles, or one press's. */
function scopeOf(auth: AuthContext, pressId?: number) {
  if (!auth.platform) return eq(roles.pressId, auth.pressId ?? -1);
  return pressId ? eq(roles.pressId, pressId) : isNull(roles.pressId);
}

function actionsFor(auth: AuthContext, r: { isDefault: boolean; userCount: number }) {
  const acts: string[] = [];
  if (auth.permissions.has('organizationalManagement.roleManagement.edit')) acts.push('edit', 'copy');
  if (auth.permissions.has('organizationalManagement.roleManagement.delete') && !r.isDefault)
    acts.push('delete');
  return acts;
}

export async function listRoles(db: Db, auth: AuthContext, q: z.infer<typeof roleListQuery>) {
  const where = and(
    scopeOf(auth, q.pressId),
    q.keyword
      ? or(ilike(roles.name, containsPattern(q.keyword)), ilike(roles.nameEn, containsPattern(q.keyword)))
      : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select({
        id: roles.id,
        code: roles.code,
        name: roles.name,
        nameEn: roles.nameEn,
        isDefault: roles.isDefault,
        pressId: roles.pressId,
        userCount,
        permissions: roles.permissions,
        createdAt: roles.createdAt,
        version: roles.version,
      })
      .from(roles)
      .where(where)
      .orderBy(...orderOf(q, SORTS[q.sort], roles.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(roles).where(where),
  ]);
  const list: RoleRow[] = rows.map((r) => ({
    ...r,
    userCount: Number(r.userCount),
    createdAt: r.createdAt.toISOString(),
    actions: actionsFor(auth, { isDefault: r.isDefault, userCount: Number(r.userCount) }),
  }));
  return pageOf(list, Number(total[0]?.n ?? 0), q);
}

/** What the caller may put in a role: the press's granted set, or everything for the platform. */
export async function grantable(db: Db | Tx, auth: AuthContext): Promise<Set<string>> {
  if (auth.platform) return new Set(ALL_PERMISSIONS);
  const rows = await db
    .select({ permissions: presses.permissions })
    .from(presses)
    .where(eq(presses.id, auth.pressId!));
  return new Set(rows[0]?.permissions ?? []);
}

async function checkPermissions(db: Db | Tx, auth: AuthContext, permissions: string[]): Promise<string[]> {
  const allowed = await grantable(db, auth);
  const bad = permissions.filter((p) => !allowed.has(p));
  if (bad.length) throw refuse(ErrorCode.PERMISSION_NOT_GRANTED, { permissions: bad });
  return [...new Set(permissions)].sort();
}

async function roleInScope(db: Db | Tx, auth: AuthContext, id: number) {
  const rows = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, id), auth.platform ? undefined : eq(roles.pressId, auth.pressId ?? -1)));
  if (!rows[0]) throw errors.notFound();
  return rows[0];
}

/** Adds a role, or a copy of a visible role (its permissions unless others are given). */
export async function createRole(db: Db, auth: AuthContext, body: z.infer<typeof roleSaveBody>) {
  let permissions = body.permissions;
  if (body.copyFromId && !permissions.length)
    permissions = (await roleInScope(db, auth, body.copyFromId)).permissions;
  const checked = await checkPermissions(db, auth, permissions);
  const [row] = await db
    .insert(roles)
    .values({
      pressId: auth.platform ? null : auth.pressId,
      code: `custom-${Date.now().toString(36)}`,
      name: body.name,
      nameEn: body.nameEn || body.name,
      permissions: checked,
    })
    .returning({ id: roles.id });
  return { id: row!.id };
}

export async function updateRole(db: Db, auth: AuthContext, body: z.infer<typeof roleUpdateBody>) {
  await roleInScope(db, auth, body.id);
  const checked = await checkPermissions(db, auth, body.permissions);
  await updateAtVersion(db, roles, body, {
    name: body.name,
    nameEn: body.nameEn || body.name,
    permissions: checked,
  });
}

/** Refused for default roles, and while anyone holds the role (the answer names them). */
export async function deleteRole(db: Db, auth: AuthContext, id: number, version: number) {
  await db.transaction(async (tx) => {
    const role = await roleInScope(tx, auth, id);
    if (role.isDefault) throw refuse(ErrorCode.DEFAULT_ROLE);
    const holders = await tx
      .select({ name: users.name, account: users.account })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(eq(userRoles.roleId, id))
      .orderBy(users.id)
      .limit(20);
    if (holders.length)
      throw refuse(ErrorCode.ROLE_IN_USE, {
        names: holders.map((h) => `${h.name}（${h.account}）`),
      });
    await deleteAtVersion(tx, roles, { id, version });
  });
}
