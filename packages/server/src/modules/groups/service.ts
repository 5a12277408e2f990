import type { groupListQuery, groupSaveBody, groupUpdateBody } from '@jb/contract/schemas/groups';
import { and, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { editorGroupMembers, editorGroups, journals, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { containsPattern, offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { ref } from '../../platform/sqlRef.ts';
import { ownPress, pressCondition } from '../../platform/tenancy.ts';
import { deleteAtVersion, updateAtVersion } from '../../platform/versioned.ts';
import { allPressSubjects } from '../subjects/queries.ts';

const memberCount = sql<number>`(select count(*)::int from ${editorGroupMembers} where ${ref(editorGroupMembers.groupId)} = ${ref(editorGroups.id)})`;
const SORTS = { createdAt: editorGroups.createdAt, name: editorGroups.name };

const rowSelect = {
  id: editorGroups.id,
  pressId: editorGroups.pressId,
  name: editorGroups.name,
  journalId: editorGroups.journalId,
  journalName: journals.name,
  description: editorGroups.description,
  memberCount,
  createdAt: editorGroups.createdAt,
  version: editorGroups.version,
};

function present<T extends { pressId: number; memberCount: number; createdAt: Date }>(
  auth: AuthContext,
  r: T,
) {
  const { pressId: _p, ...rest } = r;
  return {
    ...rest,
    memberCount: Number(r.memberCount),
    createdAt: r.createdAt.toISOString(),
    actions: auth.permissions.has('organizationalManagement.groupsManagement.edit') ? ['edit', 'delete'] : [],
  };
}

export async function listGroups(db: Db, auth: AuthContext, q: z.infer<typeof groupListQuery>) {
  const where = and(
    pressCondition(auth, editorGroups.pressId),
    q.journalId ? eq(editorGroups.journalId, q.journalId) : undefined,
    q.keyword ? ilike(editorGroups.name, containsPattern(q.keyword)) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(rowSelect)
      .from(editorGroups)
      .leftJoin(journals, eq(journals.id, editorGroups.journalId))
      .where(where)
      .orderBy(...orderOf(q, SORTS[q.sort], editorGroups.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(editorGroups).where(where),
  ]);
  return pageOf(
    rows.map((r) => present(auth, r)),
    Number(total[0]?.n ?? 0),
    q,
  );
}

async function groupInScope(db: Db | Tx, auth: AuthContext, id: number) {
  const rows = await db
    .select(rowSelect)
    .from(editorGroups)
    .leftJoin(journals, eq(journals.id, editorGroups.journalId))
    .where(and(eq(editorGroups.id, id), pressCondition(auth, editorGroups.pressId)));
  if (!rows[0]) throw errors.notFound();
  return rows[0];
}

export async function groupDetail(db: Db, auth: AuthContext, id: number) {
  const group = await groupInScope(db, auth, id);
  const members = await db
    .select({
      userId: editorGroupMembers.userId,
      weight: editorGroupMembers.weight,
      cap: editorGroupMembers.cap,
      subjectIds: editorGroupMembers.subjectIds,
      name: users.name,
      account: users.account,
    })
    .from(editorGroupMembers)
    .innerJoin(users, eq(users.id, editorGroupMembers.userId))
    .where(eq(editorGroupMembers.groupId, id))
    .orderBy(users.name);
  return { ...present(auth, group), members };
}

/**
 * Members must be active staff of the group's press, their subjects the press's (its own or the
 * platform's shared ones); the journal a journal of that press.
 */
async function checkMembers(tx: Tx, pressId: number, body: z.infer<typeof groupSaveBody>) {
  if (body.journalId) {
    const j = await tx
      .select({ id: journals.id })
      .from(journals)
      .where(and(eq(journals.id, body.journalId), eq(journals.pressId, pressId)));
    if (!j.length) throw errors.field('journalId', 'invalid');
  }
  const ids = [...new Set(body.members.map((m) => m.userId))];
  if (ids.length !== body.members.length) throw errors.field('members', 'invalid');
  if (ids.length) {
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.pressId, pressId), eq(users.status, 1)));
    if (found.length !== ids.length) throw errors.field('members', 'invalid');
  }
  const subjectIds = [...new Set(body.members.flatMap((m) => m.subjectIds))];
  if (!(await allPressSubjects(tx, pressId, subjectIds))) throw errors.field('members', 'subjects.outside');
}

async function writeMembers(tx: Tx, groupId: number, members: z.infer<typeof groupSaveBody>['members']) {
  await tx.delete(editorGroupMembers).where(eq(editorGroupMembers.groupId, groupId));
  if (members.length)
    await tx
      .insert(editorGroupMembers)
      .values(members.map((m) => ({ groupId, ...m, subjectIds: [...new Set(m.subjectIds)] })));
}

export async function createGroup(
  db: Db,
  auth: AuthContext,
  body: z.infer<typeof groupSaveBody>,
  pressId?: number,
) {
  const owner = ownPress(auth, pressId);
  return db.transaction(async (tx) => {
    await checkMembers(tx, owner, body);
    const [row] = await tx
      .insert(editorGroups)
      .values({ pressId: owner, name: body.name, journalId: body.journalId, description: body.description })
      .returning({ id: editorGroups.id });
    await writeMembers(tx, row!.id, body.members);
    return { id: row!.id };
  });
}

export async function updateGroup(db: Db, auth: AuthContext, body: z.infer<typeof groupUpdateBody>) {
  await db.transaction(async (tx) => {
    const group = await groupInScope(tx, auth, body.id);
    await checkMembers(tx, group.pressId, body);
    const { name, journalId, description } = body;
    await updateAtVersion(tx, editorGroups, body, { name, journalId, description });
    await writeMembers(tx, body.id, body.members);
  });
}

export async function deleteGroup(db: Db, auth: AuthContext, id: number, version: number) {
  await db.transaction(async (tx) => {
    await groupInScope(tx, auth, id);
    await deleteAtVersion(tx, editorGroups, { id, version });
  });
}
