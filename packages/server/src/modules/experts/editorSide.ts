import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  expertInvitations,
  expertProfiles,
  expertReviews,
  manuscripts,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { subjectIn } from '../workflow/actor.ts';
import type { WorkflowDeps } from '../workflow/deps.ts';
import { conflictsOf, ENDED, promoteAlternate, refreshProgress, roundOf, settingsOf } from './invite.ts';
import { recordsOf } from './record.ts';

/**
 * The pool's active experts for a manuscript, best first: a subject match, then the lighter load,
 * then the better record (fewer late); with conflicts stated and a warning for the often asked. With
 * them, the journal's number of experts (expertCount) and how many of the current round are live
 * (invited, accepted or in), so the dialog can offer the rest.
 */
export async function suggestExperts(db: Db, auth: AuthContext, manuscriptId: number) {
  const s = await subjectIn(db, auth, manuscriptId);
  const [m] = await db
    .select({ subjectId: manuscripts.subjectId })
    .from(manuscripts)
    .where(eq(manuscripts.id, manuscriptId));
  const pool = await db
    .select({
      id: users.id,
      name: users.name,
      title: expertProfiles.title,
      affiliation: expertProfiles.affiliation,
      subjectIds: expertProfiles.subjectIds,
    })
    .from(expertProfiles)
    .innerJoin(users, eq(users.id, expertProfiles.userId))
    .where(and(eq(expertProfiles.pressId, s.pressId), eq(expertProfiles.status, 1), eq(users.status, 1)));
  const [records, conflicts] = await Promise.all([
    recordsOf(
      db,
      pool.map((p) => p.id),
    ),
    conflictsOf(db, manuscriptId, pool),
  ]);
  const rows = pool.map(({ subjectIds, ...p }) => {
    const record = records.get(p.id)!;
    return {
      ...p,
      subjectMatch: m?.subjectId != null && subjectIds.includes(m.subjectId),
      record,
      conflict: conflicts.get(p.id) ?? null,
      busy: record.recentInvitations > 3,
    };
  });
  const experts = rows.sort(
    (a, b) =>
      Number(a.conflict !== null) - Number(b.conflict !== null) ||
      Number(b.subjectMatch) - Number(a.subjectMatch) ||
      a.record.load - b.record.load ||
      a.record.late - b.record.late ||
      a.id - b.id,
  );
  const [{ expertCount }, round] = await Promise.all([
    settingsOf(db, s.journalId),
    roundOf(db, manuscriptId),
  ]);
  const [live] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(expertInvitations)
    .where(
      and(
        eq(expertInvitations.manuscriptId, manuscriptId),
        eq(expertInvitations.round, round),
        inArray(expertInvitations.state, ['invited', 'accepted', 'submitted']),
      ),
    );
  return { expertCount, invited: live?.n ?? 0, experts };
}

/** A manuscript's invitations with the reviews in, for deciding side by side. */
export async function invitationsOf(db: Db, auth: AuthContext, manuscriptId: number) {
  await subjectIn(db, auth, manuscriptId);
  const rows = await db
    .select({
      id: expertInvitations.id,
      expertId: expertInvitations.expertId,
      expertName: users.name,
      state: expertInvitations.state,
      alternateRank: expertInvitations.alternateRank,
      round: expertInvitations.round,
      invitedAt: expertInvitations.invitedAt,
      dueAt: expertInvitations.dueAt,
      respondedAt: expertInvitations.respondedAt,
      declineReason: expertInvitations.declineReason,
      version: expertInvitations.version,
      scores: expertReviews.scores,
      recommendation: expertReviews.recommendation,
      toAuthor: expertReviews.toAuthor,
      toEditor: expertReviews.toEditor,
      submittedAt: expertReviews.submittedAt,
    })
    .from(expertInvitations)
    .innerJoin(users, eq(users.id, expertInvitations.expertId))
    .leftJoin(expertReviews, eq(expertReviews.invitationId, expertInvitations.id))
    .where(eq(expertInvitations.manuscriptId, manuscriptId))
    .orderBy(desc(expertInvitations.round), expertInvitations.id);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return rows.map((r) => {
    const scores = (r.scores ?? []) as { name: string; weight: number; score: number; weighted?: number }[];
    // Only a submitted review is shown to the editor; a draft stays the expert's.
    const submitted = r.submittedAt !== null;
    return {
      id: r.id,
      expertId: r.expertId,
      expertName: r.expertName,
      state: r.state,
      alternateRank: r.alternateRank,
      round: r.round,
      invitedAt: iso(r.invitedAt),
      dueAt: iso(r.dueAt),
      respondedAt: iso(r.respondedAt),
      declineReason: r.declineReason,
      version: r.version,
      review: submitted
        ? {
            recommendation: r.recommendation,
            scores: scores.map(({ name, weight, score }) => ({ name, weight, score })),
            total: Math.round(scores.reduce((sum, x) => sum + (x.weighted ?? 0), 0) * 10) / 10,
            toAuthor: r.toAuthor ?? '',
            toEditor: r.toEditor ?? '',
            submittedAt: iso(r.submittedAt),
          }
        : null,
    };
  });
}

/** Withdraws an invitation (a late or silent expert): the best-ranked alternate is invited instead. */
export function cancelInvitation(
  deps: WorkflowDeps,
  auth: AuthContext,
  body: { id: number; version: number },
) {
  return deps.db.transaction(async (tx) => {
    const [inv] = await tx
      .select()
      .from(expertInvitations)
      .where(eq(expertInvitations.id, body.id))
      .for('update');
    if (!inv) throw errors.notFound();
    // In the transaction: on the embedded database a read outside it would wait for it forever.
    await subjectIn(tx, auth, inv.manuscriptId);
    if (inv.version !== body.version) throw errors.staleVersion();
    if ((ENDED as readonly string[]).includes(inv.state) || inv.state === 'submitted') {
      throw errors.field('id', 'invitation.state');
    }
    await tx
      .update(expertInvitations)
      .set({ state: 'cancelled', version: sql`${expertInvitations.version} + 1` })
      .where(eq(expertInvitations.id, inv.id));
    const promoted =
      inv.state === 'waiting'
        ? null
        : await promoteAlternate(tx, deps.notifier, inv.manuscriptId, inv.round, auth.userId);
    await refreshProgress(tx, inv.manuscriptId);
    return { id: inv.id, state: 'cancelled', promoted };
  });
}
