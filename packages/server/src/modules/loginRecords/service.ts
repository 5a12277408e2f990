import type { loginRecordQuery } from '@jb/contract/schemas/loginRecords';
import { and, count, eq, gte, ilike, lte, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { loginRecords, presses, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { containsPattern, offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { pressCondition } from '../../platform/tenancy.ts';

type Query = z.infer<typeof loginRecordQuery>;

const SORTS = { createdAt: loginRecords.createdAt, account: loginRecords.account, ip: loginRecords.ip };

/** Sign-in records in the caller's scope: a press sees its people's records, the platform all. */
function whereOf(auth: AuthContext, q: Omit<Query, 'page' | 'pageSize' | 'order' | 'sort'>) {
  return and(
    pressCondition(auth, loginRecords.pressId),
    q.pressId ? eq(loginRecords.pressId, q.pressId) : undefined,
    q.person
      ? or(
          ilike(loginRecords.account, containsPattern(q.person)),
          ilike(users.name, containsPattern(q.person)),
        )
      : undefined,
    q.ip ? ilike(loginRecords.ip, containsPattern(q.ip)) : undefined,
    q.result ? eq(loginRecords.result, q.result) : undefined,
    q.from ? gte(loginRecords.createdAt, new Date(q.from)) : undefined,
    q.to ? lte(loginRecords.createdAt, new Date(q.to)) : undefined,
  );
}

export async function selectLoginRecords(db: Db, auth: AuthContext, q: Query) {
  const where = whereOf(auth, q);
  const [rows, total] = await Promise.all([
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
    q.person
      ? db
          .select({ n: count() })
          .from(loginRecords)
          .leftJoin(users, eq(users.id, loginRecords.userId))
          .where(where)
      : db.select({ n: count() }).from(loginRecords).where(where),
  ]);
  const list = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return pageOf(list, Number(total[0]?.n ?? 0), q);
}
