import { groupUpdate } from '@jb/contract/api/groups';
import { REVIEW_CALLS } from '@jb/contract/api/review';
import type { OneKeyPlan } from '@jb/contract/schemas/review';
import { Status } from '@jb/contract/workflow';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  manuscriptRow,
  type ReviewWorld,
  reviewWorld,
  submittedToAllocation,
} from '../../../test/reviewWorld.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf } from '../../../test/wireClient.ts';
import { manuscripts, subjects } from '../../db/schema/index.ts';

const C = REVIEW_CALLS;

/**
 * One-key allocation by subject: the first-review group of `reviewWorld` (the editor weight 2,
 * the second member weight 1), the second member handling 工学 (and so 工学 / 计算机科学).
 */
describe(`one-key allocation by subject (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function world(cap = 0) {
    const x = await reviewWorld(t);
    const [engineering] = await t.db
      .insert(subjects)
      .values({ name: '工学', pressId: x.w.press.id })
      .returning({ id: subjects.id });
    const [computing, literature] = await t.db
      .insert(subjects)
      .values([
        { name: '计算机科学', pressId: x.w.press.id, parentId: engineering!.id },
        { name: '文学', pressId: x.w.press.id },
      ])
      .returning({ id: subjects.id });
    const saved = await callOf(t.app, groupUpdate, x.admin, {
      body: {
        id: x.groupId,
        version: 0,
        name: '初审组',
        journalId: null,
        description: '',
        members: [
          { userId: x.w.editor.id, weight: 2, cap: 0, subjectIds: [] },
          { userId: x.second.id, weight: 1, cap, subjectIds: [engineering!.id] },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { x, computing: computing!.id, literature: literature!.id };
  }

  /** Manuscripts at first-review allocation, of the subject given (null: none). */
  async function submitted(x: ReviewWorld, subjectId: number | null, n: number) {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const id = await submittedToAllocation(t, x);
      await t.db.update(manuscripts).set({ subjectId }).where(eq(manuscripts.id, id));
      ids.push(id);
    }
    return ids;
  }

  const items = (ids: number[]) =>
    Promise.all(ids.map(async (id) => ({ id, version: (await manuscriptRow(t, id)).version })));

  async function plan(x: ReviewWorld, ids: number[], preview = true): Promise<OneKeyPlan> {
    const res = await callOf(t.app, C.reviewAllocation.oneKeyAssign, x.admin, {
      body: { items: await items(ids), preview },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  const member = (p: OneKeyPlan, userId: number) => p.members.find((m) => m.userId === userId)!;
  const owners = (p: OneKeyPlan) => new Map(p.assignments.map((a) => [a.id, a.userId]));

  it('gives the member whose subjects hold the manuscript’s its manuscripts, even with more open work, and says so', async () => {
    const { x, computing } = await world();
    // The second member already has two open manuscripts; the editor none, and twice the weight.
    for (const id of await submitted(x, null, 2)) {
      const res = await callOf(t.app, C.reviewAllocation.saveAssign, x.admin, {
        body: { id, version: (await manuscriptRow(t, id)).version, assigneeId: x.second.id },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const bySubject = await submitted(x, computing, 3);
    const [plain] = await submitted(x, null, 1);
    const p = await plan(x, [...bySubject, plain!]);
    const to = owners(p);
    for (const id of bySubject) expect(to.get(id)).toBe(x.second.id);
    expect(to.get(plain!)).toBe(x.w.editor.id);
    expect(member(p, x.second.id)).toMatchObject({ load: 2, gets: 3, bySubject: 3 });
    expect(member(p, x.second.id).reason.zh).toContain('学科匹配 3 篇');
    expect(member(p, x.second.id).reason.en).toContain('3 by subject');
    expect(member(p, x.w.editor.id)).toMatchObject({ gets: 1, bySubject: 0 });
    expect(member(p, x.w.editor.id).reason.zh).toContain('不限学科');
    // Applying the plan allocates exactly that.
    const applied = await plan(x, [...bySubject, plain!], false);
    expect(applied.results!.every((r) => r.ok)).toBe(true);
    for (const id of bySubject) {
      expect(await manuscriptRow(t, id)).toMatchObject({
        status: Status.FIRST_REVIEW,
        auditUserId: x.second.id,
      });
    }
  });

  it('falls back to everyone by load and weight when no member handles the subject', async () => {
    const { x, literature } = await world();
    const ids = await submitted(x, literature, 3);
    const p = await plan(x, ids);
    expect(member(p, x.w.editor.id)).toMatchObject({ gets: 2, bySubject: 0 });
    expect(member(p, x.second.id)).toMatchObject({ gets: 1, bySubject: 0 });
    expect(member(p, x.second.id).reason.zh).toContain('学科匹配 0 篇');
  });

  it('the cap still wins: past it, the subject’s manuscripts go to the others', async () => {
    const { x, computing } = await world(1);
    const ids = await submitted(x, computing, 3);
    const p = await plan(x, ids);
    expect(owners(p).get(ids[0]!)).toBe(x.second.id);
    expect(member(p, x.second.id)).toMatchObject({ gets: 1, bySubject: 1 });
    expect(member(p, x.second.id).reason.zh).toContain('已达上限');
    expect(member(p, x.w.editor.id)).toMatchObject({ gets: 2, bySubject: 0 });
    expect(p.unassigned).toEqual([]);
  });
});
