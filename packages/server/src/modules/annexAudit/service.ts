import { annexSupplementAwaited } from '@jb/contract/enums/annex';
import {
  type annexKindsBody,
  type annexListQuery,
  type annexLogQuery,
  NO_SUPPLEMENT_ASKED,
  type supplementAnnexBody,
} from '@jb/contract/schemas/annexAudit';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { journalAnnexKinds, manuscriptFiles, manuscripts } from '../../db/schema/index.ts';
import type { AuthContext, AuthorContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { offsetOf, pageOf } from '../../platform/list.ts';
import { requireJournal } from '../../platform/tenancy.ts';
import { listFilter, listManuscripts, manuscriptDetail } from '../manuscripts/staffQueries.ts';
import { attachOwnFiles } from '../manuscripts/submissionParts.ts';
import { assertInScope, subjectIn } from '../workflow/actor.ts';
import type { WorkflowDeps } from '../workflow/deps.ts';
import { loadSubjects } from '../workflow/subjects.ts';
import { countsBy, historyOf, kindNames, kindsOf, logPage, record } from './queries.ts';
import { AnnexStatus, STATUS_OF_STATE, SupplementStatus } from './status.ts';
import { setStatus } from './writes.ts';

const AUDIT_PERMISSION = 'editorialReview.attachmentReview.audit';

/** The counts of the three tabs, for the person's journals (optionally one). */
export async function annexCounts(db: Db, auth: AuthContext, journalId?: number) {
  const by = await countsBy(db, listFilter(auth, { journalId } as never));
  return {
    awaiting: by.get(AnnexStatus.AWAITING) ?? 0,
    supplement: by.get(AnnexStatus.SUPPLEMENT) ?? 0,
    audited: by.get(AnnexStatus.AUDITED) ?? 0,
  };
}

/** A tab's manuscripts: the shared manuscript list narrowed to that annex status. */
export function annexList(db: Db, auth: AuthContext, q: z.infer<typeof annexListQuery>) {
  const { state, ...rest } = q;
  return listManuscripts(db, auth, rest as never, eq(manuscripts.annexStatus, STATUS_OF_STATE[state]));
}

/** What the person may do to the annexes at this annex status. */
function actionsAt(auth: AuthContext, annexStatus: number) {
  if (!auth.permissions.has(AUDIT_PERMISSION)) return [];
  if (annexStatus === AnnexStatus.AWAITING) return ['pass', 'ignore', 'supplementAnnex'] as const;
  if (annexStatus === AnnexStatus.SUPPLEMENT) return ['pass', 'ignore'] as const;
  if (annexStatus === AnnexStatus.AUDITED) return ['supplementAnnex'] as const;
  return [];
}

export async function annexDetail(db: Db, auth: AuthContext, id: number) {
  const detail = await manuscriptDetail(db, auth, id);
  const [kinds, history] = await Promise.all([kindsOf(db, detail.journalId), historyOf(db, id)]);
  return { ...detail, kinds, history, annexActions: [...actionsAt(auth, detail.annexStatus)] };
}

export async function annexLog(db: Db, auth: AuthContext, q: z.infer<typeof annexLogQuery>) {
  const { rows, total } = await logPage(db, listFilter(auth, q as never), {
    limit: q.pageSize,
    offset: offsetOf(q),
    order: q.order,
  });
  return pageOf(rows, total, q);
}

/** The manuscript, locked for the change, in the person's scope, with its annex state. */
async function lockedInScope(tx: Tx, auth: AuthContext, id: number) {
  const [row] = await tx
    .select({ annexStatus: manuscripts.annexStatus, journalId: manuscripts.journalId })
    .from(manuscripts)
    .where(eq(manuscripts.id, id))
    .for('update');
  if (!row) throw errors.notFound();
  await subjectIn(tx, auth, id);
  return row;
}

/** Someone acted on the annexes first: 409, as a stale version is (the screen reloads and says so). */
const notAwaiting = () => errors.staleVersion();

/** Pass or ignore the annexes, while they await audit or a supplement is asked. */
export function annexVerdict(
  deps: WorkflowDeps,
  auth: AuthContext,
  verdict: 'pass' | 'ignore',
  body: { id: number; note: string },
) {
  return deps.db.transaction(async (tx) => {
    const m = await lockedInScope(tx, auth, body.id);
    if (!actionsAt(auth, m.annexStatus).includes(verdict as never)) throw notAwaiting();
    await record(tx, {
      manuscriptId: body.id,
      action: verdict,
      note: body.note,
      actorType: 'staff',
      actorId: auth.userId,
    });
    return setStatus(tx, body.id, AnnexStatus.AUDITED, SupplementStatus.NONE);
  });
}

/** Ask the author for a supplement: the requirements named must be the journal's; the author is told. */
export function askSupplement(
  deps: WorkflowDeps,
  auth: AuthContext,
  body: z.infer<typeof supplementAnnexBody>,
) {
  return deps.db.transaction(async (tx) => {
    const m = await lockedInScope(tx, auth, body.id);
    if (!actionsAt(auth, m.annexStatus).includes('supplementAnnex' as never)) throw notAwaiting();
    const kindIds = [...new Set(body.kindIds)];
    const names = await kindNames(tx, kindIds);
    const own = kindIds.length
      ? await tx
          .select({ id: journalAnnexKinds.id })
          .from(journalAnnexKinds)
          .where(and(inArray(journalAnnexKinds.id, kindIds), eq(journalAnnexKinds.journalId, m.journalId)))
      : [];
    if (own.length !== kindIds.length) throw errors.field('kindIds', 'invalid');
    await record(tx, {
      manuscriptId: body.id,
      action: 'supplementAnnex',
      note: body.note,
      kindNames: kindIds.map((id) => names.get(id)!),
      actorType: 'staff',
      actorId: auth.userId,
    });
    const missing = kindIds.map((id) => names.get(id)).join('、');
    await deps.notifier.toAuthor(tx, body.id, 'annexSupplement', {
      reason: missing ? `${missing}\n${body.note}` : body.note,
    });
    return setStatus(tx, body.id, AnnexStatus.SUPPLEMENT, SupplementStatus.AWAITED);
  });
}

/**
 * The author sends the supplement asked for: annex files they uploaded become the manuscript's (in
 * its current version), and the annexes await audit again.
 */
export function sendSupplement(
  db: Db,
  author: AuthorContext,
  body: { manuscriptId: number; fileIds: number[]; note: string },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ annexStatus: manuscripts.annexStatus, supplementStatus: manuscripts.supplementStatus })
      .from(manuscripts)
      .where(eq(manuscripts.id, body.manuscriptId))
      .for('update');
    const subject = row ? (await loadSubjects(tx, [body.manuscriptId])).get(body.manuscriptId) : undefined;
    if (!row || !subject) throw errors.notFound();
    await assertInScope(tx, { kind: 'author', author }, subject);
    // The rule that offers the author the `supplementAnnexes` action (contract authorActions.ts).
    if (!annexSupplementAwaited(row))
      throw errors.validation([{ path: 'manuscriptId', ...NO_SUPPLEMENT_ASKED }]);
    const [{ revision }] = (await tx
      .select({ revision: sql<number>`coalesce(max(${manuscriptFiles.revision}), 0)::int` })
      .from(manuscriptFiles)
      .where(eq(manuscriptFiles.manuscriptId, body.manuscriptId))) as [{ revision: number }];
    await attachOwnFiles(
      tx,
      body.manuscriptId,
      author,
      body.fileIds.map((id, i) => ({ id, role: 'annex', field: `fileIds.${i}` })),
      revision,
    );
    await record(tx, {
      manuscriptId: body.manuscriptId,
      action: 'supplemented',
      note: body.note,
      actorType: 'author',
      actorId: author.authorId,
    });
    return setStatus(tx, body.manuscriptId, AnnexStatus.AWAITING, SupplementStatus.SENT);
  });
}

/** Saves a journal's requirements as a whole, in the order given (ids kept, others added, the rest removed). */
export async function saveKinds(db: Db, auth: AuthContext, body: z.infer<typeof annexKindsBody>) {
  await requireJournal(db, auth, body.journalId);
  return db.transaction(async (tx) => {
    const existing = await kindsOf(tx, body.journalId);
    const ids = new Set(existing.map((k) => k.id));
    for (const [i, k] of body.kinds.entries())
      if (k.id !== undefined && !ids.has(k.id)) throw errors.field(`kinds.${i}.id`, 'invalid');
    const names = body.kinds.map((k) => k.name);
    for (const [i, name] of names.entries())
      if (names.indexOf(name) !== i) throw errors.field(`kinds.${i}.name`, 'annexKind.duplicate');
    const kept = new Set(body.kinds.flatMap((k) => (k.id === undefined ? [] : [k.id])));
    const gone = existing.filter((k) => !kept.has(k.id)).map((k) => k.id);
    if (gone.length) await tx.delete(journalAnnexKinds).where(inArray(journalAnnexKinds.id, gone));
    for (const [sort, k] of body.kinds.entries()) {
      const values = { name: k.name, required: k.required, description: k.description, sort };
      if (k.id === undefined)
        await tx.insert(journalAnnexKinds).values({ journalId: body.journalId, ...values });
      else await tx.update(journalAnnexKinds).set(values).where(eq(journalAnnexKinds.id, k.id));
    }
    return null;
  });
}

/** A journal's requirements, read by those who audit its annexes. */
export async function readKinds(db: Db, auth: AuthContext, journalId: number) {
  await requireJournal(db, auth, journalId);
  return kindsOf(db, journalId);
}
