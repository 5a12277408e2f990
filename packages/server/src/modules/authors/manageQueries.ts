import type { authorListQuery } from '@jb/contract/schemas/authorManagement';
import { AUTHOR_BLACKLISTED } from '@jb/contract/schemas/authors';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
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
  registeredBy: authors.registeredBy,
  // The outer column spelled out: drizzle writes columns unqualified in a one-table select.
  manuscriptCount: sql<number>`(select count(*)::int from ${manuscripts} where ${manuscripts.authorId} = "authors"."id")`,
  createdAt: authors.createdAt,
};

/** The buttons a row offers the caller: edit with the edit permission, blacklist or lift with that one. */
function actionsFor(auth: AuthContext, blacklisted: boolean): ('edit' | 'blacklist' | 'lift')[] {
  const out: ('edit' | 'blacklist' | 'lift')[] = [];
  if (auth.permissions.has('operation.authorManagement.edit')) out.push('edit');
  if (auth.permissions.has('operation.authorManagement.blacklist'))
    out.push(blacklisted ? 'lift' : 'blacklist');
  return out;
}

/** A row as the screen reads it: blacklisted as a flag, the time as ISO, the caller's actions. */
function shape<R extends { blacklistType: number; createdAt: Date }>(auth: AuthContext, row: R) {
  const { blacklistType, createdAt, ...rest } = row;
  const blacklisted = blacklistType === AUTHOR_BLACKLISTED;
  return { ...rest, blacklisted, createdAt: createdAt.toISOString(), actions: actionsFor(auth, blacklisted) };
}

/** The press's authors; `extra` narrows them (an acquisition editor's own, modules/caibian/scope.ts). */
export async function listAuthors(db: Db, auth: AuthContext, q: Query, extra?: SQL) {
  const keyword = q.keyword ? containsPattern(q.keyword) : null;
  const where = and(
    pressCondition(auth, authors.pressId),
    extra,
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
    rows.map((r) => shape(auth, r)),
    count?.n ?? 0,
    q,
  );
}

/**
 * One author with their manuscripts and orders; `scope` narrows the author (else 404) and the
 * manuscripts shown, with their orders (an acquisition editor's own, modules/caibian/scope.ts).
 */
export async function authorDetail(
  db: Db,
  auth: AuthContext,
  id: number,
  scope?: { author: SQL; manuscripts: SQL },
) {
  const [row] = await db
    .select(rowColumns)
    .from(authors)
    .where(and(eq(authors.id, id), pressCondition(auth, authors.pressId), scope?.author));
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
      .where(and(eq(manuscripts.authorId, id), scope?.manuscripts))
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
      .where(and(eq(orders.authorId, id), scope?.manuscripts))
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
    ...shape(auth, row),
    manuscripts: papers.map((p) => ({ ...p, submittedAt: p.submittedAt.toISOString() })),
    orders: money,
    blacklistHistory: history.map((h) => ({
      ...h,
      action: h.action as 'blacklist' | 'lift',
      createdAt: h.createdAt.toISOString(),
    })),
  };
}
