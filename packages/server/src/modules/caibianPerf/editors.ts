import { PERF_RULES } from '@jb/contract/schemas/caibianPerf';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { roles, userRoles, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { pressCondition } from '../../platform/tenancy.ts';

/** The acquisition editor's workbench (采编首页): whoever a role gives it is an acquisition editor. */
export const EDITOR_PERMISSION = 'caibian.cbIndex';

/** Whether the user (column) holds a role that makes them an acquisition editor. */
function holdsEditorRole(userId: SQL | typeof users.id): SQL {
  return sql`exists (select 1 from ${userRoles} ur join ${roles} r on r.id = ur.role_id
    where ur.user_id = ${userId} and ${EDITOR_PERMISSION} = any(r.permissions))`;
}

/** The active acquisition editors of the caller's press, by name. */
export function acquisitionEditorsOf(db: Db, auth: AuthContext) {
  return db
    .select({ id: users.id, name: users.name, account: users.account })
    .from(users)
    .where(and(pressCondition(auth, users.pressId), eq(users.status, 1), holdsEditorRole(sql`${users.id}`)))
    .orderBy(asc(users.name), asc(users.id));
}

/**
 * The caller reads only their own figures: an acquisition editor (whatever else they hold), or
 * someone who reaches the figures only through the editor's workbench. Null: the whole press.
 */
export function ownFiguresOnly(auth: AuthContext): number | null {
  if (auth.platform) return null;
  const pressWide =
    auth.permissions.has('finance.caibianPerf') || auth.permissions.has('operation.caibianPerf');
  return auth.permissions.has(EDITOR_PERMISSION) || !pressWide ? auth.userId : null;
}

/** A staff member of the caller's press (another press's: 404). */
export async function requireStaffOfPress(db: Db | Tx, auth: AuthContext, userId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, pressId: users.pressId })
    .from(users)
    .where(and(eq(users.id, userId), pressCondition(auth, users.pressId)));
  if (!row || row.pressId === null) throw errors.notFound();
  return { ...row, pressId: row.pressId };
}

/** An active acquisition editor of the press, with their name; undefined otherwise. */
export async function activeEditor(tx: Db | Tx, pressId: number, userId: number) {
  const [row] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.pressId, pressId),
        eq(users.status, 1),
        holdsEditorRole(sql`${users.id}`),
      ),
    );
  return row;
}

/**
 * A referrer chosen at staff entry: an active acquisition editor of the manuscript's press, or a
 * 400 on `field`. Answers their name (for the manuscript's timeline).
 */
export async function requireReferrer(tx: Db | Tx, pressId: number, userId: number, field: string) {
  const row = await activeEditor(tx, pressId, userId);
  if (!row) throw errors.validation([{ path: field, ...PERF_RULES.notEditor }]);
  return row.name;
}
