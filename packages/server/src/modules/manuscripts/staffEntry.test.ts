import { readFileSync } from 'node:fs';
import path from 'node:path';
import { authorManuscripts } from '@jb/contract/api/authorSite';
import { staffUpload } from '@jb/contract/api/files';
import { manuscriptDetailCall, manuscriptList, staffSubmit } from '@jb/contract/api/manuscripts';
import { ErrorCode } from '@jb/contract/errors';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openJournalWithAuthor, uploadAsAuthor } from '../../../test/authorSession.ts';
import { createUser } from '../../../test/factories.ts';
import { createAuthor } from '../../../test/manuscripts.ts';
import { pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import {
  authors,
  journalFees,
  journals,
  manuscriptEvents,
  manuscripts,
  orderEvents,
  orders,
  outbox,
} from '../../db/schema/index.ts';

const ASSETS = path.join(import.meta.dirname, '../../../assets');
const DOCX = readFileSync(path.join(ASSETS, 'manuscript.docx'));
const PDF = readFileSync(path.join(ASSETS, 'fund-certificate.pdf'));

describe(`staff enter a manuscript on an author's behalf (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function upload(session: Session, kind: string, bytes = DOCX, name = '代录入稿件.docx') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const res = await callOf(t.app, staffUpload, session, { query: { kind } as never, form });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  }

  /** An open journal charging a prepaid fee, its administrator signed in, an author and an acquisition editor. */
  async function world() {
    const { w, authorId, phone, session } = await openJournalWithAuthor(t);
    await t.db
      .insert(journalFees)
      .values({ journalId: w.journalId, feeType: 1, amountFen: 45_000, validFrom: '2020-01-01' });
    const editor = await createUser(t.db, w.press, { role: 'acquisitionEditor' });
    const admin = await login(t.app, w.admin.account, w.admin.password);
    return { w, authorId, phone, session, editor, admin };
  }

  const enter = (session: Session, body: Record<string, unknown>) =>
    callOf(t.app, staffSubmit, session, { body: body as never });
  const fieldsOf = (res: { json(): { data: { fields: { path: string }[] } } }) =>
    res.json().data.fields.map((f) => f.path);

  it('makes the author’s manuscript with its byline, files and order; the timeline names the staff member', async () => {
    const { w, authorId, phone, session, editor, admin } = await world();
    const res = await enter(admin, {
      journalId: w.journalId,
      authorId,
      referrerId: editor.id,
      columnId: w.columnId,
      title: '编辑部代录入的稿件',
      authors: [
        { name: '李作者', affiliation: '清华大学', corresponding: true },
        { name: '赵合著', affiliation: '北京大学', corresponding: false },
      ],
      foundationFlag: true,
      fundName: '国家自然科学基金',
      fundLevel: 2,
      fundCertificateFileId: await upload(admin, 'fundCertificate', PDF, '基金证明.pdf'),
      manuscriptFileId: await upload(admin, 'manuscript'),
      annexFileIds: [await upload(admin, 'annex', PDF, '作者声明.pdf')],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id, status } = res.json().data;
    expect(status).toBe(0);

    const detail = (await callOf(t.app, manuscriptDetailCall, admin, { query: { id } })).json().data;
    expect(detail).toMatchObject({
      title: '编辑部代录入的稿件',
      authorName: '李作者',
      authorPhone: phone,
      referrerId: editor.id,
      foundationFlag: 1,
      orders: [{ feeType: 1, amountFen: 45_000, payStatus: 0 }],
    });
    expect(detail.authors.map((a: { name: string }) => a.name)).toEqual(['李作者', '赵合著']);
    expect(
      detail.files.map((f: { role: string; name: string; uploadedByName: string }) => [f.role, f.name]),
    ).toEqual([
      ['annex', '作者声明.pdf'],
      ['fundCertificate', '基金证明.pdf'],
      ['manuscript', '代录入稿件.docx'],
    ]);
    expect(detail.events).toEqual([
      expect.objectContaining({ action: 'staffEntry', actorType: 'staff', fromStatus: null, toStatus: 0 }),
    ]);
    const [event] = await t.db.select().from(manuscriptEvents).where(eq(manuscriptEvents.manuscriptId, id));
    expect(event).toMatchObject({ actorType: 'staff', actorId: w.admin.id });

    // The author owns the manuscript and its order (made by the staff member, referred by the editor).
    const [order] = await t.db.select().from(orders).where(eq(orders.manuscriptId, id));
    expect(order).toMatchObject({ authorId, referrerId: editor.id, amountFen: 45_000 });
    const [made] = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order!.id));
    expect(made).toMatchObject({ kind: 'created', actorType: 'staff', actorId: w.admin.id });
    const mine = await callOf(t.app, authorManuscripts, session, { query: {} });
    expect(mine.json().data.map((m: { id: number }) => m.id)).toContain(id);
    // Told as for a normal submission: the fee is due.
    const told = await t.db
      .select({ event: outbox.event, recipient: outbox.recipient })
      .from(outbox)
      .where(and(eq(outbox.manuscriptId, id), eq(outbox.channel, 'sms')))
      .orderBy(asc(outbox.id));
    expect(told).toEqual([
      { event: 'submissionReceived', recipient: phone },
      { event: 'paymentRequested', recipient: phone },
    ]);
    // And the list shows it under the author's name.
    const list = (
      await callOf(t.app, manuscriptList, admin, { query: { keyword: '编辑部代录入' } as never })
    ).json().data;
    expect(list.list).toEqual([expect.objectContaining({ id, authorName: '李作者' })]);
  });

  it('refuses a person without the permission (403)', async () => {
    const { w, authorId } = await world();
    const editor = await login(t.app, w.editor.account, w.editor.password);
    const res = await enter(editor, {
      journalId: w.journalId,
      authorId,
      columnId: w.columnId,
      title: '无权录入',
      manuscriptFileId: 1,
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses, writing nothing: another press’s journal (404) or author (400), others’ files, a blacklisted author, a referrer who is no acquisition editor, a closed journal', async () => {
    const { w, authorId, session, admin } = await world();
    const other = await pressWorld(t.db);
    const total = async () =>
      Number(
        (
          await t.db.select({ n: count() }).from(manuscripts).where(eq(manuscripts.journalId, w.journalId))
        )[0]!.n,
      );
    const before = await total();
    const base = {
      journalId: w.journalId,
      authorId,
      columnId: w.columnId,
      title: '被拒的录入',
      manuscriptFileId: await upload(admin, 'manuscript'),
    };

    const foreignJournal = await enter(admin, { ...base, journalId: other.journalId });
    expect(foreignJournal.statusCode).toBe(404);
    expect(fieldsOf(await enter(admin, { ...base, authorId: other.authorId }))).toEqual(['authorId']);
    // A file the author uploaded, or another staff member's, is not this staff member's upload.
    const authorsFile = await uploadAsAuthor(t, session);
    expect(fieldsOf(await enter(admin, { ...base, manuscriptFileId: authorsFile }))).toEqual([
      'manuscriptFileId',
    ]);
    const colleague = await login(
      t.app,
      (await createUser(t.db, w.press, { role: 'pressAdmin' })).account,
      'Test@2026pw',
    );
    const theirs = await upload(colleague, 'manuscript');
    expect(fieldsOf(await enter(admin, { ...base, manuscriptFileId: theirs }))).toEqual(['manuscriptFileId']);
    // The reviewer of the world is staff of the press but no acquisition editor.
    expect(fieldsOf(await enter(admin, { ...base, referrerId: w.editor.id }))).toEqual(['referrerId']);
    expect(fieldsOf(await enter(admin, { ...base, referrerId: other.admin.id }))).toEqual(['referrerId']);

    const listed = await createAuthor(t.db, w.press.id, '黑名单作者');
    await t.db.update(authors).set({ blacklistType: 1 }).where(eq(authors.id, listed.id));
    const blacklisted = await enter(admin, { ...base, authorId: listed.id });
    expect(blacklisted.statusCode).toBe(403);
    expect(blacklisted.json().code).toBe(ErrorCode.AUTHOR_BLACKLISTED);

    await t.db.update(journals).set({ status: 0 }).where(eq(journals.id, w.journalId));
    const closed = await enter(admin, base);
    expect(closed.json().code).toBe(ErrorCode.JOURNAL_CLOSED);
    await t.db.update(journals).set({ status: 2 }).where(eq(journals.id, w.journalId));

    expect(await total()).toBe(before);
    // The same file then goes in once.
    expect((await enter(admin, base)).statusCode).toBe(200);
    expect(await total()).toBe(before + 1);
  });
});
