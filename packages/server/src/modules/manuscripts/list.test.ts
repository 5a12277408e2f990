import * as calls from '@jb/contract/api/manuscripts';
import { Status } from '@jb/contract/workflow';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countsAgainstRows, manuscriptAtZero, TEST_PREPAID_FEN } from '../../../test/manuscripts.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { manuscripts } from '../../db/schema/index.ts';

describe(`the manuscript list (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    w = await pressWorld(t.db);
    admin = await login(t.app, w.admin.account, w.admin.password);
  });
  afterAll(() => t.close());

  const list = async (query: Record<string, unknown>) =>
    (await callOf(t.app, calls.manuscriptList, admin, { query: query as never })).json().data;

  it('carries every SPEC §3 field, with the pay status read from the prepaid order', async () => {
    const paid = await manuscriptAtZero(t.db, w);
    const waived = await manuscriptAtZero(t.db, w);
    await callOf(t.app, calls.remittanceConfirm, admin, {
      body: {
        id: paid.id,
        version: 0,
        remitter: '甲',
        amountFen: TEST_PREPAID_FEN,
        paidOn: '2026-11-01',
        voucherNote: '',
      },
    });
    await callOf(t.app, calls.waiveFee, admin, { body: { id: waived.id, version: 0, note: '减免' } });
    const rows = (await list({ pageSize: 100 })).list as Record<string, unknown>[];
    const row = (id: number) => rows.find((r) => r.id === id)!;
    expect(row(w.manuscriptId)).toMatchObject({
      payStatus: 0,
      employmentAmount: null,
      foundationFlag: 0,
      foundationStatus: 0,
      natureArticleType: 1,
      schedulingType: null,
      annexStatus: 0,
      supplementStatus: 0,
      ignoreStatus: 0,
      orderStatus: 0,
      ingoreName: null,
      auditUser: null,
      auditSign: 0,
      otherStatus: 0,
      auditScheduleStatus: null,
      revisionNum: 0,
      dto: { meetingSign: null },
      authorBlacklisted: false,
      orders: [expect.objectContaining({ feeType: 1, amountFen: TEST_PREPAID_FEN, payStatus: 0 })],
    });
    expect(row(paid.id)).toMatchObject({ payStatus: 1, status: paid.firstStage });
    expect(row(waived.id)).toMatchObject({ payStatus: 3 });
    // The pay-status filter reads the same way.
    const ids = async (payStatus: string) =>
      ((await list({ payStatus, pageSize: 100 })).list as { id: number }[]).map((r) => r.id);
    expect(await ids('1')).toContain(paid.id);
    expect(await ids('1')).not.toContain(waived.id);
    expect(await ids('3')).toContain(waived.id);
    expect(await ids('0')).toContain(w.manuscriptId);
    expect(await ids('0')).not.toContain(paid.id);
  });

  it('filters by status, journal and keyword (title, number, author name or phone), sorts and pages', async () => {
    const other = await pressWorld(t.db);
    const byStatus = await list({ status: Status.AUTHOR_UNPAID, pageSize: 100 });
    expect(byStatus.list.every((r: { status: number }) => r.status === 0)).toBe(true);
    const byPhone = await list({ keyword: w.authorPhone });
    expect(byPhone.list.length).toBeGreaterThan(0);
    expect(byPhone.list.every((r: { authorName: string }) => r.authorName === '张三')).toBe(true);
    const none = await list({ journalId: other.journalId });
    expect(none).toMatchObject({ list: [], total: 0 });
    const firstPage = await list({ pageSize: 1, sort: 'articleNo', order: 'asc' });
    const secondPage = await list({ pageSize: 1, page: 2, sort: 'articleNo', order: 'asc' });
    expect(firstPage.total).toBeGreaterThan(1);
    expect(firstPage.list[0].articleNo < secondPage.list[0].articleNo).toBe(true);
    const bad = await callOf(t.app, calls.manuscriptList, admin, { query: { status: 7 } as never });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields[0].path).toBe('status');
  });

  it('exports the filtered set as .xlsx in the list’s order, across many batches', async () => {
    const x = await pressWorld(t.db);
    const [template] = await t.db.select().from(manuscripts).where(eq(manuscripts.id, x.manuscriptId));
    const { id: _id, ...copy } = template!;
    const many = Array.from({ length: 2_150 }, (_, i) => ({
      ...copy,
      articleNo: `EXP-${String(i).padStart(5, '0')}`,
      title: i % 2 ? '奇数稿件' : '偶数稿件',
    }));
    for (let i = 0; i < many.length; i += 500) await t.db.insert(manuscripts).values(many.slice(i, i + 500));
    const adminX = await login(t.app, x.admin.account, x.admin.password);
    const res = await callOf(t.app, calls.manuscriptExport, adminX, {
      query: { sort: 'articleNo', order: 'desc', keyword: '偶数' },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toMatch(/filename\*=UTF-8''manuscripts-/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const numbers = sheet.getColumn(1).values.slice(2) as string[];
    expect(sheet.getRow(1).getCell(1).value).toBe('稿件编号');
    expect(numbers).toHaveLength(1_075);
    expect(numbers).toEqual([...numbers].sort().reverse());
    expect(new Set(numbers).size).toBe(1_075);
    expect(sheet.getRow(2).getCell(7).value).toBe('作者未支付');
  });

  it('totals exactly from the kept counts for status, journal, column and day filters; a keyword counts to 10000', async () => {
    const y = await pressWorld(t.db);
    const adminY = await login(t.app, y.admin.account, y.admin.password);
    for (let i = 0; i < 3; i += 1) await manuscriptAtZero(t.db, y);
    const moved = await manuscriptAtZero(t.db, y);
    await callOf(t.app, calls.waiveFee, adminY, { body: { id: moved.id, version: 0, note: '减免' } });
    const total = async (query: Record<string, unknown>) =>
      (await callOf(t.app, calls.manuscriptList, adminY, { query: query as never })).json().data;
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await total({})).total).toBe(5);
    expect((await total({ status: 0 })).total).toBe(4);
    expect(
      (await total({ status: moved.firstStage, journalId: y.journalId, columnId: y.columnId })).total,
    ).toBe(1);
    expect((await total({ submittedFrom: today, submittedTo: today })).total).toBe(5);
    expect((await total({ submittedTo: '2020-01-01' })).total).toBe(0);
    expect((await total({ submittedTo: '2020-01-01' })).list).toEqual([]);
    const { kept, actual } = await countsAgainstRows(t.db, y.press.id);
    expect(kept).toEqual(actual);
    // Past 10000 a keyword's total is capped and says so.
    const [template] = await t.db.select().from(manuscripts).where(eq(manuscripts.id, y.manuscriptId));
    const { id: _id, ...copy } = template!;
    const many = Array.from({ length: 10_001 }, (_, i) => ({
      ...copy,
      articleNo: `CAP-${i}`,
      title: '上限测试',
    }));
    for (let i = 0; i < many.length; i += 1_000)
      await t.db.insert(manuscripts).values(many.slice(i, i + 1_000));
    expect(await total({ keyword: '上限测试', pageSize: 1 })).toMatchObject({ total: 10_000, capped: true });
    expect(await total({ keyword: w.authorPhone })).toMatchObject({ capped: false });
  });

  it('finds two-character Chinese words, Latin fragments, numbers, author names and phones', async () => {
    const z = await pressWorld(t.db);
    const adminZ = await login(t.app, z.admin.account, z.admin.password);
    const [m] = await t.db.select().from(manuscripts).where(eq(manuscripts.id, z.manuscriptId));
    await t.db
      .update(manuscripts)
      .set({ title: '神经网络剪枝方法综述 Pruning Neural Networks' })
      .where(eq(manuscripts.id, m!.id));
    const found = async (keyword: string) =>
      (
        (await callOf(t.app, calls.manuscriptList, adminZ, { query: { keyword } })).json().data.list as {
          id: number;
        }[]
      ).map((r) => r.id);
    for (const keyword of [
      '神经',
      '经网',
      '剪枝方法',
      'neural',
      'PRUNING',
      m!.articleNo.slice(-6),
      '张三',
      z.authorPhone.slice(-4),
    ]) {
      expect(await found(keyword), keyword).toEqual([m!.id]);
    }
    for (const keyword of ['神州', 'quantum', '李四']) expect(await found(keyword), keyword).toEqual([]);
    // One character still searches (without the index).
    expect(await found('综')).toEqual([m!.id]);
  });
});
