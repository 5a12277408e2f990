import * as S from '@jb/contract/api/scheduling';
import { SchedulingType } from '@jb/contract/enums/manuscript';
import { FeeType, OrderPayStatus } from '@jb/contract/enums/order';
import { Status } from '@jb/contract/workflow';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { acceptedManuscript } from '../../../test/manuscripts.ts';
import { manuscriptRow } from '../../../test/reviewWorld.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import {
  issuePlacements,
  journalFees,
  journalIssueEvents,
  journalIssues,
  journals,
  manuscriptEvents,
  manuscripts,
  orders,
} from '../../db/schema/index.ts';

const RUSH_FEN = 30_000;

describe(`scheduling: accepted manuscripts placed into issues (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let admin: Session;
  let issueNo = 0;

  beforeAll(async () => {
    t = await createTestApp();
    w = await pressWorld(t.db);
    admin = await login(t.app, w.admin.account, w.admin.password);
    await t.db.insert(journalFees).values({
      journalId: w.journalId,
      feeType: FeeType.RUSH,
      amountFen: RUSH_FEN,
      validFrom: '2020-01-01',
    });
  });
  afterAll(() => t.close());

  const newIssue = async (pageBudget = 0, journalId = w.journalId, status = 0) => {
    issueNo += 1;
    const [row] = await t.db
      .insert(journalIssues)
      .values({
        journalId,
        year: 2030,
        volume: 1,
        number: issueNo,
        plannedDate: '2030-01-01',
        pageBudget,
        status,
      })
      .returning({ id: journalIssues.id });
    return row!.id;
  };
  const accepted = async () => (await acceptedManuscript(t.db, w)).id;
  const versionOf = async (id: number) => (await manuscriptRow(t, id)).version;
  const schedule = async (
    ids: number[],
    issueId: number,
    extra: { schedulingType?: 1 | 2 | 3; pages?: number; confirmOverBudget?: boolean } = {},
    session = admin,
  ) =>
    callOf(t.app, S.scheduleManuscripts, session, {
      body: {
        items: await Promise.all(ids.map(async (id) => ({ id, version: await versionOf(id) }))),
        issueId,
        schedulingType: extra.schedulingType ?? SchedulingType.REGULAR,
        pages: extra.pages ?? 8,
        confirmOverBudget: extra.confirmOverBudget ?? false,
      },
    });
  const contents = async (issueId: number, session = admin) => {
    const res = await callOf(t.app, S.schedulingContents, session, { query: { issueId } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      issue: { placedPages: number; articles: number };
      rows: {
        id: number;
        position: number;
        firstPage: number | null;
        lastPage: number | null;
        orders: { feeType: number; payStatus: number }[];
      }[];
    };
  };
  const rushOrders = (id: number) =>
    t.db
      .select({ payStatus: orders.payStatus, amountFen: orders.amountFen })
      .from(orders)
      .where(and(eq(orders.manuscriptId, id), eq(orders.feeType, FeeType.RUSH)))
      .orderBy(orders.id);

  it('places accepted manuscripts at the end of an issue’s contents, with page ranges, events and the issue’s record', async () => {
    const issueId = await newIssue(100);
    const [a, b] = [await accepted(), await accepted()];
    const queue = await callOf(t.app, S.schedulingQueue, admin, {
      query: { journalId: w.journalId, pageSize: 100 },
    });
    expect(queue.json().data.list.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([a, b]));

    const res = await schedule([a, b], issueId);
    expect(res.json().data, res.body).toMatchObject([
      { ok: true, id: a, status: Status.SCHEDULING },
      { ok: true, id: b, status: Status.SCHEDULING },
    ]);
    const c = await contents(issueId);
    expect(c.rows.map((r) => [r.id, r.position, r.firstPage, r.lastPage])).toEqual([
      [a, 1, 1, 8],
      [b, 2, 9, 16],
    ]);
    expect(c.issue).toMatchObject({ placedPages: 16, articles: 2 });
    const [event] = await t.db
      .select()
      .from(manuscriptEvents)
      .where(eq(manuscriptEvents.manuscriptId, a))
      .orderBy(desc(manuscriptEvents.id))
      .limit(1);
    expect(event).toMatchObject({
      action: 'schedule',
      fromStatus: Status.ACCEPTED,
      toStatus: Status.SCHEDULING,
    });
    const records = await t.db
      .select()
      .from(journalIssueEvents)
      .where(eq(journalIssueEvents.issueId, issueId));
    expect(records.map((r) => r.action)).toEqual(['schedule', 'schedule']);
    // Scheduled manuscripts leave the accepted queue; the issue picker shows what the issue holds.
    const after = await callOf(t.app, S.schedulingQueue, admin, {
      query: { journalId: w.journalId, pageSize: 100 },
    });
    expect(after.json().data.list.map((r: { id: number }) => r.id)).not.toContain(a);
    const issues = await callOf(t.app, S.schedulingIssues, admin, { query: { journalId: w.journalId } });
    expect(issues.json().data.find((i: { id: number }) => i.id === issueId)).toMatchObject({
      pageBudget: 100,
      placedPages: 16,
      articles: 2,
    });
  });

  it('keeps the manuscript’s status on its placement (the issue lists read it there), whoever writes', async () => {
    const issueId = await newIssue(100);
    const a = await accepted();
    expect((await schedule([a], issueId)).statusCode).toBe(200);
    const placed = async () =>
      (await t.db.select().from(issuePlacements).where(eq(issuePlacements.manuscriptId, a)))[0]!.status;
    expect(await placed()).toBe(Status.SCHEDULING);
    // A hand edit of the copy cannot make it lie: the database takes it from the manuscript again.
    await t.db
      .update(issuePlacements)
      .set({ status: Status.ARCHIVED })
      .where(eq(issuePlacements.manuscriptId, a));
    expect(await placed()).toBe(Status.SCHEDULING);
    // A status change of the manuscript reaches its placement in the same statement's transaction.
    await t.db
      .transaction(async (tx) => {
        await tx
          .update(manuscripts)
          .set({ status: Status.TYPESETTING_DISPATCH })
          .where(eq(manuscripts.id, a));
        const [p] = await tx.select().from(issuePlacements).where(eq(issuePlacements.manuscriptId, a));
        expect(p!.status).toBe(Status.TYPESETTING_DISPATCH);
        tx.rollback();
      })
      .catch((e) => {
        if (!String(e).includes('Rollback')) throw e;
      });
    expect(await placed()).toBe(Status.SCHEDULING);
  });

  it('orders the journal’s rush fee for a rush placement, cancels it unpaid when the rush is dropped, and again on taking out', async () => {
    const issueId = await newIssue();
    const id = await accepted();
    await schedule([id], issueId, { schedulingType: SchedulingType.RUSH });
    expect(await rushOrders(id)).toEqual([{ payStatus: OrderPayStatus.UNPAID, amountFen: RUSH_FEN }]);
    expect((await contents(issueId)).rows[0]!.orders).toMatchObject([{ feeType: FeeType.RUSH }]);

    const regular = await callOf(t.app, S.setSchedulingType, admin, {
      body: { id, version: await versionOf(id), schedulingType: SchedulingType.REGULAR },
    });
    expect(regular.statusCode, regular.body).toBe(200);
    expect(await rushOrders(id)).toEqual([{ payStatus: OrderPayStatus.CANCELLED, amountFen: RUSH_FEN }]);
    const same = await callOf(t.app, S.setSchedulingType, admin, {
      body: { id, version: await versionOf(id), schedulingType: SchedulingType.REGULAR },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().data.fields[0].path).toBe('schedulingType');

    await callOf(t.app, S.setSchedulingType, admin, {
      body: { id, version: await versionOf(id), schedulingType: SchedulingType.RUSH },
    });
    expect((await rushOrders(id)).map((o) => o.payStatus)).toEqual([
      OrderPayStatus.CANCELLED,
      OrderPayStatus.UNPAID,
    ]);
    const out = await callOf(t.app, S.unschedule, admin, {
      body: { id, version: await versionOf(id), note: '作者要求推迟' },
    });
    expect(out.json().data, out.body).toMatchObject({ status: Status.ACCEPTED });
    expect((await rushOrders(id)).map((o) => o.payStatus)).toEqual([
      OrderPayStatus.CANCELLED,
      OrderPayStatus.CANCELLED,
    ]);
    expect((await manuscriptRow(t, id)).schedulingType).toBeNull();
  });

  it('refuses pages past the budget until confirmed, writing nothing', async () => {
    const issueId = await newIssue(20);
    await schedule([await accepted()], issueId, { pages: 16 });
    const id = await accepted();
    const over = await schedule([id], issueId, { pages: 8 });
    // The refusal names its field, so the screen knows to ask and send it again confirmed.
    expect(over.json().data[0], over.body).toMatchObject({
      ok: false,
      code: 40000,
      field: 'confirmOverBudget',
    });
    expect(over.json().data[0].message).toContain('预算 20 页');
    expect((await manuscriptRow(t, id)).status).toBe(Status.ACCEPTED);
    expect(await t.db.select().from(issuePlacements).where(eq(issuePlacements.manuscriptId, id))).toEqual([]);

    const confirmed = await schedule([id], issueId, { pages: 8, confirmOverBudget: true });
    expect(confirmed.json().data[0]).toMatchObject({ ok: true });
    expect((await contents(issueId)).issue.placedPages).toBe(24);
  });

  it('refuses another journal’s issue and a published one with the field', async () => {
    const [other] = await t.db
      .insert(journals)
      .values({ pressId: w.press.id, code: `j${Date.now()}`, name: '另一种期刊', frequency: 4, status: 0 })
      .returning({ id: journals.id });
    const id = await accepted();
    for (const issueId of [await newIssue(0, other!.id), await newIssue(0, w.journalId, 2)]) {
      const res = await schedule([id], issueId);
      expect(res.json().data[0]).toMatchObject({ ok: false, code: 40000, field: 'issueId' });
      expect((await manuscriptRow(t, id)).status).toBe(Status.ACCEPTED);
    }
  });

  it('moves a manuscript to another issue, closing the gap it leaves', async () => {
    const [from, to] = [await newIssue(), await newIssue()];
    const [a, b, c] = [await accepted(), await accepted(), await accepted()];
    await schedule([a, b, c], from);
    const res = await callOf(t.app, S.moveToIssue, admin, {
      body: { id: a, version: await versionOf(a), issueId: to },
    });
    expect(res.json().data, res.body).toMatchObject({ status: Status.SCHEDULING });
    expect((await contents(from)).rows.map((r) => [r.id, r.position])).toEqual([
      [b, 1],
      [c, 2],
    ]);
    expect((await contents(to)).rows.map((r) => r.id)).toEqual([a]);
    const same = await callOf(t.app, S.moveToIssue, admin, {
      body: { id: a, version: await versionOf(a), issueId: to },
    });
    expect(same.json().data.fields[0].path).toBe('issueId');
  });

  it('reorders the contents as given, and refuses an order that misses or adds an article', async () => {
    const issueId = await newIssue();
    const [a, b, c] = [await accepted(), await accepted(), await accepted()];
    await schedule([a, b, c], issueId);
    const ok = await callOf(t.app, S.reorderContents, admin, { body: { issueId, ids: [c, a, b] } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await contents(issueId)).rows.map((r) => [r.id, r.firstPage])).toEqual([
      [c, 1],
      [a, 9],
      [b, 17],
    ]);
    for (const ids of [
      [a, b],
      [a, b, c, c],
      [a, b, c, w.manuscriptId],
    ]) {
      const stale = await callOf(t.app, S.reorderContents, admin, { body: { issueId, ids } });
      expect(stale.statusCode, JSON.stringify(ids)).toBe(400);
    }
    expect((await contents(issueId)).rows.map((r) => r.id)).toEqual([c, a, b]);
  });

  it('sets planned pages within the budget, and needs a reason to take a manuscript out', async () => {
    const issueId = await newIssue(30);
    const [a, b] = [await accepted(), await accepted()];
    await schedule([a, b], issueId);
    const pages = await callOf(t.app, S.setPlannedPages, admin, { body: { id: a, pages: 12 } });
    expect(pages.statusCode, pages.body).toBe(200);
    expect((await contents(issueId)).rows.map((r) => r.lastPage)).toEqual([12, 20]);
    const over = await callOf(t.app, S.setPlannedPages, admin, { body: { id: a, pages: 30 } });
    expect(over.json().data.fields[0].path).toBe('confirmOverBudget');

    const noReason = await callOf(t.app, S.unschedule, admin, {
      body: { id: a, version: await versionOf(a), note: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    const stale = await callOf(t.app, S.unschedule, admin, { body: { id: a, version: 0, note: '推迟' } });
    expect(stale.statusCode).toBe(409);
    const out = await callOf(t.app, S.unschedule, admin, {
      body: { id: a, version: await versionOf(a), note: '推迟' },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect((await contents(issueId)).rows.map((r) => [r.id, r.position, r.firstPage])).toEqual([[b, 1, 1]]);
  });

  it('keeps the contents in order when two clerks schedule into one issue at once', async () => {
    const issueId = await newIssue();
    const ids = await Promise.all(Array.from({ length: 6 }, () => accepted()));
    const answers = await Promise.all(ids.map((id) => schedule([id], issueId)));
    expect(answers.every((r) => r.json().data[0].ok)).toBe(true);
    expect((await contents(issueId)).rows.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('needs the screen to read and the schedule action to change; another press gets 404', async () => {
    const issueId = await newIssue();
    const id = await accepted();
    await schedule([id], issueId);
    const reader = await createUser(t.db, w.press, {
      permissions: ['manage.welcome', 'editorialReview.manuscriptScheduling'],
    });
    const readerSession = await login(t.app, reader.account, reader.password);
    expect(
      (await callOf(t.app, S.schedulingContents, readerSession, { query: { issueId } })).statusCode,
    ).toBe(200);
    const stranger = await createUser(t.db, w.press, { permissions: ['manage.welcome'] });
    const strangerSession = await login(t.app, stranger.account, stranger.password);
    expect(
      (await callOf(t.app, S.schedulingContents, strangerSession, { query: { issueId } })).statusCode,
    ).toBe(403);

    const other = await pressWorld(t.db);
    const otherAdmin = await login(t.app, other.admin.account, other.admin.password);
    const version = await versionOf(id);
    const attempts = [
      [S.schedulingContents, { query: { issueId } }],
      [S.schedulingIssues, { query: { journalId: w.journalId } }],
      [S.schedulingQueue, { query: { journalId: w.journalId } }],
      [S.moveToIssue, { body: { id, version, issueId: other.issueId } }],
      [S.setSchedulingType, { body: { id, version, schedulingType: SchedulingType.RUSH } }],
      [S.unschedule, { body: { id, version, note: '越权' } }],
      [S.reorderContents, { body: { issueId, ids: [id] } }],
      [S.setPlannedPages, { body: { id, pages: 1 } }],
    ] as const;
    for (const [call, options] of attempts) {
      expect((await callOf(t.app, call, readerSession, options as never)).statusCode, call.path).toBe(
        call.method === 'GET' ? 200 : 403,
      );
      const res = await callOf(t.app, call, otherAdmin, options as never);
      expect(res.statusCode, `${call.path} ${res.body}`).toBe(404);
    }
    const foreign = await schedule([await accepted()], issueId, {}, otherAdmin);
    expect(foreign.json().data[0]).toMatchObject({ ok: false, code: 40400, field: null });
    expect((await contents(issueId)).rows.map((r) => r.id)).toEqual([id]);
  });
});
