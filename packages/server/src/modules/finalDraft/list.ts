import { FINAL_DRAFT_STATUSES, type finalDraftListQuery } from '@jb/contract/schemas/finalDraft';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authors, journals, manuscripts } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { pressCondition } from '../../platform/tenancy.ts';
import { myManuscripts } from '../caibian/scope.ts';
import { keywordCondition } from '../manuscripts/staffQueries.ts';
import { sourceFileOf } from './queries.ts';

/** 上传终稿's list: the editor's accepted manuscripts not yet in layout, each with its final draft. */
export async function listFinalDrafts(db: Db, auth: AuthContext, q: z.infer<typeof finalDraftListQuery>) {
  const where = and(
    pressCondition(auth, manuscripts.pressId),
    myManuscripts(auth),
    inArray(manuscripts.status, [...FINAL_DRAFT_STATUSES]),
    q.journalId ? eq(manuscripts.journalId, q.journalId) : undefined,
    q.keyword ? keywordCondition(q.keyword) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: manuscripts.id,
        articleNo: manuscripts.articleNo,
        title: manuscripts.title,
        journalName: journals.name,
        authorName: authors.name,
        status: manuscripts.status,
        submittedAt: manuscripts.submittedAt,
      })
      .from(manuscripts)
      .innerJoin(journals, eq(journals.id, manuscripts.journalId))
      .innerJoin(authors, eq(authors.id, manuscripts.authorId))
      .where(where)
      .orderBy(...orderOf(q, manuscripts.submittedAt, manuscripts.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(manuscripts).where(where),
  ]);
  const list = await Promise.all(
    rows.map(async (r) => {
      const final = await sourceFileOf(db, r.id, true);
      return {
        ...r,
        submittedAt: r.submittedAt.toISOString(),
        finalDraft: final
          ? {
              name: final.name,
              revision: final.revision,
              uploadedByName: final.uploadedByName,
              uploadedAt: final.uploadedAt,
            }
          : null,
      };
    }),
  );
  return pageOf(list, total?.n ?? 0, q);
}
