import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { manuscriptEvents, manuscripts, remindersSent } from '../../db/schema/index.ts';
import { expertReviewsDue } from '../experts/deadlines.ts';
import type { WorkflowDeps } from '../workflow/deps.ts';
import { dueSlot, type ReminderItem, type ReminderKind } from './kinds.ts';
import { unpaidPrepaidOrders } from './unpaidOrders.ts';

/** Every kind of reminder the daily job looks for (later issues add theirs here). */
export const REMINDER_KINDS: readonly ReminderKind[] = [unpaidPrepaidOrders, expertReviewsDue];

/** Sends one item's reminder unless this slot was sent already; the record goes on the timeline. */
async function remindOnce(tx: Tx, deps: WorkflowDeps, kind: ReminderKind, item: ReminderItem, slot: string) {
  const [claimed] = await tx
    .insert(remindersSent)
    .values({ kind: kind.kind, itemId: item.itemId, slot, manuscriptId: item.manuscriptId })
    .onConflictDoNothing()
    .returning({ id: remindersSent.id });
  if (!claimed) return false;
  const ids = kind.send
    ? await kind.send(tx, deps.notifier, item)
    : await deps.notifier.toAuthor(tx, item.manuscriptId, kind.event, item.vars);
  await tx
    .update(remindersSent)
    .set({ outboxId: ids[0] ?? null })
    .where(eq(remindersSent.id, claimed.id));
  const [m] = await tx
    .select({
      status: manuscripts.status,
      reviewProcessId: manuscripts.reviewProcessId,
      productionProcessId: manuscripts.productionProcessId,
    })
    .from(manuscripts)
    .where(eq(manuscripts.id, item.manuscriptId));
  await tx.insert(manuscriptEvents).values({
    manuscriptId: item.manuscriptId,
    action: 'reminder',
    fromStatus: m!.status,
    toStatus: m!.status,
    actorType: 'system',
    actorId: 0,
    // The event's name: the timeline shows its label (contract notificationEvents.ts).
    note: kind.event,
    reviewProcessId: m!.reviewProcessId,
    productionProcessId: m!.productionProcessId,
  });
  return true;
}

/**
 * The daily reminder run: for every kind, every open item whose latest due slot has not been sent
 * gets its reminder, each in its own transaction (one failure does not stop the others; the slot's
 * unique row means a second run, or a second process, never sends it twice). Answers how many.
 */
export async function runReminders(
  deps: WorkflowDeps,
  now = new Date(),
  kinds = REMINDER_KINDS,
  onError: (err: unknown, kind: string, itemId: number) => void = () => undefined,
) {
  let sent = 0;
  for (const kind of kinds) {
    for (const item of await kind.find(deps.db, now)) {
      const slot = dueSlot(item, now);
      if (slot === null) continue;
      try {
        if (await deps.db.transaction((tx) => remindOnce(tx, deps, kind, item, slot))) sent += 1;
      } catch (err) {
        onError(err, kind.kind, item.itemId);
      }
    }
  }
  return sent;
}
