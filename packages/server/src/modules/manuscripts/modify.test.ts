import { manuscriptDetailCall, manuscriptUpdate } from '@jb/contract/api/manuscripts';
import { Status } from '@jb/contract/workflow';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manuscriptAtZero } from '../../../test/manuscripts.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { journalColumns, manuscriptAuthors } from '../../db/schema/index.ts';

describe(`editing a manuscript's metadata (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    w = await pressWorld(t.db);
    admin = await login(t.app, w.admin.account, w.admin.password);
  });
  afterAll(() => t.close());

  const edit = (id: number, version: number, changes: Record<string, unknown>) =>
    callOf(t.app, manuscriptUpdate, admin, {
      body: {
        id,
        version,
        title: '深度学习在期刊审稿中的应用',
        keywords: '',
        abstract: '',
        columnId: w.columnId,
        subjectId: null,
        natureArticleType: 1,
        ...changes,
      },
    });
  const detail = async (id: number) =>
    (await callOf(t.app, manuscriptDetailCall, admin, { query: { id } })).json().data;

  it('keeps each change with its old and new value in the timeline, and leaves the status alone', async () => {
    const m = await manuscriptAtZero(t.db, w);
    const [review] = await t.db
      .insert(journalColumns)
      .values({ journalId: w.journalId, name: '综述', sort: 2 })
      .returning();
    const res = await edit(m.id, 0, {
      title: '深度学习在审稿中的应用（修订题名）',
      columnId: review!.id,
      note: '作者来函更正题名',
    });
    expect(res.json().data).toEqual({ id: m.id, version: 1 });
    const d = await detail(m.id);
    expect(d).toMatchObject({
      title: '深度学习在审稿中的应用（修订题名）',
      columnName: '综述',
      status: Status.AUTHOR_UNPAID,
    });
    const last = d.events.at(-1);
    expect(last).toMatchObject({
      action: 'modify',
      fromStatus: 0,
      toStatus: 0,
      note: '作者来函更正题名',
      actorName: '测试用户',
    });
    expect(last.changes).toEqual([
      { field: 'title', from: '深度学习在期刊审稿中的应用', to: '深度学习在审稿中的应用（修订题名）' },
      { field: 'columnId', from: '研究论文', to: '综述' },
    ]);
    // Saving the same values again changes nothing and writes no event.
    expect(
      (await edit(m.id, 1, { title: '深度学习在审稿中的应用（修订题名）', columnId: review!.id })).json().data
        .version,
    ).toBe(1);
    expect((await detail(m.id)).events).toHaveLength(d.events.length);
  });

  it('answers a stale version with 409 and where it stands; refuses another journal’s column and another press', async () => {
    const m = await manuscriptAtZero(t.db, w);
    await edit(m.id, 0, { title: '第一次修改' });
    const stale = await edit(m.id, 0, { title: '过期的修改' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 40901, data: { status: 0, version: 1 } });
    expect((await detail(m.id)).title).toBe('第一次修改');
    const other = await pressWorld(t.db);
    const foreignColumn = await edit(m.id, 1, { columnId: other.columnId });
    expect(foreignColumn.json().data.fields[0].path).toBe('columnId');
    const adminB = await login(t.app, other.admin.account, other.admin.password);
    const theirs = await callOf(t.app, manuscriptUpdate, adminB, {
      body: {
        id: m.id,
        version: 1,
        title: 'x',
        keywords: '',
        abstract: '',
        columnId: w.columnId,
        subjectId: null,
        natureArticleType: 1,
      },
    });
    expect(theirs.statusCode).toBe(404);
    const empty = await edit(m.id, 1, { title: '  ' });
    expect(empty.json().data.fields[0]).toMatchObject({ path: 'title', zh: '此项不能为空' });
  });

  describe('the byline and the fund', () => {
    const byline = [
      { name: '王五', affiliation: '清华大学计算机系', email: 'wangwu@example.edu.cn', corresponding: false },
      { name: '赵六', affiliation: '北京大学', email: '', corresponding: true },
    ];
    const fund = { foundationFlag: true, fundName: '国家自然科学基金', fundNumber: '62076001', fundLevel: 2 };
    const authorRows = async (id: number) =>
      t.db
        .select()
        .from(manuscriptAuthors)
        .where(eq(manuscriptAuthors.manuscriptId, id))
        .orderBy(manuscriptAuthors.position);

    it('replaces the byline and the fund in one edit, and the timeline keeps both, old and new', async () => {
      const m = await manuscriptAtZero(t.db, w);
      const res = await edit(m.id, 0, { authors: byline, ...fund, note: '作者来函补充署名与基金' });
      expect(res.json().data).toEqual({ id: m.id, version: 1 });
      const d = await detail(m.id);
      expect(d).toMatchObject({ authors: byline, ...fund, foundationFlag: 1, foundationStatus: 1 });
      expect(d.events.at(-1).changes).toEqual([
        {
          field: 'authors',
          from: '',
          to: '王五（清华大学计算机系，wangwu@example.edu.cn）；赵六（北京大学，通讯作者）',
        },
        { field: 'foundationFlag', from: '无基金', to: '基金资助' },
        { field: 'fundName', from: '', to: '国家自然科学基金' },
        { field: 'fundNumber', from: '', to: '62076001' },
        { field: 'fundLevel', from: '', to: '国家级' },
      ]);

      // The second author's affiliation corrected and the order swapped; the fund left out stays.
      const swapped = [{ ...byline[1]!, affiliation: '北京大学信息学院' }, byline[0]!];
      expect((await edit(m.id, 1, { authors: swapped })).json().data.version).toBe(2);
      const again = await detail(m.id);
      expect(again.authors).toEqual(swapped);
      expect(again).toMatchObject({ ...fund, foundationFlag: 1 });
      expect(again.events.at(-1).changes).toEqual([
        {
          field: 'authors',
          from: '王五（清华大学计算机系，wangwu@example.edu.cn）；赵六（北京大学，通讯作者）',
          to: '赵六（北京大学信息学院，通讯作者）；王五（清华大学计算机系，wangwu@example.edu.cn）',
        },
      ]);
      expect((await authorRows(m.id)).map((a) => [a.position, a.name])).toEqual([
        [1, '赵六'],
        [2, '王五'],
      ]);

      // The same byline again is no change; withdrawing the fund clears its details and its audit.
      const unfunded = await edit(m.id, 2, {
        authors: swapped,
        foundationFlag: false,
        fundName: 'x',
        fundLevel: 3,
      });
      expect(unfunded.json().data.version).toBe(3);
      const last = await detail(m.id);
      expect(last).toMatchObject({
        foundationFlag: 0,
        foundationStatus: 0,
        fundName: '',
        fundNumber: '',
        fundLevel: null,
      });
      expect(last.events.at(-1).changes.map((c: { field: string }) => c.field)).toEqual([
        'foundationFlag',
        'fundName',
        'fundNumber',
        'fundLevel',
      ]);
    });

    it('refuses a stale byline edit with 409 and leaves the byline as it was', async () => {
      const m = await manuscriptAtZero(t.db, w);
      await edit(m.id, 0, { authors: byline });
      const stale = await edit(m.id, 0, { authors: [{ ...byline[0]!, corresponding: true }] });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 40901, data: { version: 1 } });
      expect((await detail(m.id)).authors).toEqual(byline);
    });

    it('answers bad input with 400 and each field’s message, writing nothing', async () => {
      const m = await manuscriptAtZero(t.db, w);
      const problems = async (changes: Record<string, unknown>) => {
        const res = await edit(m.id, 0, changes);
        expect(res.statusCode).toBe(400);
        return res
          .json()
          .data.fields.map((f: { path: string; zh: string; en: string }) => [f.path, f.zh, f.en]);
      };
      expect(
        await problems({
          authors: [
            { ...byline[0]!, email: 'not-an-email' },
            { ...byline[1]!, name: ' ' },
          ],
        }),
      ).toEqual([
        ['authors.0.email', '格式不正确', 'Invalid value'],
        ['authors.1.name', '此项不能为空', 'This field is required'],
      ]);
      expect(await problems({ authors: byline.map((a) => ({ ...a, corresponding: true })) })).toEqual([
        ['authors', '请指定且只指定一位通讯作者', 'Mark exactly one corresponding author'],
      ]);
      expect(await problems({ authors: [] })).toEqual([
        ['authors', '此项不能为空', 'This field is required'],
      ]);
      expect(await problems({ foundationFlag: true, fundName: '', fundLevel: 9 })).toEqual([
        ['fundLevel', '格式不正确', 'Invalid value'],
        ['fundName', '此项不能为空', 'This field is required'],
      ]);
      expect(await problems({ foundationFlag: true, fundName: ' ', fundLevel: null })).toEqual([
        ['fundName', '此项不能为空', 'This field is required'],
        ['fundLevel', '此项不能为空', 'This field is required'],
      ]);
      const d = await detail(m.id);
      expect(d).toMatchObject({ version: 0, authors: [], foundationFlag: 0 });
      expect(d.events.filter((e: { action: string }) => e.action === 'modify')).toEqual([]);
    });

    it('refuses a person without the permission (403) and another press (404)', async () => {
      const m = await manuscriptAtZero(t.db, w);
      const editor = await login(t.app, w.editor.account, w.editor.password);
      const body = {
        id: m.id,
        version: 0,
        title: '深度学习在期刊审稿中的应用',
        columnId: w.columnId,
        authors: byline,
        ...fund,
      };
      expect((await callOf(t.app, manuscriptUpdate, editor, { body })).statusCode).toBe(403);
      const other = await pressWorld(t.db);
      const adminB = await login(t.app, other.admin.account, other.admin.password);
      expect((await callOf(t.app, manuscriptUpdate, adminB, { body })).statusCode).toBe(404);
      expect(await authorRows(m.id)).toEqual([]);
      expect((await detail(m.id)).fundName).toBe('');
    });
  });
});
