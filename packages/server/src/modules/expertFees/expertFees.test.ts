import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as F from '@jb/contract/api/expertFees';
import * as E from '@jb/contract/api/experts';
import { staffUpload } from '@jb/contract/api/files';
import { and, asc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestPress, unique } from '../../../test/factories.ts';
import { manuscriptAtZero } from '../../../test/manuscripts.ts';
import { addExpert, atExpertAllocation, manuscriptRow, reviewWorld } from '../../../test/reviewWorld.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import {
  expertFeeBatches,
  expertFeeEvents,
  expertInvitations,
  expertProfiles,
  expertReviews,
  expertSettings,
  journalColumns,
  journals,
  users,
} from '../../db/schema/index.ts';
import { earnFee } from './moves.ts';

const PDF = readFileSync(path.join(import.meta.dirname, '../../../assets/fund-certificate.pdf'));
const BANK = { bankName: '中国工商银行杭州西湖支行', bankAccount: '6222021202001234567' };

type Res = { statusCode: number; body: string; json: () => { data: never } };
const ok = <T = never>(res: Res): T => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};
const fieldOf = (res: Res) => {
  expect(res.statusCode, res.body).toBe(400);
  return (res.json().data as { fields: { path: string; zh: string; en: string }[] }).fields[0]!;
};

/** 专家审稿费: earned on submission, paid in batches by finance, seen by the expert. */
describe(`expert review fees (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  interface Expert {
    id: number;
    name: string;
    session: Session;
  }

  /** An expert of the press's pool, signed in; with bank details unless `bank` is false. */
  const expertOf = async (press: TestPress, name: string, bank = true): Promise<Expert> => {
    const u = await createUser(t.db, press, { role: 'expert' });
    await t.db.update(users).set({ name }).where(eq(users.id, u.id));
    await t.db.insert(expertProfiles).values({
      userId: u.id,
      pressId: press.id,
      ...(bank ? { ...BANK, accountName: name } : {}),
    });
    return { id: u.id, name, session: await login(t.app, u.account, u.password) };
  };

  let round = 0;
  /** A review submitted on `manuscriptId` at `submittedAt`, its fee earned through the one door. */
  const feeOf = async (
    w: PressWorld,
    expert: Expert,
    feeFen: number,
    submittedAt: string,
    manuscriptId?: number,
  ) => {
    const [inv] = await t.db
      .insert(expertInvitations)
      .values({
        manuscriptId: manuscriptId ?? w.manuscriptId,
        expertId: expert.id,
        invitedBy: w.admin.id,
        state: 'submitted',
        round: ++round,
      })
      .returning({ id: expertInvitations.id });
    await t.db
      .insert(expertReviews)
      .values({ invitationId: inv!.id, recommendation: 'minor', submittedAt: new Date(submittedAt), feeFen });
    await t.db.transaction((tx) => earnFee(tx, inv!.id, feeFen, expert.id));
    return inv!.id;
  };

  const review = async (id: number) =>
    (await t.db.select().from(expertReviews).where(eq(expertReviews.invitationId, id)))[0]!;
  const history = (id: number) =>
    t.db
      .select()
      .from(expertFeeEvents)
      .where(eq(expertFeeEvents.invitationId, id))
      .orderBy(asc(expertFeeEvents.id));

  /** A press with finance signed in, two experts with bank details and one without, and their fees. */
  const world = async () => {
    const w = await pressWorld(t.db);
    const f = await createUser(t.db, w.press, { role: 'finance' });
    const finance = await login(t.app, f.account, f.password);
    const editor = await login(t.app, w.editor.account, w.editor.password);
    const chen = await expertOf(w.press, '陈教授');
    const liu = await expertOf(w.press, '刘研究员');
    const wang = await expertOf(w.press, '王博士', false);
    return { w, finance, financeId: f.id, editor, chen, liu, wang };
  };
  type World = Awaited<ReturnType<typeof world>>;

  const upload = async (who: Session, kind: 'voucher' | 'invoice' = 'voucher') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PDF)]), '银行回单.pdf');
    return ok<{ id: number }>(await callOf(t.app, staffUpload, who, { query: { kind }, form })).id;
  };
  const create = (x: World, invitationIds: number[], who = x.finance) =>
    callOf(t.app, F.expertFeeBatchCreate, who, { body: { invitationIds, note: '十一月第一批' } });
  const list = (who: Session, query: Record<string, unknown> = {}) =>
    callOf(t.app, F.expertFeeList, who, { query: query as never });

  it('earns the journal’s fee when a review is submitted: unpaid with its history row; no fee, none', async () => {
    const x = await reviewWorld(t, { expert: true });
    await t.db
      .insert(expertSettings)
      .values({ journalId: x.w.journalId, expertCount: 2, dueDays: 10, anonymous: true, feeFen: 30_000 });
    const id = await atExpertAllocation(t, x);
    const a = await addExpert(t, x, '陈教授', '清华大学');
    const b = await addExpert(t, x, '刘研究员', '中国科学院');
    ok(
      await callOf(t.app, E.expertInvite, x.admin, {
        body: { id, version: (await manuscriptRow(t, id)).version, experts: [a.id, b.id] },
      }),
    );
    /** The expert accepts their invitation and submits a complete review. */
    const submit = async (who: Session) => {
      const [inv] = ok<{ list: { id: number; version: number }[] }>(
        await callOf(t.app, E.myInvitations, who, { query: {} }),
      ).list;
      const accepted = ok<{ version: number }>(
        await callOf(t.app, E.expertRespond, who, {
          body: { id: inv!.id, version: inv!.version, accept: true },
        }),
      );
      const view = ok<{ scoreSheet: { items: { name: string }[]; scale: number } }>(
        await callOf(t.app, E.expertManuscriptCall, who, { query: { id: inv!.id } }),
      );
      ok(
        await callOf(t.app, E.expertReview, who, {
          body: {
            id: inv!.id,
            version: accepted.version,
            scores: view.scoreSheet.items.map((i) => ({ name: i.name, score: view.scoreSheet.scale })),
            recommendation: 'minor',
            toAuthor: '请补充实验。',
            submit: true,
          },
        }),
      );
      return inv!.id;
    };
    const paid = await submit(a.session);
    expect(await review(paid)).toMatchObject({ feeFen: 30_000, feeStatus: 1, feeBatchId: null });
    expect(await history(paid)).toMatchObject([
      { fromStatus: 0, toStatus: 1, amountFen: 30_000, actorId: a.id, batchId: null },
    ]);
    // The journal pays no fee any more when the second review comes in: none, and no history.
    await t.db.update(expertSettings).set({ feeFen: 0 }).where(eq(expertSettings.journalId, x.w.journalId));
    const free = await submit(b.session);
    expect(await review(free)).toMatchObject({ feeFen: 0, feeStatus: 0 });
    expect(await history(free)).toEqual([]);
    // Only a fee finance pays is listed, for the press administrator (who holds finance's screens too).
    const page = ok<{ list: { id: number }[] }>(await list(x.admin));
    expect(page.list.map((r) => r.id)).toEqual([paid]);
  });

  it('lists the press’s fees with bank details; filters, sorts, pages and totals per status; checks input', async () => {
    const x = await world();
    // A second journal of the press, with a manuscript of its own.
    const [j2] = await t.db
      .insert(journals)
      .values({ pressId: x.w.press.id, code: unique('j'), name: '第二期刊', frequency: 4, status: 0 })
      .returning({ id: journals.id });
    const [c2] = await t.db
      .insert(journalColumns)
      .values({ journalId: j2!.id, name: '综述', sort: 1 })
      .returning();
    const m2 = await manuscriptAtZero(t.db, { press: x.w.press, journalId: j2!.id, columnId: c2!.id });
    const a = await feeOf(x.w, x.chen, 30_000, '2026-11-01T09:00:00+08:00');
    const b = await feeOf(x.w, x.liu, 20_000, '2026-11-02T23:30:00+08:00', m2.id);
    const c = await feeOf(x.w, x.wang, 50_000, '2026-11-03T08:00:00+08:00');
    const d = await feeOf(x.w, x.chen, 10_000, '2026-11-04T08:00:00+08:00', m2.id);
    ok(await create(x, [d]));

    type Page = {
      list: Record<string, unknown>[];
      total: number;
      summary: { status: number; count: number; totalFen: number }[];
    };
    const all = ok<Page>(await list(x.finance));
    expect(all.total).toBe(4);
    // Newest review first by default.
    expect(all.list.map((r) => r.id)).toEqual([d, c, b, a]);
    expect(all.list.find((r) => r.id === a)).toMatchObject({
      expertId: x.chen.id,
      expertName: '陈教授',
      accountName: '陈教授',
      ...BANK,
      bankReady: true,
      journalId: x.w.journalId,
      feeFen: 30_000,
      feeStatus: 1,
      batchNo: null,
      actions: ['batch'],
    });
    expect(all.list.find((r) => r.id === c)).toMatchObject({ bankReady: false, bankAccount: '' });
    expect(all.list.find((r) => r.id === d)).toMatchObject({ feeStatus: 2, actions: [] });
    expect(all.summary).toEqual([
      { status: 1, count: 3, totalFen: 100_000 },
      { status: 2, count: 1, totalFen: 10_000 },
      { status: 3, count: 0, totalFen: 0 },
    ]);

    const ids = async (query: Record<string, unknown>) =>
      ok<Page>(await list(x.finance, query)).list.map((r) => r.id);
    expect(await ids({ status: 1, sort: 'amount', order: 'asc' })).toEqual([b, a, c]);
    expect(await ids({ journalId: j2!.id })).toEqual([d, b]);
    expect(await ids({ expertName: '陈' })).toEqual([d, a]);
    // China days: 23:30 on the 2nd in China is the 2nd, whatever the server's clock zone.
    expect(await ids({ submittedFrom: '2026-11-02', submittedTo: '2026-11-03' })).toEqual([c, b]);
    const batchNo = all.list.find((r) => r.id === d)!.batchNo as string;
    expect(await ids({ batchNo })).toEqual([d]);
    const paged = ok<Page>(await list(x.finance, { page: 2, pageSize: 3 }));
    expect(paged.list.map((r) => r.id)).toEqual([a]);
    expect(paged.total).toBe(4);
    // The totals follow the filters, the status aside.
    const filtered = ok<Page>(await list(x.finance, { status: 2, expertName: '陈' }));
    expect(filtered.summary[0]).toEqual({ status: 1, count: 1, totalFen: 30_000 });
    expect(filtered.total).toBe(1);

    expect(fieldOf(await list(x.finance, { status: 9 })).path).toBe('status');
    expect(
      fieldOf(await list(x.finance, { submittedFrom: '2026-11-05', submittedTo: '2026-11-01' })).path,
    ).toBe('submittedTo');
    expect(fieldOf(await list(x.finance, { submittedFrom: '11/05/2026' })).path).toBe('submittedFrom');
    expect(fieldOf(await list(x.finance, { sort: 'title' })).path).toBe('sort');
  });

  it('makes a batch of unpaid fees in one go; refuses fees not unpaid, another press’s, experts without bank details', async () => {
    const x = await world();
    const a = await feeOf(x.w, x.chen, 30_000, '2026-11-10T10:00:00+08:00');
    const b = await feeOf(x.w, x.chen, 30_000, '2026-11-11T10:00:00+08:00');
    const c = await feeOf(x.w, x.liu, 20_000, '2026-11-12T10:00:00+08:00');
    const noBank = await feeOf(x.w, x.wang, 50_000, '2026-11-12T11:00:00+08:00');

    // Bad input, refused on its field.
    expect(fieldOf(await create(x, [])).path).toBe('invitationIds');
    expect(fieldOf(await callOf(t.app, F.expertFeeBatchCreate, x.finance, { body: {} as never })).path).toBe(
      'invitationIds',
    );
    // An expert without a complete bank account is named; nothing is written.
    const lacking = fieldOf(await create(x, [a, noBank]));
    expect(lacking.path).toBe('invitationIds');
    expect(lacking.zh).toContain('王博士');
    expect(lacking.en).toContain('王博士');
    expect((await review(a)).feeStatus).toBe(1);

    const made = ok<{ id: number; batchNo: string; status: number; totalFen: number; feeCount: number }>(
      await create(x, [a, b, c, a]),
    );
    expect(made).toMatchObject({ status: 1, totalFen: 80_000, feeCount: 3 });
    expect(made.batchNo).toMatch(/^SGF\d{8}\d{3}$/);
    for (const id of [a, b, c]) {
      expect(await review(id)).toMatchObject({ feeStatus: 2, feeBatchId: made.id });
      expect((await history(id)).at(-1)).toMatchObject({
        fromStatus: 1,
        toStatus: 2,
        batchId: made.id,
        actorId: x.financeId,
        note: '十一月第一批',
      });
    }
    // The next batch of the day takes the next number.
    const d = await feeOf(x.w, x.liu, 20_000, '2026-11-13T10:00:00+08:00');
    const next = ok<{ batchNo: string }>(await create(x, [d]));
    expect(next.batchNo.slice(0, 11)).toBe(made.batchNo.slice(0, 11));
    expect(Number(next.batchNo.slice(11))).toBe(Number(made.batchNo.slice(11)) + 1);

    // A fee in a batch already is not unpaid: the whole request is refused.
    const e = await feeOf(x.w, x.liu, 20_000, '2026-11-14T10:00:00+08:00');
    expect(fieldOf(await create(x, [e, a])).path).toBe('invitationIds');
    expect((await review(e)).feeStatus).toBe(1);

    // Another press's finance: A's fees are not found; no permission: 403.
    const y = await world();
    expect((await create(y, [e])).statusCode).toBe(404);
    expect(
      (await create(x, [e, await feeOf(y.w, y.chen, 100, '2026-11-14T10:00:00+08:00')])).statusCode,
    ).toBe(404);
    expect((await create(x, [e], x.editor)).statusCode).toBe(403);
    expect((await create(x, [e], x.chen.session)).statusCode).toBe(403);
    const otherList = ok<{ list: { id: number }[] }>(await list(y.finance));
    expect(otherList.list.map((r) => r.id)).not.toContain(e);
    expect((await list(x.editor)).statusCode).toBe(403);
  });

  it('exports the bank file of a batch: one line per payee, yuan with two decimals, the batch number', async () => {
    const x = await world();
    const a = await feeOf(x.w, x.chen, 30_000, '2026-11-10T10:00:00+08:00');
    const b = await feeOf(x.w, x.chen, 12_345, '2026-11-11T10:00:00+08:00');
    const c = await feeOf(x.w, x.liu, 20_000, '2026-11-12T10:00:00+08:00');
    const batch = ok<{ id: number; batchNo: string }>(await create(x, [a, b, c]));
    const res = await callOf(t.app, F.expertFeeBatchExport, x.finance, { query: { id: batch.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain(batch.batchNo);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]!.slice(1)).toEqual(['序号', '收款人户名', '开户银行', '收款账号', '金额（元）', '备注']);
    expect(rows.slice(1).map((r) => r.slice(1))).toEqual([
      [1, '刘研究员', BANK.bankName, BANK.bankAccount, '200.00', `审稿费 批次${batch.batchNo}（1篇）`],
      [2, '陈教授', BANK.bankName, BANK.bankAccount, '423.45', `审稿费 批次${batch.batchNo}（2篇）`],
    ]);
    const y = await world();
    expect(
      (await callOf(t.app, F.expertFeeBatchExport, y.finance, { query: { id: batch.id } })).statusCode,
    ).toBe(404);
    expect(
      (await callOf(t.app, F.expertFeeBatchExport, x.finance, { query: { id: 0 } as never })).statusCode,
    ).toBe(400);
  });

  it('marks a batch paid with the voucher: its fees are paid; stale versions, wrong files and another press refused', async () => {
    const x = await world();
    const a = await feeOf(x.w, x.chen, 30_000, '2026-11-10T10:00:00+08:00');
    const b = await feeOf(x.w, x.liu, 20_000, '2026-11-11T10:00:00+08:00');
    const batch = ok<{ id: number; version: number }>(await create(x, [a, b]));
    const voucher = await upload(x.finance);
    const pay = (body: Record<string, unknown>, who = x.finance) =>
      callOf(t.app, F.expertFeeBatchPay, who, {
        body: {
          id: batch.id,
          version: batch.version,
          voucherFileId: voucher,
          note: '工行代发 流水号 123',
          ...body,
        },
      });

    expect((await pay({ version: batch.version + 1 })).statusCode).toBe(409);
    expect(fieldOf(await pay({ voucherFileId: undefined })).path).toBe('voucherFileId');
    expect(fieldOf(await pay({ voucherFileId: await upload(x.finance, 'invoice') })).path).toBe(
      'voucherFileId',
    );
    const y = await world();
    // Another press's voucher is not one of this batch's press; another press's finance finds no batch.
    expect(fieldOf(await pay({ voucherFileId: await upload(y.finance) })).path).toBe('voucherFileId');
    expect((await pay({}, y.finance)).statusCode).toBe(404);
    expect((await pay({}, x.editor)).statusCode).toBe(403);
    expect((await review(a)).feeStatus).toBe(2);

    const paid = ok<{ status: number; version: number }>(await pay({}));
    expect(paid).toMatchObject({ status: 2, version: batch.version + 1 });
    const [row] = await t.db.select().from(expertFeeBatches).where(eq(expertFeeBatches.id, batch.id));
    expect(row).toMatchObject({
      status: 2,
      paidBy: x.financeId,
      voucherFileId: voucher,
      voucherNote: '工行代发 流水号 123',
    });
    for (const id of [a, b]) {
      expect(await review(id)).toMatchObject({ feeStatus: 3, feeBatchId: batch.id });
      expect((await history(id)).map((e) => [e.fromStatus, e.toStatus, e.batchId])).toEqual([
        [0, 1, null],
        [1, 2, batch.id],
        [2, 3, batch.id],
      ]);
    }
    // Paid once: again is refused on the batch, and it cannot be cancelled.
    expect(fieldOf(await pay({ version: paid.version })).path).toBe('id');
    const cancel = await callOf(t.app, F.expertFeeBatchCancel, x.finance, {
      body: { id: batch.id, version: paid.version, reason: '重复' },
    });
    expect(fieldOf(cancel).path).toBe('id');

    const batches = ok<{ list: Record<string, unknown>[] }>(
      await callOf(t.app, F.expertFeeBatches, x.finance, { query: {} }),
    );
    expect(batches.list).toMatchObject([
      {
        id: batch.id,
        status: 2,
        totalFen: 50_000,
        feeCount: 2,
        voucherFileId: voucher,
        actions: ['fees', 'export'],
      },
    ]);
    expect(
      ok<{ list: unknown[] }>(await callOf(t.app, F.expertFeeBatches, y.finance, { query: {} })).list,
    ).toEqual([]);
  });

  it('cancels a batch awaiting payment with the reason: its fees are unpaid again and may be batched anew', async () => {
    const x = await world();
    const a = await feeOf(x.w, x.chen, 30_000, '2026-11-10T10:00:00+08:00');
    const batch = ok<{ id: number; version: number; batchNo: string }>(await create(x, [a]));
    const cancel = (body: Record<string, unknown>, who = x.finance) =>
      callOf(t.app, F.expertFeeBatchCancel, who, {
        body: { id: batch.id, version: batch.version, reason: '账号有误，重新核对', ...body },
      });
    expect(fieldOf(await cancel({ reason: ' ' })).path).toBe('reason');
    expect((await cancel({ version: 7 })).statusCode).toBe(409);
    const y = await world();
    expect((await cancel({}, y.finance)).statusCode).toBe(404);

    expect(ok(await cancel({}))).toMatchObject({ status: 3 });
    expect(await review(a)).toMatchObject({ feeStatus: 1, feeBatchId: null });
    expect((await history(a)).at(-1)).toMatchObject({
      fromStatus: 2,
      toStatus: 1,
      batchId: batch.id,
      note: '账号有误，重新核对',
      actorId: x.financeId,
    });
    const rows = ok<{ list: Record<string, unknown>[] }>(
      await callOf(t.app, F.expertFeeBatches, x.finance, { query: { status: 3 } }),
    );
    expect(rows.list).toMatchObject([{ id: batch.id, cancelReason: '账号有误，重新核对', actions: [] }]);
    expect(
      fieldOf(await callOf(t.app, F.expertFeeBatchExport, x.finance, { query: { id: batch.id } })).path,
    ).toBe('id');
    // Unpaid again: it goes into a new batch.
    expect(ok(await create(x, [a]))).toMatchObject({ status: 1, feeCount: 1 });
    const events = await t.db
      .select()
      .from(expertFeeEvents)
      .where(and(eq(expertFeeEvents.invitationId, a), inArray(expertFeeEvents.toStatus, [1, 2])));
    expect(events).toHaveLength(4);
  });

  it('shows the expert their own fees only, with status and totals; others are refused', async () => {
    const x = await world();
    const a = await feeOf(x.w, x.chen, 30_000, '2026-11-10T10:00:00+08:00');
    const b = await feeOf(x.w, x.chen, 30_000, '2026-11-11T10:00:00+08:00');
    const c = await feeOf(x.w, x.liu, 20_000, '2026-11-12T10:00:00+08:00');
    const batch = ok<{ id: number; version: number; batchNo: string }>(await create(x, [a, c]));
    ok(
      await callOf(t.app, F.expertFeeBatchPay, x.finance, {
        body: { id: batch.id, version: batch.version, voucherFileId: await upload(x.finance), note: '' },
      }),
    );
    type Mine = {
      list: { id: number; feeStatus: number; batchNo: string | null; paidAt: string | null }[];
      total: number;
      summary: { status: number; count: number; totalFen: number }[];
    };
    const mine = ok<Mine>(await callOf(t.app, F.myExpertFees, x.chen.session, { query: {} }));
    expect(mine.list.map((r) => [r.id, r.feeStatus, r.batchNo])).toEqual([
      [b, 1, null],
      [a, 3, batch.batchNo],
    ]);
    expect(mine.list[1]!.paidAt).not.toBeNull();
    expect(mine.summary).toEqual([
      { status: 1, count: 1, totalFen: 30_000 },
      { status: 2, count: 0, totalFen: 0 },
      { status: 3, count: 1, totalFen: 30_000 },
    ]);
    const paidOnly = ok<Mine>(await callOf(t.app, F.myExpertFees, x.chen.session, { query: { status: 3 } }));
    expect(paidOnly.list.map((r) => r.id)).toEqual([a]);
    expect(paidOnly.total).toBe(1);
    const liu = ok<Mine>(await callOf(t.app, F.myExpertFees, x.liu.session, { query: {} }));
    expect(liu.list.map((r) => r.id)).toEqual([c]);
    expect((await callOf(t.app, F.myExpertFees, x.finance, { query: {} })).statusCode).toBe(403);
    expect((await list(x.chen.session)).statusCode).toBe(403);
    expect(
      fieldOf(await callOf(t.app, F.myExpertFees, x.chen.session, { query: { status: 0 } as never })).path,
    ).toBe('status');
  });
});
