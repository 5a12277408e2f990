import { checkRanges } from '@jb/contract/rangeCheck';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { call, login } from '../../../test/wireClient.ts';

describe('the SPEC §5 range check', () => {
  it('answers 0 for touching ranges ending open, 1 overlap, 2 start after end, 3 gap', () => {
    expect(
      checkRanges([
        { start: 0, end: 99 },
        { start: 100, end: 0 },
      ]),
    ).toEqual({ code: 0 });
    expect(
      checkRanges([
        { start: 0, end: 100 },
        { start: 100, end: 200 },
      ]),
    ).toEqual({ code: 1, index: 1 });
    expect(
      checkRanges([
        { start: 0, end: 0 },
        { start: 50, end: 60 },
      ]),
    ).toEqual({ code: 1, index: 1 });
    expect(checkRanges([{ start: 10, end: 5 }])).toEqual({ code: 2, index: 0 });
    expect(checkRanges([{ start: 10, end: 0 }])).toEqual({ code: 0 });
    expect(
      checkRanges([
        { start: 101, end: 200 },
        { start: 0, end: 99 },
      ]),
    ).toEqual({ code: 3, index: 0 });
    expect(checkRanges([])).toEqual({ code: 0 });
  });
});

describe(`columns, issues and unit levels (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('adds, reorders, renames and disables columns', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const b = (
      await call(t.app, 'POST', '/sys/program/add', admin, { body: { journalId: w.journalId, name: '综述' } })
    ).json().data.id;
    await call(t.app, 'PUT', '/sys/program/sort', admin, {
      body: { journalId: w.journalId, ids: [b, w.columnId] },
    });
    await call(t.app, 'PUT', '/sys/program/update', admin, {
      body: { id: w.columnId, version: 0, name: '研究论文（旧）', enabled: false },
    });
    const list = (
      await call(t.app, 'GET', '/sys/program/list', admin, { query: { journalId: w.journalId } })
    ).json().data;
    expect(list.map((c: { name: string; enabled: boolean }) => [c.name, c.enabled])).toEqual([
      ['综述', true],
      ['研究论文（旧）', false],
    ]);
    const partial = await call(t.app, 'PUT', '/sys/program/sort', admin, {
      body: { journalId: w.journalId, ids: [b] },
    });
    expect(partial.statusCode).toBe(400);
  });

  it('adds an issue in add mode, updates it in update mode with records, and refuses a duplicate number', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const issue = {
      journalId: w.journalId,
      year: 2026,
      volume: 12,
      number: 2,
      plannedDate: '2026-02-01',
      pageBudget: 120,
    };
    const id = (await call(t.app, 'POST', '/sys/period/add', admin, { body: issue })).json().data.id;
    const dup = await call(t.app, 'POST', '/sys/period/add', admin, { body: issue });
    expect(dup.json()).toMatchObject({ code: 40053, msg: '该期次已存在' });
    const upd = {
      id,
      version: 0,
      year: 2026,
      volume: 12,
      number: 2,
      plannedDate: '2026-02-05',
      actualDate: '2026-02-06',
      pageBudget: 128,
      status: 2,
    };
    expect((await call(t.app, 'PUT', '/sys/period/update', admin, { body: upd })).json().code).toBe(200);
    expect((await call(t.app, 'PUT', '/sys/period/update', admin, { body: upd })).statusCode).toBe(409);
    const clash = await call(t.app, 'PUT', '/sys/period/update', admin, {
      body: { ...upd, version: 1, number: 1 },
    });
    expect(clash.json().code).toBe(40053);
    const records = (
      await call(t.app, 'GET', '/sys/period/records', admin, { query: { issueId: id } })
    ).json().data;
    expect(records.map((r: { action: string }) => r.action)).toEqual(['add', 'update']);
    expect(records[1].detail).toContain('pageBudget: 120 → 128');
  });

  it('generates a year of monthly issues in one action, keeping the numbers that exist', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const first = await call(t.app, 'POST', '/sys/period/generate', admin, {
      body: { journalId: w.journalId, year: 2026, volume: 12, pageBudget: 96 },
    });
    expect(first.json().data).toEqual({ created: 11, total: 12 });
    const again = await call(t.app, 'POST', '/sys/period/generate', admin, {
      body: { journalId: w.journalId, year: 2026, volume: 12 },
    });
    expect(again.json().data).toEqual({ created: 0, total: 12 });
    const list = (
      await call(t.app, 'GET', '/sys/period/list', admin, { query: { journalId: w.journalId, year: 2026 } })
    ).json().data;
    expect(list.map((i: { number: number }) => i.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(list[11]).toMatchObject({ plannedDate: '2026-12-01', pageBudget: 96 });
    const file = await call(t.app, 'GET', '/sys/period/export', admin, {
      query: { journalId: w.journalId, year: 2026 },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(13);
    const last = sheet.getRow(13);
    expect([1, 4, 5, 7, 8].map((c) => last.getCell(c).value)).toEqual([
      '测试期刊',
      12,
      '2026-12-01',
      96,
      '计划中',
    ]);
  });

  it('checks unit levels before saving and writes nothing when the check fails', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const good = [
      { name: '一般单位', start: 0, end: 59 },
      { name: '重点单位', start: 60, end: 0 },
    ];
    const gap = [
      { name: '一般单位', start: 0, end: 59 },
      { name: '重点单位', start: 70, end: 0 },
    ];
    const check = (await call(t.app, 'POST', '/sys/unitLevel/check', admin, { body: { levels: gap } })).json()
      .data;
    expect(check).toEqual({ code: 3, index: 1, message: '区间之间存在空缺' });
    expect(
      (await call(t.app, 'PUT', '/sys/unitLevel/save', admin, { body: { levels: good } })).json().code,
    ).toBe(200);
    const refused = await call(t.app, 'PUT', '/sys/unitLevel/save', admin, { body: { levels: gap } });
    expect(refused.json()).toMatchObject({ code: 40052, data: { code: 3 } });
    expect((await call(t.app, 'GET', '/sys/unitLevel/list', admin)).json().data).toEqual(good);
  });
});
