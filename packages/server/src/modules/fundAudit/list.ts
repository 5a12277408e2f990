import { FoundationStatus } from '@jb/contract/enums/manuscript';
import type { FundAuditRow, fundAuditListQuery } from '@jb/contract/schemas/fundAudit';
import { Status } from '@jb/contract/workflow';
import { and, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authors, journals, manuscripts } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { containsPattern, iso, offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { assignedCondition, pressCondition } from '../../platform/tenancy.ts';
import { keywordCondition } from '../manuscripts/staffQueries.ts';

type Query = z.infer<typeof fundAuditListQuery>;
const m = manuscripts;
const SORT = { submittedAt: m.submittedAt, articleNo: m.articleNo };

/** The newest pass or fail of the manuscript's fund, from its timeline (only the page's rows read it). */
const lastDecision = sql<{ action: string; byName: string; at: string; note: string } | null>`(
  select json_build_object('action', e.action, 'byName', coalesce(u.name, ''), 'at', e.created_at,
    'note', coalesce(e.note, ''))
  from manuscript_events e left join users u on e.actor_type = 'staff' and u.id = e.actor_id
  where e.manuscript_id = ${m.id} and e.action in ('passFundAudit', 'failFundAudit')
  order by e.id desc limit 1)`;

export const fundColumns = {
  id: m.id,
  articleNo: m.articleNo,
  title: m.title,
  status: m.status,
  version: m.version,
  journalName: journals.name,
  authorName: authors.name,
  submittedAt: m.submittedAt,
  fundName: m.fundName,
  fundNumber: m.fundNumber,
  fundLevel: m.fundLevel,
  foundationStatus: m.foundationStatus,
  lastDecision,
};

/** Funded manuscripts of the person's press and journals (not the rejected or withdrawn end). */
export function fundScope(auth: AuthContext, ...more: (SQL | undefined)[]) {
  return and(
    pressCondition(auth, m.pressId),
    assignedCondition(auth, m.journalId),
    eq(m.foundationFlag, 1),
    ne(m.status, Status.REJECTED),
    ...more,
  );
}

export const fundRows = (db: Db, where: SQL | undefined) =>
  db
    .select(fundColumns)
    .from(m)
    .innerJoin(journals, eq(journals.id, m.journalId))
    .innerJoin(authors, eq(authors.id, m.authorId))
    .where(where);

type Found = Awaited<ReturnType<typeof fundRows>>[number];

export function presentFund(auth: AuthContext, x: Found): FundAuditRow {
  const open =
    x.foundationStatus === FoundationStatus.PENDING && auth.permissions.has('operation.fundAuditf.decide');
  const last = typeof x.lastDecision === 'string' ? JSON.parse(x.lastDecision) : x.lastDecision;
  return {
    id: x.id,
    articleNo: x.articleNo,
    title: x.title,
    status: x.status,
    version: x.version,
    journalName: x.journalName,
    authorName: x.authorName,
    submittedAt: iso(x.submittedAt)!,
    fundName: x.fundName,
    fundNumber: x.fundNumber,
    fundLevel: x.fundLevel,
    foundationStatus: x.foundationStatus,
    lastDecision: last ? { ...last, at: iso(new Date(last.at))! } : null,
    actions: open ? ['pass', 'fail'] : [],
  };
}

function keywordOf(keyword: string): SQL {
  const pattern = containsPattern(keyword);
  return or(keywordCondition(keyword), ilike(m.fundNumber, pattern), ilike(m.fundName, pattern))!;
}

/** 基金审核's list: by the fund's audit status, journal, level and keyword, paged and sorted. */
export async function listFundAudits(db: Db, auth: AuthContext, q: Query) {
  const where = fundScope(
    auth,
    q.status === undefined ? undefined : eq(m.foundationStatus, q.status),
    q.journalId ? eq(m.journalId, q.journalId) : undefined,
    q.fundLevel ? eq(m.fundLevel, q.fundLevel) : undefined,
    q.keyword ? keywordOf(q.keyword) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    fundRows(db, where)
      .orderBy(...orderOf(q, SORT[q.sort], m.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: sql<number>`count(*)::int` }).from(m).where(where),
  ]);
  return pageOf(
    rows.map((x) => presentFund(auth, x)),
    Number(count?.n ?? 0),
    q,
  );
}
