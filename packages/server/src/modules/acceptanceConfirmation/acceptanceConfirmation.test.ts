import {
  acceptanceConfirmationOf,
  confirmList,
  confirmRecord,
} from '@jb/contract/api/acceptanceConfirmation';
import { FeeType } from '@jb/contract/enums/order';
import { WithdrawalStatus } from '@jb/contract/enums/withdrawal';
import { Status } from '@jb/contract/workflow';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caibianWorld } from '../../../test/caibianWorld.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login } from '../../../test/wireClient.ts';
import {
  acceptanceConfirmations,
  manuscriptEvents,
  manuscripts,
  orders,
  withdrawalRequests,
} from '../../db/schema/index.ts';

const answer = (manuscriptId: number, more: Record<string, unknown> = {}) => ({
  manuscriptId,
  outcome: 'confirmed' as const,
  byAuthor: true,
  method: 'phone' as const,
  answeredAt: '2026-11-28T09:30:00+08:00',
  note: '作者电话确认录用条件和录用费',
  ...more,
});

describe(`录用确认: the acquisition editor records the author's answer (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function world() {
    const w = await caibianWorld(t.db);
    await t.db
      .update(manuscripts)
      .set({ status: Status.ACCEPTANCE_CONFIRMATION })
      .where(eq(manuscripts.id, w.manuscriptId));
    const editor = await login(t.app, w.caibian.account, w.caibian.password);
    const colleague = await login(t.app, w.otherCaibian.account, w.otherCaibian.password);
    return { w, editor, colleague };
  }

  const ids = (data: { list: { id: number }[] }) => data.list.map((r) => r.id);
  const fieldOf = (res: { json: () => { data: { fields: { path: string; zh: string; en: string }[] } } }) =>
    res.json().data.fields[0]!;

  it('lists the editor’s manuscripts at 80 and accepted ones with the acceptance fee unpaid, by filter', async () => {
    const { w, editor, colleague } = await world();
    // The colleague's manuscript: accepted, its acceptance fee unpaid (the prepaid order made one).
    await t.db
      .update(manuscripts)
      .set({ status: Status.ACCEPTED })
      .where(eq(manuscripts.id, w.otherManuscriptId));
    await t.db
      .update(orders)
      .set({ feeType: FeeType.ACCEPTANCE })
      .where(eq(orders.manuscriptId, w.otherManuscriptId));
    const mine = (await callOf(t.app, confirmList, editor, { query: {} })).json().data;
    expect(ids(mine)).toEqual([w.manuscriptId]);
    expect(mine.list[0]).toMatchObject({ status: 80, confirmation: null, acceptanceFeeDueFen: null });
    const theirs = (await callOf(t.app, confirmList, colleague, { query: {} })).json().data;
    expect(ids(theirs)).toEqual([w.otherManuscriptId]);
    expect(theirs.list[0].acceptanceFeeDueFen).toBeGreaterThan(0);
    // Paid: no longer waiting.
    await t.db.update(orders).set({ payStatus: 1 }).where(eq(orders.manuscriptId, w.otherManuscriptId));
    expect((await callOf(t.app, confirmList, colleague, { query: {} })).json().data.total).toBe(0);

    await callOf(t.app, confirmRecord, editor, { body: answer(w.manuscriptId) });
    const yes = (await callOf(t.app, confirmList, editor, { query: { confirmed: 'yes' } })).json().data;
    expect(ids(yes)).toEqual([w.manuscriptId]);
    expect(yes.list[0].confirmation).toMatchObject({
      outcome: 'confirmed',
      byAuthor: true,
      method: 'phone',
      recordedByName: '测试用户',
      withdrawalRequestId: null,
    });
    expect((await callOf(t.app, confirmList, editor, { query: { confirmed: 'no' } })).json().data.total).toBe(
      0,
    );
    const otherJournal = await callOf(t.app, confirmList, editor, {
      query: { journalId: w.journalId + 999 },
    });
    expect(otherJournal.json().data.total).toBe(0);
    const byTitle = await callOf(t.app, confirmList, editor, {
      query: { keyword: '深度学习', sort: 'answeredAt' },
    });
    expect(ids(byTitle.json().data)).toEqual([w.manuscriptId]);
  });

  it('records a confirmation once, on the timeline; the acceptance screen reads it', async () => {
    const { w, editor } = await world();
    const made = await callOf(t.app, confirmRecord, editor, {
      body: answer(w.manuscriptId, { byAuthor: false, personName: '王秘书', method: 'message' }),
    });
    expect(made.statusCode, made.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(acceptanceConfirmations)
      .where(eq(acceptanceConfirmations.manuscriptId, w.manuscriptId));
    expect(row).toMatchObject({
      outcome: 1,
      byAuthor: false,
      personName: '王秘书',
      recordedBy: w.caibian.id,
    });
    const events = await t.db
      .select({ action: manuscriptEvents.action })
      .from(manuscriptEvents)
      .where(eq(manuscriptEvents.manuscriptId, w.manuscriptId));
    expect(events.map((e) => e.action)).toContain('acceptanceConfirmed');

    const twice = await callOf(t.app, confirmRecord, editor, { body: answer(w.manuscriptId) });
    expect(twice.statusCode).toBe(400);
    expect(fieldOf(twice)).toMatchObject({ path: 'manuscriptId', zh: expect.stringContaining('已登记') });

    const admin = await login(t.app, w.admin.account, w.admin.password);
    const read = await callOf(t.app, acceptanceConfirmationOf, admin, { query: { id: w.manuscriptId } });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.confirmation).toMatchObject({ personName: '王秘书', method: 'message' });
    const none = await callOf(t.app, acceptanceConfirmationOf, admin, { query: { id: w.otherManuscriptId } });
    expect(none.json().data.confirmation).toBeNull();
  });

  it('a refusal opens the withdrawal request in the same transaction', async () => {
    const { w, editor } = await world();
    const made = await callOf(t.app, confirmRecord, editor, {
      body: answer(w.manuscriptId, { outcome: 'refused', note: '作者不接受录用费，要求撤稿' }),
    });
    expect(made.statusCode, made.body).toBe(200);
    const { withdrawalRequestId } = made.json().data;
    const [request] = await t.db
      .select()
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.id, withdrawalRequestId));
    expect(request).toMatchObject({
      manuscriptId: w.manuscriptId,
      status: WithdrawalStatus.PENDING,
      channel: 'phone',
      requestedByType: 'staff',
      requestedById: w.caibian.id,
    });
    // A refusal needs the reason; a pending withdrawal refuses a refusal and writes nothing.
    const noReason = await callOf(t.app, confirmRecord, editor, {
      body: answer(w.otherManuscriptId, { outcome: 'refused', note: '' }),
    });
    expect(noReason.statusCode).toBe(400);
  });

  it('refuses another editor (404), a manuscript not at the step (400), bad input (400), no permission (403), another press (404)', async () => {
    const { w, editor, colleague } = await world();
    const before = await t.db
      .select({ n: count() })
      .from(acceptanceConfirmations)
      .where(eq(acceptanceConfirmations.pressId, w.press.id));
    expect((await callOf(t.app, confirmRecord, colleague, { body: answer(w.manuscriptId) })).statusCode).toBe(
      404,
    );
    const b = await caibianWorld(t.db);
    const editorB = await login(t.app, b.caibian.account, b.caibian.password);
    expect((await callOf(t.app, confirmRecord, editorB, { body: answer(w.manuscriptId) })).statusCode).toBe(
      404,
    );
    const adminB = await login(t.app, b.admin.account, b.admin.password);
    expect(
      (await callOf(t.app, acceptanceConfirmationOf, adminB, { query: { id: w.manuscriptId } })).statusCode,
    ).toBe(404);
    // The colleague's own manuscript at 0: not at the step.
    const early = await callOf(t.app, confirmRecord, colleague, { body: answer(w.otherManuscriptId) });
    expect(early.statusCode).toBe(400);
    expect(fieldOf(early)).toMatchObject({
      path: 'manuscriptId',
      en: expect.stringContaining('acceptance confirmation'),
    });
    for (const bad of [
      { method: 'fax' },
      { outcome: 'maybe' },
      { byAuthor: false, personName: '' },
      { answeredAt: 'yesterday' },
      { answeredAt: '2099-01-01T00:00:00+08:00' },
      { note: 'x'.repeat(201) },
    ]) {
      const r = await callOf(t.app, confirmRecord, editor, { body: answer(w.manuscriptId, bad) as never });
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const admin = await login(t.app, w.admin.account, w.admin.password);
    expect((await callOf(t.app, confirmList, admin, { query: {} })).statusCode).toBe(403);
    expect((await callOf(t.app, confirmRecord, admin, { body: answer(w.manuscriptId) })).statusCode).toBe(
      403,
    );
    expect(
      (await callOf(t.app, acceptanceConfirmationOf, editor, { query: { id: w.manuscriptId } })).statusCode,
    ).toBe(403);
    expect(
      (await callOf(t.app, confirmList, editor, { query: { confirmed: 'maybe' } as never })).statusCode,
    ).toBe(400);
    expect(
      await t.db
        .select({ n: count() })
        .from(acceptanceConfirmations)
        .where(eq(acceptanceConfirmations.pressId, w.press.id)),
    ).toEqual(before);
  });
});
