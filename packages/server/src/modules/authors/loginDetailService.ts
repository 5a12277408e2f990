import { type Lang, pick } from '@jb/contract/i18n';
import {
  AUTHOR_LOGIN_RESULTS,
  type authorLoginExportQuery,
  type authorLoginQuery,
} from '@jb/contract/schemas/authors';
import { and, count, eq, gte, ilike, lte, or } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authorLoginRecords, authors } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { containsPattern, offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { requireJournal } from '../../platform/tenancy.ts';
import { chinaTime, EXPORT_LIMIT, sendXlsx } from '../../platform/xlsx.ts';

type Query = z.infer<typeof authorLoginQuery>;

const SORTS = { createdAt: authorLoginRecords.createdAt, phone: authorLoginRecords.phone };

/** One journal's author sign-ins; the journal must be in the caller's scope (another press's: 404). */
export async function selectAuthorLogins(db: Db, auth: AuthContext, q: Query) {
  await requireJournal(db, auth, q.journalId);
  const person = q.person ? containsPattern(q.person) : null;
  const where = and(
    eq(authorLoginRecords.journalId, q.journalId),
    person ? or(ilike(authorLoginRecords.phone, person), ilike(authors.name, person)) : undefined,
    q.result ? eq(authorLoginRecords.result, q.result) : undefined,
    q.from ? gte(authorLoginRecords.createdAt, new Date(q.from)) : undefined,
    q.to ? lte(authorLoginRecords.createdAt, new Date(q.to)) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select({
        id: authorLoginRecords.id,
        authorId: authorLoginRecords.authorId,
        authorName: authors.name,
        phone: authorLoginRecords.phone,
        ip: authorLoginRecords.ip,
        location: authorLoginRecords.location,
        userAgent: authorLoginRecords.userAgent,
        result: authorLoginRecords.result,
        createdAt: authorLoginRecords.createdAt,
      })
      .from(authorLoginRecords)
      .leftJoin(authors, eq(authors.id, authorLoginRecords.authorId))
      .where(where)
      .orderBy(...orderOf(q, SORTS[q.sort], authorLoginRecords.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db
      .select({ n: count() })
      .from(authorLoginRecords)
      .leftJoin(authors, eq(authors.id, authorLoginRecords.authorId))
      .where(where),
  ]);
  const list = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return pageOf(list, Number(total[0]?.n ?? 0), q);
}

/** The sign-ins of the list's filters as an .xlsx file. */
export async function exportAuthorLogins(
  db: Db,
  auth: AuthContext,
  query: z.output<typeof authorLoginExportQuery>,
  lang: Lang,
  reply: FastifyReply,
) {
  const { list } = await selectAuthorLogins(db, auth, { ...query, page: 1, pageSize: EXPORT_LIMIT });
  const resultLabel = (r: string) =>
    pick(AUTHOR_LOGIN_RESULTS[r as keyof typeof AUTHOR_LOGIN_RESULTS] ?? { zh: r, en: r }, lang);
  return sendXlsx(
    reply,
    lang,
    'author-sign-ins',
    { zh: '作者登录明细', en: 'Author sign-ins' },
    [
      { title: { zh: '时间', en: 'Time' }, width: 20, value: (r) => chinaTime(r.createdAt) },
      { title: { zh: '作者', en: 'Author' }, value: (r) => r.authorName },
      { title: { zh: '手机号', en: 'Phone' }, value: (r) => r.phone },
      { title: { zh: 'IP', en: 'IP' }, value: (r) => r.ip },
      { title: { zh: '地点', en: 'Location' }, value: (r) => r.location },
      { title: { zh: '结果', en: 'Result' }, value: (r) => resultLabel(r.result) },
      { title: { zh: '浏览器', en: 'User agent' }, width: 40, value: (r) => r.userAgent },
    ],
    list,
  );
}
