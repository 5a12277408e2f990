import { orderDetailCall, orderSaveOther } from '@jb/contract/api/orders';
import {
  remittanceAutoMatch,
  remittanceMatchBatch,
  remittanceRecords,
  remittanceSave,
  statementUpload,
} from '@jb/contract/api/remittances';
import { OrderPayStatus } from '@jb/contract/enums/order';
import { Status } from '@jb/contract/workflow';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { manuscriptAtZero } from '../../../test/manuscripts.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { manuscripts, orders } from '../../db/schema/index.ts';
import { verifyLedger } from '../orders/verify.ts';
import { verifyRemittances } from './verify.ts';

const fileForm = (name: string, bytes: Buffer | string) => {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
  return form;
};

/** Bank statements: imported line by line, duplicates skipped, bad lines reported, then auto-matched. */
describe(`bank statements (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let admin: Session;
  let finance: Session;
  const tag = Date.now().toString(36).toUpperCase();
  beforeAll(async () => {
    t = await createTestApp();
    w = await pressWorld(t.db);
    admin = await login(t.app, w.admin.account, w.admin.password);
    const f = await createUser(t.db, w.press, { role: 'finance', adminType: 1 });
    finance = await login(t.app, f.account, f.password);
  });
  afterAll(async () => {
    expect(await verifyLedger(t.db, w.press.id)).toEqual([]);
    expect(await verifyRemittances(t.db, w.press.id)).toEqual([]);
    await t.close();
  });

  const upload = (name: string, bytes: Buffer | string, who: Session = finance) =>
    callOf(t.app, statementUpload, who, { form: fileForm(name, bytes) });
  const articleOf = async (id: number) =>
    (await t.db.select().from(manuscripts).where(eq(manuscripts.id, id)))[0]!.articleNo;

  it('imports good lines, skips bank references seen before, reports bad lines; auto-match finds the sure ones', async () => {
    const prepaid = await manuscriptAtZero(t.db, w);
    const article = await articleOf(prepaid.id);
    const other = (
      await callOf(t.app, orderSaveOther, admin, {
        body: { articleNo: await articleOf(w.manuscriptId), amountFen: 123_456, reason: '彩图费' },
      })
    ).json().data;
    await callOf(t.app, remittanceSave, finance, {
      body: { remitter: '王五', amountFen: 10_000, receivedOn: '2026-11-19', bankRef: `${tag}-7` },
    });
    const csv = [
      '交易日期,付款人,付款账号,金额(元),交易流水号,摘要,余额',
      `2026-11-20,张三,6222 0000 1111,500.00,${tag}-2,"稿件编号 ${article}, 审稿费",99.00`,
      `2026/11/21,北京理工大学,,"1,234.56",${tag}-3,订单${other.orderNum},0`,
      `2026-11-20,张三,6222 0000 1111,500.00,${tag}-2,重复的一行,0`,
      `2026-11-22,李四,,abc,,版面费,0`,
      `20261122,华东理工大学财务处,,800,${tag}-6,会议注册费,0`,
      `2026-11-19,王五,,100.00,${tag}-7,已手工登记,0`,
      ',,,,,,',
    ].join('\r\n');
    const res = await upload('流水.csv', csv);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().data;
    expect(answer).toMatchObject({ lineCount: 6, imported: 3, skipped: 2, skippedLines: [4, 7] });
    expect(answer.bad).toEqual([
      { line: 5, field: 'amountFen', message: '金额须为大于 0 的元金额，最多两位小数' },
      { line: 5, field: 'bankRef', message: '流水号为空（重复导入靠流水号识别）' },
    ]);
    const listed = (
      await callOf(t.app, remittanceRecords, finance, { query: { statementId: answer.statementId } })
    ).json().data.list as { lineNo: number; amountFen: number; receivedOn: string }[];
    expect(listed.map((r) => [r.lineNo, r.amountFen, r.receivedOn]).sort()).toEqual([
      [2, 50_000, '2026-11-20'],
      [3, 123_456, '2026-11-21'],
      [6, 80_000, '2026-11-22'],
    ]);

    // Auto-match: the prepaid fee by its article number, the other fee by its order number.
    const auto = (
      await callOf(t.app, remittanceAutoMatch, finance, { query: { statementId: answer.statementId } })
    ).json().data;
    expect(auto.open).toBe(3);
    expect(
      auto.sure.map((s: { lineNo: number; order: { orderId: number } }) => [s.lineNo, s.order.orderId]),
    ).toEqual([
      [2, prepaid.orderId],
      [3, other.id],
    ]);
    expect(auto.sure[0].order.reasons).toEqual(['articleNo', 'amount', 'remitter']);
    expect(auto.sure[1].order.reasons).toEqual(['orderNum', 'amount']);

    // Finance confirms all the sure ones at once: both paid, the manuscript moves on.
    const items = auto.sure.map(
      (s: { remittanceId: number; version: number; amountFen: number; order: { orderId: number } }) => ({
        id: s.remittanceId,
        version: s.version,
        orderId: s.order.orderId,
        amountFen: s.amountFen,
      }),
    );
    const batch = await callOf(t.app, remittanceMatchBatch, finance, { body: { items } });
    expect(batch.json().data.map((r: { ok: boolean }) => r.ok)).toEqual([true, true]);
    const [moved] = await t.db.select().from(manuscripts).where(eq(manuscripts.id, prepaid.id));
    expect(moved!.status).not.toBe(Status.AUTHOR_UNPAID);
    const paid = await callOf(t.app, orderDetailCall, finance, { query: { id: other.id } });
    expect(paid.json().data.payStatus).toBe(OrderPayStatus.PAID);
    // Confirming the same lines again: each refused alone (they changed), nothing paid twice.
    const again = await callOf(t.app, remittanceMatchBatch, finance, { body: { items } });
    expect(again.json().data.map((r: { ok: boolean; code: number }) => [r.ok, r.code])).toEqual([
      [false, 40900],
      [false, 40900],
    ]);
    const after = (
      await callOf(t.app, remittanceAutoMatch, finance, { query: { statementId: answer.statementId } })
    ).json().data;
    expect(after).toEqual({ open: 1, sure: [] });

    // The same file again: every line with a bank reference is skipped; the bad line is reported again.
    const twice = (await upload('流水.csv', csv)).json().data;
    expect(twice).toMatchObject({ imported: 0, skipped: 5, skippedLines: [2, 3, 4, 6, 7] });
    expect(twice.bad).toHaveLength(2);
  });

  it('leaves a line unsure when two orders fit it, or when two lines fit one order', async () => {
    const m = await manuscriptAtZero(t.db, w);
    const article = await articleOf(m.id);
    // A second unpaid order of the same manuscript with the same amount due.
    const [prepaidOrder] = await t.db.select().from(orders).where(eq(orders.id, m.orderId));
    await callOf(t.app, orderSaveOther, admin, {
      body: { articleNo: article, amountFen: prepaidOrder!.amountFen, reason: '同额费用' },
    });
    const lone = await manuscriptAtZero(t.db, w);
    const loneArticle = await articleOf(lone.id);
    const csv = [
      'date,payer,amount,bank ref,memo',
      `2026-11-20,张三,500.00,${tag}-A1,${article}`,
      `2026-11-20,张三,500.00,${tag}-A2,${loneArticle}`,
      `2026-11-20,张三,500.00,${tag}-A3,${loneArticle} again`,
    ].join('\n');
    const answer = (await upload('statement.csv', csv)).json().data;
    expect(answer).toMatchObject({ imported: 3, bad: [] });
    const auto = (
      await callOf(t.app, remittanceAutoMatch, finance, { query: { statementId: answer.statementId } })
    ).json().data;
    expect(auto).toEqual({ open: 3, sure: [] });
  });

  it('reads an .xlsx statement with title rows above its header and date and number cells', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('明细');
    sheet.addRow(['中国工商银行 账户明细']);
    sheet.addRow(['账号：1001 2345 6789']);
    sheet.addRow(['Date', 'Remitter', 'Amount', 'Bank reference', 'Remark']);
    sheet.addRow([new Date(Date.UTC(2026, 10, 18)), '赵六', 321.5, `${tag}-X1`, '版面费']);
    sheet.addRow(['2026-11-18', '赵六', -20, `${tag}-X2`, '退款']);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const res = await upload('statement.xlsx', bytes);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ lineCount: 2, imported: 1, skipped: 0 });
    expect(res.json().data.bad).toEqual([expect.objectContaining({ line: 5, field: 'amountFen' })]);
    const [row] = (
      await callOf(t.app, remittanceRecords, finance, { query: { keyword: `${tag}-X1` } })
    ).json().data.list;
    expect(row).toMatchObject({ amountFen: 32_150, receivedOn: '2026-11-18', lineNo: 4 });
  });

  it('refuses a file it cannot import on the file field, writing nothing', async () => {
    const cases: [string, Buffer | string, string][] = [
      ['流水.txt', 'a,b', '请上传 .xlsx 或 .csv 格式的银行流水'],
      ['流水.xlsx', 'not a zip', '请上传 .xlsx 或 .csv 格式的银行流水'],
      ['流水.csv', '日期,金额\n2026-11-20,1.00', '第一行缺少必需的列：付款人、流水号'],
      ['流水.csv', '交易日期,付款人,金额,流水号\n', '流水中没有数据行'],
    ];
    for (const [name, bytes, zh] of cases) {
      const res = await upload(name, bytes);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().data.fields[0]).toMatchObject({ path: 'file', zh });
    }
    const reviewer = await login(t.app, w.editor.account, w.editor.password);
    expect((await upload('流水.csv', 'x', reviewer)).statusCode).toBe(403);
  });
});
