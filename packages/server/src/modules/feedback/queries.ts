import { FeedbackStatus } from '@jb/contract/enums/feedback';
import type { feedbackListQuery } from '@jb/contract/schemas/feedback';
import { and, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authors, feedback, presses, storedFiles, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { containsPattern, iso, offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { pressCondition } from '../../platform/tenancy.ts';

type Query = z.infer<typeof feedbackListQuery>;
type Action = 'reply' | 'close';

const SORT = { createdAt: feedback.createdAt, status: feedback.status, type: feedback.type };
const EXCERPT = 80;
const replier = alias(users, 'replier');

const rowColumns = {
  id: feedback.id,
  version: feedback.version,
  type: feedback.type,
  status: feedback.status,
  senderKind: feedback.senderKind,
  senderName: sql<string>`coalesce(${users.name}, ${authors.name}, '')`,
  senderPhone: sql<string>`coalesce(${users.phone}, ${authors.phone}, '')`,
  pressName: presses.name,
  content: feedback.content,
  fileId: feedback.fileId,
  createdAt: feedback.createdAt,
  repliedAt: feedback.repliedAt,
};

/** Feedback with its sender (staff or author) and press, as every read sees it. */
function fromFeedback(db: Db) {
  return db
    .select(rowColumns)
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.senderUserId))
    .leftJoin(authors, eq(authors.id, feedback.senderAuthorId))
    .leftJoin(presses, eq(presses.id, feedback.pressId));
}

/** Reply while open; close while not closed; both need the reply permission. */
function actionsFor(auth: AuthContext, status: number): Action[] {
  if (!auth.permissions.has('manage.userFeel.reply')) return [];
  if (status === FeedbackStatus.OPEN) return ['reply', 'close'];
  if (status === FeedbackStatus.REPLIED) return ['close'];
  return [];
}

type Row = Awaited<ReturnType<ReturnType<typeof fromFeedback>['execute']>>[number];

function shape(auth: AuthContext, r: Row) {
  const { content, fileId, createdAt, repliedAt, senderKind, ...rest } = r;
  const line = content.replace(/\s+/g, ' ');
  return {
    ...rest,
    senderKind: senderKind as 'staff' | 'author',
    excerpt: line.length > EXCERPT ? `${line.slice(0, EXCERPT)}…` : line,
    hasFile: fileId !== null,
    createdAt: createdAt.toISOString(),
    repliedAt: iso(repliedAt),
    actions: actionsFor(auth, r.status),
  };
}

export async function listFeedback(db: Db, auth: AuthContext, q: Query) {
  const keyword = q.keyword ? containsPattern(q.keyword) : null;
  const where = and(
    pressCondition(auth, feedback.pressId),
    auth.platform && q.pressId ? eq(feedback.pressId, q.pressId) : undefined,
    q.status ? eq(feedback.status, q.status) : undefined,
    q.type ? eq(feedback.type, q.type) : undefined,
    q.senderKind ? eq(feedback.senderKind, q.senderKind) : undefined,
    q.from ? gte(feedback.createdAt, new Date(q.from)) : undefined,
    q.to ? lte(feedback.createdAt, new Date(q.to)) : undefined,
    keyword
      ? or(
          ilike(feedback.content, keyword),
          ilike(feedback.reply, keyword),
          ilike(users.name, keyword),
          ilike(users.phone, keyword),
          ilike(authors.name, keyword),
          ilike(authors.phone, keyword),
        )
      : undefined,
  );
  const [rows, [count]] = await Promise.all([
    fromFeedback(db)
      .where(where)
      .orderBy(...orderOf(q, SORT[q.sort], feedback.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(feedback)
      .leftJoin(users, eq(users.id, feedback.senderUserId))
      .leftJoin(authors, eq(authors.id, feedback.senderAuthorId))
      .where(where),
  ]);
  return pageOf(
    rows.map((r) => shape(auth, r)),
    count?.n ?? 0,
    q,
  );
}

export async function feedbackDetail(db: Db, auth: AuthContext, id: number) {
  const [row] = await db
    .select({
      base: rowColumns,
      reply: feedback.reply,
      repliedByName: replier.name,
      closedAt: feedback.closedAt,
      file: { name: storedFiles.name, sizeBytes: storedFiles.sizeBytes, type: storedFiles.type },
    })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.senderUserId))
    .leftJoin(authors, eq(authors.id, feedback.senderAuthorId))
    .leftJoin(presses, eq(presses.id, feedback.pressId))
    .leftJoin(replier, eq(replier.id, feedback.repliedBy))
    .leftJoin(storedFiles, eq(storedFiles.id, feedback.fileId))
    .where(and(eq(feedback.id, id), pressCondition(auth, feedback.pressId)));
  if (!row) throw errors.notFound();
  return {
    ...shape(auth, row.base),
    content: row.base.content,
    file: row.base.fileId === null ? null : row.file,
    reply: row.reply,
    repliedByName: row.repliedByName,
    closedAt: iso(row.closedAt),
  };
}

/** The stored file sent with a feedback the caller may see, or 404. */
export async function feedbackFile(db: Db, auth: AuthContext, id: number) {
  const [row] = await db
    .select({ file: storedFiles })
    .from(feedback)
    .innerJoin(storedFiles, eq(storedFiles.id, feedback.fileId))
    .where(and(eq(feedback.id, id), pressCondition(auth, feedback.pressId)));
  if (!row) throw errors.notFound();
  return row.file;
}
