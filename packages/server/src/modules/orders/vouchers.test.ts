import { readFileSync } from 'node:fs';
import path from 'node:path';
import { staffDownload, staffUpload } from '@jb/contract/api/files';
import { manuscriptDetailCall, remittanceConfirm } from '@jb/contract/api/manuscripts';
import { orderDetailCall, orderReceive } from '@jb/contract/api/orders';
import { remittanceMatch, remittanceSave } from '@jb/contract/api/remittances';
import { FeeType } from '@jb/contract/enums/order';
import { Status } from '@jb/contract/workflow';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { manuscriptAtZero, TEST_PREPAID_FEN } from '../../../test/manuscripts.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { manuscripts, payments, storedFiles } from '../../db/schema/index.ts';
import { createOrder } from './service.ts';

const PDF = readFileSync(path.join(import.meta.dirname, '../../../assets', 'fund-certificate.pdf'));
const OTHER_FEE_FEN = 30_000;

type Voucher = { id: number; name: string } | null;

/**
 * A payment's voucher file: attached when finance confirms a prepaid fee's remittance or records money
 * received by hand, or the matched bank remittance's; shown on the order and the manuscript, and
 * downloadable by staff of the press only.
 */
describe(`payment vouchers (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let other: PressWorld;
  let finance: Session;
  let otherFinance: Session;
  /** The press administrator reads the manuscript's detail (finance has no 稿件详情). */
  let admin: Session;

  beforeAll(async () => {
    t = await createTestApp();
    w = await pressWorld(t.db);
    other = await pressWorld(t.db);
    const f = await createUser(t.db, w.press, { role: 'finance', adminType: 1 });
    finance = await login(t.app, f.account, f.password);
    const g = await createUser(t.db, other.press, { role: 'finance', adminType: 1 });
    otherFinance = await login(t.app, g.account, g.password);
    admin = await login(t.app, w.admin.account, w.admin.password);
  });
  afterAll(() => t.close());

  /** A PDF uploaded by a person as a voucher (or another kind): the stored file's id. */
  const upload = async (
    who: Session,
    name = '汇款回单.pdf',
    kind: 'voucher' | 'fundCertificate' = 'voucher',
  ) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PDF)]), name);
    const res = await callOf(t.app, staffUpload, who, { query: { kind }, form });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  const confirm = (manuscriptId: number, voucherFileId: number | null) =>
    callOf(t.app, remittanceConfirm, finance, {
      body: {
        id: manuscriptId,
        version: 0,
        remitter: '北京理工大学',
        amountFen: TEST_PREPAID_FEN,
        paidOn: '2026-11-20',
        voucherNote: '回单 088',
        voucherFileId,
      },
    });
  const paymentVouchers = async (orderId: number): Promise<Voucher[]> => {
    const res = await callOf(t.app, orderDetailCall, finance, { query: { id: orderId } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.payments as { voucher: Voucher }[]).map((p) => p.voucher);
  };
  const fieldOf = (res: { statusCode: number; json: () => { data: { fields: { path: string }[] } } }) => {
    expect(res.statusCode).toBe(400);
    return res.json().data.fields[0]!;
  };

  it('keeps the voucher of a confirmed remittance: the order and the manuscript show it, staff of the press download it', async () => {
    const voucherId = await upload(finance);
    const res = await confirm(w.manuscriptId, voucherId);
    expect(res.statusCode, res.body).toBe(200);

    expect(await paymentVouchers(w.orderId)).toEqual([{ id: voucherId, name: '汇款回单.pdf' }]);
    const detail = await callOf(t.app, manuscriptDetailCall, admin, { query: { id: w.manuscriptId } });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.orders).toEqual([
      expect.objectContaining({ id: w.orderId, vouchers: [{ id: voucherId, name: '汇款回单.pdf' }] }),
    ]);

    const file = await callOf(t.app, staffDownload, finance, { query: { id: voucherId } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(file.rawPayload, PDF)).toBe(0);
    // Staff of another press do not find it.
    const elsewhere = await callOf(t.app, staffDownload, otherFinance, { query: { id: voucherId } });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('refuses a voucher that is not a staff voucher of the press on its field, and changes nothing', async () => {
    const m = await manuscriptAtZero(t.db, w);
    const [authorFile] = await t.db
      .insert(storedFiles)
      .values({
        pressId: w.press.id,
        sha256: 'a'.repeat(64),
        sizeBytes: PDF.length,
        type: 'pdf',
        mime: 'application/pdf',
        name: '作者上传.pdf',
        kind: 'voucher',
        uploadedByType: 'author',
        uploadedBy: w.authorId,
      })
      .returning({ id: storedFiles.id });
    const refused = [
      await upload(otherFinance), // another press's
      await upload(finance, '基金证明.pdf', 'fundCertificate'), // not a voucher
      authorFile!.id, // an author's upload
      2_000_000_000, // none
    ];
    for (const id of refused) {
      const field = fieldOf(await confirm(m.id, id));
      expect(field).toMatchObject({
        path: 'voucherFileId',
        zh: '凭证须为本社工作人员上传的付款凭证文件',
        en: 'The voucher must be a payment voucher file uploaded by staff of the press',
      });
    }
    const [still] = await t.db.select().from(manuscripts).where(eq(manuscripts.id, m.id));
    expect(still).toMatchObject({ status: Status.AUTHOR_UNPAID, version: 0 });
    expect(await t.db.select().from(payments).where(eq(payments.orderId, m.orderId))).toEqual([]);
    // A manuscript that does not exist, or another press's, is not found.
    expect((await confirm(2_000_000_000, null)).statusCode).toBe(404);
    expect((await confirm(other.manuscriptId, null)).statusCode).toBe(404);
    // Without a voucher the confirmation goes through, and the payment shows none.
    expect((await confirm(m.id, null)).statusCode).toBe(200);
    expect(await paymentVouchers(m.orderId)).toEqual([null]);
  });

  it('keeps the voucher of money received by hand on another fee', async () => {
    const m = await manuscriptAtZero(t.db, w);
    const order = await t.db.transaction((tx) =>
      createOrder(
        tx,
        {
          pressId: w.press.id,
          journalId: w.journalId,
          manuscriptId: m.id,
          authorId: w.authorId,
          feeType: FeeType.OTHER,
          amountFen: OTHER_FEE_FEN,
        },
        { type: 'staff', id: w.admin.id },
        '2026-11-20',
      ),
    );
    const receive = (voucherFileId: number) =>
      callOf(t.app, orderReceive, finance, {
        body: {
          id: order.id,
          version: 0,
          method: 'offline',
          amountFen: OTHER_FEE_FEN,
          payer: '张三',
          paidOn: '2026-11-20',
          voucherNote: '',
          voucherFileId,
        },
      });
    expect(fieldOf(await receive(await upload(otherFinance))).path).toBe('voucherFileId');
    const voucherId = await upload(finance, '收据.pdf');
    const res = await receive(voucherId);
    expect(res.statusCode, res.body).toBe(200);
    expect(await paymentVouchers(order.id)).toEqual([{ id: voucherId, name: '收据.pdf' }]);
  });

  it('shows the matched bank remittance’s voucher on the payment it made', async () => {
    const m = await manuscriptAtZero(t.db, w);
    const voucherId = await upload(finance, '银行回单.pdf');
    const saved = await callOf(t.app, remittanceSave, finance, {
      body: {
        remitter: '北京理工大学',
        amountFen: TEST_PREPAID_FEN,
        receivedOn: '2026-11-20',
        bankRef: `REF-${Math.random().toString(36).slice(2)}`,
        voucherFileId: voucherId,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const matched = await callOf(t.app, remittanceMatch, finance, {
      body: {
        id: saved.json().data.id,
        version: 0,
        matches: [{ orderId: m.orderId, amountFen: TEST_PREPAID_FEN }],
      },
    });
    expect(matched.statusCode, matched.body).toBe(200);
    expect(await paymentVouchers(m.orderId)).toEqual([{ id: voucherId, name: '银行回单.pdf' }]);
    const detail = await callOf(t.app, manuscriptDetailCall, admin, { query: { id: m.id } });
    expect(detail.json().data.orders[0].vouchers).toEqual([{ id: voucherId, name: '银行回单.pdf' }]);
  });
});
