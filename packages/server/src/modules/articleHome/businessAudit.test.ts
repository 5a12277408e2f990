import { queryArticleBusinessAuditList } from '@jb/contract/api/articleHome';
import type { HomeList } from '@jb/contract/schemas/articleHome';
import { Status } from '@jb/contract/workflow';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { manuscriptAtZero } from '../../../test/manuscripts.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { manuscripts } from '../../db/schema/index.ts';
import { moveCount } from '../manuscripts/counts.ts';

describe(`the acquisition editor's business audit (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A manuscript of the world referred by `editor`, moved to `status` (its counts with it). */
  async function referred(w: PressWorld, editor: TestUser, status: number) {
    const { id } = await manuscriptAtZero(t.db, w);
    await t.db.transaction(async (tx) => {
      const [m] = await tx
        .update(manuscripts)
        .set({ referrerId: editor.id, status })
        .where(eq(manuscripts.id, id))
        .returning();
      const key = {
        pressId: m!.pressId,
        journalId: m!.journalId,
        columnId: m!.columnId,
        submittedAt: m!.submittedAt,
      };
      await moveCount(tx, { ...key, status: Status.AUTHOR_UNPAID }, { ...key, status });
    });
    return id;
  }

  const list = async (who: Session, query: Record<string, unknown> = {}): Promise<HomeList> => {
    const res = await callOf(t.app, queryArticleBusinessAuditList, who, { query } as never);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const ids = (h: HomeList) => h.list.map((r) => r.id).sort((a, b) => a - b);
  const counts = (h: HomeList) => Object.fromEntries(h.stages.map((s) => [s.status, s.waiting]));

  it('lists the editor’s own referrals waiting on a business step, a count per step', async () => {
    const w = await pressWorld(t.db);
    const zhang = await createUser(t.db, w.press, { role: 'acquisitionEditor' });
    const li = await createUser(t.db, w.press, { role: 'acquisitionEditor' });
    const unpaid = await referred(w, zhang, Status.AUTHOR_UNPAID);
    const confirming = await referred(w, zhang, Status.ACCEPTANCE_CONFIRMATION);
    const revising = await referred(w, zhang, Status.RETURNED_FOR_REVISION);
    await referred(w, zhang, Status.FIRST_REVIEW); // in review: no business step
    await referred(w, li, Status.AUTHOR_UNPAID); // another editor's referral
    const session = await login(t.app, zhang.account, zhang.password);

    const all = await list(session);
    expect(counts(all)).toEqual({ 0: 1, 80: 1, 300: 1 });
    expect(all.stages.every((s) => s.group === null && s.overdue === null)).toBe(true);
    expect(ids(all)).toEqual([unpaid, confirming, revising].sort((a, b) => a - b));
    expect(all.total).toBe(3);

    const one = await list(session, { status: Status.ACCEPTANCE_CONFIRMATION });
    expect([ids(one), one.total]).toEqual([[confirming], 1]);
    // The counts stay those of every step, so the home shows them all while one is listed.
    expect(counts(one)).toEqual({ 0: 1, 80: 1, 300: 1 });

    const paged = await list(session, { pageSize: 2, page: 2 });
    expect([paged.list.length, paged.total]).toEqual([1, 3]);

    const bad = await callOf(t.app, queryArticleBusinessAuditList, session, {
      query: { status: Status.FIRST_REVIEW },
    } as never);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields[0].path).toBe('status');
  });

  it('shows nothing of another press, and refuses those without the acquisition editor’s home', async () => {
    const w = await pressWorld(t.db);
    const other = await pressWorld(t.db);
    const zhang = await createUser(t.db, w.press, { role: 'acquisitionEditor' });
    // A referral that names zhang in another press (as a moved account would) stays that press's.
    await referred(other, zhang, Status.AUTHOR_UNPAID);
    const session = await login(t.app, zhang.account, zhang.password);
    const mine = await list(session);
    expect([mine.total, counts(mine)]).toEqual([0, { 0: 0, 80: 0, 300: 0 }]);

    const theirs = await createUser(t.db, other.press, { role: 'acquisitionEditor' });
    const theirSession = await login(t.app, theirs.account, theirs.password);
    await referred(w, theirs, Status.ACCEPTANCE_CONFIRMATION);
    expect((await list(theirSession)).total).toBe(0);

    const reviewer = await login(t.app, w.editor.account, w.editor.password);
    const refused = await callOf(t.app, queryArticleBusinessAuditList, reviewer, { query: {} } as never);
    expect(refused.statusCode).toBe(403);
  });
});
