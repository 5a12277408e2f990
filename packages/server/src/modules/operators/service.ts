import { ErrorCode } from '@jb/contract/errors';
import type { Lang } from '@jb/contract/i18n';
import type { operatorListQuery, operatorSaveBody, operatorUpdateBody } from '@jb/contract/schemas/operators';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { roles, sessions, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors, refuse } from '../../platform/errors.ts';
import { pageOf } from '../../platform/list.ts';
import { SessionStatus } from '../../platform/sessionStore.ts';
import type { SmsSender } from '../../platform/sms.ts';
import { updateAtVersion } from '../../platform/versioned.ts';
import { createStaffInTx } from '../staff/create.ts';
import { decorate, operatorWhere, selectStaff } from '../staff/queries.ts';

function actions(auth: AuthContext) {
  return (r: { status: number; id: number }) =>
    auth.permissions.has('operation.administration.edit')
      ? ['edit', r.status === 1 ? 'disable' : 'enable']
      : [];
}

export async function listOperators(
  db: Db,
  auth: AuthContext,
  q: z.infer<typeof operatorListQuery>,
  lang: Lang,
) {
  const where = and(
    operatorWhere(),
    q.name ? sql`${users.name} ilike ${`%${q.name}%`}` : undefined,
    q.phone ? sql`${users.phone} ilike ${`%${q.phone}%`}` : undefined,
    q.status === undefined ? undefined : eq(users.status, q.status),
  );
  const { rows, total } = await selectStaff(db, where, q);
  return pageOf(await decorate(db, rows, lang, actions(auth)), total, q);
}

export async function createOperator(db: Db, sms: SmsSender, body: z.infer<typeof operatorSaveBody>) {
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(isNull(roles.pressId), eq(roles.code, 'platform')));
  if (!role) throw errors.notFound();
  return db.transaction((tx) =>
    createStaffInTx(tx, sms, { ...body, pressId: null, adminType: null, roleIds: [role.id], journalIds: [] }),
  );
}

export async function updateOperator(db: Db, body: z.infer<typeof operatorUpdateBody>) {
  await updateAtVersion(
    db,
    users,
    body,
    { name: body.name, phone: body.phone, email: body.email, updatedAt: new Date() },
    operatorWhere(),
  );
}

/** The last active operator cannot be disabled; disabling ends the person's sessions. */
export async function setOperatorStatus(db: Db, id: number, version: number, status: 0 | 1) {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), operatorWhere()));
    if (!current) throw errors.notFound();
    if (status === 0) {
      const others = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(operatorWhere(), eq(users.status, 1), ne(users.id, id)))
        .limit(1);
      if (!others.length) throw refuse(ErrorCode.LAST_ADMIN);
    }
    await updateAtVersion(tx, users, { id, version }, { status, updatedAt: new Date() });
    if (status === 0) {
      await tx
        .update(sessions)
        .set({ status: SessionStatus.ENDED, endedAt: new Date() })
        .where(and(eq(sessions.userId, id), eq(sessions.status, SessionStatus.ACTIVE)));
    }
  });
}
