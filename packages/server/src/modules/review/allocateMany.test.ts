import { REVIEW_CALLS } from '@jb/contract/api/review';
import { Status } from '@jb/contract/workflow';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  manuscriptRow,
  type ReviewWorld,
  reviewWorld,
  submittedToAllocation,
} from '../../../test/reviewWorld.ts';
import { pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { JOB_DEADLINE_MS, JOB_TEST_TIMEOUT_MS } from '../../../test/until.ts';
import { callOf } from '../../../test/wireClient.ts';
import {
  editorGroupMembers,
  manuscriptAssignments,
  manuscriptEvents,
  manuscriptTotals,
  messages,
} from '../../db/schema/index.ts';
import { QUEUES } from '../../platform/jobs/queues.ts';

const C = REVIEW_CALLS;
const POLL = { timeout: JOB_DEADLINE_MS, interval: 250 };

describe(`allocating many at once (${engineName})`, { timeout: JOB_TEST_TIMEOUT_MS }, () => {
  let t: TestApp;
  beforeAll(async () => {
    // The notices are made by their job after the allocation: this app runs the handlers.
    t = await createTestApp({ config: { JOB_POLL_SECONDS: 0.5 }, runJobs: [QUEUES.allocationNotices.name] });
  });
  afterAll(() => t.close());

  const atAllocation = async (x: ReviewWorld, n: number) => {
    const ids: number[] = [];
    for (let i = 0; i < n; i += 1) ids.push(await submittedToAllocation(t, x, `批量分配稿件${i}`));
    return ids;
  };
  const items = async (ids: number[]) =>
    Promise.all(ids.map(async (id) => ({ id, version: (await manuscriptRow(t, id)).version })));
  /** The editor's inbox messages about work given to them (the world also has an announcement). */
  const work = async (x: ReviewWorld) =>
    (await t.db.select().from(messages).where(eq(messages.recipientId, x.w.editor.id))).filter((m) =>
      m.title.includes('待办'),
    );
  const total = async (x: ReviewWorld, status: number) =>
    (
      await t.db
        .select({ n: sql<number>`coalesce(sum(${manuscriptTotals.n}), 0)::int` })
        .from(manuscriptTotals)
        .where(and(eq(manuscriptTotals.journalId, x.w.journalId), eq(manuscriptTotals.status, status)))
    )[0]!.n;

  it('answers each manuscript on its own: a stale version and another press’s are refused, the rest allocated once, counted and told once', async () => {
    const x = await reviewWorld(t);
    const ids = await atAllocation(x, 4);
    const b = await pressWorld(t.db);
    const body = await items(ids);
    body[1]!.version += 5;
    const res = await callOf(t.app, C.reviewAllocation.batchAssign, x.admin, {
      body: { items: [...body, { id: b.manuscriptId, version: 0 }], assigneeId: x.w.editor.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answers = res.json().data as { id: number; ok: boolean; code?: number }[];
    expect(answers.map((a) => [a.id, a.ok, a.code ?? null])).toEqual([
      [ids[0], true, null],
      [ids[1], false, 40901],
      [ids[2], true, null],
      [ids[3], true, null],
      [b.manuscriptId, false, 40400],
    ]);
    const allocated = [ids[0]!, ids[2]!, ids[3]!];
    for (const id of allocated) {
      const m = await manuscriptRow(t, id);
      expect([m.status, m.auditUserId]).toEqual([Status.FIRST_REVIEW, x.w.editor.id]);
    }
    expect((await manuscriptRow(t, ids[1]!)).status).toBe(Status.FIRST_ALLOCATION);
    const open = await t.db
      .select()
      .from(manuscriptAssignments)
      .where(and(inArray(manuscriptAssignments.manuscriptId, ids), isNull(manuscriptAssignments.endedAt)));
    expect(open.map((a) => a.manuscriptId).sort()).toEqual([...allocated].sort());
    const events = await t.db
      .select()
      .from(manuscriptEvents)
      .where(and(inArray(manuscriptEvents.manuscriptId, ids), eq(manuscriptEvents.action, 'assign')));
    expect(events.length).toBe(3);
    // The kept counts moved with them: one left at allocation, three at first review.
    expect([await total(x, Status.FIRST_ALLOCATION), await total(x, Status.FIRST_REVIEW)]).toEqual([1, 3]);
    // One notice for the three, with their number.
    await expect
      .poll(async () => (await work(x)).map((m) => m.title), POLL)
      .toEqual(['新的待办稿件 3 篇（初审稿件）']);
    const told = await work(x);
    expect(told[0]!.link).toBe('/editorialReview/initialManuscript');
  });

  it('keeps caps across the batch: a member with room for one gets one, the next is refused on the field', async () => {
    const x = await reviewWorld(t);
    await t.db.update(editorGroupMembers).set({ cap: 1 }).where(eq(editorGroupMembers.userId, x.w.editor.id));
    const ids = await atAllocation(x, 2);
    const res = await callOf(t.app, C.reviewAllocation.batchAssign, x.admin, {
      body: { items: await items(ids), assigneeId: x.w.editor.id },
    });
    const answers = res.json().data as { id: number; ok: boolean; message: string }[];
    expect(answers.map((a) => a.ok)).toEqual([true, false]);
    expect(answers[1]!.message).toMatch(/上限|cap/);
    expect((await manuscriptRow(t, ids[1]!)).status).toBe(Status.FIRST_ALLOCATION);
    // One manuscript: the notice is the manuscript's own.
    await expect.poll(async () => (await work(x)).length, POLL).toBe(1);
    const told = await work(x);
    expect(told[0]!.title).not.toContain('篇');
  });
});
