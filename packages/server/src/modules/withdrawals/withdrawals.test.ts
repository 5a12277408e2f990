import { authorManuscriptDetailCall } from '@jb/contract/api/authorSite';
import { REVIEW_CALLS } from '@jb/contract/api/review';
import * as W from '@jb/contract/api/withdrawals';
import { FeeType, OrderPayStatus, RefundStatus } from '@jb/contract/enums/order';
import { WithdrawalStatus } from '@jb/contract/enums/withdrawal';
import { ErrorCode } from '@jb/contract/errors';
import { Status } from '@jb/contract/workflow';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthorSession, openJournalWithAuthor } from '../../../test/authorSession.ts';
import { createUser } from '../../../test/factories.ts';
import { paidOtherFee } from '../../../test/manuscripts.ts';
import {
  manuscriptRow,
  type ReviewWorld,
  reviewWorld,
  submittedToAllocation,
} from '../../../test/reviewWorld.ts';
import { pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import {
  authors,
  expertInvitations,
  manuscriptAssignments,
  manuscriptEvents,
  orders,
  outbox,
  refunds,
  verificationCodes,
  withdrawalRequests,
} from '../../db/schema/index.ts';
import { createOrder } from '../orders/service.ts';

describe(`withdrawal requests (${engineName})`, () => {
  let t: TestApp;
  let x: ReviewWorld;
  let phone: string;
  let finance: Session;
  let otherAdmin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    x = await reviewWorld(t);
    phone = (await t.db.select({ phone: authors.phone }).from(authors).where(eq(authors.id, x.authorId)))[0]!
      .phone!;
    const f = await createUser(t.db, x.w.press, { role: 'finance' });
    finance = await login(t.app, f.account, f.password);
    const other = await pressWorld(t.db);
    otherAdmin = await login(t.app, other.admin.account, other.admin.password);
  });
  afterAll(() => t.close());

  /** The author asks for a code (the last one's minute taken as passed) and reads it from the SMS outbox. */
  async function codeFor(id: number, session: AuthorSession = x.session, to = phone) {
    await t.db
      .update(verificationCodes)
      .set({ createdAt: sql`${verificationCodes.createdAt} - interval '2 minutes'` })
      .where(eq(verificationCodes.phone, to));
    const sent = await callOf(t.app, W.authorWithdrawalCode, session, { body: { manuscriptId: id } });
    expect(sent.json().code, sent.body).toBe(200);
    const [sms] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, to), eq(outbox.channel, 'sms')))
      .orderBy(desc(outbox.id))
      .limit(1);
    // On the press's outbox, with the manuscript (the outbox screen lists it there).
    expect(sms).toMatchObject({ event: 'withdrawalCode', pressId: x.w.press.id, manuscriptId: id });
    return /\d{6}/.exec(sms!.body)![0];
  }
  const apply = (id: number, code: string, session: AuthorSession = x.session) =>
    callOf(t.app, W.authorWithdrawalApply, session, { body: { manuscriptId: id, reason: '另投他刊', code } });
  const requestsOf = (id: number) =>
    t.db
      .select()
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.manuscriptId, id))
      .orderBy(withdrawalRequests.id);
  const authorActions = async (id: number) =>
    (await callOf(t.app, authorManuscriptDetailCall, x.session, { query: { id } })).json().data
      .actions as string[];
  const audit = (
    who: Session,
    body: { id: number; version: number; decision: 'pass' | 'reject'; note?: string },
  ) => callOf(t.app, W.withdrawalAudit, who, { body: { note: '', ...body } });
  const fieldOf = (res: { json: () => { data: { fields: { path: string; zh: string; en: string }[] } } }) =>
    res.json().data.fields[0]!;
  const noticesTo = (id: number, event: string) =>
    t.db
      .select({ channel: outbox.channel, body: outbox.body })
      .from(outbox)
      .where(and(eq(outbox.manuscriptId, id), eq(outbox.event, event)));

  it('an author withdraws with an SMS code; the pass ends it at 400 and stops its stage, invitation and fees', async () => {
    const id = await submittedToAllocation(t, x, '撤稿测试稿件');
    const assigned = await callOf(t.app, REVIEW_CALLS.reviewAllocation.saveAssign, x.admin, {
      body: { id, version: (await manuscriptRow(t, id)).version, assigneeId: x.w.editor.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const paidId = await paidOtherFee(t, x.w, x.admin, { id, authorId: x.authorId }, 12_000);
    const unpaid = await t.db.transaction((tx) =>
      createOrder(
        tx,
        {
          pressId: x.w.press.id,
          journalId: x.w.journalId,
          manuscriptId: id,
          authorId: x.authorId,
          feeType: FeeType.OTHER,
          amountFen: 3_000,
        },
        { type: 'staff', id: x.w.admin.id },
        '2026-11-25',
      ),
    );
    await t.db
      .insert(expertInvitations)
      .values({ manuscriptId: id, expertId: x.second.id, invitedBy: x.w.admin.id, state: 'invited' });
    expect(await authorActions(id)).toContain('withdraw');

    const code = await codeFor(id);
    // One code a minute.
    const again = await callOf(t.app, W.authorWithdrawalCode, x.session, { body: { manuscriptId: id } });
    expect(again.json().code).toBe(ErrorCode.CODE_TOO_OFTEN);
    const wrong = await apply(id, code === '000000' ? '111111' : '000000');
    expect(wrong.json().code).toBe(ErrorCode.WRONG_CODE);
    expect(await requestsOf(id)).toHaveLength(0);
    const made = await apply(id, code);
    expect(made.json().code, made.body).toBe(200);
    expect(made.json().data.status).toBe(WithdrawalStatus.PENDING);
    // Asking moves nothing; the site offers no second request.
    expect((await manuscriptRow(t, id)).status).toBe(Status.FIRST_REVIEW);
    expect(await authorActions(id)).not.toContain('withdraw');
    const second = await callOf(t.app, W.authorWithdrawalCode, x.session, { body: { manuscriptId: id } });
    expect(fieldOf(second)).toMatchObject({
      path: 'manuscriptId',
      zh: expect.stringContaining('已有待审核'),
    });

    // The review's list: pending, with both decisions for those who may decide.
    const list = await callOf(t.app, W.withdrawalList, x.editor, {
      query: { status: WithdrawalStatus.PENDING },
    });
    const row = list.json().data.list.find((r: { manuscript: { id: number } }) => r.manuscript.id === id);
    expect(row).toMatchObject({ channel: 'site', reason: '另投他刊', actions: ['pass', 'reject'] });
    expect(row.requestedByName).toBe('李作者');
    const detail = await callOf(t.app, W.withdrawalDetailCall, x.editor, { query: { id: row.id } });
    expect(detail.json().data.orders.find((o: { id: number }) => o.id === paidId).refundableFen).toBe(12_000);

    // Without the permission: 403; another press: not found, and not listed.
    expect((await callOf(t.app, W.withdrawalList, finance, { query: {} })).statusCode).toBe(403);
    expect((await audit(finance, { id: row.id, version: 0, decision: 'pass' })).statusCode).toBe(403);
    const foreign = await callOf(t.app, W.withdrawalList, otherAdmin, { query: {} });
    expect(foreign.json().data.list.map((r: { id: number }) => r.id)).not.toContain(row.id);
    expect(
      (await callOf(t.app, W.withdrawalDetailCall, otherAdmin, { query: { id: row.id } })).statusCode,
    ).toBe(404);
    expect((await audit(otherAdmin, { id: row.id, version: 0, decision: 'pass' })).statusCode).toBe(404);
    expect((await audit(x.editor, { id: row.id, version: 5, decision: 'pass' })).statusCode).toBe(409);
    expect((await requestsOf(id))[0]!.status).toBe(WithdrawalStatus.PENDING);

    const passed = await audit(x.editor, { id: row.id, version: 0, decision: 'pass' });
    expect(passed.json().code, passed.body).toBe(200);
    const m = await manuscriptRow(t, id);
    expect(m.status).toBe(Status.REJECTED);
    expect(m.auditUserId).toBeNull();
    const open = await t.db
      .select()
      .from(manuscriptAssignments)
      .where(and(eq(manuscriptAssignments.manuscriptId, id), sql`${manuscriptAssignments.endedAt} is null`));
    expect(open).toHaveLength(0);
    const [inv] = await t.db.select().from(expertInvitations).where(eq(expertInvitations.manuscriptId, id));
    expect(inv!.state).toBe('cancelled');
    const [cancelled] = await t.db.select().from(orders).where(eq(orders.id, unpaid.id));
    expect(cancelled!.payStatus).toBe(OrderPayStatus.CANCELLED);
    const asked = await t.db.select().from(refunds).where(eq(refunds.orderId, paidId));
    expect(asked.map((r) => [r.amountFen, r.status])).toEqual([[12_000, RefundStatus.ADMIN_PENDING]]);
    expect((await requestsOf(id))[0]).toMatchObject({
      status: WithdrawalStatus.PASSED,
      decidedBy: x.w.editor.id,
    });
    const [event] = await t.db
      .select()
      .from(manuscriptEvents)
      .where(eq(manuscriptEvents.manuscriptId, id))
      .orderBy(desc(manuscriptEvents.id))
      .limit(1);
    expect(event).toMatchObject({ action: 'passWithdrawal', fromStatus: Status.FIRST_REVIEW, toStatus: 400 });
    expect((await noticesTo(id, 'withdrawalPassed')).map((n) => n.channel).sort()).toEqual(['email', 'sms']);
    // Decided once; a withdrawn manuscript is asked for no more.
    const twice = await audit(x.editor, { id: row.id, version: 1, decision: 'reject', note: '再议' });
    expect(fieldOf(twice).path).toBe('id');
    const after = await callOf(t.app, W.authorWithdrawalCode, x.session, { body: { manuscriptId: id } });
    expect(fieldOf(after)).toMatchObject({
      path: 'manuscriptId',
      zh: expect.stringContaining('不能申请撤稿'),
    });
  });

  it('a used or expired code is refused and writes nothing; a rejection keeps the manuscript where it was', async () => {
    const id = await submittedToAllocation(t, x, '撤稿驳回稿件');
    const code = await codeFor(id);
    expect((await apply(id, code)).json().code).toBe(200);
    const [req] = await requestsOf(id);
    const noReason = await audit(x.editor, { id: req!.id, version: 0, decision: 'reject' });
    expect(fieldOf(noReason).path).toBe('note');
    const rejected = await audit(x.editor, {
      id: req!.id,
      version: 0,
      decision: 'reject',
      note: '稿件已进入外审',
    });
    expect(rejected.json().code, rejected.body).toBe(200);
    expect((await manuscriptRow(t, id)).status).toBe(Status.FIRST_ALLOCATION);
    expect((await requestsOf(id))[0]).toMatchObject({
      status: WithdrawalStatus.REJECTED,
      decisionNote: '稿件已进入外审',
    });
    const sms = (await noticesTo(id, 'withdrawalRejected')).find((n) => n.channel === 'sms');
    expect(sms!.body).toContain('稿件已进入外审');
    const latest = await callOf(t.app, W.authorWithdrawalLatest, x.session, { query: { id } });
    expect(latest.json().data).toMatchObject({
      status: WithdrawalStatus.REJECTED,
      decisionNote: '稿件已进入外审',
    });

    // The code was used once.
    expect((await apply(id, code)).json().code).toBe(ErrorCode.CODE_EXPIRED);
    // A code past its five minutes.
    const late = await codeFor(id);
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verificationCodes.phone, phone));
    expect((await apply(id, late)).json().code).toBe(ErrorCode.CODE_EXPIRED);
    expect(await requestsOf(id)).toHaveLength(1);
  });

  it('refuses another author’s manuscript; staff record a request by phone, once, in their own press', async () => {
    const id = await submittedToAllocation(t, x, '代作者撤稿稿件');
    const stranger = await openJournalWithAuthor(t, x.w);
    const theirs = await callOf(t.app, W.authorWithdrawalCode, stranger.session, {
      body: { manuscriptId: id },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await apply(id, '123456', stranger.session)).statusCode).toBe(404);
    expect(
      (await callOf(t.app, W.authorWithdrawalLatest, stranger.session, { query: { id } })).statusCode,
    ).toBe(404);

    const record = (who: Session) =>
      callOf(t.app, W.withdrawalRecord, who, {
        body: { manuscriptId: id, reason: '作者来电要求撤稿', channel: 'phone' },
      });
    expect((await record(finance)).statusCode).toBe(403);
    expect((await record(otherAdmin)).statusCode).toBe(404);
    const made = await record(x.editor);
    expect(made.json().code, made.body).toBe(200);
    expect(fieldOf(await record(x.admin))).toMatchObject({ path: 'manuscriptId' });
    const own = await callOf(t.app, W.authorWithdrawalCode, x.session, { body: { manuscriptId: id } });
    expect(fieldOf(own).path).toBe('manuscriptId');
    const [req] = await requestsOf(id);
    expect(req).toMatchObject({ channel: 'phone', requestedByType: 'staff', requestedById: x.w.editor.id });
    const passed = await audit(x.admin, { id: req!.id, version: 0, decision: 'pass', note: '同意' });
    expect(passed.json().code, passed.body).toBe(200);
    expect((await manuscriptRow(t, id)).status).toBe(Status.REJECTED);
  });
});
