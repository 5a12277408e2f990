import { RevisionStatus } from '@jb/contract/enums/revision';
import type {
  RevisionDetail,
  RevisionRow,
  RevisionValues,
  revisionListQuery,
} from '@jb/contract/schemas/revisions';
import { eq, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { revisionRequests } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { iso, offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import {
  manuscriptColumns,
  requestCount,
  requesterName,
  requestRows,
  requestScope,
} from '../authorRequests/queries.ts';
import { keywordCondition } from '../manuscripts/staffQueries.ts';
import { staffName } from '../orders/applications.ts';
import { filesNamed } from './files.ts';
import { changedFields, currentValues, fieldRows } from './values.ts';

type Query = z.infer<typeof revisionListQuery>;
const r = revisionRequests;
const SORT = { submittedAt: r.submittedAt, decidedAt: r.decidedAt };

const columns = {
  id: r.id,
  status: r.status,
  reason: r.reason,
  proposed: r.proposed,
  original: r.original,
  fileIds: r.fileIds,
  requestedByName: requesterName(r.requestedByType, r.requestedById),
  submittedAt: r.submittedAt,
  decidedByName: staffName(r.decidedBy),
  decidedAt: r.decidedAt,
  decisionNote: r.decisionNote,
  version: r.version,
  ...manuscriptColumns,
};

/** Submitted applications the person sees (drafts are the author's own): their press, their journals. */
const scoped = (auth: AuthContext, ...more: (SQL | undefined)[]) =>
  requestScope(auth, r, ne(r.status, RevisionStatus.DRAFT), ...more);
const rowsOf = (db: Db, where: SQL | undefined) => requestRows(db, r, columns, where);

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
  const [rows, count] = await Promise.all([
    requestRows(db, r, columns, where, {
      orderBy: orderOf(q, SORT[q.sort], r.id),
      limit: q.pageSize,
      offset: offsetOf(q),
    }),
    requestCount(db, r, where),
  ]);
  return pageOf(
    rows.map((x) => present(auth, x)),
    count,
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
