import type { staffSaveBody, staffUpdateBody } from '@jb/contract/schemas/staff';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { sessions, userJournals, userRoles, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { initialPassword } from '../../platform/initialPassword.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { SessionStatus } from '../../platform/sessionStore.ts';
import type { SmsSender } from '../../platform/sms.ts';
import { ownPress } from '../../platform/tenancy.ts';
import { updateAtVersion } from '../../platform/versioned.ts';
import { createStaffInTx } from './create.ts';
import type { StaffBase } from './queries.ts';
import { assertNotLastAdmin, assertRolesAndJournals, staffInScope } from './rules.ts';

export function staffActions(auth: AuthContext) {
  return (row: StaffBase): string[] => {
    const acts: string[] = [];
    const p = auth.permissions;
    if (p.has('organizationalManagement.userManagement.edit')) acts.push('edit');
    if (p.has('organizationalManagement.userManagement.disable'))
      acts.push(row.status === 1 ? 'disable' : 'enable');
    if (p.has('organizationalManagement.userManagement.resetPwd') && row.status === 1) acts.push('resetPwd');
    return acts;
  };
}

export async function createStaff(
  db: Db,
  sms: SmsSender,
  auth: AuthContext,
  body: z.infer<typeof staffSaveBody>,
) {
  const pressId = ownPress(auth, body.pressId);
  return db.transaction(async (tx) => {
    await assertRolesAndJournals(tx, pressId, body.roleIds, body.journalIds);
    return createStaffInTx(tx, sms, { ...body, pressId });
  });
}

async function endSessionsOf(tx: Parameters<Parameters<Db['transaction']>[0]>[0], userId: number) {
  await tx
    .update(sessions)
    .set({ status: SessionStatus.ENDED, endedAt: new Date() })
    .where(and(eq(sessions.userId, userId), eq(sessions.status, SessionStatus.ACTIVE)));
}

export async function updateStaff(db: Db, auth: AuthContext, body: z.infer<typeof staffUpdateBody>) {
  await db.transaction(async (tx) => {
    const current = await staffInScope(tx, auth, body.id);
    const pressId = current.pressId!;
    await assertRolesAndJournals(tx, pressId, body.roleIds, body.journalIds);
    await assertNotLastAdmin(tx, pressId, body.id, { active: current.status === 1, roleIds: body.roleIds });
    await updateAtVersion(tx, users, body, {
      name: body.name,
      phone: body.phone,
      email: body.email,
      adminType: body.adminType,
      updatedAt: new Date(),
    });
    await tx.delete(userRoles).where(eq(userRoles.userId, body.id));
    await tx
      .insert(userRoles)
      .values([...new Set(body.roleIds)].map((roleId) => ({ userId: body.id, roleId })));
    await tx.delete(userJournals).where(eq(userJournals.userId, body.id));
    const journalIds = [...new Set(body.journalIds)];
    if (journalIds.length)
      await tx.insert(userJournals).values(journalIds.map((journalId) => ({ userId: body.id, journalId })));
  });
}

/** Disabling ends the person's sessions at once. */
export async function setStaffStatus(db: Db, auth: AuthContext, id: number, version: number, status: 0 | 1) {
  await db.transaction(async (tx) => {
    const current = await staffInScope(tx, auth, id);
    if (status === 0) {
      const roleIds = (
        await tx.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, id))
      ).map((r) => r.id);
      await assertNotLastAdmin(tx, current.pressId!, id, { active: false, roleIds });
    }
    await updateAtVersion(tx, users, { id, version }, { status, updatedAt: new Date() });
    if (status === 0) await endSessionsOf(tx, id);
  });
}

/** A new temporary password goes to the person's phone by SMS; their sessions end. */
export async function resetStaffPassword(db: Db, sms: SmsSender, auth: AuthContext, id: number) {
  const password = initialPassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const current = await staffInScope(tx, auth, id);
    if (current.status !== 1) throw errors.notFound();
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    await endSessionsOf(tx, id);
    await sms.send(
      tx,
      current.phone,
      'resetPwd',
      `【期刊管理系统】您的账号 ${current.account} 密码已被管理员重置，临时密码 ${password}，请登录后尽快修改。`,
    );
  });
}
