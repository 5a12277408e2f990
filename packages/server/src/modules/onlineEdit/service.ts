import { LAYOUT_OPEN_STATUSES, ONLINE_EDIT_PERMISSION } from '@jb/contract/api/onlineEdit';
import { DISPATCH_PERMISSION } from '@jb/contract/productionRows';
import type { onlineEditBody, onlineEditListQuery } from '@jb/contract/schemas/onlineEdit';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  journals,
  manuscriptEvents,
  manuscriptFiles,
  manuscripts,
  typesettingDispatches,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { offsetOf, pageOf } from '../../platform/list.ts';
import { assignedCondition, pressCondition, requireJournal } from '../../platform/tenancy.ts';
import { bylineOf } from '../manuscripts/detailParts.ts';
import { modifyManuscript } from '../manuscripts/modify.ts';
import type { Change } from '../manuscripts/modifyParts.ts';
import { keywordCondition } from '../manuscripts/staffQueries.ts';
import { PROOF_ROLE } from '../typesetting/effects.ts';

/** The metadata corrections of the timeline: on the edit page, online during layout, or a revision application passed. */
const CORRECTIONS = ['modify', 'onlineEdit', 'revisionPass'];

/**
 * What the caller may see: their press and journals; whoever may neither correct nor dispatch (a
 * typesetter) only what was dispatched to them, to see the corrections their next layout must take.
 */
function scopeOf(auth: AuthContext): SQL | undefined {
  const all = auth.permissions.has(ONLINE_EDIT_PERMISSION) || auth.permissions.has(DISPATCH_PERMISSION);
  return and(
    pressCondition(auth, manuscripts.pressId),
    assignedCondition(auth, manuscripts.journalId),
    inArray(manuscripts.status, [...LAYOUT_OPEN_STATUSES]),
    all ? undefined : eq(typesettingDispatches.typesetterId, auth.userId),
  );
}

const typesetter = alias(users, 'typesetter');
const corrector = alias(users, 'corrector');
const lastProofAt = sql<Date | null>`(select max(f.created_at) from ${manuscriptFiles} f
  where f.manuscript_id = ${manuscripts.id} and f.role = ${PROOF_ROLE})`;
const correction = sql`(select e.id from ${manuscriptEvents} e where e.manuscript_id = ${manuscripts.id}
  and e.action in (${sql.join(
    CORRECTIONS.map((a) => sql`${a}`),
    sql`, `,
  )}) order by e.id desc limit 1)`;
/**
 * The next layout has to take the correction: made after the newest proof, or, before the first,
 * after the dispatch (the typesetter may have started from the old details). Before the dispatch
 * the typesetter gets the corrected details with it.
 */
const pending = sql<boolean>`coalesce(${manuscriptEvents.createdAt} > coalesce(${lastProofAt}, ${typesettingDispatches.dispatchedAt}), false)`;

const SORTS = {
  correctedAt: sql`${manuscriptEvents.createdAt}`,
  articleNo: sql`${manuscripts.articleNo}`,
  status: sql`${manuscripts.status}`,
} as const;

/** A page of the manuscripts whose layout can still change, with their newest correction. */
export async function onlineEditList(db: Db, auth: AuthContext, q: z.infer<typeof onlineEditListQuery>) {
  if (q.journalId !== undefined) await requireJournal(db, auth, q.journalId);
  const where = and(
    scopeOf(auth),
    q.journalId === undefined ? undefined : eq(manuscripts.journalId, q.journalId),
    q.keyword ? keywordCondition(q.keyword) : undefined,
    q.pending === undefined ? undefined : q.pending === '1' ? pending : sql`not ${pending}`,
  );
  const dir = q.order === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: manuscripts.id,
        version: manuscripts.version,
        status: manuscripts.status,
        articleNo: manuscripts.articleNo,
        title: manuscripts.title,
        journalName: journals.name,
        typesetterName: typesetter.name,
        lastProofAt,
        correctedAt: manuscriptEvents.createdAt,
        correctedByName: corrector.name,
        pending,
      })
      .from(manuscripts)
      .leftJoin(typesettingDispatches, eq(typesettingDispatches.manuscriptId, manuscripts.id))
      .leftJoin(manuscriptEvents, eq(manuscriptEvents.id, correction))
      .innerJoin(journals, eq(journals.id, manuscripts.journalId))
      .leftJoin(typesetter, eq(typesetter.id, typesettingDispatches.typesetterId))
      .leftJoin(corrector, eq(corrector.id, manuscriptEvents.actorId))
      .where(where)
      .orderBy(sql`${dir(SORTS[q.sort])} nulls last`, dir(manuscripts.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(manuscripts)
      .leftJoin(typesettingDispatches, eq(typesettingDispatches.manuscriptId, manuscripts.id))
      .leftJoin(manuscriptEvents, eq(manuscriptEvents.id, correction))
      .where(where),
  ]);
  const canEdit = auth.permissions.has(ONLINE_EDIT_PERMISSION);
  const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
  const list = rows.map((r) => ({
    ...r,
    lastProofAt: iso(r.lastProofAt),
    correctedAt: iso(r.correctedAt),
    pending: Boolean(r.pending),
    canEdit,
  }));
  return pageOf(list, count?.n ?? 0, q);
}

/** A manuscript in the caller's scope whose layout can still change: its details and corrections. */
export async function onlineEditDetail(db: Db, auth: AuthContext, id: number) {
  const [m] = await db
    .select({
      id: manuscripts.id,
      version: manuscripts.version,
      status: manuscripts.status,
      articleNo: manuscripts.articleNo,
      title: manuscripts.title,
      keywords: manuscripts.keywords,
      abstract: manuscripts.abstract,
    })
    .from(manuscripts)
    .leftJoin(typesettingDispatches, eq(typesettingDispatches.manuscriptId, manuscripts.id))
    .where(and(eq(manuscripts.id, id), scopeOf(auth)));
  if (!m) throw errors.notFound();
  const [authors, corrections] = await Promise.all([
    bylineOf(db, id),
    db
      .select({
        at: manuscriptEvents.createdAt,
        byName: corrector.name,
        action: manuscriptEvents.action,
        note: manuscriptEvents.note,
        changes: manuscriptEvents.changes,
      })
      .from(manuscriptEvents)
      .innerJoin(corrector, eq(corrector.id, manuscriptEvents.actorId))
      .where(
        and(
          eq(manuscriptEvents.manuscriptId, id),
          inArray(manuscriptEvents.action, CORRECTIONS),
          eq(manuscriptEvents.actorType, 'staff'),
        ),
      )
      .orderBy(desc(manuscriptEvents.id))
      .limit(50),
  ]);
  return {
    ...m,
    authors,
    corrections: corrections.map((c) => ({
      ...c,
      at: c.at.toISOString(),
      changes: (c.changes ?? []) as Change[],
    })),
    canEdit: auth.permissions.has(ONLINE_EDIT_PERMISSION),
  };
}

/**
 * A correction of the title, byline, keywords or abstract while the layout can still change: the
 * manuscript's edit (`modifyManuscript`) with the other fields kept, recorded as an online edit.
 */
export async function correctDuringLayout(db: Db, auth: AuthContext, body: z.infer<typeof onlineEditBody>) {
  const [m] = await db
    .select()
    .from(manuscripts)
    .leftJoin(typesettingDispatches, eq(typesettingDispatches.manuscriptId, manuscripts.id))
    .where(and(eq(manuscripts.id, body.id), pressCondition(auth, manuscripts.pressId)));
  if (!m) throw errors.notFound();
  const kept = m.manuscripts;
  const done = await modifyManuscript(
    db,
    auth,
    {
      ...body,
      columnId: kept.columnId,
      subjectId: kept.subjectId,
      natureArticleType: kept.natureArticleType as 0 | 1,
      fundName: kept.fundName,
      fundNumber: kept.fundNumber,
      fundLevel: kept.fundLevel,
    },
    { statuses: LAYOUT_OPEN_STATUSES, action: 'onlineEdit' },
  );
  return { id: done.id, status: kept.status, version: done.version };
}
