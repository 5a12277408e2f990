import type { confirmListQuery } from '@jb/contract/schemas/acceptanceConfirmation';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { acceptanceConfirmations, authors, journals, manuscripts } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { pressCondition } from '../../platform/tenancy.ts';
import { myManuscripts } from '../caibian/scope.ts';
import { keywordCondition } from '../manuscripts/staffQueries.ts';
import { acceptanceFeeDueFen, atConfirmationStep, recordColumns, recordOf } from './queries.ts';

type Query = z.infer<typeof confirmListQuery>;
const c = acceptanceConfirmations;
const SORT = { submittedAt: manuscripts.submittedAt, answeredAt: c.answeredAt };

/**
 * 录用确认's list: the editor's manuscripts at acceptance confirmation, or accepted with the
 * acceptance fee unpaid, with the answer recorded; by journal, keyword and whether one is recorded.
 */
export async function listConfirmations(db: Db, auth: AuthContext, q: Query) {
  const where = and(
    pressCondition(auth, manuscripts.pressId),
    myManuscripts(auth),
    atConfirmationStep,
    q.journalId ? eq(manuscripts.journalId, q.journalId) : undefined,
    q.keyword ? keywordCondition(q.keyword) : undefined,
    q.confirmed === 'yes' ? isNotNull(c.id) : q.confirmed === 'no' ? isNull(c.id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: manuscripts.id,
        articleNo: manuscripts.articleNo,
        title: manuscripts.title,
        journalId: manuscripts.journalId,
        journalName: journals.name,
        authorName: authors.name,
        status: manuscripts.status,
        submittedAt: manuscripts.submittedAt,
        acceptanceFeeDueFen,
        ...recordColumns,
      })
      .from(manuscripts)
      .innerJoin(journals, eq(journals.id, manuscripts.journalId))
      .innerJoin(authors, eq(authors.id, manuscripts.authorId))
      .leftJoin(c, eq(c.manuscriptId, manuscripts.id))
      .where(where)
      .orderBy(...orderOf(q, SORT[q.sort], manuscripts.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(manuscripts).leftJoin(c, eq(c.manuscriptId, manuscripts.id)).where(where),
  ]);
  const list = rows.map((r) => ({
    id: r.id,
    articleNo: r.articleNo,
    title: r.title,
    journalId: r.journalId,
    journalName: r.journalName,
    authorName: r.authorName,
    status: r.status,
    submittedAt: r.submittedAt.toISOString(),
    acceptanceFeeDueFen: r.acceptanceFeeDueFen,
    confirmation: recordOf(r),
  }));
  return pageOf(list, total?.n ?? 0, q);
}
