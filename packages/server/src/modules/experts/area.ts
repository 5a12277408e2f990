import { AuditFeeStatus } from '@jb/contract/enums/order';
import type { myInvitationsQuery, respondBody, reviewDraftBody } from '@jb/contract/schemas/experts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import {
  expertInvitations,
  expertReviews,
  journalColumns,
  journals,
  manuscriptAuthors,
  manuscriptFiles,
  manuscripts,
  storedFiles,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { offsetOf, pageOf } from '../../platform/list.ts';
import { earnFee } from '../expertFees/moves.ts';
import { type FileDeps, sendFile } from '../files/service.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { readSettings } from '../settings/service.ts';
import { deliveredName, deliveryOf, sendAnonymised } from './anonymousFile.ts';
import { promoteAlternate, refreshProgress, settingsOf } from './invite.ts';

/**
 * The expert area: an expert sees only their own invitations (another's is not found), answers
 * them, reads the manuscript (anonymised when the journal says so) and writes the review.
 */

const STATES = {
  invited: ['invited'],
  accepted: ['accepted'],
  submitted: ['submitted'],
  closed: ['declined', 'expired', 'cancelled'],
} as const;

const rowColumns = {
  id: expertInvitations.id,
  manuscriptTitle: manuscripts.title,
  articleNo: manuscripts.articleNo,
  journalName: journals.name,
  state: expertInvitations.state,
  invitedAt: expertInvitations.invitedAt,
  dueAt: expertInvitations.dueAt,
  feeFen: expertReviews.feeFen,
  feeStatus: expertReviews.feeStatus,
  version: expertInvitations.version,
};

type Row = { [K in keyof typeof rowColumns]: unknown } & {
  id: number;
  manuscriptTitle: string;
  articleNo: string;
  journalName: string;
  state: string;
  invitedAt: Date | null;
  dueAt: Date | null;
  feeFen: number | null;
  feeStatus: number | null;
  version: number;
};

const shown = (r: Row, now = Date.now()) => ({
  ...r,
  invitedAt: r.invitedAt?.toISOString() ?? null,
  dueAt: r.dueAt?.toISOString() ?? null,
  overdue: (r.state === 'invited' || r.state === 'accepted') && r.dueAt !== null && r.dueAt.getTime() < now,
});

function mine(db: Db | Tx, auth: AuthContext) {
  return db
    .select(rowColumns)
    .from(expertInvitations)
    .innerJoin(manuscripts, eq(manuscripts.id, expertInvitations.manuscriptId))
    .innerJoin(journals, eq(journals.id, manuscripts.journalId))
    .leftJoin(expertReviews, eq(expertReviews.invitationId, expertInvitations.id))
    .$dynamic()
    .where(eq(expertInvitations.expertId, auth.userId));
}

export async function myInvitations(db: Db, auth: AuthContext, q: z.infer<typeof myInvitationsQuery>) {
  const states = q.state
    ? [...STATES[q.state]]
    : ['invited', 'accepted', 'submitted', 'declined', 'expired', 'cancelled'];
  const where = and(eq(expertInvitations.expertId, auth.userId), inArray(expertInvitations.state, states));
  const [rows, [total]] = await Promise.all([
    mine(db, auth).where(where).orderBy(desc(expertInvitations.id)).limit(q.pageSize).offset(offsetOf(q)),
    db.select({ n: sql<number>`count(*)::int` }).from(expertInvitations).where(where),
  ]);
  return pageOf(
    rows.map((r) => shown(r as Row)),
    total!.n,
    q,
  );
}

/** One of the expert's own invitations, locked (404 for anybody else's). */
async function ownInvitation(tx: Tx, auth: AuthContext, id: number) {
  const [inv] = await tx
    .select()
    .from(expertInvitations)
    .where(and(eq(expertInvitations.id, id), eq(expertInvitations.expertId, auth.userId)))
    .for('update');
  if (!inv) throw errors.notFound();
  return inv;
}

/** Accept, or decline with a reason (the best-ranked alternate is then invited). */
export function respond(db: Db, notifier: Notifier, auth: AuthContext, body: z.infer<typeof respondBody>) {
  return db.transaction(async (tx) => {
    const inv = await ownInvitation(tx, auth, body.id);
    if (inv.version !== body.version) throw errors.staleVersion();
    if (inv.state !== 'invited') throw errors.field('id', 'invitation.state');
    if (!body.accept && !body.reason) throw errors.field('reason', 'required');
    const state = body.accept ? 'accepted' : 'declined';
    const [done] = await tx
      .update(expertInvitations)
      .set({
        state,
        respondedAt: new Date(),
        declineReason: body.accept ? '' : body.reason,
        version: sql`${expertInvitations.version} + 1`,
      })
      .where(eq(expertInvitations.id, inv.id))
      .returning({ version: expertInvitations.version });
    if (!body.accept) await promoteAlternate(tx, notifier, inv.manuscriptId, inv.round, inv.invitedBy);
    await refreshProgress(tx, inv.manuscriptId);
    return { id: inv.id, state, version: done!.version };
  });
}

/** What the expert reads: an accepted (or reviewed) invitation's manuscript and their draft. */
export async function expertManuscript(db: Db, auth: AuthContext, id: number) {
  return db.transaction(async (tx) => {
    const inv = await ownInvitation(tx, auth, id);
    if (inv.state !== 'accepted' && inv.state !== 'submitted') throw errors.field('id', 'invitation.state');
    const [row] = await mine(tx, auth).where(eq(expertInvitations.id, id));
    const [m] = await tx
      .select({
        title: manuscripts.title,
        keywords: manuscripts.keywords,
        abstract: manuscripts.abstract,
        journalId: manuscripts.journalId,
        pressId: manuscripts.pressId,
        columnName: journalColumns.name,
      })
      .from(manuscripts)
      .innerJoin(journalColumns, eq(journalColumns.id, manuscripts.columnId))
      .where(eq(manuscripts.id, inv.manuscriptId));
    const { anonymous } = await settingsOf(tx, m!.journalId);
    const byline = anonymous
      ? []
      : await tx
          .select({ name: manuscriptAuthors.name, affiliation: manuscriptAuthors.affiliation })
          .from(manuscriptAuthors)
          .where(eq(manuscriptAuthors.manuscriptId, inv.manuscriptId))
          .orderBy(manuscriptAuthors.position);
    const files = await reviewableFiles(tx, inv.manuscriptId);
    const { settings } = await readSettings(tx, m!.pressId);
    const [draft] = await tx.select().from(expertReviews).where(eq(expertReviews.invitationId, inv.id));
    return {
      invitation: shown(row as Row),
      title: m!.title,
      keywords: m!.keywords,
      abstract: m!.abstract,
      columnName: m!.columnName,
      anonymous,
      authors: byline,
      files: files
        .filter((f) => !anonymous || deliveryOf(f.type) !== 'withheld')
        .map((f) => ({
          id: f.id,
          name: anonymous
            ? deliveredName(neutralBase(f, row!.articleNo), f.type)
            : neutralName(f, row!.articleNo),
          type: anonymous && deliveryOf(f.type) === 'text' ? 'pdf' : f.type,
          revision: f.revision,
          sizeBytes: f.sizeBytes,
        })),
      scoreSheet: { items: settings.score.items, scale: settings.score.scale },
      draft: draft
        ? {
            scores: (draft.scores as { name: string; score: number }[]).map(({ name, score }) => ({
              name,
              score,
            })),
            recommendation: draft.recommendation,
            toAuthor: draft.toAuthor,
            toEditor: draft.toEditor,
            submittedAt: draft.submittedAt?.toISOString() ?? null,
          }
        : null,
    };
  });
}

/** The manuscript's versions an expert reviews (not the response letters or annexes). */
function reviewableFiles(db: Db | Tx, manuscriptId: number) {
  return db
    .select({
      id: storedFiles.id,
      type: storedFiles.type,
      revision: manuscriptFiles.revision,
      sizeBytes: storedFiles.sizeBytes,
      file: storedFiles,
    })
    .from(manuscriptFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, manuscriptFiles.fileId))
    .where(and(eq(manuscriptFiles.manuscriptId, manuscriptId), eq(manuscriptFiles.role, 'manuscript')))
    .orderBy(desc(manuscriptFiles.revision));
}

/** A name that does not tell the authors: the manuscript number and the version. */
const neutralBase = (f: { revision: number }, articleNo: string) =>
  `稿件-${articleNo}${f.revision ? `-修改稿${f.revision}` : ''}`;
const neutralName = (f: { type: string; revision: number }, articleNo: string) =>
  `${neutralBase(f, articleNo)}.${f.type}`;

/**
 * Sends a file of an accepted invitation's manuscript under its neutral name; under anonymous
 * review without the authors in its metadata (anonymousFile.ts), and never a file that cannot be
 * anonymised.
 */
export async function expertFile(
  deps: FileDeps,
  reply: FastifyReply,
  auth: AuthContext,
  invitationId: number,
  fileId: number,
) {
  const { file, articleNo, anonymous } = await deps.db.transaction(async (tx) => {
    const inv = await ownInvitation(tx, auth, invitationId);
    if (inv.state !== 'accepted' && inv.state !== 'submitted') throw errors.notFound();
    const found = (await reviewableFiles(tx, inv.manuscriptId)).find((f) => f.id === fileId);
    if (!found) throw errors.notFound();
    const [m] = await tx
      .select({ articleNo: manuscripts.articleNo, journalId: manuscripts.journalId })
      .from(manuscripts)
      .where(eq(manuscripts.id, inv.manuscriptId));
    const { anonymous } = await settingsOf(tx, m!.journalId);
    return { file: found, articleNo: m!.articleNo, anonymous };
  });
  const delivery = anonymous ? deliveryOf(file.type) : 'asIs';
  if (delivery === 'withheld') throw errors.notFound();
  if (delivery === 'asIs') return sendFile(deps, reply, { ...file.file, name: neutralName(file, articleNo) });
  return sendAnonymised(deps, reply, file.file, neutralBase(file, articleNo));
}

/**
 * Saves the review as a draft, or submits it: every item of the press's score sheet scored within
 * its scale, a recommendation and comments to the author. A submitted review is final; its fee is
 * the journal's expert fee, unpaid (audit fee status 1) until finance pays it in a batch; none (0)
 * when the journal pays no fee. Submitting thanks the expert (expertThanks, through the outbox, in
 * the same transaction: no thanks for a review that was not saved).
 */
export function saveReview(
  db: Db,
  notifier: Notifier,
  auth: AuthContext,
  body: z.infer<typeof reviewDraftBody>,
) {
  return db.transaction(async (tx) => {
    const inv = await ownInvitation(tx, auth, body.id);
    if (inv.version !== body.version) throw errors.staleVersion();
    if (inv.state !== 'accepted') throw errors.field('id', 'invitation.state');
    const [m] = await tx
      .select({ pressId: manuscripts.pressId, journalId: manuscripts.journalId })
      .from(manuscripts)
      .where(eq(manuscripts.id, inv.manuscriptId));
    const { items, scale } = (await readSettings(tx, m!.pressId)).settings.score;
    const scores = items.map((item) => {
      const given = body.scores.find((s) => s.name === item.name);
      return {
        name: item.name,
        weight: item.weight,
        score: given?.score ?? null,
        weighted: given ? (given.score / scale) * item.weight : 0,
      };
    });
    if (body.scores.some((s) => s.score > scale)) throw errors.field('scores', 'review.score');
    if (body.submit && (scores.some((s) => s.score === null) || !body.recommendation || !body.toAuthor)) {
      throw errors.field('scores', 'review.incomplete');
    }
    const now = new Date();
    const { feeFen, anonymous } = await settingsOf(tx, m!.journalId);
    const values = {
      scores: scores.filter((s) => s.score !== null),
      recommendation: body.recommendation,
      toAuthor: body.toAuthor,
      toEditor: body.toEditor,
      submittedAt: body.submit ? now : null,
      feeFen: body.submit ? feeFen : 0,
      feeStatus: AuditFeeStatus.NONE,
      updatedAt: now,
    };
    await tx
      .insert(expertReviews)
      .values({ invitationId: inv.id, ...values })
      .onConflictDoUpdate({
        target: expertReviews.invitationId,
        set: { ...values, version: sql`${expertReviews.version} + 1` },
      });
    const state = body.submit ? 'submitted' : 'accepted';
    const [done] = await tx
      .update(expertInvitations)
      .set({ state, version: sql`${expertInvitations.version} + 1` })
      .where(eq(expertInvitations.id, inv.id))
      .returning({ version: expertInvitations.version });
    if (body.submit) {
      await earnFee(tx, inv.id, feeFen, auth.userId);
      await refreshProgress(tx, inv.manuscriptId);
      await notifier.toStaff(tx, inv.manuscriptId, inv.expertId, 'expertThanks', 'system', null, {
        link: '/expert',
        hideAuthor: anonymous,
      });
    }
    return { id: inv.id, state, version: done!.version };
  });
}
