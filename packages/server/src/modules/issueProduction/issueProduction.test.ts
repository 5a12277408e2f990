import * as P from '@jb/contract/api/issueProduction';
import { PROCESS_CALLS } from '@jb/contract/api/processes';
import * as C from '@jb/contract/api/proofCheck';
import { PRODUCTION_STEPS, Status } from '@jb/contract/workflow';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { issueAt as issueAtFixture } from '../../../test/production.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import {
  issueFilms,
  manuscriptEvents,
  manuscriptFiles,
  manuscripts,
  proofMarks,
  storedFiles,
} from '../../db/schema/index.ts';
import { deflatedEntry, zipOf } from '../../platform/files/zipWriter.ts';
import { chinaDate } from '../manuscripts/service.ts';
import { PROOF_ROLE } from '../typesetting/effects.ts';

const pdf = (label: string) =>
  Buffer.from(`%PDF-1.7\n% ${label}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);
type Entry = { name: string; data: Buffer; flags?: number };
const zip = (entries: Entry[]) => zipOf(entries.map((e) => deflatedEntry(e.name, e.data, e.flags)));

/** A zip whose one entry's local header names `../…` while its directory entry names `name`. */
function localNameSwapped(name: string): Buffer {
  const bytes = zipOf([deflatedEntry(name, pdf('a'))]);
  const evil = Buffer.from(`../${name.slice(3)}`);
  evil.copy(bytes, 30);
  return bytes;
}

const today = chinaDate(new Date()).day;

describe(`film output, proof confirmation and printing of an issue (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let admin: Session;

  beforeAll(async () => {
    t = await createTestApp();
    w = await pressWorld(t.db);
    admin = await login(t.app, w.admin.account, w.admin.password);
  });
  afterAll(() => t.close());

  const statusesOf = async (ids: number[]) =>
    (
      await t.db.select({ status: manuscripts.status }).from(manuscripts).where(inArray(manuscripts.id, ids))
    ).map((r) => r.status);

  const issueAt = (status: number, n = 2) => issueAtFixture(t, w, admin, status, n);

  const upload = (session: Session, issueId: number, status: number, bytes: Buffer, name = '出片.zip') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    return callOf(t.app, P.uploadFilm, session, { query: { issueId, status }, form });
  };
  const filmsOf = async (issueId: number) =>
    t.db.select().from(issueFilms).where(eq(issueFilms.issueId, issueId));
  const listed = async (issueId: number, session = admin) => {
    const res = await callOf(t.app, P.productionIssues, session, {
      query: { journalId: w.journalId, pageSize: 100 },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.list.find((r: { id: number }) => r.id === issueId);
  };

  it('takes a film zip with one PDF per article: every article moves to proof confirmation, one event each', async () => {
    const { issueId, articles, ids } = await issueAt(Status.FILM_OUTPUT, 3);
    const before = await listed(issueId);
    expect(before).toMatchObject({
      status: Status.FILM_OUTPUT,
      articles: 3,
      film: null,
      actions: ['outputFilm'],
    });
    const body = zip([
      { name: '2099年第1期/', data: Buffer.alloc(0) },
      ...articles.map((a, i) => ({ name: `2099年第1期/${a.articleNo}_终稿.pdf`, data: pdf(`a${i}`) })),
      { name: '__MACOSX/._x.pdf', data: Buffer.from('junk') },
    ]);
    const res = await upload(admin, issueId, Status.FILM_OUTPUT, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ issueId, moved: 3, status: Status.PROOF_CONFIRMATION });
    expect(await statusesOf(ids)).toEqual([205, 205, 205]);
    const events = await t.db
      .select()
      .from(manuscriptEvents)
      .where(and(inArray(manuscriptEvents.manuscriptId, ids), eq(manuscriptEvents.action, 'outputFilm')));
    expect(events).toHaveLength(3);
    const [film] = await filmsOf(issueId);
    expect(film!.entries.map((e) => e.manuscriptId).sort()).toEqual([...ids].sort());
    const download = await callOf(t.app, P.filmDownload, admin, { query: { id: film!.id } });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.rawPayload.equals(body)).toBe(true);
    const b = await pressWorld(t.db);
    const otherPress = await login(t.app, b.admin.account, b.admin.password);
    expect((await callOf(t.app, P.filmDownload, otherPress, { query: { id: film!.id } })).statusCode).toBe(
      404,
    );
    const after = await listed(issueId);
    expect(after).toMatchObject({
      status: Status.PROOF_CONFIRMATION,
      film: { kind: 'output', entries: 3, wholeIssue: false, fileName: '出片.zip' },
      actions: ['requestFilmAlteration', 'sendToPress'],
    });
  });

  it('takes one PDF of the whole issue', async () => {
    const { issueId } = await issueAt(Status.FILM_OUTPUT, 2);
    const res = await upload(
      admin,
      issueId,
      Status.FILM_OUTPUT,
      zip([{ name: '全期.pdf', data: pdf('issue') }]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await listed(issueId)).film).toMatchObject({ entries: 1, wholeIssue: true });
    // Its alteration is another whole-issue PDF.
    const alter = await callOf(t.app, P.requestFilmAlteration, admin, {
      body: { issueId, note: '封三换图' },
    });
    expect(alter.statusCode, alter.body).toBe(200);
    const again = await upload(
      admin,
      issueId,
      Status.FILM_ALTERATION,
      zip([{ name: '全期-改.pdf', data: pdf('v2') }]),
    );
    expect(again.json().data, again.body).toMatchObject({ status: Status.PROOF_CONFIRMATION });
    expect((await listed(issueId)).film).toMatchObject({ kind: 'alteration', wholeIssue: true });
    // A status other than film output or alteration is not a stale view but a bad one.
    expect((await upload(admin, issueId, 205, zip([{ name: 'x.pdf', data: pdf('x') }]))).statusCode).toBe(
      400,
    );
  });

  it('refuses a hostile or wrong package by the entry’s name, moving and keeping nothing', async () => {
    const { issueId, articles, ids } = await issueAt(Status.FILM_OUTPUT, 2);
    const [a, b] = articles.map((x) => `${x.articleNo}.pdf`) as [string, string];
    // The press's own files: other test files write to the same database at the same time.
    const pressFiles = () =>
      t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(storedFiles)
        .where(eq(storedFiles.pressId, w.press.id));
    const files = await pressFiles();
    const cases: [string, Buffer, string][] = [
      [
        'traversal',
        zip([
          { name: `../${a}`, data: pdf('a') },
          { name: b, data: pdf('b') },
        ]),
        '不安全的路径',
      ],
      ['absolute path', zip([{ name: `/tmp/${a}`, data: pdf('a') }]), '不安全的路径'],
      ['backslash', zip([{ name: `x\\..\\${a}`, data: pdf('a') }]), '不安全的路径'],
      [
        'encrypted',
        zip([
          { name: a, data: pdf('a'), flags: 1 },
          { name: b, data: pdf('b') },
        ]),
        '加密',
      ],
      ['nested by name', zip([{ name: 'inner.zip', data: Buffer.from('PK') }]), '不能再含压缩包'],
      [
        'nested by content',
        zip([{ name: a, data: zip([{ name: 'x.pdf', data: pdf('x') }]) }]),
        '不能再含压缩包',
      ],
      ['not a PDF', zip([{ name: 'readme.txt', data: Buffer.from('hi') }]), '只能是 PDF'],
      [
        'a PDF that does not open',
        zip([{ name: a, data: Buffer.from('%PDF-1.7\ncut short') }]),
        'PDF 无法打开',
      ],
      [
        'an unknown article',
        zip([
          { name: a, data: pdf('a') },
          { name: 'ZZ-999.pdf', data: pdf('z') },
        ]),
        '稿号',
      ],
      [
        'one article twice',
        zip([
          { name: a, data: pdf('a') },
          { name: `v2/${a}`, data: pdf('a2') },
        ]),
        '多个 PDF',
      ],
      ['a missing article', zip([{ name: a, data: pdf('a') }]), '缺少这篇稿件'],
      ['no PDF', zip([{ name: 'empty/', data: Buffer.alloc(0) }]), '没有 PDF'],
      ['not a zip', pdf('plain'), ''],
      // What a streaming extractor reads must be what was checked: the local header's name, and
      // data that matches its CRC.
      ['a local name other than the directory’s', localNameSwapped(a), ''],
      ['a CRC that does not match', zipOf([{ ...deflatedEntry(a, pdf('a')), crc: 1234 }]), ''],
    ];
    for (const [what, bytes, words] of cases) {
      const res = await upload(admin, issueId, Status.FILM_OUTPUT, bytes);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      const fields = res.json().data.fields as { path: string; zh: string; en: string }[];
      expect(fields[0]!.path, what).toBe('file');
      if (words) expect(fields.map((f) => f.zh).join(' '), what).toContain(words);
      expect(fields[0]!.en, what).not.toBe('');
    }
    expect(await statusesOf(ids)).toEqual([190, 190]);
    expect(await filmsOf(issueId)).toEqual([]);
    expect(await pressFiles()).toEqual(files);
  });

  it('waits for the check of every article’s last round before the film output (校样核对)', async () => {
    const { issueId, articles, ids } = await issueAt(Status.FILM_OUTPUT, 2);
    // The second article's last revision (round 3) had a mark, resolved by the typesetter, not yet checked.
    const [file] = await t.db
      .insert(storedFiles)
      .values({
        pressId: w.press.id,
        sha256: 'f'.repeat(64),
        sizeBytes: 10,
        type: 'pdf',
        mime: 'application/pdf',
        name: 'revision-3.pdf',
        kind: PROOF_ROLE,
        uploadedByType: 'staff',
        uploadedBy: w.admin.id,
      })
      .returning({ id: storedFiles.id });
    await t.db
      .insert(manuscriptFiles)
      .values({ manuscriptId: ids[1]!, fileId: file!.id, role: PROOF_ROLE, revision: 3 });
    const [mark] = await t.db
      .insert(proofMarks)
      .values({
        manuscriptId: ids[1]!,
        round: 3,
        fileId: file!.id,
        page: 1,
        kind: 'comment',
        rects: [{ x: 0.1, y: 0.1, w: 0.5, h: 0.05 }],
        note: '图 3 换高清图',
        createdBy: w.admin.id,
        resolvedBy: w.admin.id,
        resolvedAt: new Date(),
      })
      .returning();
    const all = zip(articles.map((a) => ({ name: `${a.articleNo}.pdf`, data: pdf(a.articleNo) })));
    const refused = await upload(admin, issueId, Status.FILM_OUTPUT, all);
    expect(refused.statusCode, refused.body).toBe(400);
    const [field] = refused.json().data.fields as { path: string; zh: string; en: string }[];
    expect(field).toMatchObject({ path: 'issueId', zh: expect.stringContaining('校样核对') });
    expect(await statusesOf(ids)).toEqual([190, 190]);
    expect(await filmsOf(issueId)).toEqual([]);
    // Checked (fixed) on 校样核对, the same package is taken.
    const checked = await callOf(t.app, C.checkMark, admin, {
      body: { id: mark!.id, version: mark!.version, fixed: true, note: '' },
    });
    expect(checked.statusCode, checked.body).toBe(200);
    expect((await upload(admin, issueId, Status.FILM_OUTPUT, all)).statusCode).toBe(200);
    expect(await statusesOf(ids)).toEqual([205, 205]);
  });

  it('runs a film alteration and back, to press, printing and its completion', async () => {
    const { issueId, articles, ids } = await issueAt(Status.FILM_OUTPUT, 2);
    const all = zip(articles.map((a) => ({ name: `${a.articleNo}.pdf`, data: pdf(a.articleNo) })));
    expect((await upload(admin, issueId, Status.FILM_OUTPUT, all)).statusCode).toBe(200);
    // A stale view: the issue is no longer at film output.
    expect((await upload(admin, issueId, Status.FILM_OUTPUT, all)).statusCode).toBe(409);

    const alter = (note: string) =>
      callOf(t.app, P.requestFilmAlteration, admin, { body: { issueId, note } });
    expect((await alter('  ')).statusCode).toBe(400);
    const sent = await alter('第 3 页图 2 模糊，请换高清图');
    expect(sent.json().data, sent.body).toEqual({ issueId, moved: 2, status: Status.FILM_ALTERATION });
    // The alteration's zip holds only the replaced article.
    const one = zip([{ name: `${articles[1]!.articleNo}-改.pdf`, data: pdf('fixed') }]);
    const altered = await upload(admin, issueId, Status.FILM_ALTERATION, one);
    expect(altered.json().data, altered.body).toEqual({
      issueId,
      moved: 2,
      status: Status.PROOF_CONFIRMATION,
    });
    expect((await listed(issueId)).film).toMatchObject({ kind: 'alteration', entries: 1 });

    const press = await callOf(t.app, P.sendToPress, admin, { body: { issueId } });
    expect(press.json().data, press.body).toEqual({ issueId, moved: 2, status: Status.TO_PRESS });

    const print = (body: Record<string, unknown>) =>
      callOf(t.app, P.recordPrinting, admin, { body: { issueId, ...body } as never });
    expect((await print({ step: 'start', printingHouse: '', runSize: 3000 })).statusCode).toBe(400);
    expect((await print({ step: 'start', printingHouse: '新华印刷厂', runSize: 0 })).statusCode).toBe(400);
    expect(
      (await print({ step: 'complete', copiesDelivered: 10, completedOn: '2026-01-01' })).statusCode,
    ).toBe(400); // not printing yet
    const started = await print({ step: 'start', printingHouse: '新华印刷厂', runSize: 3000 });
    expect(started.json().data, started.body).toEqual({ issueId, moved: 2, status: Status.PRINTING });
    const future = await print({ step: 'complete', copiesDelivered: 2980, completedOn: '2999-01-01' });
    expect(future.json().data.fields[0].path).toBe('completedOn');
    const early = await print({ step: 'complete', copiesDelivered: 2980, completedOn: '2020-01-01' });
    expect(early.json().data.fields[0]).toMatchObject({
      path: 'completedOn',
      zh: expect.stringContaining('开始印刷'),
    });
    const done = await print({ step: 'complete', copiesDelivered: 2980, completedOn: today });
    expect(done.json().data, done.body).toEqual({ issueId, moved: 2, status: Status.PRINTING });
    const again = await print({ step: 'complete', copiesDelivered: 2980, completedOn: today });
    expect(again.statusCode).toBe(400);
    expect(again.json().data.fields[0].zh).toContain('已登记完成');
    expect(await statusesOf(ids)).toEqual([210, 210]);
    expect((await listed(issueId)).printing).toMatchObject({
      printingHouse: '新华印刷厂',
      copiesDelivered: 2980,
    });
    // Printed, on a process that mails first: the mailing is what comes next.
    expect((await listed(issueId)).actions).toEqual(['startMailing']);
    const complete = await callOf(t.app, P.printingComplete, admin, { query: { journalId: w.journalId } });
    expect(complete.json().data.list).toContainEqual(
      expect.objectContaining({ id: issueId, articles: 2, runSize: 3000, completedOn: today }),
    );
    const years = await callOf(t.app, P.productionYears, admin, { query: { journalId: w.journalId } });
    expect(years.json().data).toEqual([2099]);
  });

  it('moves an issue only when every article is at the step, and only once for two clerks', async () => {
    const behind = await issueAt(Status.PROOF_CONFIRMATION, 2);
    await t.db
      .update(manuscripts)
      .set({ status: Status.FILM_OUTPUT })
      .where(eq(manuscripts.id, behind.ids[0]!));
    const res = await callOf(t.app, P.sendToPress, admin, { body: { issueId: behind.issueId } });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[0]).toMatchObject({ path: 'issueId', zh: '本期还有稿件未到这一环节' });
    expect(await statusesOf(behind.ids)).toEqual(expect.arrayContaining([190, 205]));

    const { issueId, ids } = await issueAt(Status.PROOF_CONFIRMATION, 3);
    const two = await Promise.all([
      callOf(t.app, P.sendToPress, admin, { body: { issueId } }),
      callOf(t.app, P.sendToPress, admin, { body: { issueId } }),
    ]);
    expect(two.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await statusesOf(ids)).toEqual([209, 209, 209]);
    const events = await t.db
      .select()
      .from(manuscriptEvents)
      .where(and(inArray(manuscriptEvents.manuscriptId, ids), eq(manuscriptEvents.action, 'sendToPress')));
    expect(events).toHaveLength(3);
  });

  it('refuses to split an issue whose articles follow processes with different next steps', async () => {
    const { issueId, articles, ids } = await issueAt(Status.FILM_OUTPUT, 2);
    // The second article was submitted under a process without proof confirmation.
    const saved = await callOf(t.app, PROCESS_CALLS.publishProcess.save, admin, {
      body: {
        journalId: w.journalId,
        steps: PRODUCTION_STEPS.map((s) => ({ key: s.key, enabled: s.key !== 'proofConfirmation' })),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.db
      .update(manuscripts)
      .set({ productionProcessId: saved.json().data.id })
      .where(eq(manuscripts.id, ids[1]!));
    const film = zip(articles.map((a) => ({ name: `${a.articleNo}.pdf`, data: pdf(a.articleNo) })));
    const res = await upload(admin, issueId, Status.FILM_OUTPUT, film);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().data.fields[0]).toMatchObject({
      path: 'issueId',
      zh: expect.stringContaining('出版流程不同'),
    });
    expect(await statusesOf(ids)).toEqual([190, 190]);
    expect(await filmsOf(issueId)).toEqual([]);
    // Back to the journal's full process for the tests after this one.
    const back = await callOf(t.app, PROCESS_CALLS.publishProcess.save, admin, {
      body: { journalId: w.journalId, steps: PRODUCTION_STEPS.map((s) => ({ key: s.key, enabled: true })) },
    });
    expect(back.statusCode).toBe(200);
  });

  it('refuses a clerk without the permission (403) and another press (404)', async () => {
    const { issueId, articles } = await issueAt(Status.FILM_OUTPUT, 1);
    const typesetter = await createUser(t.db, w.press, { role: 'typesetter' });
    const noRight = await login(t.app, typesetter.account, typesetter.password);
    const b = await pressWorld(t.db);
    const otherAdmin = await login(t.app, b.admin.account, b.admin.password);
    const film = zip([{ name: `${articles[0]!.articleNo}.pdf`, data: pdf('a') }]);
    expect((await upload(noRight, issueId, Status.FILM_OUTPUT, film)).statusCode).toBe(403);
    expect((await callOf(t.app, P.sendToPress, noRight, { body: { issueId } })).statusCode).toBe(403);
    const elsewhere = [
      await upload(otherAdmin, issueId, Status.FILM_OUTPUT, film),
      await callOf(t.app, P.sendToPress, otherAdmin, { body: { issueId } }),
      await callOf(t.app, P.requestFilmAlteration, otherAdmin, { body: { issueId, note: 'x' } }),
      await callOf(t.app, P.recordPrinting, otherAdmin, {
        body: { step: 'start', issueId, printingHouse: 'x', runSize: 1 },
      }),
      await callOf(t.app, P.productionIssues, otherAdmin, { query: { journalId: w.journalId } }),
      await callOf(t.app, P.printingComplete, otherAdmin, { query: { journalId: w.journalId } }),
    ];
    for (const res of elsewhere) expect(res.statusCode, res.body).toBe(404);
    expect((await filmsOf(issueId)).length).toBe(0);
  });
});
