import { REVIEW_CALLS } from '@jb/contract/api/review';
import { similarityReportRead } from '@jb/contract/api/similarity';
import { FeeType } from '@jb/contract/enums/order';
import type { SimilarityReportAnswer } from '@jb/contract/schemas/similarity';
import { Status } from '@jb/contract/workflow';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  manuscriptRow,
  type ReviewWorld,
  reviewWorld,
  submittedToAllocation,
} from '../../../test/reviewWorld.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { JOB_DEADLINE_MS, JOB_TEST_TIMEOUT_MS } from '../../../test/until.ts';
import { callOf } from '../../../test/wireClient.ts';
import { journalFees, orders, similarityReports } from '../../db/schema/index.ts';
import { QUEUES } from '../../platform/jobs/queues.ts';

/** The duplicate check runs by itself when a manuscript reaches it (status 20), and charges once. */
describe(`the duplicate check on entering the stage (${engineName})`, {
  timeout: JOB_TEST_TIMEOUT_MS,
}, () => {
  let t: TestApp;
  let x: ReviewWorld;
  beforeAll(async () => {
    t = await createTestApp({ config: { JOB_POLL_SECONDS: 0.5 }, runJobs: [QUEUES.similarity.name] });
    x = await reviewWorld(t, { stages: ['similarity'] });
    await t.db.insert(journalFees).values({
      journalId: x.w.journalId,
      feeType: FeeType.SIMILARITY_CHECK,
      amountFen: 12_000,
      validFrom: '2020-01-01',
    });
  });
  afterAll(() => t.close());

  const version = async (id: number) => (await manuscriptRow(t, id)).version;

  /** First review allocated to the editor and passed: the manuscript enters the check. */
  async function toCheck(title: string): Promise<number> {
    const id = await submittedToAllocation(t, x, title);
    const assigned = await callOf(t.app, REVIEW_CALLS.reviewAllocation.saveAssign, x.admin, {
      body: { id, version: await version(id), assigneeId: x.w.editor.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const passed = await callOf(t.app, REVIEW_CALLS.review.audit, x.editor, {
      body: { id, version: await version(id), action: 'pass', opinion: '送查重' },
    });
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json().data.status).toBe(Status.SIMILARITY_CHECK);
    return id;
  }

  async function settled(id: number): Promise<SimilarityReportAnswer> {
    const deadline = Date.now() + JOB_DEADLINE_MS;
    for (;;) {
      const res = await callOf(t.app, similarityReportRead, x.editor, { query: { manuscriptId: id } });
      expect(res.statusCode, res.body).toBe(200);
      const answer: SimilarityReportAnswer = res.json().data;
      if (answer.report?.state === 'done' || answer.report?.state === 'failed') return answer;
      if (Date.now() > deadline) throw new Error(`the check did not finish: ${res.body}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  const checkOrders = (id: number) =>
    t.db
      .select({ amountFen: orders.amountFen, payStatus: orders.payStatus })
      .from(orders)
      .where(and(eq(orders.manuscriptId, id), eq(orders.feeType, FeeType.SIMILARITY_CHECK)));
  const reports = (id: number) =>
    t.db
      .select({ id: similarityReports.id })
      .from(similarityReports)
      .where(eq(similarityReports.manuscriptId, id));

  it('checks the manuscript file without anyone asking, and orders the journal’s check fee', async () => {
    const id = await toCheck('自动查重的稿件');
    const { report } = await settled(id);
    expect(report).toMatchObject({ state: 'done', progress: 100, requestedByName: null, error: null });
    expect(await checkOrders(id)).toEqual([{ amountFen: 12_000, payStatus: 0 }]);
  });

  it('entering the check again (the pass undone, then passed again) neither checks nor charges twice', async () => {
    const id = await toCheck('撤销后再次送查重');
    await settled(id);
    const undone = await callOf(t.app, REVIEW_CALLS.review.cancel, x.editor, {
      body: { id, version: await version(id) },
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data.status).toBe(Status.FIRST_REVIEW);
    const again = await callOf(t.app, REVIEW_CALLS.review.audit, x.editor, {
      body: { id, version: await version(id), action: 'pass', opinion: '再次送查重' },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.status).toBe(Status.SIMILARITY_CHECK);
    expect(await reports(id)).toHaveLength(1);
    expect(await checkOrders(id)).toHaveLength(1);
  });

  it('a journal without a check fee orders nothing, and the check still runs', async () => {
    await t.db.delete(journalFees).where(eq(journalFees.journalId, x.w.journalId));
    const id = await toCheck('不收查重费的稿件');
    expect((await settled(id)).report?.state).toBe('done');
    expect(await checkOrders(id)).toEqual([]);
  });
});
