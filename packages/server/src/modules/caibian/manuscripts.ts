import type { allManuscriptQuery, myManuscriptQuery } from '@jb/contract/schemas/caibianPortal';
import { and, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { journals, manuscripts } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { chinaDaysCondition } from '../../platform/chinaDays.ts';
import { cappedCount, containsPattern, offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { countedTotal } from '../manuscripts/counts.ts';
import { countScope, listManuscripts, manuscriptDetail, visible } from '../manuscripts/staffQueries.ts';
import { myManuscripts } from './scope.ts';

/**
 * 稿件查询: the manuscript list, its filters and columns, over the editor's manuscripts; read only
 * (no row actions), and without the names of the staff who audited or set a manuscript aside (the
 * editor's detail names no other staff either).
 */
export async function listMyManuscripts(db: Db, auth: AuthContext, q: z.infer<typeof myManuscriptQuery>) {
  const page = await listManuscripts(db, auth, q, myManuscripts(auth));
  return { ...page, list: page.list.map((r) => ({ ...r, actions: [], auditUser: null, ingoreName: null })) };
}

type AllQuery = z.infer<typeof allManuscriptQuery>;
const ALL_SORT = { submittedAt: manuscripts.submittedAt, status: manuscripts.status };

/** A word of the title: the character-pair index, confirmed by ILIKE (authors are not searched here). */
function titleCondition(title: string): SQL {
  return and(
    sql`${manuscripts.searchGrams} @> jb_grams(${title})`,
    ilike(manuscripts.title, containsPattern(title)),
  )!;
}

/**
 * 全部稿件: the press's manuscripts of the journals the editor serves (their assigned journals, or
 * every journal of the press without assignments), with title, journal, status and day only.
 */
export async function listAllManuscripts(db: Db, auth: AuthContext, q: AllQuery) {
  const where = and(
    ...visible(auth),
    q.status === undefined ? undefined : eq(manuscripts.status, q.status),
    q.journalId ? eq(manuscripts.journalId, q.journalId) : undefined,
    chinaDaysCondition(manuscripts.submittedAt, q.submittedFrom, q.submittedTo),
    q.title ? titleCondition(q.title) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select({
        id: manuscripts.id,
        title: manuscripts.title,
        journalId: manuscripts.journalId,
        journalName: journals.name,
        status: manuscripts.status,
        submittedAt: manuscripts.submittedAt,
        mine: sql<boolean>`coalesce(${myManuscripts(auth)}, false)`,
      })
      .from(manuscripts)
      .innerJoin(journals, eq(journals.id, manuscripts.journalId))
      .where(where)
      .orderBy(...orderOf(q, ALL_SORT[q.sort], manuscripts.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    q.title
      ? cappedCount(db, manuscripts, where).then((c) => ({ n: c.total, capped: c.capped }))
      : countedTotal(db, {
          scope: countScope(auth),
          status: q.status,
          journalId: q.journalId,
          from: q.submittedFrom,
          to: q.submittedTo,
        }).then((n) => ({ n, capped: false })),
  ]);
  const list = rows.map((r) => ({ ...r, submittedAt: r.submittedAt.toISOString() }));
  return { ...pageOf(list, total.n, q), capped: total.capped };
}

/**
 * 稿件详情 for the editor: one of their manuscripts (another's: 404) without notes, files or
 * vouchers; a staff member is named on the timeline only when it is the editor.
 */
export async function myManuscriptDetail(db: Db, auth: AuthContext, id: number) {
  const detail = await manuscriptDetail(db, auth, id, myManuscripts(auth));
  const events = detail.events.map(({ note: _note, changes: _changes, actorId, ...e }) => ({
    ...e,
    actorName: e.actorType === 'author' || actorId === auth.userId ? e.actorName : '',
  }));
  const orders = detail.orders.map(({ vouchers: _vouchers, ...o }) => o);
  return { ...detail, orders, events };
}
