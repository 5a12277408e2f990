import * as L from '@jb/contract/api/logistics';
import * as M from '@jb/contract/api/mailing';
import * as PUB from '@jb/contract/api/publication';
import { Status } from '@jb/contract/workflow';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { fakeTrackingServer } from '../../../test/fakeTracking.ts';
import { ADDRESS, batchedIssue, expressCompany } from '../../../test/mailing.ts';
import { issueAt } from '../../../test/production.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { call, callOf, login, type Session } from '../../../test/wireClient.ts';
import { journals } from '../../db/schema/index.ts';
import { chinaDate } from '../manuscripts/service.ts';

const fileForm = (name: string, bytes: Buffer | string) => {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
  return form;
};

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('运单');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

type Detail = {
  recipients: {
    id: number;
    kind: string;
    articleNo: string | null;
    name: string;
    version: number;
    complete: boolean;
    copies: number;
    actions: string[];
    shipment: { id: number; trackingNo: string | null; trackingState: string; trackingEvent: string } | null;
  }[];
  batches: { id: number; shipments: number; tracked: number; delivered: number }[];
  issue: { status: number | null };
  actions: string[];
};

describe(`mailing an issue (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let admin: Session;
  let other: Session;
  let fake: Awaited<ReturnType<typeof fakeTrackingServer>>;
  const today = chinaDate(new Date()).day;

  beforeAll(async () => {
    fake = await fakeTrackingServer();
    t = await createTestApp({ config: { TRACKING_URL: fake.url, TRACKING_KEY: 'key-of-test' } });
    w = await pressWorld(t.db);
    admin = await login(t.app, w.admin.account, w.admin.password);
    const b = await pressWorld(t.db);
    other = await login(t.app, b.admin.account, b.admin.password);
    await t.db.update(journals).set({ doiPrefix: '10.13301' }).where(eq(journals.id, w.journalId));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const detailOf = async (issueId: number, who = admin): Promise<Detail> => {
    const res = await callOf(t.app, M.mailingDetail, who, { query: { issueId } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const firstField = (res: { json: () => unknown }) =>
    (res.json() as { data: { fields: { path: string; zh: string }[] } }).data.fields[0]!;

  it('keeps an issue’s recipients: its authors from the contents and others by hand, every field checked', async () => {
    const issue = await issueAt(t, w, admin, Status.MAILING, 2);
    const generate = () => callOf(t.app, M.generateRecipients, admin, { body: { issueId: issue.issueId } });
    expect((await generate()).json().data).toEqual({ count: 2 });
    expect((await generate()).json().data).toEqual({ count: 0 });
    let detail = await detailOf(issue.issueId);
    expect(detail.actions).toContain('ship');
    expect(detail.recipients.map((r) => [r.kind, r.articleNo, r.copies, r.complete])).toEqual(
      issue.articles.map((a) => ['author', a.articleNo, 2, false]),
    );
    expect(detail.recipients[0]!.actions).toEqual(['edit', 'remove']);

    const add = (body: Record<string, unknown>) =>
      callOf(t.app, M.addRecipient, admin, {
        body: { issueId: issue.issueId, name: '国家图书馆', copies: 3, ...ADDRESS, ...body } as never,
      });
    for (const [field, value] of [
      ['phone', '12345'],
      ['copies', 0],
      ['province', ''],
      ['postcode', '1000'],
      ['name', 'x'.repeat(51)],
    ] as const) {
      const res = await add({ [field]: value });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(firstField(res).path).toBe(field);
    }
    const library = await add({});
    expect(library.statusCode, library.body).toBe(200);
    const author = detail.recipients[0]!;
    const update = (version: number) =>
      callOf(t.app, M.updateRecipient, admin, {
        body: { id: author.id, version, name: author.name, copies: 5, ...ADDRESS },
      });
    expect((await update(author.version)).statusCode).toBe(200);
    expect((await update(author.version)).statusCode).toBe(409);
    detail = await detailOf(issue.issueId);
    expect(detail.recipients.map((r) => [r.kind, r.copies, r.complete])).toEqual([
      ['author', 5, true],
      ['author', 2, false],
      ['manual', 3, true],
    ]);
    const manual = detail.recipients[2]!;
    const remove = await callOf(t.app, M.removeRecipient, admin, {
      query: { id: manual.id, version: manual.version },
    });
    expect(remove.statusCode, remove.body).toBe(200);
    expect((await detailOf(issue.issueId)).recipients).toHaveLength(2);

    // An issue still at printing takes no recipients.
    const printing = await issueAt(t, w, admin, Status.PRINTING, 1);
    const early = await callOf(t.app, M.generateRecipients, admin, { body: { issueId: printing.issueId } });
    expect(early.statusCode).toBe(400);
    expect(firstField(early)).toMatchObject({ path: 'issueId', zh: expect.stringContaining('邮寄阶段') });
  });

  it('sends complete recipients in a batch, takes typed tracking numbers, and publication waits for them', async () => {
    const issue = await issueAt(t, w, admin, Status.MAILING, 2);
    await callOf(t.app, M.generateRecipients, admin, { body: { issueId: issue.issueId } });
    const [first, second] = (await detailOf(issue.issueId)).recipients;
    const companyId = await expressCompany(t, admin);
    const off = await expressCompany(t, admin, { enabled: false });
    const batch = (recipientIds: number[], expressCompanyId = companyId) =>
      callOf(t.app, M.createBatch, admin, {
        body: { issueId: issue.issueId, expressCompanyId, recipientIds },
      });

    const incomplete = await batch([first!.id]);
    expect(firstField(incomplete)).toMatchObject({
      path: 'recipientIds',
      zh: expect.stringContaining('地址不完整'),
    });
    await callOf(t.app, M.updateRecipient, admin, {
      body: { id: first!.id, version: first!.version, name: first!.name, copies: 2, ...ADDRESS },
    });
    expect(firstField(await batch([first!.id], off)).path).toBe('expressCompanyId');
    expect(firstField(await batch([first!.id, first!.id])).path).toBe('recipientIds');
    const made = await batch([first!.id]);
    expect(made.statusCode, made.body).toBe(200);
    // Once in a batch, the recipient is neither edited, removed nor batched again.
    expect(firstField(await batch([first!.id])).path).toBe('recipientIds');
    const shipped = await callOf(t.app, M.removeRecipient, admin, {
      query: { id: first!.id, version: first!.version + 1 },
    });
    expect(firstField(shipped)).toMatchObject({ path: 'id', zh: expect.stringContaining('已在快递批次') });

    let detail = await detailOf(issue.issueId);
    const parcel = detail.recipients[0]!.shipment!;
    expect(parcel).toMatchObject({ trackingNo: null, trackingState: 'none' });
    expect(detail.batches).toEqual([
      expect.objectContaining({ id: made.json().data.id, shipments: 1, tracked: 0 }),
    ]);

    const track = (trackingNo: string, id = parcel.id) =>
      callOf(t.app, M.enterTracking, admin, { body: { shipments: [{ id, trackingNo }] } });
    const bad = await track('SF 12');
    expect(firstField(bad).path).toBe('shipments.0.trackingNo');
    expect(firstField(await track('SF1234567890', 999_999_999)).path).toBe('shipments');
    expect((await track('SF1234567890')).json().data).toEqual({ count: 1 });
    detail = await detailOf(issue.issueId);
    expect(detail.recipients[0]!.shipment).toMatchObject({
      trackingNo: 'SF1234567890',
      trackingState: 'pending',
    });

    // The second author has no parcel yet: publication waits.
    const publish = () =>
      callOf(t.app, PUB.publishIssue, admin, { body: { issueId: issue.issueId, publishedOn: today } });
    const waiting = await publish();
    expect(firstField(waiting)).toMatchObject({ path: 'issueId', zh: expect.stringContaining('运单号') });
    await callOf(t.app, M.updateRecipient, admin, {
      body: { id: second!.id, version: second!.version, name: second!.name, copies: 2, ...ADDRESS },
    });
    await batch([second!.id]);
    const secondParcel = (await detailOf(issue.issueId)).recipients[1]!.shipment!;
    // The same number for another parcel of the issue is refused.
    expect(firstField(await track('SF1234567890', secondParcel.id)).zh).toContain('同一运单号');
    expect((await track('SF1234567891', secondParcel.id)).statusCode).toBe(200);
    const done = await publish();
    expect(done.json().data, done.body).toMatchObject({ status: Status.PUBLISHED });
    // Published: the parcels are kept, nothing more changes.
    detail = await detailOf(issue.issueId);
    expect(detail.issue, JSON.stringify(detail.issue)).toMatchObject({ status: Status.PUBLISHED });
    expect(detail.actions).not.toContain('ship');
    expect(detail.recipients.every((r) => r.actions.length === 0)).toBe(true);
    expect(firstField(await track('SF1234567892')).zh).toContain('邮寄阶段');
  });

  it('imports a courier’s spreadsheet: every refused row reported and nothing written, else all rows', async () => {
    const issue = await batchedIssue(t, w, admin, 2);
    const [a, b] = issue.articles;
    const put = (name: string, bytes: Buffer | string) =>
      callOf(t.app, M.importTracking, admin, {
        query: { issueId: issue.issueId },
        form: fileForm(name, bytes),
      });

    const refused = await put(
      'sf.csv',
      [
        '稿件编号,收件人,运单号',
        `${a!.articleNo},张三,SF9000000001`,
        `NOPE-1,张三,SF9000000002`,
        `${b!.articleNo},李四,SF9000000003`,
        `${b!.articleNo},张三,`,
      ].join('\n'),
    );
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().data.fields.map((f: { zh: string }) => f.zh)).toEqual([
      '第 3 行：稿件编号“NOPE-1”不在本期已装批的收件人中',
      '第 4 行：找不到收件人“李四”',
      '第 5 行：缺少运单号',
    ]);
    expect(
      (await issue.detail()).recipients.map((r: Detail['recipients'][0]) => r.shipment!.trackingNo),
    ).toEqual([null, null]);
    expect(firstField(await put('sf.txt', 'x')).zh).toContain('.xlsx');
    expect(firstField(await put('sf.csv', '姓名,电话\n张三,1')).zh).toContain('运单号');

    const good = await put(
      'sf.xlsx',
      await xlsx([
        ['稿件编号', '收件人', '运单号'],
        [a!.articleNo, '张三', 'SF9000000011'],
        [b!.articleNo, '张三', 'SF9000000012'],
      ]),
    );
    expect(good.json().data, good.body).toEqual({ count: 2 });
    const parcels = (await issue.detail()).recipients.map((r: Detail['recipients'][0]) => r.shipment!);
    expect(parcels.map((p: { trackingNo: string }) => p.trackingNo)).toEqual([
      'SF9000000011',
      'SF9000000012',
    ]);
    // By parcel id (English headers): a correction of one number.
    const byId = await put('fix.csv', `Parcel id,Tracking number\n${parcels[1].id},SF9000000099\n`);
    expect(byId.json().data, byId.body).toEqual({ count: 1 });
    const other = await put('fix.csv', `Parcel id,Tracking number\n999999999,SF9000000098\n`);
    expect(firstField(other).zh).toBe('第 2 行：发货单号“999999999”不是本期的运单');
  });

  it('asks the carrier provider (a local server) for each parcel’s state; a failure keeps the parcel’s state', async () => {
    const issue = await batchedIssue(t, w, admin, 3);
    const parcels = (await issue.detail()).recipients.map((r: Detail['recipients'][0]) => r.shipment!.id);
    const tracked = await callOf(t.app, M.enterTracking, admin, {
      body: {
        shipments: [
          { id: parcels[0], trackingNo: 'SF5550000009' },
          { id: parcels[1], trackingNo: 'SF5550000001' },
          { id: parcels[2], trackingNo: 'FAIL00000001' },
        ],
      },
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect((await issue.detail()).actions).toContain('refresh');
    const before = fake.calls.length;
    const res = await callOf(t.app, M.refreshTracking, admin, { body: { batchId: issue.batchId } });
    expect(res.json().data, res.body).toEqual({ checked: 2, failed: 1 });
    const asked = fake.calls.slice(before);
    expect(asked.map((c) => c.number).sort()).toEqual(['FAIL00000001', 'SF5550000001', 'SF5550000009']);
    expect(asked.every((c) => c.carrier === 'shunfeng' && c.authorization === 'Bearer key-of-test')).toBe(
      true,
    );
    const detail = await issue.detail();
    expect(
      detail.recipients.map((r: Detail['recipients'][0]) => [
        r.shipment!.trackingState,
        r.shipment!.trackingEvent,
      ]),
    ).toEqual([
      ['delivered', '2026-11-20 10:00 已签收，签收人：本人'],
      ['inTransit', '2026-11-20 10:00 快件已到达【北京海淀营业部】'],
      ['pending', ''],
    ]);
    expect(detail.batches[0]).toMatchObject({ shipments: 3, tracked: 3, delivered: 1 });
    // The issue list counts the same.
    const list = await callOf(t.app, M.mailingIssues, admin, {
      query: { journalId: w.journalId, pageSize: 100 },
    });
    expect(list.json().data.list.find((r: { id: number }) => r.id === issue.issueId)).toMatchObject({
      status: Status.MAILING,
      articles: 3,
      recipients: 3,
      copies: 6,
      shipped: 3,
      tracked: 3,
      delivered: 1,
    });
  });

  it('serves the logistics service’s form posts: the express companies, a pay batch’s express orders', async () => {
    const issue = await batchedIssue(t, w, admin, 1);
    const list = await callOf(t.app, L.expressCompanyOptions, admin, { body: {} });
    expect(list.statusCode, list.body).toBe(200);
    const names = list.json().data.map((c: { id: number }) => c.id);
    expect(names).toContain(issue.companyId);
    const detail = await callOf(t.app, L.payBatchOrders, admin, { body: { payBatchId: issue.batchId } });
    expect(detail.json().data, detail.body).toMatchObject({
      payBatchId: issue.batchId,
      issueId: issue.issueId,
      expressCompany: { id: issue.companyId },
      orders: [
        {
          articleNo: issue.articles[0]!.articleNo,
          name: '张三',
          address: '北京市 北京市 海淀区 中关村南大街 12 号',
          copies: 2,
          trackingNo: null,
          trackingState: 'none',
        },
      ],
    });
    // The body travels as a form (sealed fields); a bad pay batch id is a field refusal.
    const bad = await call(t.app, 'POST', L.payBatchOrders.path, admin, {
      body: { payBatchId: 'abc' },
      urlencoded: true,
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(firstField(bad).path).toBe('payBatchId');
    // Another press's pay batch is not found; its express companies are not listed.
    expect(
      (await callOf(t.app, L.payBatchOrders, other, { body: { payBatchId: issue.batchId } })).statusCode,
    ).toBe(404);
    const theirs = await callOf(t.app, L.expressCompanyOptions, other, { body: {} });
    expect(theirs.json().data.map((c: { id: number }) => c.id)).not.toContain(issue.companyId);
  });

  it('refuses another press (404) and a person without the permission (403)', async () => {
    const issue = await batchedIssue(t, w, admin, 1);
    const d = await detailOf(issue.issueId);
    const r = d.recipients[0]!;
    const asOther = [
      await callOf(t.app, M.mailingDetail, other, { query: { issueId: issue.issueId } }),
      await callOf(t.app, M.mailingIssues, other, { query: { journalId: w.journalId } }),
      await callOf(t.app, M.generateRecipients, other, { body: { issueId: issue.issueId } }),
      await callOf(t.app, M.addRecipient, other, {
        body: { issueId: issue.issueId, name: '某图书馆', copies: 1, ...ADDRESS },
      }),
      await callOf(t.app, M.updateRecipient, other, {
        body: { id: r.id, version: r.version, name: 'x', copies: 1, ...ADDRESS },
      }),
      await callOf(t.app, M.removeRecipient, other, { query: { id: r.id, version: r.version } }),
      await callOf(t.app, M.createBatch, other, {
        body: { issueId: issue.issueId, expressCompanyId: issue.companyId, recipientIds: [r.id] },
      }),
      await callOf(t.app, M.enterTracking, other, {
        body: { shipments: [{ id: r.shipment!.id, trackingNo: 'YT1234567890' }] },
      }),
      await callOf(t.app, M.importTracking, other, {
        query: { issueId: issue.issueId },
        form: fileForm('a.csv', `Parcel id,Tracking number\n${r.shipment!.id},YT1234567890\n`),
      }),
      await callOf(t.app, M.refreshTracking, other, { body: { batchId: issue.batchId } }),
      await callOf(t.app, M.deleteBatch, other, { query: { id: issue.batchId } }),
    ];
    expect(asOther.map((res) => res.statusCode)).toEqual(asOther.map(() => 404));
    expect((await detailOf(issue.issueId)).recipients[0]!.shipment!.trackingNo).toBeNull();

    const reader = await createUser(t.db, w.press, { permissions: ['editorialReview.distributionMailing'] });
    const session = await login(t.app, reader.account, reader.password);
    const read = await detailOf(issue.issueId, session);
    expect(read.actions).toEqual([]);
    expect(read.recipients[0]!.actions).toEqual([]);
    const refused = await callOf(t.app, M.generateRecipients, session, { body: { issueId: issue.issueId } });
    expect(refused.statusCode).toBe(403);
    const undo = await callOf(t.app, M.deleteBatch, session, { query: { id: issue.batchId } });
    expect(undo.statusCode).toBe(403);
    expect((await detailOf(issue.issueId)).batches).toHaveLength(1);
  });

  it('undoes a batch made by mistake until a parcel of it has its tracking number', async () => {
    const issue = await batchedIssue(t, w, admin, 2);
    const undo = (id = issue.batchId) => callOf(t.app, M.deleteBatch, admin, { query: { id } });
    const before = await detailOf(issue.issueId);
    expect(before.recipients.every((r) => r.shipment !== null)).toBe(true);
    const res = await undo();
    expect(res.statusCode, res.body).toBe(200);
    // The recipients are free again: editable, removable, and batched anew.
    const after = await detailOf(issue.issueId);
    expect(after.batches).toEqual([]);
    expect(after.recipients.every((r) => r.shipment === null && r.actions.includes('edit'))).toBe(true);
    expect((await undo()).statusCode).toBe(404);
    const again = await callOf(t.app, M.createBatch, admin, {
      body: {
        issueId: issue.issueId,
        expressCompanyId: issue.companyId,
        recipientIds: after.recipients.map((r) => r.id),
      },
    });
    expect(again.statusCode, again.body).toBe(200);
    // Once a parcel has its number, the batch has gone out: refused, nothing deleted.
    const parcel = (await detailOf(issue.issueId)).recipients[0]!.shipment!;
    await callOf(t.app, M.enterTracking, admin, {
      body: { shipments: [{ id: parcel.id, trackingNo: 'ZT1234567890' }] },
    });
    const tracked = await undo(again.json().data.id);
    expect(tracked.statusCode).toBe(400);
    expect(firstField(tracked)).toMatchObject({ path: 'id', zh: expect.stringContaining('不能撤销') });
    expect((await detailOf(issue.issueId)).batches).toHaveLength(1);
  });
});

describe(`mailing without a tracking provider (${engineName})`, () => {
  it('takes tracking numbers but refuses asking for states', async () => {
    const t = await createTestApp();
    try {
      const w = await pressWorld(t.db);
      const admin = await login(t.app, w.admin.account, w.admin.password);
      const issue = await batchedIssue(t, w, admin, 1);
      const parcel = (await issue.detail()).recipients[0].shipment.id;
      await callOf(t.app, M.enterTracking, admin, {
        body: { shipments: [{ id: parcel, trackingNo: 'ZT1234567890' }] },
      });
      expect((await issue.detail()).actions).toEqual(['ship']);
      const res = await callOf(t.app, M.refreshTracking, admin, { body: { batchId: issue.batchId } });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.fields[0]).toMatchObject({
        path: 'batchId',
        zh: expect.stringContaining('未配置'),
      });
    } finally {
      await t.close();
    }
  });
});
