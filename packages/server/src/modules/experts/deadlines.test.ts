import * as E from '@jb/contract/api/experts';
import { Status } from '@jb/contract/workflow';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remindersFor } from '../../../test/reminders.ts';
import { addExpert, atExpertAllocation, manuscriptRow, reviewWorld } from '../../../test/reviewWorld.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf } from '../../../test/wireClient.ts';
import { expertInvitations, expertSettings, messages, remindersSent } from '../../db/schema/index.ts';
import { runReminders } from '../reminders/run.ts';
import { expertReviewsDue, expireInvitations } from './deadlines.ts';

const DAY_MS = 86_400_000;

describe(`expert review deadlines (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const deps = () => ({ db: t.db, notifier: t.app.notifier });

  /** A manuscript with two experts invited (due in 10 days, reminders 3 days before) and one alternate. */
  async function invited() {
    const x = await reviewWorld(t, { expert: true });
    await t.db
      .insert(expertSettings)
      .values({ journalId: x.w.journalId, expertCount: 2, dueDays: 10, reminderDays: 3, anonymous: true });
    const id = await atExpertAllocation(t, x);
    const a = await addExpert(t, x, '陈教授', '清华大学');
    const b = await addExpert(t, x, '刘研究员', '中国科学院');
    const alt = await addExpert(t, x, '孙教授', '复旦大学');
    const res = await callOf(t.app, E.expertInvite, x.admin, {
      body: {
        id,
        version: (await manuscriptRow(t, id)).version,
        experts: [a.id, b.id],
        alternates: [alt.id],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await manuscriptRow(t, id)).status).toBe(Status.EXPERT_REVIEW);
    const invitation = async (expertId: number) =>
      (
        await t.db
          .select()
          .from(expertInvitations)
          .where(and(eq(expertInvitations.manuscriptId, id), eq(expertInvitations.expertId, expertId)))
      )[0]!;
    return { x, id, a, b, alt, invitation };
  }
  const reminders = (expertId: number) =>
    t.db
      .select({ title: messages.title, content: messages.content })
      .from(messages)
      .where(and(eq(messages.recipientId, expertId), eq(messages.kind, 'reminder')));

  it('reminds an expert before the due date and after it while the review is not in, once per slot', async () => {
    const { id, a, b, invitation } = await invited();
    // b accepts; a does not answer.
    const accepted = await callOf(t.app, E.expertRespond, b.session, {
      body: { id: (await invitation(b.id)).id, version: (await invitation(b.id)).version, accept: true },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const due = (await invitation(b.id)).dueAt!;
    const only = remindersFor(new Set([id]), [expertReviewsDue]);
    // Eight days after inviting: three days before the due date is reached for both.
    const before = new Date(due.getTime() - 2 * DAY_MS);
    expect(await runReminders(deps(), before, only)).toBe(2);
    await runReminders(deps(), before, only);
    expect([(await reminders(a.id)).length, (await reminders(b.id)).length]).toEqual([1, 1]);
    const [first] = await reminders(b.id);
    expect(first!.title).toContain('审稿提醒');
    expect(first!.content).toContain(due.toISOString().slice(0, 10));
    // The day after the due date: a's unanswered invitation expires first; only b (accepted, late) is reminded.
    const after = new Date(due.getTime() + DAY_MS + 1000);
    expect(await expireInvitations(deps(), after)).toBeGreaterThanOrEqual(1);
    expect((await invitation(a.id)).state).toBe('expired');
    expect(await runReminders(deps(), after, only)).toBe(1);
    expect((await reminders(b.id)).length).toBe(2);
    expect((await reminders(a.id)).length).toBe(1);
    const slots = await t.db.select().from(remindersSent).where(eq(remindersSent.manuscriptId, id));
    expect(slots.map((s) => s.slot).sort()).toEqual(['d-3', 'd-3', 'd1']);
  });

  it('expires an unanswered invitation at its due date and invites the best-ranked alternate in its place', async () => {
    const { a, b, alt, invitation } = await invited();
    const due = (await invitation(a.id)).dueAt!;
    await expireInvitations(deps(), new Date(due.getTime() - 1000));
    expect((await invitation(a.id)).state).toBe('invited');
    // b accepted in time, so only a expires.
    const accepted = await callOf(t.app, E.expertRespond, b.session, {
      body: { id: (await invitation(b.id)).id, version: (await invitation(b.id)).version, accept: true },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const now = new Date(due.getTime() + 1000);
    expect(await expireInvitations(deps(), now)).toBeGreaterThanOrEqual(1);
    expect((await invitation(a.id)).state).toBe('expired');
    expect((await invitation(b.id)).state).toBe('accepted');
    const promoted = await invitation(alt.id);
    expect(promoted.state).toBe('invited');
    expect(promoted.alternateRank).toBeNull();
    // Its due date counts from when it was sent.
    expect(promoted.dueAt!.getTime()).toBe(now.getTime() + 10 * DAY_MS);
    const told = await t.db.select().from(messages).where(eq(messages.recipientId, alt.id));
    expect(told.map((m) => m.title).join()).toContain('审稿邀请');
    // A second run leaves them as they are: the alternate (due later) stays invited.
    await expireInvitations(deps(), now);
    expect((await invitation(alt.id)).state).toBe('invited');
    expect((await t.db.select().from(messages).where(eq(messages.recipientId, alt.id))).length).toBe(
      told.length,
    );
  });
});
