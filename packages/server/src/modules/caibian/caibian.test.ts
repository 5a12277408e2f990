import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  allManuscriptList,
  myAuthorDetailCall,
  myAuthorList,
  myAuthorRegister,
  myInvoiceList,
  myManuscriptDetailCall,
  myManuscriptList,
  myOrderList,
} from '@jb/contract/api/caibianPortal';
import { staffUpload } from '@jb/contract/api/files';
import { staffSubmit } from '@jb/contract/api/manuscripts';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorPost, openJournalWithAuthor } from '../../../test/authorSession.ts';
import { caibianWorld } from '../../../test/caibianWorld.ts';
import { uniquePhone } from '../../../test/factories.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { authors, journalFees, manuscriptEvents, manuscripts, outbox } from '../../db/schema/index.ts';

const DOCX = readFileSync(path.join(import.meta.dirname, '../../../assets/manuscript.docx'));

describe(`the acquisition editor's authors and manuscripts (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function world() {
    const w = await caibianWorld(t.db);
    const editor = await login(t.app, w.caibian.account, w.caibian.password);
    const colleague = await login(t.app, w.otherCaibian.account, w.otherCaibian.password);
    return { w, editor, colleague };
  }

  const ids = (data: { list: { id: number }[] }) => data.list.map((r) => r.id);

  it('lists the editor’s authors (registered or referred) by name, phone or affiliation; the detail has only their manuscripts', async () => {
    const { w, editor, colleague } = await world();
    // An author of the colleague with one manuscript this editor referred: theirs through it.
    const [shared] = await t.db
      .update(manuscripts)
      .set({ referrerId: w.caibian.id })
      .where(eq(manuscripts.id, w.otherManuscriptId))
      .returning({ id: manuscripts.id });
    expect(shared).toBeDefined();
    const mine = (await callOf(t.app, myAuthorList, editor, { query: {} })).json().data;
    expect(ids(mine).sort()).toEqual([w.authorId, w.otherAuthorId].sort());
    expect(mine.list.find((r: { id: number }) => r.id === w.authorId).registeredByMe).toBe(true);
    expect(mine.list.find((r: { id: number }) => r.id === w.otherAuthorId).registeredByMe).toBe(false);
    const byPhone = (await callOf(t.app, myAuthorList, editor, { query: { keyword: w.authorPhone } })).json();
    expect(ids(byPhone.data)).toEqual([w.authorId]);
    const byName = (await callOf(t.app, myAuthorList, editor, { query: { keyword: '李四' } })).json();
    expect(ids(byName.data)).toEqual([w.otherAuthorId]);
    // The colleague still has their registered author, but not the manuscript this editor referred.
    const theirs = (await callOf(t.app, myAuthorList, colleague, { query: {} })).json().data;
    expect(ids(theirs)).toEqual([w.otherAuthorId]);
    const detail = (
      await callOf(t.app, myAuthorDetailCall, colleague, { query: { id: w.otherAuthorId } })
    ).json().data;
    expect(detail.manuscripts).toEqual([]);
    expect(detail.orders).toEqual([]);
    const own = (await callOf(t.app, myAuthorDetailCall, editor, { query: { id: w.authorId } })).json().data;
    expect(own.manuscripts.map((m: { id: number }) => m.id)).toEqual([w.manuscriptId]);
    expect(own.orders).toHaveLength(1);
    // The colleague may not open this editor's author.
    const refused = await callOf(t.app, myAuthorDetailCall, colleague, { query: { id: w.authorId } });
    expect(refused.statusCode).toBe(404);
  });

  it('refuses without the permission (403), another press (404) and bad input (400)', async () => {
    const { w, editor } = await world();
    const b = await caibianWorld(t.db);
    const editorB = await login(t.app, b.caibian.account, b.caibian.password);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    for (const [call, query] of [
      [myAuthorList, {}],
      [myAuthorDetailCall, { id: w.authorId }],
      [myManuscriptList, {}],
      [allManuscriptList, {}],
      [myManuscriptDetailCall, { id: w.manuscriptId }],
    ] as const) {
      expect((await callOf(t.app, call, admin, { query } as never)).statusCode).toBe(403);
    }
    expect((await callOf(t.app, myAuthorDetailCall, editorB, { query: { id: w.authorId } })).statusCode).toBe(
      404,
    );
    expect(
      (await callOf(t.app, myManuscriptDetailCall, editorB, { query: { id: w.manuscriptId } })).statusCode,
    ).toBe(404);
    const bad = await callOf(t.app, myManuscriptList, editor, { query: { status: 999 } as never });
    expect(bad.statusCode).toBe(400);
    const badAll = await callOf(t.app, allManuscriptList, editor, { query: { sort: 'authorName' } as never });
    expect(badAll.statusCode).toBe(400);
    const badId = await callOf(t.app, myAuthorDetailCall, editor, { query: { id: 'x' } as never });
    expect(badId.statusCode).toBe(400);
  });

  it('registers an author as the editor’s: one author with an SMS of the password, who signs in; a taken phone writes nothing', async () => {
    const { w, editor } = await world();
    const { w: open } = await openJournalWithAuthor(t, w);
    const phone = uniquePhone();
    const made = await callOf(t.app, myAuthorRegister, editor, {
      body: { name: '采编注册的作者', phone, unit: '某研究所' },
    });
    expect(made.statusCode, made.body).toBe(200);
    // The editor is answered the author's id, never the password (only the author's phone gets it).
    expect(Object.keys(made.json().data)).toEqual(['id']);
    const { id } = made.json().data;
    const rows = await t.db.select().from(authors).where(eq(authors.phone, phone));
    expect(rows).toEqual([expect.objectContaining({ id, pressId: w.press.id, registeredBy: w.caibian.id })]);
    const [sms] = await t.db.select().from(outbox).where(eq(outbox.recipient, phone));
    const initialPassword = /初始密码 (\S+?)，/.exec(sms!.body)![1]!;
    const signIn = await authorPost(t, '/author/login', {
      journalId: open.journalId,
      phone,
      password: initialPassword,
    });
    expect(signIn.json().data.author.id).toBe(id);
    const listed = (await callOf(t.app, myAuthorList, editor, { query: { keyword: '某研究所' } })).json()
      .data;
    expect(ids(listed)).toEqual([id]);

    const authorsBefore = await t.db
      .select({ n: count() })
      .from(authors)
      .where(eq(authors.pressId, w.press.id));
    const smsBefore = await t.db
      .select({ n: count() })
      .from(outbox)
      .where(inArray(outbox.recipient, [phone, '123']));
    const twice = await callOf(t.app, myAuthorRegister, editor, { body: { name: '重复', phone } });
    expect(twice.json().code).toBe(40062);
    const invalid = await callOf(t.app, myAuthorRegister, editor, { body: { name: '', phone: '123' } });
    expect(invalid.statusCode).toBe(400);
    expect(
      invalid
        .json()
        .data.fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['name', 'phone']);
    expect(await t.db.select({ n: count() }).from(authors).where(eq(authors.pressId, w.press.id))).toEqual(
      authorsBefore,
    );
    expect(
      await t.db
        .select({ n: count() })
        .from(outbox)
        .where(inArray(outbox.recipient, [phone, '123'])),
    ).toEqual(smsBefore);
  });

  it('enters a manuscript for the editor’s own author as its referrer; another editor’s author is 404, another referrer 400', async () => {
    const { w, editor, colleague } = await world();
    await openJournalWithAuthor(t, w);
    await t.db
      .insert(journalFees)
      .values({ journalId: w.journalId, feeType: 1, amountFen: 30_000, validFrom: '2020-01-01' });
    const upload = async (session: Session) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(DOCX)]), '采编代录入.docx');
      const res = await callOf(t.app, staffUpload, session, { query: { kind: 'manuscript' } as never, form });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.id as number;
    };
    const base = {
      journalId: w.journalId,
      authorId: w.authorId,
      referrerId: null,
      columnId: w.columnId,
      title: '采编代作者录入的稿件',
      authors: [{ name: '张三', affiliation: '某大学', corresponding: true }],
    };
    const enter = (session: Session, body: Record<string, unknown>) =>
      callOf(t.app, staffSubmit, session, { body: body as never });
    const total = async () =>
      (await t.db.select({ n: count() }).from(manuscripts).where(eq(manuscripts.pressId, w.press.id)))[0]!.n;
    const before = await total();
    const fileOfColleague = await upload(colleague);
    expect((await enter(colleague, { ...base, manuscriptFileId: fileOfColleague })).statusCode).toBe(404);
    const file = await upload(editor);
    const otherReferrer = await enter(editor, {
      ...base,
      referrerId: w.otherCaibian.id,
      manuscriptFileId: file,
    });
    expect(otherReferrer.statusCode).toBe(400);
    expect(otherReferrer.json().data.fields.map((f: { path: string }) => f.path)).toEqual(['referrerId']);
    expect(await total()).toBe(before);

    const made = await enter(editor, { ...base, manuscriptFileId: file });
    expect(made.statusCode, made.body).toBe(200);
    const { id } = made.json().data;
    const [row] = await t.db.select().from(manuscripts).where(eq(manuscripts.id, id));
    expect(row).toMatchObject({ authorId: w.authorId, referrerId: w.caibian.id });
    const listed = (
      await callOf(t.app, myManuscriptList, editor, { query: { keyword: '采编代作者' } as never })
    ).json().data;
    expect(ids(listed)).toEqual([id]);
    // Read only, and no other staff named: the row's actions are none, its auditor and setter-aside null.
    await t.db
      .update(manuscripts)
      .set({ auditUserId: w.admin.id, ignoredBy: w.admin.id })
      .where(eq(manuscripts.id, id));
    const [shown] = (
      await callOf(t.app, myManuscriptList, editor, { query: { keyword: '采编代作者' } as never })
    ).json().data.list;
    expect(shown).toMatchObject({ actions: [], auditUser: null, ingoreName: null });
    const theirs = (await callOf(t.app, myManuscriptList, colleague, { query: {} } as never)).json().data;
    expect(ids(theirs)).not.toContain(id);
  });

  it('the detail shows the timeline without notes or other staff’s names; 全部稿件 shows no author or money', async () => {
    const { w, editor, colleague } = await world();
    await t.db.insert(manuscriptEvents).values({
      manuscriptId: w.manuscriptId,
      action: 'pass',
      fromStatus: 0,
      toStatus: 0,
      actorType: 'staff',
      actorId: w.editor.id,
      note: '内部审稿意见：方法部分薄弱',
    });
    const detail = (
      await callOf(t.app, myManuscriptDetailCall, editor, { query: { id: w.manuscriptId } })
    ).json().data;
    expect(detail.id).toBe(w.manuscriptId);
    expect(detail.orders).toHaveLength(1);
    expect(JSON.stringify(detail)).not.toContain('内部审稿意见');
    const staffEvent = detail.events.find((e: { action: string }) => e.action === 'pass');
    expect(staffEvent).toMatchObject({ actorType: 'staff', actorName: '' });
    expect(staffEvent).not.toHaveProperty('note');
    expect(detail).not.toHaveProperty('files');

    const allRes = await callOf(t.app, allManuscriptList, colleague, { query: { pageSize: 100 } } as never);
    expect(allRes.statusCode, allRes.body).toBe(200);
    const all = allRes.json().data;
    const row = all.list.find((r: { id: number }) => r.id === w.manuscriptId);
    expect(Object.keys(row).sort()).toEqual([
      'id',
      'journalId',
      'journalName',
      'mine',
      'status',
      'submittedAt',
      'title',
    ]);
    expect(row.mine).toBe(false);
    expect(all.list.find((r: { id: number }) => r.id === w.otherManuscriptId).mine).toBe(true);
    const byTitle = (
      await callOf(t.app, allManuscriptList, editor, { query: { title: '深度学习', status: 0 } } as never)
    ).json().data;
    expect(ids(byTitle)).toEqual(expect.arrayContaining([w.manuscriptId, w.otherManuscriptId]));
  });

  it('lists the orders of the editor’s manuscripts with their totals, read only; refuses bad input and others', async () => {
    const { w, editor, colleague } = await world();
    const mine = await callOf(t.app, myOrderList, editor, { query: {} } as never);
    expect(mine.statusCode, mine.body).toBe(200);
    const data = mine.json().data;
    expect(ids(data)).toEqual([w.orderId]);
    expect(data.summary).toMatchObject({ count: 1 });
    expect(data.list[0]).toMatchObject({ manuscript: { id: w.manuscriptId }, actions: [] });
    const theirs = (await callOf(t.app, myOrderList, colleague, { query: {} } as never)).json().data;
    expect(ids(theirs)).toEqual([w.otherOrderId]);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    expect((await callOf(t.app, myOrderList, admin, { query: {} } as never)).statusCode).toBe(403);
    const bad = await callOf(t.app, myOrderList, editor, { query: { minFen: 500, maxFen: 100 } } as never);
    expect(bad.statusCode).toBe(400);
  });

  it('lists the invoices on orders of the editor’s manuscripts, read only; not a colleague’s', async () => {
    const { w, editor, colleague } = await world();
    const mine = (await callOf(t.app, myInvoiceList, editor, { query: {} } as never)).json().data;
    expect(ids(mine)).toEqual([w.invoiceId]);
    expect(mine.list[0]).toMatchObject({ actions: [], orders: [expect.objectContaining({ id: w.orderId })] });
    const theirs = (await callOf(t.app, myInvoiceList, colleague, { query: {} } as never)).json().data;
    expect(ids(theirs)).toEqual([w.otherInvoiceId]);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    expect((await callOf(t.app, myInvoiceList, admin, { query: {} } as never)).statusCode).toBe(403);
    const bad = await callOf(t.app, myInvoiceList, editor, { query: { status: 'x' } } as never);
    expect(bad.statusCode).toBe(400);
  });
});
