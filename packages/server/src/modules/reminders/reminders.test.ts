import { Status } from '@jb/contract/workflow';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manuscriptAtZero } from '../../../test/manuscripts.ts';
import { remindersFor } from '../../../test/reminders.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { manuscriptEvents, orders, outbox, pressSettings, remindersSent } from '../../db/schema/index.ts';
import { dueSlot } from './kinds.ts';
import { runReminders } from './run.ts';
import { unpaidPrepaidOrders } from './unpaidOrders.ts';

const DAY = 86_400_000;

describe('dueSlot', () => {
  const anchor = new Date('2026-11-01T00:00:00Z');
  const item = { itemId: 1, manuscriptId: 1, anchor, offsets: [-2, 0, 3] };
  const at = (days: number) => new Date(anchor.getTime() + days * DAY);
  it('fires before the due date as well as after, one slot at a time, only the latest reached', () => {
    expect(dueSlot(item, at(-3))).toBeNull();
    expect(dueSlot(item, at(-2))).toBe('d-2');
    expect(dueSlot(item, at(-0.5))).toBe('d-2');
    expect(dueSlot(item, at(0))).toBe('d0');
    expect(dueSlot(item, at(10))).toBe('d3');
  });
});

describe(`reminders of unpaid prepaid fees (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await pressWorld(t.db);
  });
  afterAll(() => t.close());

  const deps = () => ({ db: t.db, notifier: t.app.notifier });
  /** This file's manuscripts: the runs below look at them only. */
  const mine = new Set<number>();
  const run = (now: Date) => runReminders(deps(), now, remindersFor(mine));
  /** A manuscript at 0 whose prepaid order was placed `daysAgo` days before `now`. */
  async function unpaid(now: Date, daysAgo: number, world = w) {
    const m = await manuscriptAtZero(t.db, world);
    mine.add(m.id);
    await t.db
      .update(orders)
      .set({ createdAt: new Date(now.getTime() - daysAgo * DAY) })
      .where(eq(orders.id, m.orderId));
    return m;
  }
  const remindersOf = (manuscriptId: number) =>
    t.db.select().from(remindersSent).where(eq(remindersSent.manuscriptId, manuscriptId));
  const mailsOf = (manuscriptId: number) =>
    t.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.manuscriptId, manuscriptId),
          eq(outbox.event, 'paymentRequested'),
          eq(outbox.channel, 'email'),
        ),
      );

  it('reminds once the press’s reminder days have passed, once per slot, with a timeline record', async () => {
    const now = new Date();
    const due = await unpaid(now, 3.5);
    const early = await unpaid(now, 1);
    await run(now);
    expect((await remindersOf(due.id)).map((r) => r.slot)).toEqual(['d3']);
    expect(await remindersOf(early.id)).toEqual([]);
    const [mail] = await mailsOf(due.id);
    expect(mail!.body).toContain('500.00 元');
    const [event] = await t.db
      .select()
      .from(manuscriptEvents)
      .where(and(eq(manuscriptEvents.manuscriptId, due.id), eq(manuscriptEvents.action, 'reminder')));
    expect(event).toMatchObject({
      actorType: 'system',
      fromStatus: Status.AUTHOR_UNPAID,
      toStatus: Status.AUTHOR_UNPAID,
      note: 'paymentRequested',
    });

    // The same day again (or a second process): nothing more.
    await run(now);
    expect(await mailsOf(due.id)).toHaveLength(1);
    // Three days on: the second reminder; after the third slot, no more.
    await run(new Date(now.getTime() + 3 * DAY));
    await run(new Date(now.getTime() + 6 * DAY));
    await run(new Date(now.getTime() + 30 * DAY));
    expect((await remindersOf(due.id)).map((r) => r.slot).sort()).toEqual(['d3', 'd6', 'd9']);
    expect(await mailsOf(due.id)).toHaveLength(3);
  });

  it('after days without a run sends only the latest reminder due, not every one missed', async () => {
    const now = new Date();
    const late = await unpaid(now, 20);
    await run(now);
    expect((await remindersOf(late.id)).map((r) => r.slot)).toEqual(['d9']);
  });

  it('stops once the fee is paid, and never runs for a press that set its reminder days to 0', async () => {
    const now = new Date();
    const paid = await unpaid(now, 5);
    await t.db.update(orders).set({ payStatus: 1 }).where(eq(orders.id, paid.orderId));
    const quiet = await pressWorld(t.db);
    await t.db
      .insert(pressSettings)
      .values({ pressId: quiet.press.id, settings: { reminderDays: 0 } })
      .onConflictDoUpdate({ target: pressSettings.pressId, set: { settings: { reminderDays: 0 } } });
    const off = await unpaid(now, 5, quiet);
    const found = (await unpaidPrepaidOrders.find(t.db, now)).map((i) => i.manuscriptId);
    expect(found).not.toContain(paid.id);
    expect(found).not.toContain(off.id);
    await run(now);
    expect(await remindersOf(paid.id)).toEqual([]);
    expect(await remindersOf(off.id)).toEqual([]);
  });

  it('uses the press’s own reminder days', async () => {
    const now = new Date();
    const other = await pressWorld(t.db);
    await t.db
      .insert(pressSettings)
      .values({ pressId: other.press.id, settings: { reminderDays: 7 } })
      .onConflictDoUpdate({ target: pressSettings.pressId, set: { settings: { reminderDays: 7 } } });
    const m = await unpaid(now, 5, other);
    await run(now);
    expect(await remindersOf(m.id)).toEqual([]);
    await run(new Date(now.getTime() + 2.5 * DAY));
    expect((await remindersOf(m.id)).map((r) => r.slot)).toEqual(['d7']);
  });
});
