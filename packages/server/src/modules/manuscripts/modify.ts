import { ErrorCode } from '@jb/contract/errors';
import type { manuscriptUpdateBody } from '@jb/contract/schemas/staffManuscripts';
import type { ManuscriptStatus } from '@jb/contract/workflow';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { journalColumns, manuscriptEvents, manuscripts, subjects, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors, refuse } from '../../platform/errors.ts';
import { requireReferrer } from '../caibianPerf/editors.ts';
import { referOrders } from '../orders/referrer.ts';
import { moveCount } from './counts.ts';
import { type Change, fundEdit, replaceByline } from './modifyParts.ts';
import { visible } from './staffQueries.ts';
import { checkSubject } from './submissionParts.ts';

type Body = z.infer<typeof manuscriptUpdateBody>;

/**
 * A narrower edit built on this one (online editing during layout): the statuses it is allowed at
 * (another: refused on the field `id`) and the timeline action it is recorded as.
 */
export interface ModifyOptions {
  statuses?: readonly ManuscriptStatus[];
  action?: 'modify' | 'onlineEdit' | 'revisionPass';
}

const NATURE = ['自然科学', '其他'];

async function nameOf(
  tx: Tx,
  table: typeof journalColumns | typeof subjects | typeof users,
  id: number | null,
) {
  if (id === null) return '';
  const [row] = await tx.select({ name: table.name }).from(table).where(eq(table.id, id));
  return row?.name ?? '';
}

/**
 * /operation/Modify: staff correct a manuscript's metadata, byline and fund at the version they saw
 * (another version: 409 with where it stands), and record the acquisition editor who referred it (its orders follow:
 * orders/referrer.ts). The status is not touched; the timeline keeps each change, old and new.
 */
export async function modifyManuscript(db: Db, auth: AuthContext, body: Body, opts: ModifyOptions = {}) {
  return db.transaction(async (tx) => {
    const [m] = await tx
      .select()
      .from(manuscripts)
      .where(and(eq(manuscripts.id, body.id), ...visible(auth)))
      .for('update');
    if (!m) throw errors.notFound();
    if (m.version !== body.version)
      throw refuse(ErrorCode.MANUSCRIPT_MOVED, { status: m.status, version: m.version });
    if (opts.statuses && !opts.statuses.includes(m.status as ManuscriptStatus))
      throw errors.field('id', 'onlineEdit.layoutClosed');
    // A column or subject kept as it is stays valid even if the journal no longer offers it.
    if (body.columnId !== m.columnId) {
      const [column] = await tx
        .select({ id: journalColumns.id })
        .from(journalColumns)
        .where(and(eq(journalColumns.id, body.columnId), eq(journalColumns.journalId, m.journalId)));
      if (!column) throw errors.field('columnId', 'invalid');
    }
    if (body.subjectId !== m.subjectId) await checkSubject(tx, m.journalId, body.subjectId);

    const changes: Change[] = [];
    const text = (field: 'title' | 'keywords' | 'abstract') => {
      if (m[field] !== body[field]) changes.push({ field, from: m[field], to: body[field] });
    };
    text('title');
    text('keywords');
    text('abstract');
    if (m.columnId !== body.columnId) {
      changes.push({
        field: 'columnId',
        from: await nameOf(tx, journalColumns, m.columnId),
        to: await nameOf(tx, journalColumns, body.columnId),
      });
    }
    if (m.subjectId !== body.subjectId) {
      changes.push({
        field: 'subjectId',
        from: await nameOf(tx, subjects, m.subjectId),
        to: await nameOf(tx, subjects, body.subjectId),
      });
    }
    if (m.natureArticleType !== body.natureArticleType) {
      changes.push({
        field: 'natureArticleType',
        from: NATURE[m.natureArticleType] ?? '',
        to: NATURE[body.natureArticleType]!,
      });
    }
    // Its rows are rewritten only when the byline changed; a refusal below rolls them back.
    changes.push(...(await replaceByline(tx, m, body.authors)));
    const fund = fundEdit(m, body);
    changes.push(...fund.changes);
    const referrerId = body.referrerId === undefined ? m.referrerId : body.referrerId;
    if (referrerId !== m.referrerId) {
      changes.push({
        field: 'referrerId',
        from: m.referrerId === null ? '' : await nameOf(tx, users, m.referrerId),
        to: referrerId === null ? '' : await requireReferrer(tx, m.pressId, referrerId, 'referrerId'),
      });
    }
    if (changes.length === 0) return { id: m.id, version: m.version };

    const [updated] = await tx
      .update(manuscripts)
      .set({
        title: body.title,
        keywords: body.keywords,
        abstract: body.abstract,
        columnId: body.columnId,
        subjectId: body.subjectId,
        natureArticleType: body.natureArticleType,
        ...fund.set,
        referrerId,
        version: sql`${manuscripts.version} + 1`,
      })
      .where(and(eq(manuscripts.id, m.id), eq(manuscripts.version, body.version)))
      .returning({ version: manuscripts.version });
    if (m.columnId !== body.columnId) {
      const counted = {
        pressId: m.pressId,
        journalId: m.journalId,
        status: m.status,
        submittedAt: m.submittedAt,
      };
      await moveCount(tx, { ...counted, columnId: m.columnId }, { ...counted, columnId: body.columnId });
    }
    if (referrerId !== m.referrerId) await referOrders(tx, m.id, referrerId);
    await tx.insert(manuscriptEvents).values({
      manuscriptId: m.id,
      action: opts.action ?? 'modify',
      fromStatus: m.status,
      toStatus: m.status,
      actorType: 'staff',
      actorId: auth.userId,
      note: body.note,
      changes,
      reviewProcessId: m.reviewProcessId,
      productionProcessId: m.productionProcessId,
    });
    return { id: m.id, version: updated!.version };
  });
}
