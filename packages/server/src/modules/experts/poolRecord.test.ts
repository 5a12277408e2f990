import * as E from '@jb/contract/api/experts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { addExpert, atExpertAllocation, type ReviewWorld, reviewWorld } from '../../../test/reviewWorld.ts';
import { pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login } from '../../../test/wireClient.ts';
import { expertInvitations, expertReviews } from '../../db/schema/index.ts';

const DAY = 86_400_000;
const DUE_DAYS = 14;

/** One invitation of a known record: a review submitted `days` after the invitation with `score`, or an answer. */
type Past = { submitted: { days: number; score: number } } | { state: 'declined' | 'expired' };

/**
 * The expert's past invitations on the manuscript, as the invitation and review calls leave them
 * (each its own round, a review due 14 days after the invitation, one score item weighing 100).
 */
async function pastWork(t: TestApp, x: ReviewWorld, manuscriptId: number, expertId: number, past: Past[]) {
  for (const [round, p] of past.entries()) {
    const invitedAt = new Date(Date.now() - (90 - round * 20) * DAY);
    const [inv] = await t.db
      .insert(expertInvitations)
      .values({
        manuscriptId,
        expertId,
        invitedBy: x.w.admin.id,
        state: 'submitted' in p ? 'submitted' : p.state,
        round,
        invitedAt,
        dueAt: new Date(invitedAt.getTime() + DUE_DAYS * DAY),
        respondedAt: 'submitted' in p || p.state === 'declined' ? new Date(invitedAt.getTime() + DAY) : null,
      })
      .returning({ id: expertInvitations.id });
    if ('submitted' in p) {
      const { days, score } = p.submitted;
      await t.db.insert(expertReviews).values({
        invitationId: inv!.id,
        scores: [{ name: '创新性', weight: 100, score, weighted: score }],
        recommendation: 'minor',
        toAuthor: '意见',
        submittedAt: new Date(invitedAt.getTime() + days * DAY),
      });
    }
  }
}

describe(`the expert pool by record (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /**
   * Four experts of known records:
   * 快 (fast): two reviews in 2 and 4 days, scored 90 and 80: 3 days, 85 on average, never late.
   * 慢 (slow): one review 20 days after the invitation (6 late), scored 60, and one let expire: late 2.
   * 拒 (declining): declined three times, one review in 10 days scored 70.
   * 新 (new): never invited: no averages.
   */
  async function knownPool() {
    const x = await reviewWorld(t, { expert: true });
    const id = await atExpertAllocation(t, x);
    const fast = await addExpert(t, x, '快专家', '清华大学');
    const slow = await addExpert(t, x, '慢专家', '北京大学');
    const declining = await addExpert(t, x, '拒专家', '复旦大学');
    const fresh = await addExpert(t, x, '新专家', '南京大学');
    await pastWork(t, x, id, fast.id, [
      { submitted: { days: 2, score: 90 } },
      { submitted: { days: 4, score: 80 } },
    ]);
    await pastWork(t, x, id, slow.id, [{ submitted: { days: 20, score: 60 } }, { state: 'expired' }]);
    await pastWork(t, x, id, declining.id, [
      { state: 'declined' },
      { state: 'declined' },
      { state: 'declined' },
      { submitted: { days: 10, score: 70 } },
    ]);
    const names = async (query: Record<string, string | number>) => {
      const res = await callOf(t.app, E.expertList, x.admin, { query: query as never });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as { list: { name: string }[]; total: number };
      expect(data.total).toBe(data.list.length);
      return data.list.map((r) => r.name);
    };
    return { x, fast, slow, declining, fresh, names };
  }

  it('shows each expert’s record, the same in the list and the detail', async () => {
    const { x, fast, slow, declining, names } = await knownPool();
    const list = (await callOf(t.app, E.expertList, x.admin, { query: { sort: 'name' } })).json().data
      .list as { id: number; record: object }[];
    const recordOf = (id: number) => list.find((r) => r.id === id)!.record;
    expect(recordOf(fast.id)).toMatchObject({
      invited: 2,
      late: 0,
      declined: 0,
      averageDays: 3,
      averageScore: 85,
    });
    expect(recordOf(slow.id)).toMatchObject({
      invited: 2,
      late: 2,
      declined: 0,
      averageDays: 20,
      averageScore: 60,
    });
    expect(recordOf(declining.id)).toMatchObject({ invited: 4, declined: 3, late: 0, averageDays: 10 });
    const detail = await callOf(t.app, E.expertDetailCall, x.admin, { query: { id: slow.id } });
    expect(detail.json().data.record).toEqual(recordOf(slow.id));
    // Sorting by a record figure reads the same record.
    const bySpeed = (await callOf(t.app, E.expertList, x.admin, { query: { sort: 'averageDays' } })).json()
      .data.list as { id: number; record: object }[];
    expect(bySpeed.find((r) => r.id === slow.id)!.record).toEqual(recordOf(slow.id));
    expect(await names({ sort: 'name', order: 'asc' })).toHaveLength(4);
  });

  it('sorts by average score, average days, late reviews and declined invitations; no average comes last', async () => {
    const { names } = await knownPool();
    expect(await names({ sort: 'averageScore', order: 'desc' })).toEqual([
      '快专家',
      '拒专家',
      '慢专家',
      '新专家',
    ]);
    expect(await names({ sort: 'averageScore', order: 'asc' })).toEqual([
      '慢专家',
      '拒专家',
      '快专家',
      '新专家',
    ]);
    expect(await names({ sort: 'averageDays', order: 'asc' })).toEqual([
      '快专家',
      '拒专家',
      '慢专家',
      '新专家',
    ]);
    expect(await names({ sort: 'averageDays', order: 'desc' })).toEqual([
      '慢专家',
      '拒专家',
      '快专家',
      '新专家',
    ]);
    expect((await names({ sort: 'late', order: 'desc' }))[0]).toBe('慢专家');
    expect((await names({ sort: 'declined', order: 'desc' }))[0]).toBe('拒专家');
    expect((await names({ sort: 'invited', order: 'desc' }))[0]).toBe('拒专家');
    expect((await names({ sort: 'invited', order: 'asc' }))[0]).toBe('新专家');
  });

  it('filters by late reviews, declined invitations, average days and average score, with the total', async () => {
    const { names } = await knownPool();
    const byName = { sort: 'name', order: 'asc' };
    expect(await names({ ...byName, late: '1' })).toEqual(['慢专家']);
    expect((await names({ ...byName, late: '0' })).sort()).toEqual(['快专家', '拒专家', '新专家'].sort());
    expect((await names({ ...byName, maxDeclined: 0 })).sort()).toEqual(
      ['快专家', '慢专家', '新专家'].sort(),
    );
    expect(await names({ ...byName, maxDeclined: 3 })).toHaveLength(4);
    expect(await names({ ...byName, maxAverageDays: 7 })).toEqual(['快专家']);
    expect((await names({ ...byName, maxAverageDays: 10 })).sort()).toEqual(['快专家', '拒专家'].sort());
    expect(await names({ ...byName, minAverageScore: 80 })).toEqual(['快专家']);
    expect(await names({ sort: 'averageScore', order: 'asc', minAverageScore: 60 })).toEqual([
      '慢专家',
      '拒专家',
      '快专家',
    ]);
    // Filters add up, with the others (keyword) too.
    expect(await names({ ...byName, late: '0', minAverageScore: 65, maxAverageDays: 7 })).toEqual(['快专家']);
    expect(await names({ ...byName, minAverageScore: 65, keyword: '拒' })).toEqual(['拒专家']);
    expect(await names({ ...byName, late: '1', keyword: '快' })).toEqual([]);
  });

  it('refuses bad record filters and sorts on their field', async () => {
    const { x } = await knownPool();
    for (const [query, field] of [
      [{ minAverageScore: 101 }, 'minAverageScore'],
      [{ maxAverageDays: 0 }, 'maxAverageDays'],
      [{ maxDeclined: -1 }, 'maxDeclined'],
      [{ late: '2' }, 'late'],
      [{ sort: 'score' }, 'sort'],
    ] as const) {
      const res = await callOf(t.app, E.expertList, x.admin, { query: query as never });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().data.fields.map((f: { path: string }) => f.path)).toContain(field);
    }
  });

  it('keeps the sorted and filtered pool to the press and to people with the permission', async () => {
    const { x } = await knownPool();
    const query = { sort: 'averageScore', minAverageScore: 0 } as never;
    const b = await pressWorld(t.db);
    const adminB = await login(t.app, b.admin.account, b.admin.password);
    const other = await callOf(t.app, E.expertList, adminB, { query });
    expect(other.statusCode).toBe(200);
    expect(other.json().data).toMatchObject({ list: [], total: 0 });
    const financeUser = await createUser(t.db, x.w.press, { role: 'finance' });
    const finance = await login(t.app, financeUser.account, financeUser.password);
    expect((await callOf(t.app, E.expertList, finance, { query })).statusCode).toBe(403);
  });
});
