import { Status } from '@jb/contract/workflow';
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { expertInvitations, expertSettings, manuscripts } from '../../db/schema/index.ts';
import type { ReminderKind } from '../reminders/kinds.ts';
import type { WorkflowDeps } from '../workflow/deps.ts';
import { promoteAlternate, refreshProgress, settingsOf } from './invite.ts';

/** The journal's reminder days for expert reviews (externalAuditSetting), 3 when never set; 0: none before the due date. */
const reminderDays = sql<number>`coalesce(${expertSettings.reminderDays}, 3)`;

const dueDate = (at: Date) => at.toISOString().slice(0, 10);

/**
 * An expert's review that is due: `reminderDays` before the due date, the day after it, and again
 * `reminderDays` later while the review is still not in. Invitations left unanswered expire at the
 * due date instead (`expireInvitations`, run first), so the reminders after it reach only experts
 * who accepted and are late.
 */
export const expertReviewsDue: ReminderKind = {
  kind: 'expertReview',
  event: 'expertReminder',
  async find(db) {
    const rows = await db
      .select({
        id: expertInvitations.id,
        manuscriptId: expertInvitations.manuscriptId,
        dueAt: expertInvitations.dueAt,
        days: reminderDays,
      })
      .from(expertInvitations)
      .innerJoin(manuscripts, eq(manuscripts.id, expertInvitations.manuscriptId))
      .leftJoin(expertSettings, eq(expertSettings.journalId, manuscripts.journalId))
      .where(
        and(
          inArray(expertInvitations.state, ['invited', 'accepted']),
          isNotNull(expertInvitations.dueAt),
          eq(manuscripts.status, Status.EXPERT_REVIEW),
        ),
      );
    return rows.map((r) => {
      const late = Math.max(r.days, 1);
      return {
        itemId: r.id,
        manuscriptId: r.manuscriptId,
        anchor: r.dueAt!,
        offsets: [...(r.days > 0 ? [-r.days] : []), 1, 1 + late],
        vars: { dueDate: dueDate(r.dueAt!) },
      };
    });
  },
  async send(tx, notifier, item) {
    const [inv] = await tx
      .select({ expertId: expertInvitations.expertId, journalId: manuscripts.journalId })
      .from(expertInvitations)
      .innerJoin(manuscripts, eq(manuscripts.id, expertInvitations.manuscriptId))
      .where(eq(expertInvitations.id, item.itemId));
    if (!inv) return [];
    const { anonymous } = await settingsOf(tx, inv.journalId);
    return notifier.toStaff(tx, item.manuscriptId, inv.expertId, 'expertReminder', 'reminder', null, {
      link: '/expert',
      vars: item.vars,
      hideAuthor: anonymous,
    });
  },
};

/**
 * Invitations nobody answered by their due date expire: the best-ranked alternate of the same round
 * is invited in their place and the manuscript's review progress is worked out again. Each in its
 * own transaction, the row locked and its state read again (an expert answering at that moment
 * wins). Answers how many expired.
 */
export async function expireInvitations(deps: WorkflowDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({ id: expertInvitations.id })
    .from(expertInvitations)
    .innerJoin(manuscripts, eq(manuscripts.id, expertInvitations.manuscriptId))
    .where(
      and(
        eq(expertInvitations.state, 'invited'),
        lt(expertInvitations.dueAt, now),
        eq(manuscripts.status, Status.EXPERT_REVIEW),
      ),
    );
  let expired = 0;
  for (const { id } of due) {
    const done = await deps.db.transaction(async (tx) => {
      const [inv] = await tx
        .select()
        .from(expertInvitations)
        .where(eq(expertInvitations.id, id))
        .for('update');
      if (inv?.state !== 'invited') return false;
      await tx
        .update(expertInvitations)
        .set({ state: 'expired', version: sql`${expertInvitations.version} + 1` })
        .where(eq(expertInvitations.id, id));
      await promoteAlternate(tx, deps.notifier, inv.manuscriptId, inv.round, inv.invitedBy, now);
      await refreshProgress(tx, inv.manuscriptId);
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}
