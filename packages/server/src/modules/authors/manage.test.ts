import * as calls from '@jb/contract/api/authorManagement';
import { manuscriptList } from '@jb/contract/api/manuscripts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorPost, openJournalWithAuthor, submitAsAuthor } from '../../../test/authorSession.ts';
import { uniquePhone } from '../../../test/factories.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login } from '../../../test/wireClient.ts';
import { outbox } from '../../db/schema/index.ts';

describe(`authors as staff manage them (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finds authors by name, phone or affiliation; the detail has their manuscripts and orders', async () => {
    const { w, session, authorId, phone } = await openJournalWithAuthor(t);
    await submitAsAuthor(t, session, { columnId: w.columnId, title: '作者的第一篇稿件' });
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const byPhone = (
      await callOf(t.app, calls.authorList, admin, { query: { keyword: phone.slice(3, 9) } })
    ).json().data;
    expect(byPhone.list).toEqual([
      expect.objectContaining({
        id: authorId,
        name: '李作者',
        blacklisted: false,
        manuscriptCount: 1,
        actions: ['edit', 'blacklist'],
      }),
    ]);
    const detail = (await callOf(t.app, calls.authorDetailCall, admin, { query: { id: authorId } })).json()
      .data;
    expect(detail.manuscripts.map((m: { title: string }) => m.title)).toEqual(['作者的第一篇稿件']);
    // Another press sees none of them.
    const other = await openJournalWithAuthor(t);
    const adminB = await login(t.app, other.w.admin.account, other.w.admin.password);
    expect(
      (await callOf(t.app, calls.authorDetailCall, adminB, { query: { id: authorId } })).statusCode,
    ).toBe(404);
    const theirList = (await callOf(t.app, calls.authorList, adminB, { query: {} })).json().data.list;
    expect(theirList.map((a: { id: number }) => a.id)).not.toContain(authorId);
  });

  it('registers an author on their behalf with an initial password sent to the phone, who can then sign in', async () => {
    const { w } = await openJournalWithAuthor(t);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const phone = uniquePhone();
    const made = await callOf(t.app, calls.authorAdd, admin, {
      body: { name: '代注册作者', phone, unit: '某医院' },
    });
    const { id, initialPassword } = made.json().data;
    const [sms] = await t.db.select().from(outbox).where(eq(outbox.recipient, phone));
    expect(sms!.body).toContain(initialPassword);
    const signIn = await authorPost(t, '/author/login', {
      journalId: w.journalId,
      phone,
      password: initialPassword,
    });
    expect(signIn.json().data.author.id).toBe(id);
    const twice = await callOf(t.app, calls.authorAdd, admin, { body: { name: '重复', phone } });
    expect(twice.json().code).toBe(40062);
    const edited = await callOf(t.app, calls.authorUpdate, admin, {
      body: { id, version: 0, name: '代注册作者（改）', phone, unit: '某大学' },
    });
    expect(edited.json().code).toBe(200);
    const stale = await callOf(t.app, calls.authorUpdate, admin, {
      body: { id, version: 0, name: '过期', phone },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('blacklists with a reason: the author cannot submit, their manuscripts are flagged; lifting lets them submit again', async () => {
    const { w, session, authorId } = await openJournalWithAuthor(t);
    await submitAsAuthor(t, session, { columnId: w.columnId, title: '拉黑前的稿件' });
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const noReason = await callOf(t.app, calls.authorBlacklist, admin, {
      body: { id: authorId, version: 0, reason: ' ' },
    });
    expect(noReason.json().data.fields[0].path).toBe('reason');
    await callOf(t.app, calls.authorBlacklist, admin, {
      body: { id: authorId, version: 0, reason: '一稿多投' },
    });
    const refused = await submitAsAuthor(t, session, { columnId: w.columnId, title: '拉黑后的稿件' });
    expect(refused.json()).toMatchObject({ code: 40063, msg: '您的账号已被限制投稿，请联系编辑部' });
    const flagged = (await callOf(t.app, manuscriptList, admin, { query: { blacklisted: 'true' } })).json()
      .data.list;
    expect(
      flagged.map((m: { title: string; authorBlacklisted: boolean }) => [m.title, m.authorBlacklisted]),
    ).toEqual([['拉黑前的稿件', true]]);
    await callOf(t.app, calls.authorLift, admin, {
      body: { id: authorId, version: 1, reason: '核实为误判' },
    });
    expect(
      (await submitAsAuthor(t, session, { columnId: w.columnId, title: '解除后的稿件' })).statusCode,
    ).toBe(200);
    const detail = (await callOf(t.app, calls.authorDetailCall, admin, { query: { id: authorId } })).json()
      .data;
    expect(
      detail.blacklistHistory.map((h: { action: string; reason: string; actorName: string }) => [
        h.action,
        h.reason,
        h.actorName,
      ]),
    ).toEqual([
      ['lift', '核实为误判', '测试用户'],
      ['blacklist', '一稿多投', '测试用户'],
    ]);
    const other = await openJournalWithAuthor(t);
    const adminB = await login(t.app, other.w.admin.account, other.w.admin.password);
    expect(
      (await callOf(t.app, calls.authorLift, adminB, { body: { id: authorId, version: 2, reason: 'x' } }))
        .statusCode,
    ).toBe(404);
    const editor = await login(t.app, w.editor.account, w.editor.password);
    expect(
      (
        await callOf(t.app, calls.authorBlacklist, editor, {
          body: { id: authorId, version: 2, reason: 'x' },
        })
      ).statusCode,
    ).toBe(403);
  });
});
