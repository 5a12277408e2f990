import * as PUB from '@jb/contract/api/publication';
import type { CrossrefDepositRow, CrossrefDeposits } from '@jb/contract/schemas/crossrefDeposits';
import { Status } from '@jb/contract/workflow';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { fakeCrossrefServer } from '../../../test/fakeCrossref.ts';
import { issueAt } from '../../../test/production.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { JOB_TEST_TIMEOUT_MS, until } from '../../../test/until.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { crossrefDeposits, journals } from '../../db/schema/index.ts';
import { QUEUES } from '../../platform/jobs/queues.ts';
import { chinaDate } from '../manuscripts/service.ts';

const today = chinaDate(new Date()).day;

/** A press whose journal has a DOI prefix, and its administrator signed in. */
async function world(t: TestApp, prefix: string) {
  const w = await pressWorld(t.db);
  await t.db.update(journals).set({ doiPrefix: prefix }).where(eq(journals.id, w.journalId));
  return { w, admin: await login(t.app, w.admin.account, w.admin.password) };
}

/** An issue at mailing (no recipients) published now. */
async function published(t: TestApp, w: PressWorld, admin: Session, n = 2) {
  const issue = await issueAt(t, w, admin, Status.MAILING, n);
  const res = await callOf(t.app, PUB.publishIssue, admin, {
    body: { issueId: issue.issueId, publishedOn: today },
  });
  expect(res.statusCode, res.body).toBe(200);
  return issue.issueId;
}

const stateOf = async (t: TestApp, who: Session, issueId: number): Promise<CrossrefDeposits> =>
  (await callOf(t.app, PUB.crossrefDepositState, who, { query: { issueId } })).json().data;

/**
 * A test app sending deposits to the fake Crossref at `url` and running these queues' jobs (the
 * result asked 0.1 s after a submission, where its queue runs).
 */
const sendingApp = (url: string, runJobs: string[]) =>
  createTestApp({
    config: {
      CROSSREF_DEPOSIT_URL: url,
      CROSSREF_LOGIN: 'press/role',
      CROSSREF_PASSWORD: 'secret',
      CROSSREF_TIMEOUT_MS: 2000,
      CROSSREF_RESULT_DELAY_MS: 100,
      JOB_POLL_SECONDS: 0.5,
    },
    runJobs,
  });

describe(`Crossref deposit sending (${engineName})`, { timeout: JOB_TEST_TIMEOUT_MS }, () => {
  let t: TestApp;
  let w: PressWorld;
  let admin: Session;
  let fake: Awaited<ReturnType<typeof fakeCrossrefServer>>;

  beforeAll(async () => {
    fake = await fakeCrossrefServer();
    t = await sendingApp(fake.url, [QUEUES.crossrefDeposit.name]);
    // Retries at once, not after the queue's 30 s and more.
    t.app.jobs.retryJobsAfter(0);
    ({ w, admin } = await world(t, '10.13302'));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** Waits until the issue's newest deposit is no longer pending; answers the deposits. */
  const ended = async (issueId: number) => {
    let seen: CrossrefDeposits | undefined;
    await until(
      () => `the deposit to end (${JSON.stringify(seen?.newest)})`,
      async () => {
        seen = await stateOf(t, admin, issueId);
        return !!seen.newest && seen.newest.state !== 'pending';
      },
    );
    return seen!;
  };

  it('publishing queues the deposit; Crossref receives it: submitted after one attempt', async () => {
    const before = fake.calls.length;
    const issueId = await published(t, w, admin, 3);
    const deposits = await ended(issueId);
    expect(deposits.sending).toBe(true);
    expect(deposits.newest).toMatchObject({ state: 'submitted', attempts: 1, lastError: null, doiCount: 3 });
    expect(deposits.newest!.submittedAt).not.toBeNull();
    const call = fake.calls[before]!;
    expect(call).toMatchObject({ operation: 'doMDUpload', login: 'press/role', password: 'secret' });
    expect(call.fileName).toBe(`${deposits.newest!.batchId}.xml`);
    expect(call.xml).toContain(`<doi_batch_id>${deposits.newest!.batchId}</doi_batch_id>`);
    expect(call.xml.match(/<doi>10\.13302\//g)).toHaveLength(3);
  });

  it('a server error is retried: submitted on the second attempt', async () => {
    fake.answers.push('error');
    const issueId = await published(t, w, admin);
    expect((await ended(issueId)).newest).toMatchObject({ state: 'submitted', attempts: 2, lastError: null });
  });

  it('a time-out is retried', async () => {
    fake.answers.push('hang');
    const issueId = await published(t, w, admin);
    expect((await ended(issueId)).newest).toMatchObject({ state: 'submitted', attempts: 2 });
  });

  it('a refused login fails at once, without retry; a resend is refused while pending, then sends again', async () => {
    fake.answers.push('unauthorized');
    const issueId = await published(t, w, admin);
    const failed = (await ended(issueId)).newest!;
    expect(failed).toMatchObject({ state: 'failed', attempts: 1 });
    expect(failed.lastError).toContain('401');
    const resend = () => callOf(t.app, PUB.resendCrossrefDeposit, admin, { body: { issueId } });
    // A deposit still pending (its job not run yet) refuses a second one.
    const [row] = await t.db
      .insert(crossrefDeposits)
      .values({ issueId, pressId: w.press.id, batchId: 'held', doiCount: 2, requestedBy: w.admin.id })
      .returning();
    const refused = await resend();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields[0]).toMatchObject({
      path: 'issueId',
      zh: expect.stringContaining('正在进行'),
    });
    await t.db.update(crossrefDeposits).set({ state: 'failed' }).where(eq(crossrefDeposits.id, row!.id));
    const again = await resend();
    expect(again.json().data, again.body).toMatchObject({ state: 'pending', attempts: 0 });
    const deposits = await ended(issueId);
    expect(deposits.newest).toMatchObject({ id: again.json().data.id, state: 'submitted' });
    expect(deposits.history.map((d) => d.state)).toEqual(['submitted', 'failed', 'failed']);
  });

  it('refuses a clerk without the permission (403), another press (404), an unpublished issue (400)', async () => {
    const issueId = await published(t, w, admin, 1);
    await ended(issueId);
    const reader = await createUser(t.db, w.press, { role: 'typesetter' });
    const clerk = await login(t.app, reader.account, reader.password);
    expect((await callOf(t.app, PUB.resendCrossrefDeposit, clerk, { body: { issueId } })).statusCode).toBe(
      403,
    );
    expect((await callOf(t.app, PUB.crossrefDepositState, clerk, { query: { issueId } })).statusCode).toBe(
      403,
    );
    const b = await world(t, '10.13303');
    for (const res of [
      await callOf(t.app, PUB.resendCrossrefDeposit, b.admin, { body: { issueId } }),
      await callOf(t.app, PUB.crossrefDepositState, b.admin, { query: { issueId } }),
    ])
      expect(res.statusCode, res.body).toBe(404);
    const open = await issueAt(t, w, admin, Status.MAILING, 1);
    const early = await callOf(t.app, PUB.resendCrossrefDeposit, admin, { body: { issueId: open.issueId } });
    expect(early.statusCode).toBe(400);
  });
});

describe(`Crossref's processing result (${engineName})`, { timeout: JOB_TEST_TIMEOUT_MS }, () => {
  let t: TestApp;
  let w: PressWorld;
  let admin: Session;
  let fake: Awaited<ReturnType<typeof fakeCrossrefServer>>;

  beforeAll(async () => {
    fake = await fakeCrossrefServer();
    t = await sendingApp(fake.url, [QUEUES.crossrefDeposit.name, QUEUES.crossrefResult.name]);
    t.app.jobs.retryJobsAfter(0);
    ({ w, admin } = await world(t, '10.13305'));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** Waits until the issue's newest deposit satisfies `done`; answers it. */
  const newestWhen = async (issueId: number, done: (d: CrossrefDepositRow) => boolean) => {
    let seen: CrossrefDeposits | undefined;
    await until(
      () => `the deposit's result (${JSON.stringify(seen?.newest)})`,
      async () => {
        seen = await stateOf(t, admin, issueId);
        return !!seen.newest && done(seen.newest);
      },
    );
    return seen!.newest!;
  };
  const settled = (d: CrossrefDepositRow) => d.state === 'registered' || d.state === 'rejected';

  it('asks Crossref how it processed the submission: registered when every DOI was taken', async () => {
    const issueId = await published(t, w, admin, 2);
    const deposit = await newestWhen(issueId, settled);
    expect(deposit).toMatchObject({
      state: 'registered',
      successCount: 2,
      failureCount: 0,
      resultNote: null,
      resultChecks: 1,
    });
    expect(deposit.resultCheckedAt).not.toBeNull();
    const query = fake.resultQueries.find((q) => q.get('doi_batch_id') === deposit.batchId)!;
    expect(Object.fromEntries(query)).toMatchObject({ usr: 'press/role', pwd: 'secret', type: 'result' });
  });

  it('asks again while Crossref has it queued; a refused record makes it rejected, with Crossref’s message', async () => {
    fake.results.push('queued', { failed: 1 });
    const issueId = await published(t, w, admin, 2);
    const deposit = await newestWhen(issueId, settled);
    expect(deposit).toMatchObject({ state: 'rejected', successCount: 1, failureCount: 1, resultChecks: 2 });
    expect(deposit.resultNote).toMatch(/^10\.13305\/\S+: Record not processed .* version & metadata$/);
  });

  it('a refused login ends the asking: the deposit stays submitted, with the reason', async () => {
    fake.results.push('unauthorized');
    const issueId = await published(t, w, admin, 1);
    const deposit = await newestWhen(issueId, (d) => d.resultChecks > 0);
    expect(deposit).toMatchObject({ state: 'submitted', successCount: null, failureCount: null });
    expect(deposit.lastError).toContain('login refused (401)');
  });
});

describe(`Crossref deposit sending off (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('without a deposit URL the deposit is off: nothing sent, a resend refused', async () => {
    const { w, admin } = await world(t, '10.13304');
    const issueId = await published(t, w, admin);
    const deposits = await stateOf(t, admin, issueId);
    expect(deposits.sending).toBe(false);
    expect(deposits.newest).toMatchObject({ state: 'off', attempts: 0, doiCount: 2 });
    const resend = await callOf(t.app, PUB.resendCrossrefDeposit, admin, { body: { issueId } });
    expect(resend.statusCode).toBe(400);
    expect(resend.json().data.fields[0].zh).toContain('未开通');
  });
});
