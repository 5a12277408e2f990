import type { Lang } from '@jb/contract/i18n';
import type { journalUserBody, journalUserQuery } from '@jb/contract/schemas/journalUsers';
import { and, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { journals, roles, userJournals, userRoles, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { containsPattern, offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { pressCondition, requireJournal } from '../../platform/tenancy.ts';

const SORTS = { createdAt: userJournals.createdAt, name: users.name };

/** Who works on which journal, with their roles (journalUser). */
export async function listJournalUsers(
  db: Db,
  auth: AuthContext,
  q: z.infer<typeof journalUserQuery>,
  lang: Lang,
) {
  const where = and(
    pressCondition(auth, journals.pressId),
    q.journalId ? eq(userJournals.journalId, q.journalId) : undefined,
    q.name ? ilike(users.name, containsPattern(q.name)) : undefined,
  );
  const roleName = lang === 'en-US' ? roles.nameEn : roles.name;
  const [rows, total] = await Promise.all([
    db
      .select({
        journalId: journals.id,
        journalName: journals.name,
        userId: users.id,
        account: users.account,
        name: users.name,
        roles: sql<string[]>`coalesce((select array_agg(${roleName} order by ${roles.id}) from ${userRoles}
          join ${roles} on ${roles.id} = ${userRoles.roleId} where ${userRoles.userId} = ${users.id}), '{}')`,
        createdAt: userJournals.createdAt,
      })
      .from(userJournals)
      .innerJoin(journals, eq(journals.id, userJournals.journalId))
      .innerJoin(users, eq(users.id, userJournals.userId))
      .where(where)
      .orderBy(...orderOf(q, SORTS[q.sort], users.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db
      .select({ n: count() })
      .from(userJournals)
      .innerJoin(journals, eq(journals.id, userJournals.journalId))
      .innerJoin(users, eq(users.id, userJournals.userId))
      .where(where),
  ]);
  const canEdit = auth.permissions.has('manage.journalUser.edit');
  const list = rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    actions: canEdit ? ['remove'] : [],
  }));
  return pageOf(list, Number(total[0]?.n ?? 0), q);
}

export async function addJournalUsers(db: Db, auth: AuthContext, body: z.infer<typeof journalUserBody>) {
  const journal = await requireJournal(db, auth, body.journalId);
  const ids = [...new Set(body.userIds)];
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.pressId, journal.pressId)));
  if (found.length !== ids.length) throw errors.field('userIds', 'invalid');
  await db
    .insert(userJournals)
    .values(ids.map((userId) => ({ userId, journalId: journal.id })))
    .onConflictDoNothing();
}

export async function removeJournalUser(db: Db, auth: AuthContext, journalId: number, userId: number) {
  await requireJournal(db, auth, journalId);
  const removed = await db
    .delete(userJournals)
    .where(and(eq(userJournals.journalId, journalId), eq(userJournals.userId, userId)))
    .returning({ userId: userJournals.userId });
  if (!removed.length) throw errors.notFound();
}
