import type { NotificationEventName, NotificationVariable } from '@jb/contract/notificationEvents';
import type { Db, Tx } from '../../db/client.ts';
import type { Notifier } from '../notifications/notifier.ts';

/** One thing that may be waited on: an unpaid order, later an expert's review, an allocation … */
export interface ReminderItem {
  itemId: number;
  manuscriptId: number;
  /** The date the reminder days count from (a due date, or when the wait began). */
  anchor: Date;
  /** Days from the anchor at which a reminder is due: negative before it, several per item. */
  offsets: readonly number[];
  /** Extra template variables (amount, due date …). */
  vars?: Partial<Record<NotificationVariable, string>>;
}

/**
 * A kind of reminder: later issues register their own (expert reviews, allocations, revisions,
 * proofs) beside the unpaid order of this one. `find` returns the open items of every press.
 */
export interface ReminderKind {
  kind: string;
  event: NotificationEventName;
  find(db: Db | Tx, now: Date): Promise<ReminderItem[]>;
  /** Who is told (the outbox ids written); the manuscript's author when not given. */
  send?(tx: Tx, notifier: Notifier, item: ReminderItem): Promise<number[]>;
}

const DAY_MS = 86_400_000;

/**
 * The reminder due now for an item, if any: the latest offset already reached. Only the latest one
 * is sent, so a job that did not run for days sends one reminder, not every one it missed, and an
 * earlier slot never becomes due again once a later one is passed.
 */
export function dueSlot(item: ReminderItem, now: Date): string | null {
  let due: number | null = null;
  for (const offset of item.offsets)
    if (item.anchor.getTime() + offset * DAY_MS <= now.getTime() && (due === null || offset > due))
      due = offset;
  return due === null ? null : `d${due}`;
}
