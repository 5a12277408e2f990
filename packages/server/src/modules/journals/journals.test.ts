import { journalExport, journalOptions } from '@jb/contract/api/journals';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, unique } from '../../../test/factories.ts';
import { pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { call, callOf, login, type Session } from '../../../test/wireClient.ts';
import { insertSubject } from '../subjects/queries.ts';

/** A DOI prefix no other test's press owns (10. and 9 digits). */
const randomPrefix = () => `10.${100_000_000 + Math.floor(Math.random() * 899_999_999)}`;

describe(`journals, fees and journal review (${engineName})`, () => {
  let t: TestApp;
  let operator: Session;
  beforeAll(async () => {
    t = await createTestApp();
    const op = await createUser(t.db, null, { adminType: null });
    operator = await login(t.app, op.account, op.password);
  });
  afterAll(() => t.close());

  it('adds a journal as a draft that opens only after the platform passes its review', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const bad = await call(t.app, 'POST', '/sys/periodical/add', admin, {
      body: { code: unique('j'), name: '新刊', issn: '1234', frequency: 5 },
    });
    expect(bad.json().data.fields[0]).toMatchObject({ path: 'issn', zh: 'ISSN 格式为 1234-567X' });
    const res = await call(t.app, 'POST', '/sys/periodical/add', admin, {
      body: {
        code: unique('j'),
        name: '新刊',
        issn: '1234-567X',
        cn: '11-1234/TP',
        frequency: 5,
        payeeMerchantId: w.merchantId,
      },
    });
    const id = res.json().data.id;
    const draft = (await call(t.app, 'GET', '/sys/periodical/detail', admin, { query: { id } })).json().data;
    expect(draft).toMatchObject({
      status: 0,
      payeeMerchantName: '对公账户',
      actions: ['edit', 'fees', 'apply'],
    });
    expect(
      (await call(t.app, 'POST', '/sys/journalReview/audit', admin, { body: { journalId: id, pass: true } }))
        .statusCode,
    ).toBe(403);
    expect((await call(t.app, 'POST', '/sys/periodical/apply', admin, { body: { id } })).json().code).toBe(
      200,
    );
    expect((await call(t.app, 'POST', '/sys/periodical/apply', admin, { body: { id } })).json().code).toBe(
      40050,
    );
    const noReason = await call(t.app, 'POST', '/sys/journalReview/audit', operator, {
      body: { journalId: id, pass: false },
    });
    expect(noReason.json().data.fields[0].path).toBe('reason');
    await call(t.app, 'POST', '/sys/journalReview/audit', operator, {
      body: { journalId: id, pass: false, reason: 'CN 号有误' },
    });
    await call(t.app, 'POST', '/sys/periodical/apply', admin, { body: { id } });
    await call(t.app, 'POST', '/sys/journalReview/audit', operator, { body: { journalId: id, pass: true } });
    const open = (await call(t.app, 'GET', '/sys/periodical/detail', admin, { query: { id } })).json().data;
    expect(open.status).toBe(2);
    const history = (
      await call(t.app, 'GET', '/sys/journalReview/history', admin, { query: { journalId: id } })
    ).json().data;
    expect(history.map((h: { action: string; reason: string }) => [h.action, h.reason])).toEqual([
      ['apply', ''],
      ['reject', 'CN 号有误'],
      ['apply', ''],
      ['pass', ''],
    ]);
  });

  it('takes subjects of its own press or the platform, and refuses another press’s on the field', async () => {
    const w = await pressWorld(t.db);
    const other = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const own = await insertSubject(t.db, { name: '本社学科', parentId: null, pressId: w.press.id });
    const shared = await insertSubject(t.db, { name: '平台学科', parentId: null, pressId: null });
    const foreign = await insertSubject(t.db, { name: '他社学科', parentId: null, pressId: other.press.id });
    const add = (subjectIds: number[]) =>
      call(t.app, 'POST', '/sys/periodical/add', admin, {
        body: { code: unique('j'), name: '学科刊', frequency: 4, subjectIds },
      });
    const refused = await add([own, foreign]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields[0].path).toBe('subjectIds');
    const added = await add([own, shared, own]);
    expect(added.statusCode, added.body).toBe(200);
    const detail = await call(t.app, 'GET', '/sys/periodical/detail', admin, {
      query: { id: added.json().data.id },
    });
    expect(detail.json().data.subjectIds).toEqual([own, shared].sort((a, b) => a - b));
  });

  it('keeps the journal’s notice language: zh-CN for a new journal, en-US once chosen, nothing else', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const detail = async () =>
      (await call(t.app, 'GET', '/sys/periodical/detail', admin, { query: { id: w.journalId } })).json().data;
    const before = await detail();
    expect(before.noticeLang).toBe('zh-CN');
    const fields = {
      code: before.code,
      name: before.name,
      frequency: before.frequency,
      version: before.version,
      id: w.journalId,
    };
    const bad = await call(t.app, 'PUT', '/sys/periodical/update', admin, {
      body: { ...fields, noticeLang: 'fr-FR' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields[0]).toMatchObject({ path: 'noticeLang' });
    const saved = await call(t.app, 'PUT', '/sys/periodical/update', admin, {
      body: { ...fields, noticeLang: 'en-US' },
    });
    expect(saved.json().code, saved.body).toBe(200);
    const after = await detail();
    expect(after).toMatchObject({ noticeLang: 'en-US', version: before.version + 1 });
    // An edit that leaves it out keeps it.
    await call(t.app, 'PUT', '/sys/periodical/update', admin, {
      body: { ...fields, version: after.version },
    });
    expect((await detail()).noticeLang).toBe('en-US');
  });

  it('keeps the DOI prefix and suffix pattern and the article page limit, refusing malformed ones', async () => {
    // A prefix of this test's own: other tests' presses (on a shared database) own theirs.
    const prefix = randomPrefix();
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const detail = async () =>
      (await call(t.app, 'GET', '/sys/periodical/detail', admin, { query: { id: w.journalId } })).json().data;
    const before = await detail();
    expect(before).toMatchObject({
      doiPrefix: '',
      doiPattern: '{code}.{year}.{number}.{seq}',
      articlePageLimit: 0,
    });
    const fields = { code: before.code, name: before.name, frequency: before.frequency, id: w.journalId };
    const save = async (extra: Record<string, unknown>) =>
      call(t.app, 'PUT', '/sys/periodical/update', admin, {
        body: { ...fields, version: (await detail()).version, ...extra },
      });
    for (const [field, value] of [
      ['doiPrefix', '11.1234'],
      ['doiPrefix', '10.12'],
      ['doiPattern', '{seq}'],
      ['doiPattern', '{year}.{number}.{seq}.{title}'],
      ['doiPattern', '{year} {number} {seq}'],
      ['articlePageLimit', -1],
    ] as const) {
      const bad = await save({ [field]: value });
      expect(bad.statusCode, `${field}=${value}`).toBe(400);
      expect(bad.json().data.fields[0].path).toBe(field);
    }
    expect(
      (
        await save({
          doiPrefix: prefix,
          doiPattern: 'J{code}-{volume}({number}){seq}',
          articlePageLimit: 12,
        })
      ).statusCode,
    ).toBe(200);
    expect(await detail()).toMatchObject({
      doiPrefix: prefix,
      doiPattern: 'J{code}-{volume}({number}){seq}',
      articlePageLimit: 12,
    });
    // An edit that leaves them out keeps them.
    expect((await save({})).statusCode).toBe(200);
    expect((await detail()).doiPrefix).toBe(prefix);
  });

  it('keeps a DOI prefix to the press that uses it: its other journals may share it, another press may not', async () => {
    const prefix = randomPrefix();
    const presses = [await pressWorld(t.db), await pressWorld(t.db)] as const;
    const a = await login(t.app, presses[0].admin.account, presses[0].admin.password);
    const b = await login(t.app, presses[1].admin.account, presses[1].admin.password);
    const give = async (session: typeof a, journalId: number) => {
      const d = (
        await call(t.app, 'GET', '/sys/periodical/detail', session, { query: { id: journalId } })
      ).json().data;
      return call(t.app, 'PUT', '/sys/periodical/update', session, {
        body: {
          id: journalId,
          code: d.code,
          name: d.name,
          frequency: d.frequency,
          version: d.version,
          doiPrefix: prefix,
        },
      });
    };
    expect((await give(a, presses[0].journalId)).statusCode).toBe(200);
    const taken = await give(b, presses[1].journalId);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().data.fields[0].path).toBe('doiPrefix');
    // A new journal of the other press is refused too; one of the owner's takes it.
    const create = (session: typeof a) =>
      call(t.app, 'POST', '/sys/periodical/add', session, {
        body: { code: unique('j'), name: '同前缀期刊', frequency: 4, doiPrefix: prefix },
      });
    expect((await create(b)).statusCode).toBe(400);
    expect((await create(a)).statusCode).toBe(200);
  });

  it('keeps fees in whole fen per type, and refuses two fees of a type valid on the same day', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const fees = [
      { feeType: 3, amountFen: 180_000, validFrom: '2026-01-01', validTo: '2026-06-30' },
      { feeType: 3, amountFen: 200_000, validFrom: '2026-07-01', validTo: null },
      { feeType: 6, amountFen: 5_000, validFrom: '2026-01-01', validTo: null },
    ];
    expect(
      (
        await call(t.app, 'PUT', '/sys/periodical/fee', admin, { body: { journalId: w.journalId, fees } })
      ).json().code,
    ).toBe(200);
    const saved = (
      await call(t.app, 'GET', '/sys/periodical/fee', admin, { query: { journalId: w.journalId } })
    ).json().data;
    expect(saved).toEqual(fees);
    const overlap = [...fees, { feeType: 6, amountFen: 6_000, validFrom: '2026-03-01', validTo: null }];
    const refused = await call(t.app, 'PUT', '/sys/periodical/fee', admin, {
      body: { journalId: w.journalId, fees: overlap },
    });
    expect(refused.json()).toMatchObject({ code: 40051, data: { feeTypes: [6] } });
    const float = await call(t.app, 'PUT', '/sys/periodical/fee', admin, {
      body: { journalId: w.journalId, fees: [{ feeType: 1, amountFen: 10.5, validFrom: '2026-01-01' }] },
    });
    expect(float.json().data.fields[0].zh).toBe('金额须为整数分');
    const backwards = await call(t.app, 'PUT', '/sys/periodical/fee', admin, {
      body: {
        journalId: w.journalId,
        fees: [{ feeType: 1, amountFen: 100, validFrom: '2026-05-01', validTo: '2026-01-01' }],
      },
    });
    expect(backwards.json().data.fields[0]).toMatchObject({ path: 'fees.0.validTo' });
    expect(
      (await call(t.app, 'GET', '/sys/periodical/fee', admin, { query: { journalId: w.journalId } })).json()
        .data,
    ).toEqual(fees);
  });

  it('sets 3 to 8 proof rounds and lists journals with filters', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const tooMany = await call(t.app, 'PUT', '/sys/periodical/proofRounds', admin, {
      body: { journalId: w.journalId, version: 0, proofRounds: 9 },
    });
    expect(tooMany.statusCode).toBe(400);
    await call(t.app, 'PUT', '/sys/periodical/proofRounds', admin, {
      body: { journalId: w.journalId, version: 0, proofRounds: 5 },
    });
    const list = (
      await call(t.app, 'GET', '/sys/periodical/list', admin, { query: { keyword: '测试' } })
    ).json().data;
    expect(list.list).toMatchObject([{ id: w.journalId, proofRounds: 5, version: 1 }]);
    expect(
      (await call(t.app, 'GET', '/sys/periodical/list', admin, { query: { status: 2 } })).json().data.total,
    ).toBe(0);
  });

  it('offers my press’s journals for choosing and exports the filtered list as a spreadsheet', async () => {
    const w = await pressWorld(t.db);
    const other = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const options = (await callOf(t.app, journalOptions, admin, { query: {} })).json().data;
    expect(options).toEqual([
      expect.objectContaining({ id: w.journalId, name: '测试期刊', pressId: w.press.id, version: 0 }),
    ]);
    const named = (
      await callOf(t.app, journalOptions, operator, { query: { pressId: other.press.id } })
    ).json().data;
    expect(named.map((j: { id: number }) => j.id)).toEqual([other.journalId]);
    const file = await callOf(t.app, journalExport, admin, { query: { keyword: '测试' } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect([1, 9].map((c) => sheet.getRow(2).getCell(c).value)).toEqual(['测试期刊', '草稿']);
  });

  it('gives every journal a code unique across the platform, checked as the form shows it', async () => {
    const w = await pressWorld(t.db);
    const other = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const otherAdmin = await login(t.app, other.admin.account, other.admin.password);
    const add = (session: Session, code: unknown) =>
      call(t.app, 'POST', '/sys/periodical/add', session, { body: { code, name: '代码刊', frequency: 4 } });
    const codeError = async (res: Awaited<ReturnType<typeof add>>) => {
      expect(res.statusCode).toBe(400);
      return res.json().data.fields.find((f: { path: string }) => f.path === 'code');
    };
    for (const bad of ['Jsjk', '1abc', 'a', 'ab_c', `a${'b'.repeat(32)}`, ''])
      expect(await codeError(await add(admin, bad))).toMatchObject({
        zh: expect.stringContaining('期刊代码'),
        en: expect.stringContaining('journal code'),
      });
    expect(await codeError(await add(admin, undefined))).toMatchObject({ zh: '此项不能为空' });
    const code = unique('j-');
    const added = await add(admin, `  ${code} `);
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().data.id;
    const detail = (await call(t.app, 'GET', '/sys/periodical/detail', admin, { query: { id } })).json().data;
    expect(detail.code).toBe(code);
    // Taken by a journal of another press too: refused on the field, not a server error.
    expect(await codeError(await add(otherAdmin, code))).toEqual({
      path: 'code',
      zh: '该期刊代码已被使用',
      en: 'This journal code is already taken',
    });
    const mine = (
      await call(t.app, 'GET', '/sys/periodical/detail', admin, { query: { id: w.journalId } })
    ).json().data;
    const edit = (body: Record<string, unknown>) =>
      call(t.app, 'PUT', '/sys/periodical/update', admin, {
        body: { id: w.journalId, version: mine.version, name: mine.name, frequency: mine.frequency, ...body },
      });
    expect(await codeError(await edit({ code }))).toMatchObject({ zh: '该期刊代码已被使用' });
    // Saving a journal with its own code is no clash; a new free code is kept.
    const same = await call(t.app, 'PUT', '/sys/periodical/update', admin, {
      body: { id, version: detail.version, code, name: '代码刊改', frequency: 4 },
    });
    expect(same.json().code, same.body).toBe(200);
    const renamed = unique('k');
    expect((await edit({ code: renamed })).json().code).toBe(200);
    const list = (await call(t.app, 'GET', '/sys/periodical/list', admin, { query: {} })).json().data;
    expect(list.list.find((j: { id: number }) => j.id === w.journalId).code).toBe(renamed);
  });
});
