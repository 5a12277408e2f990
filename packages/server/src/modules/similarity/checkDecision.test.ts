import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { manuscriptDetailCall } from '@jb/contract/api/manuscripts';
import { REVIEW_CALLS } from '@jb/contract/api/review';
import { similarityReportPdf, similarityReportRead } from '@jb/contract/api/similarity';
import { ErrorCode } from '@jb/contract/errors';
import type { SimilarityReportAnswer } from '@jb/contract/schemas/similarity';
import { Status } from '@jb/contract/workflow';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorPost, uploadAsAuthor } from '../../../test/authorSession.ts';
import {
  manuscriptRow,
  type ReviewWorld,
  reviewWorld,
  submittedToAllocation,
} from '../../../test/reviewWorld.ts';
import { pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { JOB_DEADLINE_MS, JOB_TEST_TIMEOUT_MS } from '../../../test/until.ts';
import { callOf, login } from '../../../test/wireClient.ts';
import {
  manuscriptAudits,
  manuscriptEvents,
  outbox,
  similarityReports,
  storedFiles,
} from '../../db/schema/index.ts';
import { diskStore } from '../../platform/files/blobStore.ts';
import { QUEUES } from '../../platform/jobs/queues.ts';
import { extractText } from './engine/extract.ts';
import { manuscript, ZH_TOPICS } from './engine/testing/corpus.ts';
import { similarityReturnNoticeJob } from './returnNotice.ts';
import { paperDocx, runTopic } from './testing/papers.ts';

const C = REVIEW_CALLS;
/**
 * Every manuscript of this file sends one paper of the run's own vocabulary: they match each other
 * and nothing else. The shared test fixture is sent by many other files' manuscripts of other
 * presses (on PostgreSQL, of earlier runs too), which tie with this world's and could fill the
 * twenty compared candidates, leaving no manuscript of this press named in the report.
 */
const SEED = Math.floor(Math.random() * 1_000_000);
const PAPER = paperDocx(manuscript(SEED, 'zh', runTopic(SEED, 'zh', ZH_TOPICS[0]!), 12));

/** A decision at the duplicate check (20) is taken with the report, which the record links and the return mails. */
describe(`the duplicate-check decision with its report (${engineName})`, {
  timeout: JOB_TEST_TIMEOUT_MS,
}, () => {
  let t: TestApp;
  let x: ReviewWorld;
  /** The app's file store, read here to open the PDF the author was sent. */
  const store = diskStore(
    process.env.JB_TEST_FILES_DIR ?? mkdtempSync(path.join(tmpdir(), 'jb-check-decision-')),
  );
  beforeAll(async () => {
    t = await createTestApp({
      store,
      config: { JOB_POLL_SECONDS: 0.5 },
      runJobs: [QUEUES.similarity.name, QUEUES.similarityReturnNotice.name],
    });
    x = await reviewWorld(t, { stages: ['similarity'] });
  });
  afterAll(() => t.close());

  const version = async (id: number) => (await manuscriptRow(t, id)).version;

  /** First review passed: the manuscript is at the check, its report settled (done or failed). */
  async function atCheck(title: string): Promise<{ id: number; report: SimilarityReportAnswer['report'] }> {
    const id = await submittedToAllocation(t, x, title, PAPER);
    const assigned = await callOf(t.app, C.reviewAllocation.saveAssign, x.admin, {
      body: { id, version: await version(id), assigneeId: x.w.editor.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const passed = await callOf(t.app, C.review.audit, x.editor, {
      body: { id, version: await version(id), action: 'pass', opinion: '送查重' },
    });
    expect(passed.json().data.status).toBe(Status.SIMILARITY_CHECK);
    const deadline = Date.now() + JOB_DEADLINE_MS;
    for (;;) {
      const res = await callOf(t.app, similarityReportRead, x.admin, { query: { manuscriptId: id } });
      const { report }: SimilarityReportAnswer = res.json().data;
      if (report?.state === 'done' || report?.state === 'failed') return { id, report };
      if (Date.now() > deadline) throw new Error(`the check did not finish: ${res.body}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  const decide = async (id: number, action: 'pass' | 'returnForRevision' | 'reject', opinion: string) =>
    callOf(t.app, C.check.audit, x.admin, { body: { id, version: await version(id), action, opinion } });

  /** The buttons the office is offered on the manuscript at the check. */
  const actionsAt = async (id: number): Promise<string[]> =>
    (await callOf(t.app, C.check.detail, x.admin, { query: { id } })).json().data.actions;

  const lastAudit = async (id: number) =>
    (
      await t.db
        .select()
        .from(manuscriptAudits)
        .where(eq(manuscriptAudits.manuscriptId, id))
        .orderBy(desc(manuscriptAudits.id))
        .limit(1)
    )[0]!;

  const mails = (id: number) =>
    t.db
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.manuscriptId, id), eq(outbox.event, 'revisionRequested'), eq(outbox.channel, 'email')),
      );

  it('a pass keeps the report it was taken with; the record and the timeline link its PDF', async () => {
    const { id, report } = await atCheck('通过查重的稿件');
    expect(report?.state).toBe('done');
    expect(await actionsAt(id)).toContain('pass');
    const passed = await decide(id, 'pass', '复制比低，通过');
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json().data.status).toBe(Status.FINAL_ALLOCATION);
    expect((await lastAudit(id)).similarityReportId).toBe(report!.id);
    const detail = await callOf(t.app, C.check.detail, x.admin, { query: { id } });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.audits[0]).toMatchObject({ action: 'pass', similarityReportId: report!.id });
    const article = await callOf(t.app, manuscriptDetailCall, x.admin, { query: { id } });
    const events = article.json().data.events as { action: string; similarityReportId: number | null }[];
    expect(events.filter((e) => e.action === 'pass').map((e) => e.similarityReportId)).toEqual([
      null,
      report!.id,
    ]);
    const pdf = await callOf(t.app, similarityReportPdf, x.admin, {
      query: { manuscriptId: id, reportId: report!.id },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Another press's administrator gets nothing of it.
    const b = await pressWorld(t.db);
    const adminB = await login(t.app, b.admin.account, b.admin.password);
    const foreign = await callOf(t.app, similarityReportPdf, adminB, {
      query: { manuscriptId: id, reportId: report!.id },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('a re-run of the same file holds the pass back until it finishes', async () => {
    const { id, report } = await atCheck('查重重新运行的稿件');
    expect(await actionsAt(id)).toContain('pass');
    // The office runs the check again (a copy of the finished run, queued; no worker takes it here).
    const [again] = await t.db
      .insert(similarityReports)
      .values({ manuscriptId: id, fileId: report!.fileId, state: 'queued', settings: {} })
      .returning({ id: similarityReports.id });
    expect(await actionsAt(id)).not.toContain('pass');
    expect((await decide(id, 'pass', '')).json().data.reason).toBe('noCheckReport');
    await t.db.update(similarityReports).set({ state: 'failed' }).where(eq(similarityReports.id, again!.id));
    expect(await actionsAt(id)).not.toContain('pass');
    await t.db.delete(similarityReports).where(eq(similarityReports.id, again!.id));
    expect(await actionsAt(id)).toContain('pass');
  });

  it('a return mails the author the report as a PDF with the reason, once', async () => {
    const { id, report } = await atCheck('查重后退修的稿件');
    const returned = await decide(id, 'returnForRevision', '复制比偏高，请改写第二节');
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().data.status).toBe(Status.RETURNED_FOR_REVISION);
    expect((await lastAudit(id)).similarityReportId).toBe(report!.id);
    const deadline = Date.now() + JOB_DEADLINE_MS;
    while ((await mails(id)).length === 0) {
      if (Date.now() > deadline) throw new Error('the notice was not sent');
      await new Promise((r) => setTimeout(r, 200));
    }
    const sent = await mails(id);
    expect(sent).toHaveLength(1);
    const { articleNo } = await manuscriptRow(t, id);
    expect(sent[0]!.attachments).toHaveLength(1);
    expect(sent[0]!.attachments[0]!.name).toBe(`查重报告-${articleNo}.pdf`);
    expect(sent[0]!.body).toContain('复制比偏高，请改写第二节');
    const [file] = await t.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, sent[0]!.attachments[0]!.fileId));
    expect(file).toMatchObject({ mime: 'application/pdf', kind: 'similarityReport' });
    // The editor sees the earlier manuscripts of the press it matches (the same file was sent by
    // this world's other manuscripts); the author's copy names none of them.
    const named = report!.result!.matches.flatMap((match) => (match.manuscript ? [match.manuscript] : []));
    expect(named.length).toBeGreaterThan(0);
    const bytes = await buffer(await store.open(file!.sha256));
    const text = (await extractText(new Uint8Array(bytes), 'report.pdf')).replace(/\s+/g, '');
    for (const other of named) {
      expect(text).not.toContain(other.articleNo);
      expect(text).not.toContain(other.title.replace(/\s+/g, ''));
    }
    expect(text).toContain('平台上的其他期刊');
  });

  it('a report that cannot be made delays the notice; the last try sends it with the reason, without the PDF', async () => {
    const { id } = await atCheck('报告无法生成的退修稿件');
    // The job as the return queues it, for a report that is not there (it cannot be rendered).
    const [event] = await t.db
      .select({ id: manuscriptEvents.id })
      .from(manuscriptEvents)
      .where(eq(manuscriptEvents.manuscriptId, id))
      .orderBy(desc(manuscriptEvents.id))
      .limit(1);
    const job = similarityReturnNoticeJob({ db: t.db, store, notifier: t.app.notifier });
    const data = {
      manuscriptId: id,
      reportId: -1,
      eventId: event!.id,
      reason: '请改写第三节',
      deciderId: x.w.admin.id,
      scope: [],
    };
    await expect(job({ id: 'first', data, retryCount: 0 })).rejects.toThrow();
    expect(await mails(id)).toEqual([]);
    await job({ id: 'last', data, retryCount: QUEUES.similarityReturnNotice.retryLimit });
    const sent = await mails(id);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.attachments).toEqual([]);
    expect(sent[0]!.body).toContain('请改写第三节');
    // A retry after it finds the notice sent.
    await job({ id: 'again', data, retryCount: QUEUES.similarityReturnNotice.retryLimit });
    expect(await mails(id)).toHaveLength(1);
  });

  it('without a finished report a pass is refused with the reason; a return or a rejection still goes', async () => {
    const { id } = await atCheck('查重失败的稿件');
    // The check could not read the file: its report ended failed.
    await t.db
      .update(similarityReports)
      .set({ state: 'failed' })
      .where(eq(similarityReports.manuscriptId, id));
    // The office is not offered the pass, and a pass sent anyway is refused with the reason (the
    // screens say 该稿件还没有已完成的查重报告，不能通过查重 for it).
    expect(await actionsAt(id)).not.toContain('pass');
    expect(await actionsAt(id)).toContain('returnForRevision');
    const refused = await decide(id, 'pass', '');
    expect(refused.json(), refused.body).toMatchObject({
      code: ErrorCode.WORKFLOW_REFUSED,
      data: { reason: 'noCheckReport', status: Status.SIMILARITY_CHECK },
    });
    expect((await manuscriptRow(t, id)).status).toBe(Status.SIMILARITY_CHECK);
    const returned = await decide(id, 'returnForRevision', '文件无法读取，请重新上传 Word 文件');
    expect(returned.statusCode, returned.body).toBe(200);
    expect((await lastAudit(id)).similarityReportId).toBeNull();
    // The plain notice, at once, without a report.
    const sent = await mails(id);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.attachments).toEqual([]);
  });

  it('a revision brings a new file: the earlier file’s report does not let it pass', async () => {
    const { id, report } = await atCheck('查重退修后再送查重的稿件');
    expect(report?.state).toBe('done');
    expect((await decide(id, 'returnForRevision', '请改写第二节')).statusCode).toBe(200);
    const author = (path: string, body: Record<string, unknown>) => authorPost(t, path, body, x.session);
    expect(
      (await author('/author/manuscript/startRevision', { id, version: await version(id) })).statusCode,
    ).toBe(200);
    const revised = await author('/author/manuscript/revise', {
      id,
      version: await version(id),
      fileId: await uploadAsAuthor(t, x.session),
      note: '已改写',
    });
    expect(revised.statusCode, revised.body).toBe(200);
    expect(revised.json().data.status).toBe(Status.SIMILARITY_CHECK);
    // The revised file's own check settles; it could not read the file, say.
    const newer = async () =>
      (
        await t.db
          .select()
          .from(similarityReports)
          .where(eq(similarityReports.manuscriptId, id))
          .orderBy(desc(similarityReports.id))
          .limit(1)
      )[0]!;
    await expect
      .poll(
        async () => {
          const r = await newer();
          return r.id !== report!.id && (r.state === 'done' || r.state === 'failed');
        },
        { timeout: JOB_DEADLINE_MS, interval: 200 },
      )
      .toBe(true);
    await t.db
      .update(similarityReports)
      .set({ state: 'failed' })
      .where(eq(similarityReports.id, (await newer()).id));
    expect(await actionsAt(id)).not.toContain('pass');
    const refused = await decide(id, 'pass', '');
    expect(refused.json().data.reason).toBe('noCheckReport');
    expect((await manuscriptRow(t, id)).status).toBe(Status.SIMILARITY_CHECK);
  });

  it('a rejection keeps the report too', async () => {
    const { id, report } = await atCheck('查重后退稿的稿件');
    const rejected = await decide(id, 'reject', '与已发表文献高度重复');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await lastAudit(id)).similarityReportId).toBe(report!.id);
  });
});
