import { expertAuditSign } from '@jb/contract/auditSign';
import { Status } from '@jb/contract/workflow';
import { and, asc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  expertInvitations,
  expertProfiles,
  expertSettings,
  manuscriptAuthors,
  manuscriptFiles,
  manuscripts,
  users,
} from '../../db/schema/index.ts';
import { errors } from '../../platform/errors.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { staffId } from '../workflow/actor.ts';
import type { EffectContext } from '../workflow/effectContext.ts';

/** Invitation states that no longer count (the expert is free to be asked again). */
export const ENDED = ['declined', 'expired', 'cancelled'] as const;

/** The journal's expert settings (defaults when it has none). */
export async function settingsOf(db: Db | Tx, journalId: number) {
  const [row] = await db.select().from(expertSettings).where(eq(expertSettings.journalId, journalId));
  return row ?? { expertCount: 2, dueDays: 14, reminderDays: 3, feeFen: 0, anonymous: true };
}

/** The revision round a review is of: the manuscript's newest version number. */
export async function roundOf(db: Db | Tx, manuscriptId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${manuscriptFiles.revision}), 0)::int` })
    .from(manuscriptFiles)
    .where(and(eq(manuscriptFiles.manuscriptId, manuscriptId), eq(manuscriptFiles.role, 'manuscript')));
  return row?.n ?? 0;
}

export interface Conflict {
  zh: string;
  en: string;
}

/**
 * Why an expert may not review a manuscript: an author of it by name, or a colleague of one (the
 * same affiliation), or already invited on this round. Null: no conflict.
 */
export async function conflictsOf(
  db: Db | Tx,
  manuscriptId: number,
  experts: readonly { id: number; name: string; affiliation: string }[],
): Promise<Map<number, Conflict | null>> {
  const byline = await db
    .select({ name: manuscriptAuthors.name, affiliation: manuscriptAuthors.affiliation })
    .from(manuscriptAuthors)
    .where(eq(manuscriptAuthors.manuscriptId, manuscriptId));
  const round = await roundOf(db, manuscriptId);
  const live = experts.length
    ? await db
        .select({ id: expertInvitations.expertId })
        .from(expertInvitations)
        .where(
          and(
            eq(expertInvitations.manuscriptId, manuscriptId),
            eq(expertInvitations.round, round),
            inArray(
              expertInvitations.expertId,
              experts.map((e) => e.id),
            ),
            notInArray(expertInvitations.state, [...ENDED]),
          ),
        )
    : [];
  const invited = new Set(live.map((l) => l.id));
  const norm = (s: string) => s.replace(/\s+/g, '').toLowerCase();
  return new Map(
    experts.map((e) => {
      if (invited.has(e.id)) return [e.id, { zh: '已邀请过此专家', en: 'Already invited' }];
      if (byline.some((a) => norm(a.name) === norm(e.name))) {
        return [e.id, { zh: '专家是本稿作者', en: 'The expert is an author of the manuscript' }];
      }
      const own = norm(e.affiliation);
      if (own && byline.some((a) => norm(a.affiliation) === own)) {
        return [
          e.id,
          { zh: '与作者同一单位（利益冲突）', en: 'Same affiliation as an author (conflict of interest)' },
        ];
      }
      return [e.id, null];
    }),
  );
}

/** Active experts of the press among some ids, with what conflicts are judged on. */
async function poolMembers(db: Db | Tx, pressId: number, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: users.id, name: users.name, affiliation: expertProfiles.affiliation })
    .from(expertProfiles)
    .innerJoin(users, eq(users.id, expertProfiles.userId))
    .where(
      and(
        eq(expertProfiles.pressId, pressId),
        eq(expertProfiles.status, 1),
        eq(users.status, 1),
        inArray(users.id, [...ids]),
      ),
    );
}

/** Sends the invitation: the invited state with its due date, and the templated notice. */
async function sendInvitation(
  tx: Tx,
  notifier: Notifier,
  invitation: { id: number; manuscriptId: number; expertId: number },
  journalId: number,
  by: number,
  at: Date,
) {
  const settings = await settingsOf(tx, journalId);
  const dueAt = new Date(at.getTime() + settings.dueDays * 86_400_000);
  await tx
    .update(expertInvitations)
    .set({
      state: 'invited',
      invitedAt: at,
      dueAt,
      alternateRank: null,
      version: sql`${expertInvitations.version} + 1`,
    })
    .where(eq(expertInvitations.id, invitation.id));
  await notifier.toStaff(tx, invitation.manuscriptId, invitation.expertId, 'expertInvitation', 'system', by, {
    link: '/expert',
    vars: { dueDate: dueAt.toISOString().slice(0, 10) },
    hideAuthor: settings.anonymous,
  });
}

/**
 * The effect of inviting (50 → 60, or more at 60): each expert must be an active member of the
 * press's pool without a conflict; the invited get the journal's due date and the notice, the
 * alternates wait in their rank. Entering expert review starts its progress at "awaiting".
 */
export async function inviteExperts(tx: Tx, c: EffectContext): Promise<void> {
  const experts = c.input.experts ?? [];
  const alternates = c.input.alternates ?? [];
  const all = [...experts, ...alternates];
  if (!experts.length) throw errors.field('experts', 'required');
  if (new Set(all).size !== all.length) throw errors.field('alternates', 'invalid');
  const members = await poolMembers(tx, c.subject.pressId, all);
  for (const [i, id] of all.entries()) {
    const field = i < experts.length ? `experts.${i}` : `alternates.${i - experts.length}`;
    if (!members.some((m) => m.id === id)) throw errors.field(field, 'expert.notInPool');
  }
  const conflicts = await conflictsOf(tx, c.manuscriptId, members);
  for (const [i, id] of all.entries()) {
    if (conflicts.get(id)) {
      const field = i < experts.length ? `experts.${i}` : `alternates.${i - experts.length}`;
      throw errors.field(field, 'expert.conflict');
    }
  }
  const by = staffId(c.actor);
  const round = await roundOf(tx, c.manuscriptId);
  const rows = await tx
    .insert(expertInvitations)
    .values(
      all.map((expertId, i) => ({
        manuscriptId: c.manuscriptId,
        expertId,
        invitedBy: by,
        state: i < experts.length ? 'invited' : 'waiting',
        alternateRank: i < experts.length ? null : i - experts.length + 1,
        round,
        createdAt: c.at,
      })),
    )
    .returning({
      id: expertInvitations.id,
      expertId: expertInvitations.expertId,
      state: expertInvitations.state,
    });
  for (const r of rows.filter((x) => x.state === 'invited')) {
    await sendInvitation(
      tx,
      c.notifier,
      { ...r, manuscriptId: c.manuscriptId },
      c.subject.journalId,
      by,
      c.at,
    );
  }
  if (c.from === Status.EXPERT_ALLOCATION) {
    await tx
      .update(manuscripts)
      .set({ auditScheduleStatus: 1, auditSign: expertAuditSign(1) })
      .where(eq(manuscripts.id, c.manuscriptId));
  } else {
    await refreshProgress(tx, c.manuscriptId);
  }
}

/**
 * When an invited expert drops out (declined, expired, withdrawn), the best-ranked alternate of the
 * same round is invited in their place. Answers the promoted invitation's id, if any.
 */
export async function promoteAlternate(
  tx: Tx,
  notifier: Notifier,
  manuscriptId: number,
  round: number,
  by: number,
  at = new Date(),
): Promise<number | null> {
  const [next] = await tx
    .select({ id: expertInvitations.id, expertId: expertInvitations.expertId })
    .from(expertInvitations)
    .where(
      and(
        eq(expertInvitations.manuscriptId, manuscriptId),
        eq(expertInvitations.round, round),
        eq(expertInvitations.state, 'waiting'),
        isNotNull(expertInvitations.alternateRank),
      ),
    )
    .orderBy(asc(expertInvitations.alternateRank))
    .limit(1)
    .for('update');
  if (!next) return null;
  const [m] = await tx
    .select({ journalId: manuscripts.journalId })
    .from(manuscripts)
    .where(eq(manuscripts.id, manuscriptId));
  await sendInvitation(tx, notifier, { ...next, manuscriptId }, m!.journalId, by, at);
  return next.id;
}

/**
 * auditScheduleStatus from the reviews of the current round: 3 when every live invitation has its
 * review and at least the journal's number are in, 2 when some are, 1 otherwise; and auditSign with
 * it (5 when no invitation is live: the manuscript needs experts again).
 */
export async function refreshProgress(tx: Tx, manuscriptId: number): Promise<void> {
  const round = await roundOf(tx, manuscriptId);
  const [m] = await tx
    .select({ journalId: manuscripts.journalId, status: manuscripts.status })
    .from(manuscripts)
    .where(eq(manuscripts.id, manuscriptId));
  if (!m || m.status !== Status.EXPERT_REVIEW) return;
  const rows = await tx
    .select({ state: expertInvitations.state })
    .from(expertInvitations)
    .where(and(eq(expertInvitations.manuscriptId, manuscriptId), eq(expertInvitations.round, round)));
  const live = rows.filter((r) => r.state === 'invited' || r.state === 'accepted' || r.state === 'submitted');
  const done = live.filter((r) => r.state === 'submitted').length;
  const { expertCount } = await settingsOf(tx, m.journalId);
  const status = done === 0 ? 1 : done === live.length && done >= Math.min(expertCount, live.length) ? 3 : 2;
  await tx
    .update(manuscripts)
    .set({ auditScheduleStatus: status, auditSign: expertAuditSign(status, live.length) })
    .where(eq(manuscripts.id, manuscriptId));
}
