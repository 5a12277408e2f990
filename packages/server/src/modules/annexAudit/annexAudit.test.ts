import * as A from '@jb/contract/api/annexAudit';
import { authorAnnexSupplement, authorManuscriptDetailCall } from '@jb/contract/api/authorSite';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorPost, openJournalWithAuthor, uploadAsAuthor } from '../../../test/authorSession.ts';
import { createUser } from '../../../test/factories.ts';
import { pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { manuscripts, outbox } from '../../db/schema/index.ts';

type Author = Awaited<ReturnType<typeof openJournalWithAuthor>>;

describe(`the annex audit (${engineName})`, () => {
  let t: TestApp;
  let a: Author;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    a = await openJournalWithAuthor(t);
    admin = await login(t.app, a.w.admin.account, a.w.admin.password);
  });
  afterAll(() => t.close());

  /** A submission with one annex (a PDF), as the site sends it. */
  async function submitWithAnnex(title: string): Promise<number> {
    const manuscriptFileId = await uploadAsAuthor(t, a.session);
    const annex = await uploadAsAuthor(t, a.session, 'annex', Buffer.from('%PDF-1.4\n'), '版权协议.pdf');
    const res = await authorPost(
      t,
      '/author/manuscripts',
      { columnId: a.w.columnId, title, manuscriptFileId, annexFileIds: [annex] },
      a.session,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id;
  }
  const annexState = async (id: number) =>
    (
      await t.db
        .select({ annexStatus: manuscripts.annexStatus, supplementStatus: manuscripts.supplementStatus })
        .from(manuscripts)
        .where(eq(manuscripts.id, id))
    )[0]!;
  const listIds = async (state: 'awaiting' | 'supplement' | 'audited') =>
    (await callOf(t.app, A.annexAuditList, admin, { query: { state, journalId: a.w.journalId } }))
      .json()
      .data.list.map((r: { id: number }) => r.id);

  it('keeps a journal’s annex requirements in order; a repeated name is refused on its field', async () => {
    const save = (kinds: { id?: number; name: string; required: boolean; description?: string }[]) =>
      callOf(t.app, A.annexKindsSave, admin, { body: { journalId: a.w.journalId, kinds } });
    expect(
      (
        await save([
          { name: '版权转让协议', required: true },
          { name: '伦理审查批件', required: false },
        ])
      ).statusCode,
    ).toBe(200);
    const read = async () =>
      (await callOf(t.app, A.annexKindsRead, admin, { query: { journalId: a.w.journalId } })).json().data;
    const kinds = await read();
    expect(kinds.map((k: { name: string; required: boolean }) => [k.name, k.required])).toEqual([
      ['版权转让协议', true],
      ['伦理审查批件', false],
    ]);
    // Reordered, one renamed in place, one added.
    const moved = await save([
      { id: kinds[1].id, name: '伦理审查批件', required: true },
      { id: kinds[0].id, name: '版权转让协议（签字版）', required: true },
      { name: '基金证明', required: false, description: '基金论文请提供' },
    ]);
    expect(moved.statusCode, moved.body).toBe(200);
    const now = await read();
    expect(now.map((k: { name: string }) => k.name)).toEqual([
      '伦理审查批件',
      '版权转让协议（签字版）',
      '基金证明',
    ]);
    expect(now[1].id).toBe(kinds[0].id);
    const twice = await save([
      { name: '基金证明', required: false },
      { name: '基金证明', required: true },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().data.fields[0].path).toBe('kinds.1.name');
    expect((await read()).length).toBe(3);
  });

  it('an annex sent with a submission awaits audit; a supplement is asked, told, sent by the author, then passed', async () => {
    const id = await submitWithAnnex('附件审核：补充后通过');
    expect(await annexState(id)).toEqual({ annexStatus: 1, supplementStatus: 0 });
    expect(await listIds('awaiting')).toContain(id);
    const counts = (
      await callOf(t.app, A.annexStatusList, admin, { query: { journalId: a.w.journalId } })
    ).json().data;
    expect(counts.awaiting).toBeGreaterThanOrEqual(1);

    const detail = (await callOf(t.app, A.annexAuditDetail, admin, { query: { id } })).json().data;
    expect(detail.annexActions).toEqual(['pass', 'ignore', 'supplementAnnex']);
    expect(detail.files.filter((f: { role: string }) => f.role === 'annex')).toHaveLength(1);
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['submitted']);
    const copyright = detail.kinds.find((k: { name: string }) => k.name.startsWith('版权'))!;

    const noNote = await callOf(t.app, A.supplementAnnex, admin, {
      body: { id, kindIds: [copyright.id], note: '' },
    });
    expect(noNote.statusCode).toBe(400);
    const asked = await callOf(t.app, A.supplementAnnex, admin, {
      body: { id, kindIds: [copyright.id], note: '请上传全体作者签字的版权转让协议' },
    });
    expect(asked.json().data).toEqual({ id, annexStatus: 2, supplementStatus: 2 });
    expect(await listIds('supplement')).toContain(id);
    expect(await listIds('awaiting')).not.toContain(id);
    const mail = await t.db
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.manuscriptId, id), eq(outbox.event, 'annexSupplement'), eq(outbox.channel, 'email')),
      );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toContain('版权转让协议（签字版）');
    // Asked already (a colleague asking at the same time): 409 as for a stale version, nothing changes.
    const again = await callOf(t.app, A.supplementAnnex, admin, { body: { id, kindIds: [], note: '再次' } });
    expect(again.statusCode).toBe(409);
    expect(await annexState(id)).toEqual({ annexStatus: 2, supplementStatus: 2 });

    // The author sees what is asked and sends the supplement.
    const seen = await callOf(t.app, authorManuscriptDetailCall, a.session, { query: { id } });
    expect(seen.json().data.annexRequest).toMatchObject({
      note: '请上传全体作者签字的版权转让协议',
      kindNames: ['版权转让协议（签字版）'],
    });
    const file = await uploadAsAuthor(t, a.session, 'annex', Buffer.from('%PDF-1.4\n'), '签字版.pdf');
    const sent = await callOf(t.app, authorAnnexSupplement, a.session, {
      body: { manuscriptId: id, fileIds: [file], note: '已补充签字版' },
    });
    expect(sent.json().data).toEqual({ id, annexStatus: 1, supplementStatus: 1 });
    const twice = await callOf(t.app, authorAnnexSupplement, a.session, {
      body: { manuscriptId: id, fileIds: [file], note: '' },
    });
    expect(twice.statusCode).toBe(400);
    expect(
      (await callOf(t.app, authorManuscriptDetailCall, a.session, { query: { id } })).json().data
        .annexRequest,
    ).toBeNull();

    const passed = await callOf(t.app, A.annexPass, admin, { body: { id, note: '齐全' } });
    expect(passed.json().data).toEqual({ id, annexStatus: 3, supplementStatus: 0 });
    expect(await listIds('audited')).toContain(id);
    const after = (await callOf(t.app, A.annexAuditDetail, admin, { query: { id } })).json().data;
    expect(after.history.map((h: { action: string }) => h.action)).toEqual([
      'pass',
      'supplemented',
      'supplementAnnex',
      'submitted',
    ]);
    expect(after.files.filter((f: { role: string }) => f.role === 'annex')).toHaveLength(2);
    // The requirement renamed afterwards: the history keeps the name it was asked under.
    await callOf(t.app, A.annexKindsSave, admin, {
      body: { journalId: a.w.journalId, kinds: [{ id: copyright.id, name: '版权协议', required: true }] },
    });
    const askedEntry = (await callOf(t.app, A.annexAuditDetail, admin, { query: { id } }))
      .json()
      .data.history.find((h: { action: string }) => h.action === 'supplementAnnex');
    expect(askedEntry.kindNames).toEqual(['版权转让协议（签字版）']);
    // Two people passing at once: the second finds it audited already.
    expect((await callOf(t.app, A.annexPass, admin, { body: { id, note: '' } })).statusCode).toBe(409);
    const log = (await callOf(t.app, A.annexAuditPage, admin, { query: { keyword: '补充后通过' } })).json()
      .data;
    expect(log.list.map((r: { action: string; manuscriptId: number }) => r.action)).toEqual([
      'pass',
      'supplemented',
      'supplementAnnex',
      'submitted',
    ]);
  });

  it('ignores annexes; refuses another press (404), a person without the permission (403), another author (404)', async () => {
    const id = await submitWithAnnex('附件审核：忽略');
    const b = await pressWorld(t.db);
    const adminB = await login(t.app, b.admin.account, b.admin.password);
    expect((await callOf(t.app, A.annexPass, adminB, { body: { id, note: '' } })).statusCode).toBe(404);
    expect((await callOf(t.app, A.annexAuditDetail, adminB, { query: { id } })).statusCode).toBe(404);
    expect(
      (await callOf(t.app, A.annexKindsRead, adminB, { query: { journalId: a.w.journalId } })).statusCode,
    ).toBe(404);
    expect(
      (await callOf(t.app, A.annexAuditList, adminB, { query: { state: 'awaiting' } }))
        .json()
        .data.list.map((r: { id: number }) => r.id),
    ).not.toContain(id);
    const financeUser = await createUser(t.db, a.w.press, { role: 'finance' });
    const finance = await login(t.app, financeUser.account, financeUser.password);
    expect((await callOf(t.app, A.annexIgnore, finance, { body: { id, note: '' } })).statusCode).toBe(403);
    expect((await callOf(t.app, A.annexAuditList, finance, { query: {} })).statusCode).toBe(403);
    const other = await openJournalWithAuthor(t, a.w);
    const file = await uploadAsAuthor(t, other.session, 'annex', Buffer.from('%PDF-1.4\n'), 'x.pdf');
    const foreign = await callOf(t.app, authorAnnexSupplement, other.session, {
      body: { manuscriptId: id, fileIds: [file], note: '' },
    });
    expect(foreign.statusCode).toBe(404);

    const ignored = await callOf(t.app, A.annexIgnore, admin, { body: { id, note: '无需审核' } });
    expect(ignored.json().data).toEqual({ id, annexStatus: 3, supplementStatus: 0 });
    expect(await annexState(id)).toEqual({ annexStatus: 3, supplementStatus: 0 });
  });
});
