import { similarityReportPdf, similarityReportRead, similarityRun } from '@jb/contract/api/similarity';
import {
  NO_FINISHED_REPORT,
  OTHER_JOURNAL_LABEL,
  type SimilarityReportAnswer,
} from '@jb/contract/schemas/similarity';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorPost, openJournalWithAuthor, uploadAsAuthor } from '../../../test/authorSession.ts';
import { createUser } from '../../../test/factories.ts';
import type { PressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { JOB_DEADLINE_MS, JOB_TEST_TIMEOUT_MS } from '../../../test/until.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { manuscripts } from '../../db/schema/index.ts';
import { QUEUES } from '../../platform/jobs/queues.ts';
import { extractText } from './engine/extract.ts';
import { type Manuscript, manuscript, resubmission, ZH_TOPICS } from './engine/testing/corpus.ts';
import { paperDocx, runTopic } from './testing/papers.ts';

/** This run's papers are its own (testing/papers.ts): a seed per run. */
const SEED = Math.floor(Math.random() * 1_000_000);

type Author = Awaited<ReturnType<typeof openJournalWithAuthor>>;

/** Text read back from a PDF, without the line breaks its layout put in. */
const flat = (s: string) => s.replace(/\s+/g, '');

describe(`the duplicate-check report as a PDF (${engineName})`, { timeout: JOB_TEST_TIMEOUT_MS }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { JOB_POLL_SECONDS: 0.5 }, runJobs: [QUEUES.similarity.name] });
  });
  afterAll(() => t.close());

  const admin = (w: PressWorld) => login(t.app, w.admin.account, w.admin.password);

  async function submit(a: Author, m: Manuscript): Promise<number> {
    const manuscriptFileId = await uploadAsAuthor(t, a.session, 'manuscript', paperDocx(m), '稿件.docx');
    const res = await authorPost(
      t,
      '/author/manuscripts',
      { columnId: a.w.columnId, title: m.title, manuscriptFileId },
      a.session,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id;
  }

  /** Runs the check and waits for its report to be done. */
  async function checked(s: Session, manuscriptId: number): Promise<SimilarityReportAnswer> {
    const started = await callOf(t.app, similarityRun, s, { body: { manuscriptId } });
    expect(started.statusCode, started.body).toBe(200);
    const deadline = Date.now() + JOB_DEADLINE_MS;
    for (;;) {
      const res = await callOf(t.app, similarityReportRead, s, { query: { manuscriptId } });
      const answer: SimilarityReportAnswer = res.json().data;
      if (answer.report?.state === 'done') return answer;
      if (answer.report?.state === 'failed' || Date.now() > deadline)
        throw new Error(`the check did not finish: ${res.body}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  async function pdfText(s: Session, manuscriptId: number) {
    const res = await callOf(t.app, similarityReportPdf, s, { query: { manuscriptId } });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await extractText(new Uint8Array(res.rawPayload), 'report.pdf');
    return { res, text, flat: flat(text) };
  }

  const articleNo = async (id: number) =>
    (await t.db.select().from(manuscripts).where(eq(manuscripts.id, id)))[0]!.articleNo;

  it('renders the finished report: the manuscript, the shares, the match and its passages', async () => {
    const a = await openJournalWithAuthor(t);
    const staff = await admin(a.w);
    const original = manuscript(SEED + 1, 'zh', runTopic(SEED + 1, 'zh', ZH_TOPICS[0]!), 12);
    const first = await submit(a, original);

    // No report yet: 400 on the field, in both languages.
    const before = await callOf(t.app, similarityReportPdf, staff, { query: { manuscriptId: first } });
    expect(before.statusCode).toBe(400);
    expect(before.json().data.fields).toEqual([{ path: 'manuscriptId', ...NO_FINISHED_REPORT }]);

    await checked(staff, first);
    const copy = resubmission(SEED + 2, original, '数字金融与农村居民消费：来自县域的再检验');
    const second = await submit(a, copy);
    const { report } = await checked(staff, second);
    const result = report!.result!;
    expect(result.overall).toBeGreaterThanOrEqual(50);
    const firstNo = await articleNo(first);
    const secondNo = await articleNo(second);

    const { res, text, flat: all } = await pdfText(staff, second);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`查重报告-${secondNo}.pdf`)}`,
    );
    expect(all).toContain(flat('查重报告 / Duplicate check report'));
    expect(all).toContain(secondNo);
    expect(all).toContain(flat(copy.title));
    expect(all).toContain('稿件.docx');
    expect(all).toContain(`${result.overall.toFixed(1)}%`);
    expect(all).toContain(`${result.excludingOwnWork.toFixed(1)}%`);
    // The match: its number, its title, same author, and a passage of its text.
    expect(all).toContain(firstNo);
    expect(all).toContain(flat(original.title));
    expect(all).toContain('同一作者');
    const [top] = result.matches;
    const passage = top!.passages[0]!;
    const [hs, he] = passage.match.highlights[0]!;
    expect(all).toContain(flat(passage.match.text.slice(hs, he)).slice(0, 12));
    expect(text).toContain('本稿');
    expect(text).toContain('相似来源');
  });

  it('shows a match in another press only as another journal, and keeps to the caller’s press', async () => {
    const a = await openJournalWithAuthor(t);
    const original = manuscript(SEED + 11, 'zh', runTopic(SEED + 11, 'zh', ZH_TOPICS[1]!), 12);
    const first = await submit(a, original);
    await checked(await admin(a.w), first);

    const b = await openJournalWithAuthor(t);
    const staffB = await admin(b.w);
    const copy = resubmission(SEED + 12, original, '一篇来自另一出版社的稿件');
    const second = await submit(b, copy);
    const { report } = await checked(staffB, second);
    expect(report!.result!.matches[0]).toMatchObject({ visible: false, manuscript: null });

    const { text, flat: all } = await pdfText(staffB, second);
    expect(all).toContain(flat(copy.title));
    expect(all).toContain(flat(OTHER_JOURNAL_LABEL.zh));
    expect(all).toContain(`${report!.result!.overall.toFixed(1)}%`);
    // Nothing of press A's manuscript: not its number, its title, nor a sentence of it.
    expect(all).not.toContain(await articleNo(first));
    expect(all).not.toContain(flat(original.title));
    expect(text).not.toContain('本稿');
    expect(all).not.toContain(flat(original.sections[1]!.paragraphs[0]!.slice(0, 30)));

    // Press A's manuscript is not found for press B; press B's for press A neither.
    const other = await callOf(t.app, similarityReportPdf, staffB, { query: { manuscriptId: first } });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe(40400);

    // Someone of press B without the check's screen permission: 403.
    const clerk = await createUser(t.db, b.w.press, { permissions: ['operation.manuscriptManage'] });
    const session = await login(t.app, clerk.account, clerk.password);
    const denied = await callOf(t.app, similarityReportPdf, session, { query: { manuscriptId: second } });
    expect(denied.statusCode).toBe(403);
  });
});
