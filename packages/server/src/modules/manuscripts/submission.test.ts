import { readFileSync } from 'node:fs';
import path from 'node:path';
import { authorManuscriptDetailCall, authorSiteJournal } from '@jb/contract/api/authorSite';
import { manuscriptDetailCall } from '@jb/contract/api/manuscripts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthorSession,
  authorPost,
  openJournalWithAuthor,
  uploadAsAuthor,
} from '../../../test/authorSession.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login } from '../../../test/wireClient.ts';
import { journalFees, journalSubjects, journals, manuscripts } from '../../db/schema/index.ts';

const PDF = readFileSync(path.join(import.meta.dirname, '../../../assets/fund-certificate.pdf'));

describe(`a submission's byline, fund and files (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const submit = (session: AuthorSession, body: Record<string, unknown>) =>
    authorPost(t, '/author/manuscripts', body, session);
  const fieldsOf = (res: { json(): { data: { fields: { path: string; en: string }[] } } }) =>
    res.json().data.fields.map((f) => f.path);

  it('keeps the byline, the fund and the files; staff see them on the detail', async () => {
    const { w, session } = await openJournalWithAuthor(t);
    await t.db.insert(journalSubjects).values({ journalId: w.journalId, subjectId: w.subjectId });
    const manuscriptFileId = await uploadAsAuthor(t, session);
    const certificate = await uploadAsAuthor(t, session, 'fundCertificate', PDF, '基金证明.pdf');
    const annex = await uploadAsAuthor(t, session, 'annex', PDF, '伦理审查.pdf');
    const res = await submit(session, {
      columnId: w.columnId,
      title: '神经网络剪枝方法综述',
      subjectId: w.subjectId,
      natureArticleType: 0,
      authors: [
        { name: '李作者', affiliation: '清华大学', corresponding: false },
        { name: '王通讯', affiliation: '北京大学', email: 'wang@example.edu.cn', corresponding: true },
      ],
      foundationFlag: true,
      fundName: '国家自然科学基金',
      fundNumber: '62171234',
      fundLevel: 2,
      fundCertificateFileId: certificate,
      manuscriptFileId,
      annexFileIds: [annex],
    });
    expect(res.statusCode, res.body).toBe(200);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const detail = (
      await callOf(t.app, manuscriptDetailCall, admin, { query: { id: res.json().data.id } })
    ).json().data;
    expect(detail).toMatchObject({
      natureArticleType: 0,
      subjectName: '人工智能',
      foundationFlag: 1,
      fundName: '国家自然科学基金',
      fundNumber: '62171234',
      fundLevel: 2,
    });
    expect(
      detail.authors.map((a: { name: string; corresponding: boolean }) => [a.name, a.corresponding]),
    ).toEqual([
      ['李作者', false],
      ['王通讯', true],
    ]);
    expect(
      detail.files.map((f: { role: string; revision: number; name: string; uploadedByName: string }) => [
        f.role,
        f.revision,
        f.name,
        f.uploadedByName,
      ]),
    ).toEqual([
      ['annex', 0, '伦理审查.pdf', '李作者'],
      ['fundCertificate', 0, '基金证明.pdf', '李作者'],
      ['manuscript', 0, '稿件.docx', '李作者'],
    ]);
  });

  it('without a byline the author is the corresponding author; without a fund nothing of one is kept', async () => {
    const { w, session } = await openJournalWithAuthor(t);
    const res = await submit(session, {
      columnId: w.columnId,
      title: '单作者稿件',
      fundName: '不该保存',
      manuscriptFileId: await uploadAsAuthor(t, session),
    });
    const [row] = await t.db.select().from(manuscripts).where(eq(manuscripts.id, res.json().data.id));
    expect(row).toMatchObject({ foundationFlag: 0, fundName: '', fundLevel: null });
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const detail = (await callOf(t.app, manuscriptDetailCall, admin, { query: { id: row!.id } })).json().data;
    expect(detail.authors).toEqual([{ name: '李作者', affiliation: '', email: '', corresponding: true }]);
  });

  it('refuses, whole, a byline without one corresponding author, a fund without name or level, and files that are not the author’s own unused ones', async () => {
    const { w, session } = await openJournalWithAuthor(t);
    const mine = await uploadAsAuthor(t, session);
    const mineCount = async () =>
      Number(
        (
          await t.db.select({ n: count() }).from(manuscripts).where(eq(manuscripts.journalId, w.journalId))
        )[0]!.n,
      );
    const before = await mineCount();
    const base = { columnId: w.columnId, title: '被拒的稿件', manuscriptFileId: mine };
    const two = [
      { name: '甲', corresponding: true },
      { name: '乙', corresponding: true },
    ];
    expect(fieldsOf(await submit(session, { ...base, authors: two }))).toEqual(['authors']);
    expect(fieldsOf(await submit(session, { ...base, foundationFlag: true }))).toEqual([
      'fundName',
      'fundLevel',
    ]);
    expect(fieldsOf(await submit(session, { ...base, subjectId: w.subjectId }))).toEqual(['subjectId']);
    expect(fieldsOf(await submit(session, { ...base, manuscriptFileId: undefined }))).toEqual([
      'manuscriptFileId',
    ]);
    // A certificate given as the manuscript, another author's file, a file used already.
    const certificate = await uploadAsAuthor(t, session, 'fundCertificate', PDF, '证明.pdf');
    expect(fieldsOf(await submit(session, { ...base, manuscriptFileId: certificate }))).toEqual([
      'manuscriptFileId',
    ]);
    const stranger = await openJournalWithAuthor(t, w);
    const theirs = await uploadAsAuthor(t, stranger.session);
    expect(fieldsOf(await submit(session, { ...base, manuscriptFileId: theirs }))).toEqual([
      'manuscriptFileId',
    ]);
    expect(await mineCount()).toBe(before);
    expect((await submit(session, base)).statusCode).toBe(200);
    expect(fieldsOf(await submit(session, { ...base, title: '再用一次' }))).toEqual(['manuscriptFileId']);
  });

  it('shows the site’s journal before sign-in, and an author only their own manuscript', async () => {
    const { w, session } = await openJournalWithAuthor(t);
    await t.db
      .insert(journalFees)
      .values({ journalId: w.journalId, feeType: 1, amountFen: 45_000, validFrom: '2020-01-01' });
    const info = (await callOf(t.app, authorSiteJournal, null, { query: { journalId: w.journalId } })).json()
      .data;
    expect(info).toMatchObject({
      name: '测试期刊',
      open: true,
      prepaidFeeFen: 45_000,
      columns: [{ id: w.columnId, name: '研究论文', enabled: true }],
      upload: { maxFileMb: 50, allowedTypes: ['doc', 'docx', 'pdf'] },
    });
    const made = await submit(session, {
      columnId: w.columnId,
      title: '我的稿件',
      manuscriptFileId: await uploadAsAuthor(t, session),
    });
    const id = made.json().data.id;
    const mine = await callOf(t.app, authorManuscriptDetailCall, session, { query: { id } });
    expect(mine.json().data).toMatchObject({
      title: '我的稿件',
      status: 0,
      orders: [{ feeType: 1, amountFen: 45_000, payStatus: 0 }],
      timeline: [{ fromStatus: null, toStatus: 0 }],
      files: [{ role: 'manuscript', name: '稿件.docx' }],
    });
    const stranger = await openJournalWithAuthor(t, w);
    const theirs = await callOf(t.app, authorManuscriptDetailCall, stranger.session, { query: { id } });
    expect(theirs.statusCode).toBe(404);
    await t.db.update(journals).set({ status: 0 }).where(eq(journals.id, w.journalId));
    const closed = (
      await callOf(t.app, authorSiteJournal, null, { query: { journalId: w.journalId } })
    ).json().data;
    expect(closed.open).toBe(false);
  });

  it('reads the site’s journal by its code as well as by its id, and nothing else', async () => {
    const { w } = await openJournalWithAuthor(t);
    const [row] = await t.db
      .select({ code: journals.code })
      .from(journals)
      .where(eq(journals.id, w.journalId));
    const site = (query: Record<string, unknown>) =>
      callOf(t.app, authorSiteJournal, null, { query } as never);
    const byCode = await site({ code: row!.code });
    expect(byCode.json().data).toMatchObject({
      id: w.journalId,
      code: row!.code,
      name: '测试期刊',
      open: true,
    });
    expect((await site({ journalId: w.journalId })).json().data).toEqual(byCode.json().data);
    expect((await site({ code: 'nosuch-journal' })).statusCode).toBe(404);
    const badCode = await site({ code: 'Not A Code' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().data.fields[0]).toMatchObject({ path: 'code' });
    expect((await site({})).statusCode).toBe(400);
    await t.db.update(journals).set({ status: 4 }).where(eq(journals.id, w.journalId));
    expect((await site({ code: row!.code })).statusCode).toBe(404);
  });
});
