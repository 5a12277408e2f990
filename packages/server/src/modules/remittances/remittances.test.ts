import { staffUpload } from '@jb/contract/api/files';
import {
  remittanceAutoMatch,
  remittanceMatch,
  remittanceMatchBatch,
  remittanceRecords,
  remittanceRestore,
  remittanceSave,
  remittanceSetAside,
  remittanceSuggest,
  statementSample,
} from '@jb/contract/api/remittances';
import { RemittanceStatus } from '@jb/contract/enums/remittance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { chinaToday } from './records.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Remittances recorded by hand: the list and its filters, setting aside and back, scope and permission. */
describe(`remittances (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let finance: Session;
  let otherAdmin: Session;
  let reviewer: Session;
  beforeAll(async () => {
    t = await createTestApp();
    w = await pressWorld(t.db);
    const f = await createUser(t.db, w.press, { role: 'finance', adminType: 1 });
    finance = await login(t.app, f.account, f.password);
    const other = await pressWorld(t.db);
    otherAdmin = await login(t.app, other.admin.account, other.admin.password);
    reviewer = await login(t.app, w.editor.account, w.editor.password);
  });
  afterAll(() => t.close());

  const save = (body: object, who: Session = finance) =>
    callOf(t.app, remittanceSave, who, { body } as never);
  const records = async (query: Record<string, string | number>, who: Session = finance) => {
    const res = await callOf(t.app, remittanceRecords, who, { query } as never);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      list: { id: number; status: number; actions: string[]; aside: { byName: string; at: string } | null }[];
      total: number;
    };
  };
  const valid = (over: object = {}) => ({
    remitter: '北京理工大学',
    account: '6222 0210 0000 1234',
    amountFen: 123_450,
    receivedOn: '2026-11-20',
    bankRef: `REF-${Math.random().toString(36).slice(2)}`,
    remark: '版面费',
    ...over,
  });

  it('records a remittance with its voucher; the list shows it unmatched with what may be done', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)]), '回单.png');
    const upload = await callOf(t.app, staffUpload, finance, { query: { kind: 'voucher' }, form });
    expect(upload.statusCode, upload.body).toBe(200);
    const voucherFileId = upload.json().data.id as number;
    const body = valid({ voucherFileId });
    const res = await save(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: RemittanceStatus.UNMATCHED, matchedFen: 0, version: 0 });
    const page = await records({ keyword: body.bankRef });
    expect(page.list).toEqual([
      expect.objectContaining({
        id: res.json().data.id,
        remitter: '北京理工大学',
        amountFen: 123_450,
        matchedFen: 0,
        receivedOn: '2026-11-20',
        voucher: { id: voucherFileId, name: '回单.png' },
        matches: [],
        actions: ['match', 'setAside'],
      }),
    ]);
    // The same bank reference twice is refused on its field.
    const again = await save(valid({ bankRef: body.bankRef }));
    expect(again.statusCode).toBe(400);
    expect(again.json().data.fields[0]).toMatchObject({ path: 'bankRef', zh: '这个银行流水号已经登记过' });
  });

  it('refuses bad input on its field, in both languages', async () => {
    const cases: [object, string][] = [
      [{ remitter: ' ' }, 'remitter'],
      [{ amountFen: -100 }, 'amountFen'],
      [{ amountFen: 12.5 }, 'amountFen'],
      [{ receivedOn: '2026-13-01' }, 'receivedOn'],
      [{ receivedOn: '2999-01-01' }, 'receivedOn'],
      [{ bankRef: 'x'.repeat(61) }, 'bankRef'],
      [{ voucherFileId: 999_999 }, 'voucherFileId'],
    ];
    for (const [over, path] of cases) {
      const res = await save(valid(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      const field = res.json().data.fields[0];
      expect(field.path).toBe(path);
      expect(field.zh).toBeTruthy();
      expect(field.en).toBeTruthy();
    }
    const future = await save(valid({ receivedOn: '2999-01-01' }));
    expect(future.json().data.fields[0].zh).toBe('到账日期不能晚于今天');
    expect(chinaToday()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('filters by status, date range, amount and keyword; refuses a range that ends before it starts', async () => {
    const small = (
      await save(valid({ amountFen: 1_000, receivedOn: '2026-10-01', remitter: '小额汇款人' }))
    ).json().data.id as number;
    const ids = (q: Record<string, string | number>) => records(q).then((p) => p.list.map((r) => r.id));
    expect(await ids({ receivedFrom: '2026-10-01', receivedTo: '2026-10-01' })).toEqual([small]);
    expect(await ids({ maxFen: 1_000 })).toEqual([small]);
    expect(await ids({ keyword: '小额' })).toEqual([small]);
    expect(await ids({ status: RemittanceStatus.MATCHED })).not.toContain(small);
    const bad = await callOf(t.app, remittanceRecords, finance, { query: { minFen: 10, maxFen: 5 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields[0].path).toBe('maxFen');
    const dates = await callOf(t.app, remittanceRecords, finance, {
      query: { receivedFrom: '2026-10-02', receivedTo: '2026-10-01' },
    });
    expect(dates.json().data.fields[0].path).toBe('receivedTo');
  });

  it('sets a remittance aside with the reason and back; a set-aside remittance cannot be matched', async () => {
    const id = (await save(valid())).json().data.id as number;
    const noReason = await callOf(t.app, remittanceSetAside, finance, {
      body: { id, version: 0, reason: '' },
    });
    expect(noReason.json().data.fields[0].path).toBe('reason');
    const aside = await callOf(t.app, remittanceSetAside, finance, {
      body: { id, version: 0, reason: '外单位误汇，待退回' },
    });
    expect(aside.json().data).toMatchObject({ status: RemittanceStatus.SET_ASIDE, version: 1 });
    const [row] = (await records({ status: RemittanceStatus.SET_ASIDE })).list.filter((r) => r.id === id);
    expect(row).toMatchObject({ note: '外单位误汇，待退回', actions: ['restore'] });
    // Who set it aside, and when, stay with it until it is restored.
    expect(row!.aside?.byName).toBe('测试用户');
    expect(Date.now() - Date.parse(row!.aside!.at)).toBeLessThan(60_000);
    const match = await callOf(t.app, remittanceMatch, finance, {
      body: { id, version: 1, matches: [{ orderId: w.orderId, amountFen: 100 }] },
    });
    expect(match.statusCode).toBe(400);
    expect(match.json().data.fields[0].path).toBe('id');
    // A stale version is 409; the current one restores it.
    const stale = await callOf(t.app, remittanceRestore, finance, { body: { id, version: 0 } });
    expect(stale.statusCode).toBe(409);
    const back = await callOf(t.app, remittanceRestore, finance, { body: { id, version: 1 } });
    expect(back.json().data).toMatchObject({ status: RemittanceStatus.UNMATCHED, version: 2 });
    const [restored] = (await records({})).list.filter((r) => r.id === id);
    expect(restored!.aside).toBeNull();
  });

  it('keeps another press out: its remittances are 404 and its lists show none of ours', async () => {
    const id = (await save(valid())).json().data.id as number;
    const body = { id, version: 0, reason: '不是我们的' };
    expect((await callOf(t.app, remittanceSetAside, otherAdmin, { body })).statusCode).toBe(404);
    expect(
      (await callOf(t.app, remittanceRestore, otherAdmin, { body: { id, version: 0 } })).statusCode,
    ).toBe(404);
    expect((await callOf(t.app, remittanceSuggest, otherAdmin, { query: { id } })).statusCode).toBe(404);
    const match = await callOf(t.app, remittanceMatch, otherAdmin, {
      body: { id, version: 0, matches: [{ orderId: w.orderId, amountFen: 100 }] },
    });
    expect(match.statusCode).toBe(404);
    expect((await records({}, otherAdmin)).list.map((r) => r.id)).not.toContain(id);
    const auto = await callOf(t.app, remittanceAutoMatch, otherAdmin, { query: {} });
    const seen = auto.json().data.sure.map((l: { remittanceId: number }) => l.remittanceId);
    expect(seen).not.toContain(id);
    const batch = await callOf(t.app, remittanceMatchBatch, otherAdmin, {
      body: { items: [{ id, version: 0, orderId: w.orderId, amountFen: 100 }] },
    });
    expect(batch.json().data).toEqual([expect.objectContaining({ ok: false, id, code: 40400 })]);
    // Our own order is 404 to another press's remittance as well.
    const theirs = (await save({ ...valid(), bankRef: `B-${Date.now()}` }, otherAdmin)).json().data
      .id as number;
    const cross = await callOf(t.app, remittanceMatch, otherAdmin, {
      body: { id: theirs, version: 0, matches: [{ orderId: w.orderId, amountFen: 100 }] },
    });
    expect(cross.statusCode).toBe(404);
  });

  it('refuses a person without the permission: the reviewer role gets 403', async () => {
    expect((await callOf(t.app, remittanceRecords, reviewer, { query: {} })).statusCode).toBe(403);
    expect((await save(valid(), reviewer)).statusCode).toBe(403);
    expect((await callOf(t.app, statementSample, reviewer, {})).statusCode).toBe(403);
  });

  it('offers a sample statement with a line for an unpaid order of the press', async () => {
    const res = await callOf(t.app, statementSample, finance, {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const text = res.body.replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe('交易日期,付款人,付款账号,金额,流水号,摘要');
    expect(text).toContain('500.00');
  });
});
