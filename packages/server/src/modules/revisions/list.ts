import { RevisionStatus } from '@jb/contract/enums/revision';
import type {
  RevisionDetail,
  RevisionRow,
  RevisionValues,
  revisionListQuery,
} from '@jb/contract/schemas/revisions';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authors, journals, manuscripts, revisionRequests } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { iso, offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { assignedCondition, pressCondition } from '../../platform/tenancy.ts';
import { keywordCondition } from '../manuscripts/staffQueries.ts';
import { staffName } from '../orders/applications.ts';
import { filesNamed } from './files.ts';
import { changedFields, currentValues, fieldRows } from './values.ts';

type Query = z.infer<typeof revisionListQuery>;
const r = revisionRequests;
const SORT = { submittedAt: r.submittedAt, decidedAt: r.decidedAt };

/** Who applied: the staff member on the author's behalf, or the author. */
const requesterName = sql<string>`coalesce(case when ${r.requestedByType} = 'staff'
  then ${staffName(r.requestedById)} else ${authors.name} end, '')`;

const columns = {
  id: r.id,
  status: r.status,
  reason: r.reason,
  proposed: r.proposed,
  original: r.original,
  fileIds: r.fileIds,
  requestedByName: requesterName,
  submittedAt: r.submittedAt,
  decidedByName: staffName(r.decidedBy),
  decidedAt: r.decidedAt,
  decisionNote: r.decisionNote,
  version: r.version,
  manuscriptId: manuscripts.id,
  articleNo: manuscripts.articleNo,
  title: manuscripts.title,
  manuscriptStatus: manuscripts.status,
  journalName: journals.name,
  authorName: authors.name,
};

/** Submitted applications the person sees (drafts are the author's own): their press, their journals. */
function scoped(auth: AuthContext, ...more: (SQL | undefined)[]) {
  return and(
    pressCondition(auth, r.pressId),
    assignedCondition(auth, r.journalId),
    ne(r.status, RevisionStatus.DRAFT),
    ...more,
  );
}

const rowsOf = (db: Db, where: SQL | undefined) =>
  db
    .select(columns)
    .from(r)
    .innerJoin(manuscripts, eq(manuscripts.id, r.manuscriptId))
    .innerJoin(journals, eq(journals.id, r.journalId))
    .innerJoin(authors, eq(authors.id, manuscripts.authorId))
    .where(where);

const countOf = (db: Db, where: SQL | undefined) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(r)
    .innerJoin(manuscripts, eq(manuscripts.id, r.manuscriptId))
    .innerJoin(authors, eq(authors.id, manuscripts.authorId))
    .where(where);

type Found = Awaited<ReturnType<typeof rowsOf>>[number];

function present(auth: AuthContext, x: Found): RevisionRow {
  const pending =
    x.status === RevisionStatus.PENDING && auth.permissions.has('operation.articleExamine.decide');
  return {
    id: x.id,
    status: x.status,
    reason: x.reason,
    requestedByName: x.requestedByName,
    submittedAt: iso(x.submittedAt),
    decidedByName: x.decidedByName,
    decidedAt: iso(x.decidedAt),
    decisionNote: x.decisionNote,
    version: x.version,
    manuscript: { id: x.manuscriptId, articleNo: x.articleNo, title: x.title, status: x.manuscriptStatus },
    journalName: x.journalName,
    authorName: x.authorName,
    changed: changedFields(x.original as RevisionValues, x.proposed as RevisionValues),
    actions: pending ? ['pass', 'fail'] : [],
  };
}

/** 修改申请's list: by status, journal and keyword, paged and sorted. */
export async function listRevisions(db: Db, auth: AuthContext, q: Query) {
  const where = scoped(
    auth,
    q.status === undefined ? undefined : eq(r.status, q.status),
    q.journalId ? eq(r.journalId, q.journalId) : undefined,
    q.keyword ? keywordCondition(q.keyword) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    rowsOf(db, where)
      .orderBy(...orderOf(q, SORT[q.sort], r.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    countOf(db, where),
  ]);
  return pageOf(
    rows.map((x) => present(auth, x)),
    Number(count?.n ?? 0),
    q,
  );
}

/** One application: every field old beside new, its files, and whether the details moved since. */
export async function revisionDetailOf(db: Db, auth: AuthContext, id: number): Promise<RevisionDetail> {
  const [x] = await rowsOf(db, scoped(auth, eq(r.id, id)));
  if (!x) throw errors.notFound();
  const original = x.original as RevisionValues;
  const [now, names] = await Promise.all([currentValues(db, x.manuscriptId), filesNamed(db, x.fileIds)]);
  return {
    ...present(auth, x),
    fields: fieldRows(original, x.proposed as RevisionValues),
    files: x.fileIds.map((f) => ({ id: f, name: names.get(f) ?? '' })),
    stale: x.status === RevisionStatus.PENDING && changedFields(original, now!).length > 0,
  };
}
