import {
  similarityReportRead,
  similarityRun,
  similaritySettingsRead,
  similaritySettingsSave,
} from '@jb/contract/api/similarity';
import type { SimilarityReport, SimilarityReportAnswer } from '@jb/contract/schemas/similarity';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorPost, openJournalWithAuthor, uploadAsAuthor } from '../../../test/authorSession.ts';
import { createUser } from '../../../test/factories.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { JOB_DEADLINE_MS, JOB_TEST_TIMEOUT_MS, until } from '../../../test/until.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { manuscriptFiles, manuscripts, storedFiles } from '../../db/schema/index.ts';
import { QUEUES } from '../../platform/jobs/queues.ts';
import { EN_TOPICS, type Manuscript, manuscript, resubmission, ZH_TOPICS } from './engine/testing/corpus.ts';
import { paperDocx, runTopic } from './testing/papers.ts';

/** This run's papers are its own (testing/papers.ts): a seed per run. */
const SEED = Math.floor(Math.random() * 1_000_000);

type Author = Awaited<ReturnType<typeof openJournalWithAuthor>>;
type Result = NonNullable<SimilarityReport['result']>;

describe(`the duplicate check (${engineName})`, { timeout: JOB_TEST_TIMEOUT_MS }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { JOB_POLL_SECONDS: 0.5 }, runJobs: [QUEUES.similarity.name] });
  });
  afterAll(() => t.close());

  const admin = (w: PressWorld) => login(t.app, w.admin.account, w.admin.password);

  async function submit(a: Author, title: string, bytes: Buffer, name = '稿件.docx'): Promise<number> {
    const manuscriptFileId = await uploadAsAuthor(t, a.session, 'manuscript', bytes, name);
    const res = await authorPost(
      t,
      '/author/manuscripts',
      { columnId: a.w.columnId, title, manuscriptFileId },
      a.session,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id;
  }
  const submitPaper = (a: Author, m: Manuscript) => submit(a, m.title, paperDocx(m));

  async function run(s: Session, manuscriptId: number): Promise<SimilarityReportAnswer> {
    const res = await callOf(t.app, similarityRun, s, { body: { manuscriptId } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  /** The newest report once it is done or failed. */
  async function settled(s: Session, manuscriptId: number): Promise<SimilarityReportAnswer> {
    let answer: SimilarityReportAnswer | undefined;
    let body = '';
    await until(
      () => `the check of manuscript ${manuscriptId} to finish (last answer: ${body})`,
      async () => {
        const res = await callOf(t.app, similarityReportRead, s, { query: { manuscriptId } });
        expect(res.statusCode, res.body).toBe(200);
        body = res.body;
        answer = res.json().data;
        return answer?.report?.state === 'done' || answer?.report?.state === 'failed';
      },
      JOB_DEADLINE_MS,
      200,
    );
    return answer!;
  }

  async function checked(s: Session, manuscriptId: number): Promise<Result> {
    await run(s, manuscriptId);
    const { report } = await settled(s, manuscriptId);
    expect(report).toMatchObject({ state: 'done', progress: 100, error: null });
    return report!.result!;
  }

  const articleNo = async (id: number) =>
    (await t.db.select().from(manuscripts).where(eq(manuscripts.id, id)))[0]!.articleNo;

  it('finds a resubmission with a new title and reordered paragraphs at 90% or more, side by side', async () => {
    const a = await openJournalWithAuthor(t);
    const staff = await admin(a.w);
    const original = manuscript(SEED + 1, 'zh', runTopic(SEED + 1, 'zh', ZH_TOPICS[0]!), 14);
    const first = await submitPaper(a, original);

    const none = (await callOf(t.app, similarityReportRead, staff, { query: { manuscriptId: first } })).json()
      .data;
    expect(none).toEqual({ manuscriptId: first, actions: ['run'], report: null });
    const alone = await checked(staff, first);
    expect(alone).toMatchObject({ overall: 0, matches: [] });

    const again = resubmission(SEED + 2, original, '数字金融如何影响农村居民消费：来自县域的新证据');
    const second = await submitPaper(a, again);
    const queued = await run(staff, second);
    expect(queued.report).toMatchObject({
      state: 'queued',
      fileName: '稿件.docx',
      requestedByName: '测试用户',
    });
    expect(queued.actions).toEqual([]);
    const answer = await settled(staff, second);
    expect(answer.actions).toEqual(['run']);
    const result = answer.report!.result!;
    expect(result.overall).toBeGreaterThanOrEqual(90);
    // The only match is the author's own earlier manuscript.
    expect(result.excludingOwnWork).toBeLessThanOrEqual(10);
    const [top] = result.matches;
    expect(top).toMatchObject({
      visible: true,
      sameAuthor: true,
      manuscript: {
        id: first,
        articleNo: await articleNo(first),
        title: original.title,
        journalName: '测试期刊',
      },
    });
    expect(top!.percent).toBeGreaterThanOrEqual(90);
    expect(top!.passages.length).toBeGreaterThan(3);
    expect(top!.passageCount).toBeGreaterThanOrEqual(top!.passages.length);
    for (const p of top!.passages) {
      expect(p.query.highlights.length).toBeGreaterThan(0);
      // Letters and digits only: the matching tokens. A stretch may run across a paragraph's end
      // into the next, and the reordered copy ends that paragraph with other punctuation ("%。").
      const tokens = (t: string) => t.replace(/[^\p{L}\p{N}]/gu, '');
      const q = p.query.highlights.map(([s, e]) => tokens(p.query.text.slice(s, e)));
      const m = p.match.highlights.map(([s, e]) => tokens(p.match.text.slice(s, e)));
      // The papers are copies: each exact stretch reads the same on both sides.
      expect(q).toEqual(m);
      expect(q.join('').length).toBeGreaterThan(12);
    }

    // Another author's manuscript on another topic.
    const b = await openJournalWithAuthor(t, a.w);
    const unrelated = manuscript(SEED + 3, 'zh', runTopic(SEED + 3, 'zh', ZH_TOPICS[1]!), 14);
    const far = await checked(staff, await submitPaper(b, unrelated));
    expect(far.overall).toBeLessThanOrEqual(10);
    expect(far.matches.every((m) => m.percent <= 10)).toBe(true);
  });

  it('shows a match in another press only as another journal on the platform, with its share', async () => {
    const a = await openJournalWithAuthor(t);
    const original = manuscript(SEED + 11, 'en', runTopic(SEED + 11, 'en', EN_TOPICS[0]!), 20);
    const first = await submitPaper(a, original);
    await checked(await admin(a.w), first);

    const b = await openJournalWithAuthor(t);
    const copy = resubmission(SEED + 12, original, 'Working from Home and How Employees Fare');
    const staffB = await admin(b.w);
    const second = await submitPaper(b, copy);
    await run(staffB, second);
    await settled(staffB, second);
    const res = await callOf(t.app, similarityReportRead, staffB, { query: { manuscriptId: second } });
    const result: Result = res.json().data.report.result;
    expect(result.overall).toBeGreaterThanOrEqual(90);
    expect(result.excludingOwnWork).toBe(result.overall);
    expect(result.matches).toHaveLength(1);
    expect(result.matches[0]).toEqual({
      visible: false,
      percent: expect.any(Number),
      sameAuthor: false,
      manuscript: null,
      passageCount: 0,
      passages: [],
    });
    expect(result.matches[0]!.percent).toBeGreaterThanOrEqual(90);
    // Nothing of press A's manuscript: not its number, not its title, not a sentence of it.
    expect(res.body).not.toContain(await articleNo(first));
    expect(res.body).not.toContain(original.title);
    expect(res.body).not.toContain(original.sections[1]!.paragraphs[0]!.slice(0, 40));
  });

  it('ends a check of an unreadable file as failed with the reason; it can be run again', async () => {
    const a = await openJournalWithAuthor(t);
    const staff = await admin(a.w);
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x5a)]);
    const id = await submit(a, '损坏的稿件', broken, '稿件.pdf');
    await run(staff, id);
    const failed = await settled(staff, id);
    expect(failed.report).toMatchObject({ state: 'failed', error: 'unreadable', result: null });
    expect(failed.report!.finishedAt).not.toBeNull();
    expect(failed.actions).toEqual(['run']);

    // The author sends a readable revision; the check runs again on it.
    const paper = manuscript(SEED + 21, 'zh', runTopic(SEED + 21, 'zh', ZH_TOPICS[2]!), 10);
    const fileId = await uploadAsAuthor(t, a.session, 'manuscript', paperDocx(paper), '修改稿.docx');
    await t.db.insert(manuscriptFiles).values({ manuscriptId: id, fileId, role: 'manuscript', revision: 1 });
    // Two requests at once queue one run.
    const [one, two] = await Promise.all([run(staff, id), run(staff, id)]);
    expect(one.report!.id).toBe(two.report!.id);
    expect(one.report!.id).toBeGreaterThan(failed.report!.id);
    const done = await settled(staff, id);
    expect(done.report).toMatchObject({ id: one.report!.id, state: 'done', fileId, fileName: '修改稿.docx' });
  });

  it('checks with the journal’s settings: leaving the references out changes the share', async () => {
    const a = await openJournalWithAuthor(t);
    const staff = await admin(a.w);
    const settingsOf = async () =>
      (await callOf(t.app, similaritySettingsRead, staff, { query: { journalId: a.w.journalId } })).json()
        .data;
    expect(await settingsOf()).toEqual({
      journalId: a.w.journalId,
      excludeQuotes: false,
      excludeReferences: true,
      excludeAbstract: false,
      minMatchLength: 13,
      version: 0,
    });
    const save = (body: Record<string, unknown>) =>
      callOf(t.app, similaritySettingsSave, staff, {
        body: {
          journalId: a.w.journalId,
          excludeQuotes: false,
          excludeReferences: true,
          excludeAbstract: false,
          minMatchLength: 13,
          version: 0,
          ...body,
        },
      });
    const bad = await save({ minMatchLength: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields).toEqual([
      { path: 'minMatchLength', zh: expect.any(String), en: expect.any(String) },
    ]);
    expect((await save({ excludeReferences: false })).statusCode).toBe(200);
    expect((await save({ excludeReferences: false })).statusCode).toBe(409); // stale version
    expect(await settingsOf()).toMatchObject({ excludeReferences: false, version: 1 });

    const topic = runTopic(SEED + 31, 'zh', ZH_TOPICS[0]!);
    const original = manuscript(SEED + 31, 'zh', topic, 14);
    // Checked (and so indexed) before the copy comes in.
    await checked(staff, await submitPaper(a, original));
    // Another author copies the body and cites other work.
    const other = manuscript(SEED + 32, 'zh', runTopic(SEED + 32, 'zh', ZH_TOPICS[1]!), 14);
    const copy: Manuscript = { ...original, title: '一篇抄袭的稿件', references: other.references };
    const b = await openJournalWithAuthor(t, a.w);
    const id = await submitPaper(b, copy);

    const counted = await checked(staff, id);
    expect(counted.overall).toBeGreaterThan(50);
    expect(counted.excludingReferences).toBeGreaterThan(counted.overall + 5);
    expect(counted.excludingOwnWork).toBe(counted.overall);

    expect((await save({ excludeReferences: true, version: 1 })).statusCode).toBe(200);
    const left = await checked(staff, id);
    expect(left.overall).toBeGreaterThanOrEqual(90);
    expect(Math.abs(left.overall - counted.excludingReferences)).toBeLessThanOrEqual(1);
    const { report } = await settled(staff, id);
    expect(report!.settings).toMatchObject({ excludeReferences: true });
  });

  it('needs the act permission to run and to save; another press’s manuscript or journal is 404', async () => {
    const a = await openJournalWithAuthor(t);
    const id = await submitPaper(a, manuscript(SEED + 41, 'en', runTopic(SEED + 41, 'en', EN_TOPICS[1]!), 8));
    const readerUser = await createUser(t.db, a.w.press, { permissions: ['manage.doubleCheck'] });
    const reader = await login(t.app, readerUser.account, readerUser.password);
    const read = await callOf(t.app, similarityReportRead, reader, { query: { manuscriptId: id } });
    expect(read.json().data).toEqual({ manuscriptId: id, actions: [], report: null });
    expect((await callOf(t.app, similarityRun, reader, { body: { manuscriptId: id } })).statusCode).toBe(403);
    const settings = await callOf(t.app, similaritySettingsRead, reader, {
      query: { journalId: a.w.journalId },
    });
    expect(settings.statusCode).toBe(200);
    const body = { ...settings.json().data, minMatchLength: 20 };
    expect((await callOf(t.app, similaritySettingsSave, reader, { body })).statusCode).toBe(403);

    const other = await admin(await pressWorld(t.db));
    for (const res of [
      await callOf(t.app, similarityReportRead, other, { query: { manuscriptId: id } }),
      await callOf(t.app, similarityRun, other, { body: { manuscriptId: id } }),
      await callOf(t.app, similaritySettingsRead, other, { query: { journalId: a.w.journalId } }),
      await callOf(t.app, similaritySettingsSave, other, { body }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().code).toBe(40400);
    }
    const staff = await admin(a.w);
    expect((await callOf(t.app, similaritySettingsSave, staff, { body })).statusCode).toBe(200);
  });

  it('retries a run that fails for another reason, then ends it failed as internal', async () => {
    // Fast retries for this test: the queue waits 30 s and more in production. The delay goes with
    // the job (not onto the queue, which other test files' workers on a shared database set back
    // to its declared 30 s with backoff whenever they start).
    const q = QUEUES.similarity;
    t.app.jobs.retryJobsAfter(0);
    const w = await pressWorld(t.db);
    // A file whose content is not in the store (a lost disk, an unreachable bucket).
    const [file] = await t.db
      .insert(storedFiles)
      .values({
        pressId: w.press.id,
        sha256: 'f'.repeat(64),
        sizeBytes: 10,
        type: 'docx',
        mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        name: '丢失的稿件.docx',
        kind: 'manuscript',
        uploadedByType: 'author',
        uploadedBy: w.authorId,
      })
      .returning();
    await t.db
      .insert(manuscriptFiles)
      .values({ manuscriptId: w.manuscriptId, fileId: file!.id, role: 'manuscript' });
    const staff = await admin(w);
    try {
      await run(staff, w.manuscriptId);
    } finally {
      t.app.jobs.retryJobsAfter(null);
    }
    const { report } = await settled(staff, w.manuscriptId);
    expect(report).toMatchObject({ state: 'failed', error: 'internal', fileName: '丢失的稿件.docx' });
    const attempts = await t.database.sql.executeSql(
      `select retry_count from pgboss.job where name = $1 and data->>'reportId' = $2`,
      [q.name, String(report!.id)],
    );
    expect(attempts.rows).toEqual([{ retry_count: q.retryLimit }]);
  });

  it('refuses a run of a manuscript without a manuscript file on its field', async () => {
    const w = await pressWorld(t.db);
    const res = await callOf(t.app, similarityRun, await admin(w), {
      body: { manuscriptId: w.manuscriptId },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual([
      {
        path: 'manuscriptId',
        zh: '该稿件没有可检测的稿件文件',
        en: 'The manuscript has no manuscript file to check',
      },
    ]);
  });
});
