import { readFileSync } from 'node:fs';
import path from 'node:path';
import { authorDownload, staffUpload } from '@jb/contract/api/files';
import {
  authorInvoiceApply,
  authorInvoiceList,
  authorInvoiceOrders,
  authorInvoiceWithdraw,
  invoiceIssue,
  invoiceList,
  invoiceRed,
  invoiceRefuse,
} from '@jb/contract/api/invoices';
import { orderDetailCall } from '@jb/contract/api/orders';
import { refundAdminAudit, refundFinanceAudit, refundRequest } from '@jb/contract/api/refunds';
import { FeeType } from '@jb/contract/enums/order';
import { InvoiceStatus } from '@jb/contract/schemas/invoices';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthorSession, openJournalWithAuthor } from '../../../test/authorSession.ts';
import { createUser } from '../../../test/factories.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { invoiceEvents, invoices, outbox } from '../../db/schema/index.ts';
import { receiveOrder } from '../orders/manage.ts';
import { createOrder } from '../orders/service.ts';
import { verifyLedger } from '../orders/verify.ts';
import { expireInvoices } from './expire.ts';

const PDF = readFileSync(path.join(import.meta.dirname, '../../../assets/fund-certificate.pdf'));
const COMPANY = {
  kind: 'special',
  buyerName: '北京某某科技有限公司',
  taxpayerId: '91110108MA01ABCD3X',
  address: '北京市海淀区中关村大街 1 号',
  phone: '010-62345678',
  bankName: '工商银行中关村支行',
  bankAccount: '0200001234567890123',
  // Unique per run: a later run on the same PostgreSQL database must not count this run's mail.
  email: `caiwu-${process.pid}-${Date.now()}@example.com`,
};

/** Invoices: the author asks on the site, finance issues with the e-invoice file; a refund waits for the red letter. */
describe(`invoices (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let session: AuthorSession;
  let authorId = 0;
  let admin: Session;
  let finance: Session;
  beforeAll(async () => {
    t = await createTestApp();
    const site = await openJournalWithAuthor(t);
    w = site.w;
    session = site.session;
    authorId = site.authorId;
    admin = await login(t.app, w.admin.account, w.admin.password);
    const f = await createUser(t.db, w.press, { role: 'finance' });
    finance = await login(t.app, f.account, f.password);
  });
  afterAll(() => t.close());

  const asAuthor = {
    orders: async () => (await callOf(t.app, authorInvoiceOrders, session, {})).json().data,
    apply: (body: object) => callOf(t.app, authorInvoiceApply, session, { body } as never),
    list: async () => {
      const res = await callOf(t.app, authorInvoiceList, session, {});
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    },
  };
  const authAdmin = () => ({
    sessionId: 0,
    userId: w.admin.id,
    pressId: w.press.id,
    platform: false,
    adminType: 2,
    permissions: new Set<string>(),
    sessionKey: Buffer.alloc(0),
    token: '',
  });
  /** An other-fee order of the signed-in author, paid in full when `paid`. */
  const order = async (amountFen: number, paid = true) => {
    const { id } = await t.db.transaction((tx) =>
      createOrder(
        tx,
        {
          pressId: w.press.id,
          journalId: w.journalId,
          manuscriptId: w.manuscriptId,
          authorId,
          feeType: FeeType.OTHER,
          amountFen,
        },
        { type: 'staff', id: w.admin.id },
        '2026-11-25',
      ),
    );
    if (paid)
      await receiveOrder(t.db, authAdmin(), {
        id,
        version: 0,
        method: 'offline',
        amountFen,
        payer: '李作者',
        paidOn: '2026-11-25',
        voucherNote: '',
      });
    return id;
  };
  const fieldOf = (res: { json: () => { data: { fields: { path: string }[] } } }) =>
    res.json().data.fields[0]!.path;
  const upload = async (who: Session) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PDF)]), '电子发票.pdf');
    return (await callOf(t.app, staffUpload, who, { query: { kind: 'invoice' }, form })).json().data
      .id as number;
  };

  it('merges two paid orders into a 专票; finance issues it with the PDF; the author is mailed it and downloads it', async () => {
    const a = await order(3_000);
    const b = await order(5_000);
    const unpaid = await order(1_000, false);
    const offered = (await asAuthor.orders()).map((o: { id: number }) => o.id);
    expect(offered).toEqual(expect.arrayContaining([a, b]));
    expect(offered).not.toContain(unpaid);

    const badId = await asAuthor.apply({ ...COMPANY, orderIds: [a, b], taxpayerId: '12345' });
    expect(fieldOf(badId)).toBe('taxpayerId');
    expect(badId.json().data.fields[0].zh).toContain('统一社会信用代码');
    expect(fieldOf(await asAuthor.apply({ ...COMPANY, orderIds: [a, b], bankName: '' }))).toBe('bankName');
    expect(fieldOf(await asAuthor.apply({ ...COMPANY, orderIds: [a, unpaid] }))).toBe('orderIds');
    const made = await asAuthor.apply({ ...COMPANY, orderIds: [a, b] });
    expect(made.json().data).toMatchObject({ status: InvoiceStatus.REQUESTED });
    const id = made.json().data.id as number;
    // The orders are covered now: asked again, refused.
    expect(fieldOf(await asAuthor.apply({ ...COMPANY, orderIds: [a] }))).toBe('orderIds');

    const listed = (await callOf(t.app, invoiceList, finance, { query: { status: 1 } })).json().data.list;
    const row = listed.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ amountFen: 8_000, kind: 'special', actions: ['issue', 'refuse'] });
    expect(row.orders.map((o: { id: number }) => o.id)).toEqual([a, b]);

    const fileId = await upload(finance);
    const issue = (body: object) => callOf(t.app, invoiceIssue, finance, { body } as never);
    expect(fieldOf(await issue({ id, version: 0, number: '2611', issuedOn: '2026-11-25', fileId }))).toBe(
      'number',
    );
    const number = '26112000000012345678';
    const issued = await issue({ id, version: 0, number, issuedOn: '2026-11-25', fileId });
    expect(issued.json().data).toEqual({ id, status: InvoiceStatus.ISSUED, version: 1 });
    const mine = (await asAuthor.list()).find((r: { id: number }) => r.id === id);
    // 8,000 fen at the press's 6%: the tax included is 453 fen.
    expect(mine).toMatchObject({ number, fileId, taxFen: 453, taxRatePermille: 60, status: 3 });
    const mail = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, COMPANY.email), eq(outbox.event, 'invoiceIssued')));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.attachments).toEqual([{ fileId, name: '电子发票.pdf' }]);
    const download = await callOf(t.app, authorDownload, session, { query: { id: fileId } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
  });

  it('a refund of an invoiced order waits for the red-letter record; the author may then ask again', async () => {
    const a = await order(4_000);
    const b = await order(2_000);
    const id = (await asAuthor.apply({ ...COMPANY, kind: 'normal', orderIds: [a, b] })).json().data
      .id as number;
    await callOf(t.app, invoiceIssue, finance, {
      body: {
        id,
        version: 0,
        number: '26112000000099990001',
        issuedOn: '2026-11-25',
        fileId: await upload(finance),
      },
    });
    const { version } = (await callOf(t.app, orderDetailCall, admin, { query: { id: a } })).json().data;
    const refundId = (
      await callOf(t.app, refundRequest, admin, {
        body: { orderId: a, version, amountFen: 4_000, reason: '撤稿' },
      })
    ).json().data.id;
    await callOf(t.app, refundAdminAudit, admin, {
      body: { id: refundId, version: 0, decision: 'pass', note: '' },
    });
    let inv = (await asAuthor.list()).find((r: { id: number }) => r.id === id);
    expect(inv.status).toBe(InvoiceStatus.RED_NEEDED);
    const early = await callOf(t.app, refundFinanceAudit, finance, {
      body: { id: refundId, version: 1, decision: 'pass', note: '', voucherNote: 'ICBC-1' },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().data.fields[0].zh).toContain('红字');
    const red = await callOf(t.app, invoiceRed, finance, {
      body: { id, version: inv.version, redNumber: '26112000000099990002', redOn: '2026-11-26' },
    });
    expect(red.json().data.status).toBe(InvoiceStatus.HANDLED);
    const paidBack = await callOf(t.app, refundFinanceAudit, finance, {
      body: { id: refundId, version: 1, decision: 'pass', note: '', voucherNote: 'ICBC-1' },
    });
    expect(paidBack.statusCode, paidBack.body).toBe(200);
    inv = (await asAuthor.list()).find((r: { id: number }) => r.id === id);
    expect(inv).toMatchObject({ status: InvoiceStatus.HANDLED, redNumber: '26112000000099990002' });
    // The order still paid can be invoiced again: a second request (status 2).
    const again = await asAuthor.apply({ ...COMPANY, kind: 'normal', orderIds: [b] });
    expect(again.json().data.status).toBe(InvoiceStatus.REQUESTED_AGAIN);
    expect(await verifyLedger(t.db, w.press.id)).toEqual([]);
  });

  it('finance refuses with the reason the author is told; another press gets 404; an editor 403', async () => {
    const a = await order(1_500);
    const id = (await asAuthor.apply({ ...COMPANY, kind: 'normal', taxpayerId: '', orderIds: [a] })).json()
      .data.id;
    const other = await pressWorld(t.db);
    const adminB = await login(t.app, other.admin.account, other.admin.password);
    expect(
      (await callOf(t.app, invoiceRefuse, adminB, { body: { id, version: 0, note: 'x' } })).statusCode,
    ).toBe(404);
    expect((await callOf(t.app, invoiceList, adminB, { query: {} })).json().data.total).toBe(0);
    const editor = await login(t.app, w.editor.account, w.editor.password);
    expect(
      (await callOf(t.app, invoiceRefuse, editor, { body: { id, version: 0, note: 'x' } })).statusCode,
    ).toBe(403);
    expect(
      (await callOf(t.app, invoiceRefuse, finance, { body: { id, version: 0, note: '' } })).statusCode,
    ).toBe(400);
    const refused = await callOf(t.app, invoiceRefuse, finance, {
      body: { id, version: 0, note: '抬头与付款人不一致' },
    });
    expect(refused.json().data.status).toBe(InvoiceStatus.HANDLED);
    const told = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, COMPANY.email), eq(outbox.event, 'invoiceRefused')));
    expect(told.at(-1)!.body).toContain('抬头与付款人不一致');
    // Issuing it now: it is not open any more.
    const late = await callOf(t.app, invoiceIssue, finance, {
      body: {
        id,
        version: 1,
        number: '26112000000099990009',
        issuedOn: '2026-11-25',
        fileId: await upload(finance),
      },
    });
    expect(late.statusCode).toBe(400);
  });

  it('the author withdraws a request not yet issued (5: no invoice needed) and may ask again; not another’s, not twice', async () => {
    const a = await order(2_500);
    const asked = await asAuthor.apply({ ...COMPANY, kind: 'normal', taxpayerId: '', orderIds: [a] });
    const id = asked.json().data.id as number;
    expect((await asAuthor.orders()).map((o: { id: number }) => o.id)).not.toContain(a);
    // Another author of the press does not see it.
    const stranger = await openJournalWithAuthor(t, w);
    const foreign = await callOf(t.app, authorInvoiceWithdraw, stranger.session, {
      body: { id, version: 0 },
    });
    expect(foreign.statusCode).toBe(404);
    const stale = await callOf(t.app, authorInvoiceWithdraw, session, { body: { id, version: 5 } });
    expect(stale.statusCode).toBe(409);
    const withdrawn = await callOf(t.app, authorInvoiceWithdraw, session, { body: { id, version: 0 } });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data.status).toBe(InvoiceStatus.NOT_NEEDED);
    const mine = (await asAuthor.list()).find((r: { id: number }) => r.id === id);
    expect(mine.status).toBe(InvoiceStatus.NOT_NEEDED);
    const history = await t.db.select().from(invoiceEvents).where(eq(invoiceEvents.invoiceId, id));
    expect(history.map((e) => [e.kind, e.fromStatus, e.toStatus, e.actorType])).toContainEqual([
      'withdrawn',
      InvoiceStatus.REQUESTED,
      InvoiceStatus.NOT_NEEDED,
      'author',
    ]);
    // The order may be asked for again, as a first request (a withdrawn one does not count);
    // a withdrawn request cannot be withdrawn twice.
    expect((await asAuthor.orders()).map((o: { id: number }) => o.id)).toContain(a);
    const again = await asAuthor.apply({ ...COMPANY, kind: 'normal', taxpayerId: '', orderIds: [a] });
    expect(again.json().data.status).toBe(InvoiceStatus.REQUESTED);
    const twice = await callOf(t.app, authorInvoiceWithdraw, session, { body: { id, version: 1 } });
    expect(twice.statusCode).toBe(400);
  });
});

describe(`invoice requests expire (${engineName})`, () => {
  it('a request older than the press’s expiry days becomes 6, with its history row; a newer one stays', async () => {
    const t = await createTestApp();
    try {
      const site = await openJournalWithAuthor(t);
      const w = site.w;
      const ids: number[] = [];
      for (const daysAgo of [100, 10]) {
        const [inv] = await t.db
          .insert(invoices)
          .values({
            pressId: w.press.id,
            authorId: site.authorId,
            kind: 'normal',
            buyerName: '李作者',
            email: 'a@example.com',
            amountFen: 1_000,
            createdAt: new Date(Date.now() - daysAgo * 86_400_000),
          })
          .returning({ id: invoices.id });
        ids.push(inv!.id);
      }
      expect(await expireInvoices(t.db)).toBe(1);
      const rows = await t.db.select().from(invoices).where(inArray(invoices.id, ids)).orderBy(invoices.id);
      expect(rows.map((r) => r.status)).toEqual([InvoiceStatus.EXPIRED, InvoiceStatus.REQUESTED]);
      const history = await t.db.select().from(invoiceEvents).where(eq(invoiceEvents.invoiceId, ids[0]!));
      expect(history).toMatchObject([{ kind: 'expired', fromStatus: 1, toStatus: 6 }]);
      expect(await expireInvoices(t.db)).toBe(0);
    } finally {
      await t.close();
    }
  });
});
