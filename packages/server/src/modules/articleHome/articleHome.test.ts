import * as H from '@jb/contract/api/articleHome';
import { REVIEW_CALLS } from '@jb/contract/api/review';
import type { HomeList } from '@jb/contract/schemas/articleHome';
import { PRODUCTION_GROUPS, STAGE_DUE_DAYS } from '@jb/contract/stageGroups';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import {
  manuscriptRow,
  type ReviewWorld,
  reviewWorld,
  submittedToAllocation,
} from '../../../test/reviewWorld.ts';
import { pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { manuscriptAssignments } from '../../db/schema/index.ts';

const C = REVIEW_CALLS;
const DAY_MS = 86_400_000;

describe(`editors' homes (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const home = async (
    c:
      | typeof H.queryArticleAuditList
      | typeof H.queryArticleAllotList
      | typeof H.queryArticleAfterEmploymentList,
    who: Session,
    query: Record<string, unknown> = {},
  ): Promise<HomeList> => {
    const res = await callOf(t.app, c as never, who, { query } as never);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const ids = (h: HomeList) => h.list.map((r) => r.id).sort((a, b) => a - b);
  const stage = (h: HomeList, group: string) => h.stages.find((s) => s.group === group);

  /** Two manuscripts allocated by the administrator to the editor, one of them long ago, and one waiting. */
  async function allocatedWork(x: ReviewWorld) {
    const [a, b, waiting] = [
      await submittedToAllocation(t, x, '首页统计稿件甲'),
      await submittedToAllocation(t, x, '首页统计稿件乙'),
      await submittedToAllocation(t, x, '首页统计稿件丙'),
    ];
    for (const id of [a, b]) {
      const res = await callOf(t.app, C.reviewAllocation.saveAssign, x.admin, {
        body: { id, version: (await manuscriptRow(t, id)).version, assigneeId: x.w.editor.id },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const longAgo = new Date(Date.now() - (STAGE_DUE_DAYS + 1) * DAY_MS);
    await t.db
      .update(manuscriptAssignments)
      .set({ assignedAt: longAgo })
      .where(eq(manuscriptAssignments.manuscriptId, a));
    return { a, b, waiting };
  }

  it('shows the assignee their work per stage, what is past due, and the list behind each count', async () => {
    const x = await reviewWorld(t);
    const { a, b } = await allocatedWork(x);
    const mine = await home(H.queryArticleAuditList, x.editor);
    expect(stage(mine, 'review')).toMatchObject({ status: null, waiting: 2, overdue: 1 });
    expect(ids(mine)).toEqual([a, b]);
    expect(mine.total).toBe(2);
    const late = await home(H.queryArticleAuditList, x.editor, { overdue: 'true' });
    expect(ids(late)).toEqual([a]);
    expect(late.total).toBe(1);
    // A keyword narrows the list and its total (counted, not taken from the stages).
    const one = await home(H.queryArticleAuditList, x.editor, { keyword: '首页统计稿件乙' });
    expect([ids(one), one.total]).toEqual([[b], 1]);
    const firstOnly = await home(H.queryArticleAuditList, x.editor, { group: 'review' });
    expect(firstOnly.stages.map((s) => s.group)).toEqual(['review']);
    expect(ids(firstOnly)).toEqual([a, b]);
    // The other member of the group has nothing allocated.
    const other = await home(H.queryArticleAuditList, x.other);
    expect(stage(other, 'review')).toMatchObject({ waiting: 0, overdue: 0 });
    expect(ids(other)).toEqual([]);
  });

  it('shows the allocator what waits and what they allocated that is open, past due included', async () => {
    const x = await reviewWorld(t);
    const { a, b, waiting } = await allocatedWork(x);
    const allot = await home(H.queryArticleAllotList, x.admin);
    expect(stage(allot, 'reviewAllocation')).toMatchObject({
      status: null,
      waiting: 1,
      allocated: 2,
      overdue: 1,
    });
    expect(ids(allot)).toEqual([waiting]);
    expect(allot.total).toBe(1);
    const allocated = await home(H.queryArticleAllotList, x.admin, { view: 'allocated' });
    expect([ids(allocated), allocated.total]).toEqual([[a, b], 2]);
    expect(ids(await home(H.queryArticleAllotList, x.admin, { view: 'allocated', overdue: 'true' }))).toEqual(
      [a],
    );
    // Once reviewed, the allocation is closed and no longer counts.
    const passed = await callOf(t.app, C.review.audit, x.editor, {
      body: { id: b, version: (await manuscriptRow(t, b)).version, action: 'pass', opinion: '' },
    });
    expect(passed.statusCode, passed.body).toBe(200);
    const after = await home(H.queryArticleAllotList, x.admin, { group: 'reviewAllocation' });
    expect(stage(after, 'reviewAllocation')).toMatchObject({ allocated: 1, overdue: 1 });
  });

  it('counts each production group from the stage-group table after acceptance, and lists its manuscripts', async () => {
    const x = await reviewWorld(t);
    const id = await submittedToAllocation(t, x, '首页录用稿件');
    const step = async (c: Parameters<typeof callOf>[1], who: Session, body: Record<string, unknown>) => {
      const res = await callOf(t.app, c as never, who, {
        body: { id, version: (await manuscriptRow(t, id)).version, ...body },
      } as never);
      expect(res.statusCode, res.body).toBe(200);
    };
    await step(C.reviewAllocation.saveAssign, x.admin, { assigneeId: x.w.editor.id });
    await step(C.review.audit, x.editor, { action: 'pass', opinion: '' });
    await step(C.finalAllot.saveAssign, x.admin, { assigneeId: x.w.editor.id });
    await step(C.finalAudit.audit, x.editor, { action: 'pass', opinion: '' });
    await step(C.employment.audit, x.admin, { action: 'confirmAcceptance', opinion: '' });
    const accepted = await home(H.queryArticleAfterEmploymentList, x.admin);
    // The administrator works every production group: one card each, in the table's order.
    expect(accepted.stages.map((st) => st.group)).toEqual(PRODUCTION_GROUPS.map((g) => g.key));
    expect(stage(accepted, 'scheduling')).toEqual({
      group: 'scheduling',
      status: null,
      waiting: 1,
      allocated: null,
      overdue: null,
    });
    expect(accepted.stages.filter((st) => st.waiting > 0).map((st) => st.group)).toEqual(['scheduling']);
    expect([ids(accepted), accepted.total]).toEqual([[id], 1]);
    const scheduling = await home(H.queryArticleAfterEmploymentList, x.admin, { group: 'scheduling' });
    expect([scheduling.stages.map((st) => st.group), ids(scheduling)]).toEqual([['scheduling'], [id]]);
    const printing = await home(H.queryArticleAfterEmploymentList, x.admin, { group: 'printing' });
    expect([printing.stages.map((st) => st.waiting), ids(printing), printing.total]).toEqual([[0], [], 0]);
    // A review group is not a group of this list.
    const wrong = await callOf(t.app, H.queryArticleAfterEmploymentList, x.admin, {
      query: { group: 'review' },
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('refuses bad filters with 400, a person without the permission with 403, and hides another press', async () => {
    const x = await reviewWorld(t);
    await allocatedWork(x);
    for (const query of [{ group: 'nonsense' }, { overdue: 'yes' }, { page: 0 }]) {
      const res = await callOf(t.app, H.queryArticleAuditList, x.editor, { query } as never);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
    const bad = await callOf(t.app, H.queryArticleAllotList, x.admin, { query: { view: 'all' } } as never);
    expect(bad.statusCode).toBe(400);
    const financeUser = await createUser(t.db, x.w.press, { role: 'finance' });
    const finance = await login(t.app, financeUser.account, financeUser.password);
    for (const c of [H.queryArticleAuditList, H.queryArticleAllotList, H.queryArticleAfterEmploymentList]) {
      const res = await callOf(t.app, c as never, finance, { query: {} } as never);
      expect(res.statusCode, c.path).toBe(403);
    }
    const b = await pressWorld(t.db);
    const adminB = await login(t.app, b.admin.account, b.admin.password);
    const theirs = await home(H.queryArticleAllotList, adminB);
    expect(stage(theirs, 'reviewAllocation')).toMatchObject({ waiting: 0, allocated: 0 });
    expect(ids(theirs)).toEqual([]);
    expect(ids(await home(H.queryArticleAllotList, adminB, { view: 'allocated' }))).toEqual([]);
  });
});
