import type { loginRecordQuery } from '@jb/contract/schemas/loginRecords';
import { and, eq, gte, ilike, inArray, like, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { loginRecords, presses, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { cappedCount, containsPattern, offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { pressCondition } from '../../platform/tenancy.ts';

type Query = z.infer<typeof loginRecordQuery>;

const SORTS = { createdAt: loginRecords.createdAt, account: loginRecords.account, ip: loginRecords.ip };

/** Counting stops here: a log of millions shows "10000+" rather than scanning every row. */

/** The people a person filter means: accounts or names containing the text, in the caller's scope. */
async function matchingPeople(db: Db, auth: AuthContext, text: string): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        pressCondition(auth, users.pressId),
        or(ilike(users.account, containsPattern(text)), ilike(users.name, containsPattern(text))),
      ),
    )
    .limit(500);
  return rows.map((r) => r.id);
}

/**
 * Sign-in records in the caller's scope: a press sees its people's records, the platform all. Each
 * filter is served by an index: people by user id (or the exact account typed), addresses by prefix.
 */
async function whereOf(db: Db, auth: AuthContext, q: Omit<Query, 'page' | 'pageSize' | 'order' | 'sort'>) {
  const people = q.person ? await matchingPeople(db, auth, q.person) : [];
  return and(
    pressCondition(auth, loginRecords.pressId),
    q.pressId ? eq(loginRecords.pressId, q.pressId) : undefined,
    q.person
      ? or(
          people.length ? inArray(loginRecords.userId, people) : undefined,
          eq(loginRecords.account, q.person),
        )
      : undefined,
    q.ip ? like(loginRecords.ip, `${q.ip.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    q.result ? eq(loginRecords.result, q.result) : undefined,
    q.from ? gte(loginRecords.createdAt, new Date(q.from)) : undefined,
    q.to ? lte(loginRecords.createdAt, new Date(q.to)) : undefined,
  );
}

export async function selectLoginRecords(db: Db, auth: AuthContext, q: Query) {
  const where = (await whereOf(db, auth, q)) ?? sql`true`;
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: loginRecords.id,
        account: loginRecords.account,
        name: users.name,
        pressName: presses.name,
        ip: loginRecords.ip,
        location: loginRecords.location,
        userAgent: loginRecords.userAgent,
        result: loginRecords.result,
        createdAt: loginRecords.createdAt,
      })
      .from(loginRecords)
      .leftJoin(users, eq(users.id, loginRecords.userId))
      .leftJoin(presses, eq(presses.id, loginRecords.pressId))
      .where(where)
      .orderBy(...orderOf(q, SORTS[q.sort], loginRecords.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    cappedCount(db, loginRecords, where),
  ]);
  const list = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return { ...pageOf(list, counted.total, q), capped: counted.capped };
}
