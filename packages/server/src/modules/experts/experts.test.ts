import * as E from '@jb/contract/api/experts';
import { REVIEW_CALLS } from '@jb/contract/api/review';
import { Status } from '@jb/contract/workflow';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { addExpert, atExpertAllocation, manuscriptRow, reviewWorld } from '../../../test/reviewWorld.ts';
import { pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { expertSettings, outbox } from '../../db/schema/index.ts';

const C = REVIEW_CALLS;

describe(`expert review (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const row = (id: number) => manuscriptRow(t, id);

  it('keeps the pool: adds an expert with an account, checks input, and keeps it to the press', async () => {
    const x = await reviewWorld(t, { expert: true });
    const bad = await callOf(t.app, E.expertSave, x.admin, {
      body: { account: 'x1', name: '', phone: '123', bankAccount: '12ab' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields.map((f: { path: string }) => f.path)).toEqual(
      expect.arrayContaining(['name', 'phone', 'bankAccount']),
    );
    const a = await addExpert(t, x, '陈教授', '清华大学');
    const list = await callOf(t.app, E.expertList, x.admin, { query: {} });
    expect(list.json().data.list).toMatchObject([
      { id: a.id, name: '陈教授', affiliation: '清华大学', status: 1 },
    ]);
    const b = await pressWorld(t.db);
    const adminB = await login(t.app, b.admin.account, b.admin.password);
    expect((await callOf(t.app, E.expertDetailCall, adminB, { query: { id: a.id } })).statusCode).toBe(404);
    const financeUser = await createUser(t.db, x.w.press, { role: 'finance' });
    const finance = await login(t.app, financeUser.account, financeUser.password);
    expect((await callOf(t.app, E.expertList, finance, { query: {} })).statusCode).toBe(403);
  });

  it('invites experts without conflict; a decline promotes the alternate; a review comes back to the editor, who decides', async () => {
    const x = await reviewWorld(t, { expert: true });
    await t.db
      .insert(expertSettings)
      .values({ journalId: x.w.journalId, expertCount: 2, dueDays: 10, anonymous: true, feeFen: 30_000 });
    const id = await atExpertAllocation(t, x);
    const a = await addExpert(t, x, '陈教授', '清华大学');
    const b = await addExpert(t, x, '刘研究员', '中国科学院');
    const alt = await addExpert(t, x, '孙教授', '复旦大学');
    const colleague = await addExpert(t, x, '周教授', '浙江大学');
    const suggested = (await callOf(t.app, E.expertSuggest, x.admin, { query: { id } })).json().data;
    // The journal's number of experts, none invited yet: the dialog offers two.
    expect(suggested).toMatchObject({ expertCount: 2, invited: 0 });
    const suggestions = suggested.experts;
    expect(suggestions.at(-1)).toMatchObject({
      id: colleague.id,
      conflict: { en: expect.stringContaining('affiliation') },
    });
    const conflicted = await callOf(t.app, E.expertInvite, x.admin, {
      body: { id, version: (await row(id)).version, experts: [a.id, colleague.id] },
    });
    expect(conflicted.statusCode).toBe(400);
    expect(conflicted.json().data.fields[0].path).toBe('experts.1');
    const invited = await callOf(t.app, E.expertInvite, x.admin, {
      body: { id, version: (await row(id)).version, experts: [a.id, b.id], alternates: [alt.id] },
    });
    expect(invited.json().data.status).toBe(Status.EXPERT_REVIEW);
    expect(await row(id)).toMatchObject({ auditScheduleStatus: 1, auditSign: 1 });
    // No review in yet: the editor cannot pass it.
    const early = await callOf(t.app, C.expertAudit.audit, x.admin, {
      body: { id, version: (await row(id)).version, action: 'pass', opinion: '' },
    });
    expect(early.json().data.reason).toBe('noExpertReviews');

    const mine = async (who: Session) =>
      (await callOf(t.app, E.myInvitations, who, { query: {} })).json().data.list;
    const [forB] = await mine(b.session);
    const declined = await callOf(t.app, E.expertRespond, b.session, {
      body: { id: forB.id, version: forB.version, accept: false, reason: '近期出差' },
    });
    expect(declined.json().data.state).toBe('declined');
    expect((await mine(alt.session))[0]).toMatchObject({ state: 'invited' });

    const [forA] = await mine(a.session);
    // Another expert cannot touch A's invitation.
    expect(
      (
        await callOf(t.app, E.expertRespond, alt.session, {
          body: { id: forA.id, version: forA.version, accept: true },
        })
      ).statusCode,
    ).toBe(404);
    const accepted = await callOf(t.app, E.expertRespond, a.session, {
      body: { id: forA.id, version: forA.version, accept: true },
    });
    const view = (await callOf(t.app, E.expertManuscriptCall, a.session, { query: { id: forA.id } })).json()
      .data;
    expect(view.anonymous).toBe(true);
    expect(view.authors).toEqual([]);
    expect(view.files[0].name).toMatch(/^稿件-/);
    const sheet = view.scoreSheet.items as { name: string }[];
    const incomplete = await callOf(t.app, E.expertReview, a.session, {
      body: {
        id: forA.id,
        version: accepted.json().data.version,
        scores: [],
        recommendation: 'minor',
        submit: true,
      },
    });
    expect(incomplete.statusCode).toBe(400);
    const draft = await callOf(t.app, E.expertReview, a.session, {
      body: {
        id: forA.id,
        version: accepted.json().data.version,
        scores: [{ name: sheet[0]!.name, score: 8 }],
        toAuthor: '草稿',
      },
    });
    expect(draft.json().data.state).toBe('accepted');
    // A draft is the expert's own: the editor sees no review yet.
    const before = (await callOf(t.app, E.expertInvitations, x.admin, { query: { id } })).json().data;
    expect(before.find((i: { id: number }) => i.id === forA.id).review).toBeNull();
    const submitted = await callOf(t.app, E.expertReview, a.session, {
      body: {
        id: forA.id,
        version: draft.json().data.version,
        scores: sheet.map((s) => ({ name: s.name, score: view.scoreSheet.scale })),
        recommendation: 'minor',
        toAuthor: '请补充消融实验。',
        toEditor: '建议小修后录用。',
        submit: true,
      },
    });
    expect(submitted.json().data.state, submitted.body).toBe('submitted');
    // Submitting (not the draft before it) thanks the expert by e-mail, once.
    const thanks = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.manuscriptId, id), eq(outbox.event, 'expertThanks')));
    expect(thanks).toHaveLength(1);
    expect(thanks[0]).toMatchObject({ channel: 'email', userId: a.id, recipientName: '陈教授' });
    expect(thanks[0]!.recipient).toMatch(/@example\.edu\.cn$/);
    expect(thanks[0]!.subject).toBe('【测试期刊】感谢您的审稿');
    expect(thanks[0]!.body).toContain('陈教授专家，您好');
    expect(await row(id)).toMatchObject({ auditScheduleStatus: 2, auditSign: 2 });
    const after = (await callOf(t.app, E.expertInvitations, x.admin, { query: { id } })).json().data;
    expect(after.find((i: { id: number }) => i.id === forA.id).review).toMatchObject({
      recommendation: 'minor',
      total: 100,
      toEditor: '建议小修后录用。',
    });
    const history = (
      await callOf(t.app, E.myInvitations, a.session, { query: { state: 'submitted' } })
    ).json().data;
    expect(history.list[0]).toMatchObject({ feeFen: 30_000, feeStatus: 1 });
    const decided = await callOf(t.app, C.expertAudit.audit, x.admin, {
      body: { id, version: (await row(id)).version, action: 'pass', opinion: '外审意见积极' },
    });
    expect(decided.json().data.status).toBe(Status.FINAL_ALLOCATION);
  });

  it('refuses another press’s manuscript and people without the permission', async () => {
    const x = await reviewWorld(t, { expert: true });
    const id = await atExpertAllocation(t, x);
    const a = await addExpert(t, x, '陈教授', '清华大学');
    const b = await pressWorld(t.db);
    const adminB = await login(t.app, b.admin.account, b.admin.password);
    const body = { id, version: (await row(id)).version, experts: [a.id] };
    expect((await callOf(t.app, E.expertInvite, adminB, { body })).statusCode).toBe(404);
    expect((await callOf(t.app, E.expertSuggest, adminB, { query: { id } })).statusCode).toBe(404);
    expect((await callOf(t.app, E.expertInvite, a.session, { body })).statusCode).toBe(403);
  });

  it('withdraws an invitation: the first alternate is invited instead; an ended one cannot be; scope and permission', async () => {
    const x = await reviewWorld(t, { expert: true });
    const id = await atExpertAllocation(t, x);
    const a = await addExpert(t, x, '陈教授', '清华大学');
    const alt = await addExpert(t, x, '孙教授', '复旦大学');
    const invited = await callOf(t.app, E.expertInvite, x.admin, {
      body: { id, version: (await row(id)).version, experts: [a.id], alternates: [alt.id] },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const list = async () =>
      (await callOf(t.app, E.expertInvitations, x.admin, { query: { id } })).json().data as {
        id: number;
        expertId: number;
        state: string;
        version: number;
      }[];
    const forA = (await list()).find((i) => i.expertId === a.id)!;
    const body = { id: forA.id, version: forA.version };
    const b = await pressWorld(t.db);
    const adminB = await login(t.app, b.admin.account, b.admin.password);
    expect((await callOf(t.app, E.expertCancelInvitation, adminB, { body })).statusCode).toBe(404);
    expect((await callOf(t.app, E.expertCancelInvitation, a.session, { body })).statusCode).toBe(403);

    const withdrawn = await callOf(t.app, E.expertCancelInvitation, x.admin, { body });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const after = await list();
    const forAlt = after.find((i) => i.expertId === alt.id)!;
    expect(withdrawn.json().data).toEqual({ id: forA.id, state: 'cancelled', promoted: forAlt.id });
    expect(after.map((i) => [i.expertId, i.state])).toEqual(
      expect.arrayContaining([
        [a.id, 'cancelled'],
        [alt.id, 'invited'],
      ]),
    );
    const again = await callOf(t.app, E.expertCancelInvitation, x.admin, {
      body: { id: forA.id, version: forA.version + 1 },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().data.fields[0].path).toBe('id');
    expect((await row(id)).auditSign).toBe(1);

    // The alternate withdrawn too: nobody is left to review, the list row says it needs experts again.
    const last = await callOf(t.app, E.expertCancelInvitation, x.admin, {
      body: { id: forAlt.id, version: forAlt.version },
    });
    expect(last.json().data).toMatchObject({ state: 'cancelled', promoted: null });
    expect((await row(id)).auditSign).toBe(5);
  });
});
