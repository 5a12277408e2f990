import type { authorListQuery } from '@jb/contract/schemas/authorManagement';
import { AUTHOR_BLACKLISTED } from '@jb/contract/schemas/authors';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  authorBlacklistEvents,
  authors,
  journals,
  manuscripts,
  orders,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { containsPattern, offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { pressCondition } from '../../platform/tenancy.ts';

type Query = z.infer<typeof authorListQuery>;
const SORT = { createdAt: authors.createdAt, name: authors.name };

const rowColumns = {
  id: authors.id,
  version: authors.version,
  name: authors.name,
  phone: authors.phone,
  email: authors.email,
  unit: authors.unit,
  blacklistType: authors.blacklistType,
  // The outer column spelled out: drizzle writes columns unqualified in a one-table select.
  manuscriptCount: sql<number>`(select count(*)::int from ${manuscripts} where ${manuscripts.authorId} = "authors"."id")`,
  createdAt: authors.createdAt,
};

const shape = ({
  blacklistType,
  createdAt,
  ...r
}: { blacklistType: number; createdAt: Date } & Record<string, unknown>) => ({
  ...r,
  blacklisted: blacklistType === AUTHOR_BLACKLISTED,
  createdAt: createdAt.toISOString(),
});

export async function listAuthors(db: Db, auth: AuthContext, q: Query) {
  const keyword = q.keyword ? containsPattern(q.keyword) : null;
  const where = and(
    pressCondition(auth, authors.pressId),
    keyword
      ? or(
          ilike(authors.name, keyword),
          ilike(authors.phone, keyword),
          ilike(authors.email, keyword),
          ilike(authors.unit, keyword),
        )
      : undefined,
    q.blacklisted === undefined
      ? undefined
      : q.blacklisted === 'true'
        ? eq(authors.blacklistType, AUTHOR_BLACKLISTED)
        : sql`${authors.blacklistType} <> ${AUTHOR_BLACKLISTED}`,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(rowColumns)
      .from(authors)
      .where(where)
      .orderBy(...orderOf(q, SORT[q.sort], authors.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: sql<number>`count(*)::int` }).from(authors).where(where),
  ]);
  return pageOf(
    rows.map((r) => shape(r) as ReturnType<typeof shape> & typeof r),
    count?.n ?? 0,
    q,
  );
}

export async function authorDetail(db: Db, auth: AuthContext, id: number) {
  const [row] = await db
    .select(rowColumns)
    .from(authors)
    .where(and(eq(authors.id, id), pressCondition(auth, authors.pressId)));
  if (!row) throw errors.notFound();
  const [papers, money, history] = await Promise.all([
    db
      .select({
        id: manuscripts.id,
        articleNo: manuscripts.articleNo,
        title: manuscripts.title,
        journalName: journals.name,
        status: manuscripts.status,
        submittedAt: manuscripts.submittedAt,
      })
      .from(manuscripts)
      .innerJoin(journals, eq(journals.id, manuscripts.journalId))
      .where(eq(manuscripts.authorId, id))
      .orderBy(desc(manuscripts.submittedAt))
      .limit(200),
    db
      .select({
        orderNum: orders.orderNum,
        articleNo: manuscripts.articleNo,
        feeType: orders.feeType,
        amountFen: orders.amountFen,
        paidFen: orders.paidFen,
        payStatus: orders.payStatus,
      })
      .from(orders)
      .innerJoin(manuscripts, eq(manuscripts.id, orders.manuscriptId))
      .where(eq(orders.authorId, id))
      .orderBy(desc(orders.id))
      .limit(200),
    db
      .select({
        action: authorBlacklistEvents.action,
        reason: authorBlacklistEvents.reason,
        actorName: users.name,
        createdAt: authorBlacklistEvents.createdAt,
      })
      .from(authorBlacklistEvents)
      .innerJoin(users, eq(users.id, authorBlacklistEvents.actorId))
      .where(eq(authorBlacklistEvents.authorId, id))
      .orderBy(desc(authorBlacklistEvents.id)),
  ]);
  return {
    ...(shape(row) as ReturnType<typeof shape> & typeof row),
    manuscripts: papers.map((p) => ({ ...p, submittedAt: p.submittedAt.toISOString() })),
    orders: money,
    blacklistHistory: history.map((h) => ({
      ...h,
      action: h.action as 'blacklist' | 'lift',
      createdAt: h.createdAt.toISOString(),
    })),
  };
}
