import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { call, login } from '../../../test/wireClient.ts';
import { presses } from '../../db/schema/index.ts';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe(`press settings, login page, expert settings, templates and subjects (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives defaults, saves settings under a version check, and checks the score sheet adds up to 100', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const first = (await call(t.app, 'GET', '/sys/settings/detail', admin)).json().data;
    expect(first).toMatchObject({
      version: 0,
      loginPage: null,
      settings: { manuscriptNumberFormat: '{JOURNAL}-{YYYY}-{SEQ:5}', score: { scale: 10 } },
    });
    const settings = {
      ...first.settings,
      reminderDays: 5,
      score: {
        items: [
          { name: '创新性', weight: 60 },
          { name: '规范性', weight: 30 },
        ],
        scale: 5,
      },
    };
    const bad = await call(t.app, 'PUT', '/sys/settings/save', admin, { body: { version: 0, settings } });
    expect(bad.json().data.fields[0]).toMatchObject({
      path: 'settings.score.items',
      zh: '各评分项权重之和须为 100',
    });
    settings.score.items[1]!.weight = 40;
    expect(
      (await call(t.app, 'PUT', '/sys/settings/save', admin, { body: { version: 0, settings } })).json().code,
    ).toBe(200);
    expect(
      (await call(t.app, 'PUT', '/sys/settings/save', admin, { body: { version: 0, settings } })).statusCode,
    ).toBe(409);
    const noSeq = await call(t.app, 'PUT', '/sys/settings/save', admin, {
      body: { version: 1, settings: { ...settings, manuscriptNumberFormat: '{YYYY}' } },
    });
    expect(noSeq.json().data.fields[0].path).toBe('settings.manuscriptNumberFormat');
    const editor = await login(t.app, w.editor.account, w.editor.password);
    const read = (await call(t.app, 'GET', '/sys/settings/detail', editor)).json().data;
    expect(read).toMatchObject({ version: 1, settings: { reminderDays: 5, score: { scale: 5 } } });
  });

  it('shows a press’s custom login page by its code, to anyone, only while the press is active', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const [press] = await t.db.select().from(presses).where(eq(presses.id, w.press.id));
    const page = {
      title: '华夏期刊投审稿',
      subtitle: '编辑部工作平台',
      logo: PNG,
      background: '',
      primaryColor: '#aa3300',
      backgroundColor: '#102030',
    };
    const script = await call(t.app, 'PUT', '/sys/settings/loginPage', admin, {
      body: { version: 0, loginPage: { ...page, logo: 'javascript:alert(1)' } },
    });
    expect(script.json().data.fields[0].path).toBe('loginPage.logo');
    expect(
      (
        await call(t.app, 'PUT', '/sys/settings/loginPage', admin, { body: { version: 0, loginPage: page } })
      ).json().code,
    ).toBe(200);
    const shown = (
      await call(t.app, 'GET', '/sys/common/loginPage', null, { query: { press: press!.code.toLowerCase() } })
    ).json().data;
    expect(shown).toMatchObject({ ...page, pressName: press!.name });
    expect(
      (await call(t.app, 'GET', '/sys/common/loginPage', null, { query: { press: 'NOPE' } })).json().data,
    ).toBeNull();
    await t.db.update(presses).set({ status: 0 }).where(eq(presses.id, w.press.id));
    expect(
      (await call(t.app, 'GET', '/sys/common/loginPage', null, { query: { press: press!.code } })).json()
        .data,
    ).toBeNull();
  });

  it('keeps expert review settings per journal with the fee in fen, and sanitizes the submission notice', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    expect(
      (
        await call(t.app, 'GET', '/sys/externalAudit/detail', admin, { query: { journalId: w.journalId } })
      ).json().data,
    ).toMatchObject({ expertCount: 2, version: 0 });
    const body = {
      journalId: w.journalId,
      version: 0,
      expertCount: 3,
      dueDays: 21,
      reminderDays: 5,
      feeFen: 30_000,
      anonymous: false,
    };
    expect((await call(t.app, 'PUT', '/sys/externalAudit/save', admin, { body })).json().code).toBe(200);
    expect((await call(t.app, 'PUT', '/sys/externalAudit/save', admin, { body })).statusCode).toBe(409);
    expect(
      (
        await call(t.app, 'PUT', '/sys/externalAudit/save', admin, {
          body: { ...body, version: 1, feeFen: 10.5 },
        })
      ).statusCode,
    ).toBe(400);
    const notice =
      '<p>投稿须知<script>alert(1)</script><a href="javascript:x()" onclick="y()">链接</a><b>加粗</b></p>';
    await call(t.app, 'PUT', '/sys/periodical/notice', admin, {
      body: { journalId: w.journalId, version: 0, notice },
    });
    const extras = (
      await call(t.app, 'GET', '/sys/periodical/extras', admin, { query: { journalId: w.journalId } })
    ).json().data;
    expect(extras.notice).toBe(
      '<p>投稿须知<a rel="noopener noreferrer" target="_blank">链接</a><b>加粗</b></p>',
    );
    await call(t.app, 'PUT', '/sys/periodical/database', admin, {
      body: { journalId: w.journalId, version: 1, databases: ['CSCD', '北大核心', 'CSCD'] },
    });
    expect(
      (
        await call(t.app, 'GET', '/sys/periodical/extras', admin, { query: { journalId: w.journalId } })
      ).json().data.databases,
    ).toEqual(['CSCD', '北大核心']);
  });

  it('keeps review templates per stage and a subject tree of shared and own subjects', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    await call(t.app, 'POST', '/sys/auditTemplate/save', admin, {
      body: { stage: 'final', name: '终审通过', content: '同意录用。' },
    });
    const finals = (
      await call(t.app, 'GET', '/sys/auditTemplate/list', admin, { query: { stage: 'final' } })
    ).json().data;
    expect(finals).toMatchObject([{ stage: 'final', name: '终审通过' }]);
    const child = (
      await call(t.app, 'POST', '/sys/subject/add', admin, {
        body: { name: '机器学习', parentId: w.subjectId },
      })
    ).json().data.id;
    const parentDelete = await call(t.app, 'DELETE', '/sys/subject/delete', admin, {
      query: { id: w.subjectId },
    });
    expect(parentDelete.json()).toMatchObject({ code: 40054, msg: expect.stringContaining('不能删除') });
    const tree = (await call(t.app, 'GET', '/sys/subject/list', admin)).json().data;
    expect(tree.find((n: { id: number }) => n.id === child)).toMatchObject({
      parentId: w.subjectId,
      shared: false,
      editable: true,
    });
    expect(
      (await call(t.app, 'DELETE', '/sys/subject/delete', admin, { query: { id: child } })).json().code,
    ).toBe(200);
  });
});
