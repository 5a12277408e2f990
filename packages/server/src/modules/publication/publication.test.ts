import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as PR from '@jb/contract/api/issueProduction';
import { PROCESS_CALLS } from '@jb/contract/api/processes';
import * as PUB from '@jb/contract/api/publication';
import { PRODUCTION_STEPS, Status } from '@jb/contract/workflow';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { issueAt } from '../../../test/production.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { journalIssues, journals, manuscriptAuthors, manuscripts } from '../../db/schema/index.ts';
import { chinaDate } from '../manuscripts/service.ts';
import { personName } from './crossref.ts';

const XSD = path.join(import.meta.dirname, '../../../test/fixtures/crossref-5.3.1/crossref5.3.1.xsd');
const run = promisify(execFile);

/**
 * xmllint's verdict on each deposit against Crossref's schema 5.3.1 (the schema files are local), in
 * one run (loading the schema takes seconds).
 */
async function validate(...xmls: string[]): Promise<{ ok: boolean[]; out: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'jb-crossref-'));
  try {
    const files = await Promise.all(
      xmls.map(async (xml, k) => {
        const file = path.join(dir, `deposit-${k}.xml`);
        await writeFile(file, xml);
        return file;
      }),
    );
    const out = await run('xmllint', ['--noout', '--nonet', '--schema', XSD, ...files]).then(
      (x) => x.stderr,
      (e: { stderr?: string; message: string }) => e.stderr ?? e.message,
    );
    return { ok: files.map((f) => out.includes(`${f} validates`)), out };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe(`mailing and publication of an issue (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let admin: Session;
  const today = chinaDate(new Date()).day;

  beforeAll(async () => {
    t = await createTestApp();
    w = await pressWorld(t.db);
    admin = await login(t.app, w.admin.account, w.admin.password);
    await t.db
      .update(journals)
      .set({ doiPrefix: '10.13300', issn: '1000-0001', code: 'nyyj' })
      .where(eq(journals.id, w.journalId));
  });
  afterAll(() => t.close());

  const printed = async (n = 2) => {
    const issue = await issueAt(t, w, admin, Status.TO_PRESS, n);
    const print = (body: Record<string, unknown>) =>
      callOf(t.app, PR.recordPrinting, admin, { body: { issueId: issue.issueId, ...body } as never });
    expect((await print({ step: 'start', printingHouse: '新华印刷厂', runSize: 2000 })).statusCode).toBe(200);
    return {
      ...issue,
      complete: () => print({ step: 'complete', copiesDelivered: 1990, completedOn: today }),
    };
  };
  const statusesOf = async (ids: number[]) =>
    (await t.db.select({ s: manuscripts.status }).from(manuscripts).where(inArray(manuscripts.id, ids))).map(
      (r) => r.s,
    );

  it('mails a printed issue, then publishes it with DOIs and pages; its Crossref deposit validates', {
    timeout: 120_000,
  }, async () => {
    const issue = await printed(3);
    const mail = () => callOf(t.app, PUB.startMailing, admin, { body: { issueId: issue.issueId } });
    const early = await mail();
    expect(early.json().data.fields[0], early.body).toMatchObject({ zh: '该期次的印刷尚未完成' });
    expect((await issue.complete()).statusCode).toBe(200);
    // The process mails before publication: publishing from printing is refused.
    const skip = await callOf(t.app, PUB.publishIssue, admin, {
      body: { issueId: issue.issueId, publishedOn: today },
    });
    expect(skip.json().data.fields[0], skip.body).toMatchObject({
      path: 'issueId',
      zh: expect.stringContaining('邮寄'),
    });
    expect((await mail()).json().data).toEqual({ issueId: issue.issueId, moved: 3, status: Status.MAILING });

    // A byline for the first article: a Chinese and an English co-author, XML-special characters.
    await t.db.insert(manuscriptAuthors).values([
      { manuscriptId: issue.ids[0]!, position: 1, name: '欧阳明' },
      { manuscriptId: issue.ids[0]!, position: 2, name: 'Ada <Q> Lovelace' },
    ]);
    await t.db
      .update(manuscripts)
      .set({ title: '稻田 & 水：A<B> 研究' })
      .where(eq(manuscripts.id, issue.ids[0]!));
    const future = await callOf(t.app, PUB.publishIssue, admin, {
      body: { issueId: issue.issueId, publishedOn: '2999-01-01' },
    });
    expect(future.json().data.fields[0].path).toBe('publishedOn');
    const done = await callOf(t.app, PUB.publishIssue, admin, {
      body: { issueId: issue.issueId, publishedOn: today },
    });
    expect(done.json().data, done.body).toEqual({
      issueId: issue.issueId,
      moved: 3,
      status: Status.PUBLISHED,
    });
    expect(await statusesOf(issue.ids)).toEqual([230, 230, 230]);
    const [row] = await t.db.select().from(journalIssues).where(eq(journalIssues.id, issue.issueId));
    expect(row).toMatchObject({ status: 2, actualDate: today });

    const toc = await callOf(t.app, PUB.publishedArticles, admin, { query: { issueId: issue.issueId } });
    const n = String(issue.number).padStart(2, '0');
    expect(
      toc
        .json()
        .data.map((a: { doi: string; firstPage: number; lastPage: number }) => [
          a.doi,
          a.firstPage,
          a.lastPage,
        ]),
    ).toEqual([
      [`10.13300/nyyj.2099.${n}.001`, 1, 8],
      [`10.13300/nyyj.2099.${n}.002`, 9, 16],
      [`10.13300/nyyj.2099.${n}.003`, 17, 24],
    ]);
    expect(toc.json().data[0].authors).toEqual(['欧阳明', 'Ada <Q> Lovelace']);

    const deposit = await callOf(t.app, PUB.crossrefDeposit, admin, { query: { issueId: issue.issueId } });
    expect(deposit.statusCode).toBe(200);
    expect(deposit.headers['content-type']).toContain('application/xml');
    const xml = deposit.body;
    expect(xml).toContain('<doi>10.13300/nyyj.2099.');
    expect(xml).toContain('<given_name>明</given_name><surname>欧阳</surname>');
    expect(xml).toContain('<given_name>Ada &lt;Q&gt;</given_name><surname>Lovelace</surname>');
    expect(xml).toContain('稻田 &amp; 水：A&lt;B&gt; 研究');
    // The check can fail: a deposit without its DOIs does not validate.
    const verdict = await validate(xml, xml.replace(/<doi_data>.*?<\/doi_data>/, ''));
    expect(verdict.ok, verdict.out).toEqual([true, false]);

    // Published: the issue's contents are closed.
    const again = await callOf(t.app, PUB.publishIssue, admin, {
      body: { issueId: issue.issueId, publishedOn: today },
    });
    expect(again.statusCode).toBe(400);
  });

  it('publishes from printing when the process has no mailing step; needs a DOI prefix and page counts', async () => {
    const steps = PRODUCTION_STEPS.map((s) => ({ key: s.key, enabled: s.key !== 'mailing' }));
    const saved = await callOf(t.app, PROCESS_CALLS.publishProcess.save, admin, {
      body: { journalId: w.journalId, steps },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const issue = await printed(2);
    expect((await issue.complete()).statusCode).toBe(200);
    const mail = await callOf(t.app, PUB.startMailing, admin, { body: { issueId: issue.issueId } });
    expect(mail.json().data.fields[0]).toMatchObject({ zh: '本刊的出版流程没有邮寄环节' });
    // The printing screen does not offer the mailing either.
    const printing = await callOf(t.app, PR.productionIssues, admin, {
      query: { journalId: w.journalId, stage: 'printing' },
    });
    const row = printing.json().data.list.find((i: { id: number }) => i.id === issue.issueId);
    expect(row.actions).toEqual([]);
    const publish = () =>
      callOf(t.app, PUB.publishIssue, admin, { body: { issueId: issue.issueId, publishedOn: today } });

    await t.db.update(journals).set({ doiPrefix: '' }).where(eq(journals.id, w.journalId));
    expect((await publish()).json().data.fields[0].zh).toContain('DOI 前缀');
    await t.db.update(journals).set({ doiPrefix: '10.13300' }).where(eq(journals.id, w.journalId));
    expect((await publish()).json().data).toEqual({
      issueId: issue.issueId,
      moved: 2,
      status: Status.PUBLISHED,
    });
  });

  it('refuses a clerk without the permission (403) and another press (404)', async () => {
    const issue = await printed(1);
    const noRight = await createUser(t.db, w.press, { role: 'typesetter' });
    const clerk = await login(t.app, noRight.account, noRight.password);
    expect(
      (await callOf(t.app, PUB.startMailing, clerk, { body: { issueId: issue.issueId } })).statusCode,
    ).toBe(403);
    expect(
      (await callOf(t.app, PUB.publishIssue, clerk, { body: { issueId: issue.issueId, publishedOn: today } }))
        .statusCode,
    ).toBe(403);
    const b = await pressWorld(t.db);
    const other = await login(t.app, b.admin.account, b.admin.password);
    for (const res of [
      await callOf(t.app, PUB.startMailing, other, { body: { issueId: issue.issueId } }),
      await callOf(t.app, PUB.publishIssue, other, { body: { issueId: issue.issueId, publishedOn: today } }),
      await callOf(t.app, PUB.publishedArticles, other, { query: { issueId: issue.issueId } }),
      await callOf(t.app, PUB.crossrefDeposit, other, { query: { issueId: issue.issueId } }),
    ])
      expect(res.statusCode, res.body).toBe(404);
  });

  it('splits names as Crossref wants them', () => {
    expect(personName('张三')).toEqual({ surname: '张', given: '三' });
    expect(personName('司马相如')).toEqual({ surname: '司马', given: '相如' });
    expect(personName('欧阳')).toEqual({ surname: '欧', given: '阳' });
    expect(personName('Ada Lovelace')).toEqual({ surname: 'Lovelace', given: 'Ada' });
    expect(personName('Plato')).toEqual({ surname: 'Plato', given: '' });
  });
});
