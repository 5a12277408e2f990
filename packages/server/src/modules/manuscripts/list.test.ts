import * as calls from '@jb/contract/api/manuscripts';
import { Status } from '@jb/contract/workflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manuscriptAtZero, TEST_PREPAID_FEN } from '../../../test/manuscripts.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';

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
});
