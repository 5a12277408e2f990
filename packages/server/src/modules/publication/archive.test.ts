import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as PUB from '@jb/contract/api/publication';
import { ErrorCode } from '@jb/contract/errors';
import { Status } from '@jb/contract/workflow';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { issueAt } from '../../../test/production.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { JOB_DEADLINE_MS, JOB_TEST_TIMEOUT_MS, until } from '../../../test/until.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import {
  archiveChecks,
  issueFilms,
  issuePrintings,
  journals,
  manuscriptFiles,
  manuscripts,
  storedFiles,
} from '../../db/schema/index.ts';
import { type BlobStore, diskStore } from '../../platform/files/blobStore.ts';
import { checkZip, zipLimitsFor } from '../../platform/files/zipLimit.ts';
import { QUEUES } from '../../platform/jobs/queues.ts';
import { chinaDate } from '../manuscripts/service.ts';

describe(`archive checks and the archive (${engineName})`, { timeout: JOB_TEST_TIMEOUT_MS }, () => {
  let t: TestApp;
  let w: PressWorld;
  let admin: Session;
  let store: BlobStore;
  let storeDir = '';
  const today = chinaDate(new Date()).day;

  beforeAll(async () => {
    storeDir = await mkdtemp(path.join(os.tmpdir(), 'jb-archive-'));
    store = diskStore(storeDir);
    t = await createTestApp({
      config: { JOB_POLL_SECONDS: 0.5 },
      store,
      runJobs: [QUEUES.archiveCheck.name],
    });
    w = await pressWorld(t.db);
    admin = await login(t.app, w.admin.account, w.admin.password);
    await t.db.update(journals).set({ doiPrefix: '10.13301' }).where(eq(journals.id, w.journalId));
  });
  afterAll(async () => {
    await t.close();
    await rm(storeDir, { recursive: true, force: true });
  });

  /** A stored file of the press whose bytes are in the store (or not, when `lost`). */
  async function stored(label: string, kind: string, lost = false) {
    const bytes = Buffer.from(`%PDF-1.7\n% ${label}\n%%EOF\n`);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    if (!lost) await store.putBytes(sha256, bytes, 'application/pdf');
    const [f] = await t.db
      .insert(storedFiles)
      .values({
        pressId: w.press.id,
        sha256,
        sizeBytes: bytes.length,
        type: 'pdf',
        mime: 'application/pdf',
        name: `${label}.pdf`,
        kind,
        uploadedByType: 'staff',
        uploadedBy: w.admin.id,
      })
      .returning();
    return f!.id;
  }

  /** A published issue (mailing off) with a film; `finals`: which articles have their final PDF. */
  async function published(finals: boolean[]) {
    const issue = await issueAt(t, w, admin, Status.PRINTING, finals.length);
    await t.db.insert(issuePrintings).values({
      issueId: issue.issueId,
      printingHouse: '新华印刷厂',
      runSize: 1000,
      startedBy: w.admin.id,
      copiesDelivered: 990,
      completedOn: today,
      completedBy: w.admin.id,
    });
    await t.db.update(manuscripts).set({ status: Status.MAILING }).where(inArray(manuscripts.id, issue.ids));
    const res = await callOf(t.app, PUB.publishIssue, admin, {
      body: { issueId: issue.issueId, publishedOn: today },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const [k, has] of finals.entries())
      if (has)
        await t.db.insert(manuscriptFiles).values({
          manuscriptId: issue.ids[k]!,
          fileId: await stored(`final-${issue.ids[k]}`, 'proof'),
          role: 'proof',
          revision: 3,
        });
    await t.db.insert(issueFilms).values({
      issueId: issue.issueId,
      fileId: await stored(`film-${issue.issueId}`, 'film'),
      kind: 'output',
      entries: [],
      uploadedBy: w.admin.id,
    });
    return issue;
  }

  const check = (issueId: number) => callOf(t.app, PUB.requestArchiveCheck, admin, { body: { issueId } });
  const ended = async (issueId: number) => {
    let newest: { state: string; findings: unknown[] } | undefined;
    await until(
      'the archive check to end',
      async () => {
        const res = await callOf(t.app, PUB.archiveChecks, admin, { query: { issueId } });
        newest = res.json().data[0];
        return newest?.state !== 'pending';
      },
      JOB_DEADLINE_MS,
      200,
    );
    return newest!;
  };
  const archive = (issueId: number) => callOf(t.app, PUB.archiveIssue, admin, { body: { issueId } });

  it('refuses a second check while one is pending, two at once included; archives once a check passed', async () => {
    const issue = await published([true, true]);
    expect((await archive(issue.issueId)).json().data.fields[0].zh).toContain('归档检查');
    const two = await Promise.all([check(issue.issueId), check(issue.issueId)]);
    const codes = two.map((r) => r.json().code).sort();
    expect(codes).toEqual([ErrorCode.OK, ErrorCode.ARCHIVE_CHECK_PENDING]);
    const refused = two.find((r) => r.json().code !== ErrorCode.OK)!;
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('归档检查尚未结束');
    expect(await ended(issue.issueId)).toMatchObject({ state: 'passed', findings: [] });
    // Ended: another check may start.
    expect((await check(issue.issueId)).statusCode).toBe(200);
    expect((await ended(issue.issueId)).state).toBe('passed');
    const done = await archive(issue.issueId);
    expect(done.json().data, done.body).toEqual({
      issueId: issue.issueId,
      moved: 2,
      status: Status.ARCHIVED,
    });
  });

  it('streams the final files of a published issue as one zip: each article’s final PDF and source', async () => {
    const issue = await published([true, true]);
    const source = await stored(`source-${issue.ids[0]}`, 'manuscript');
    await t.db.update(storedFiles).set({ name: '稿件.docx' }).where(eq(storedFiles.id, source));
    await t.db
      .insert(manuscriptFiles)
      .values({ manuscriptId: issue.ids[0]!, fileId: source, role: 'manuscript', revision: 9 });
    const res = await callOf(t.app, PUB.finalFiles, admin, { query: { issueId: issue.issueId } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zipPath = path.join(storeDir, `final-${issue.issueId}.zip`);
    await writeFile(zipPath, res.rawPayload);
    const seen: { name: string; text: string }[] = [];
    let chunks: Buffer[] = [];
    await checkZip(zipPath, zipLimitsFor(res.rawPayload.length), {
      entry: (e) => {
        seen.push({ name: e.name, text: '' });
        chunks = [];
      },
      data: (c) => {
        chunks.push(c);
      },
      end: () => {
        seen.at(-1)!.text = Buffer.concat(chunks).toString();
      },
    });
    const [a, b] = issue.articles.map((x) => x.articleNo);
    expect(seen.map((s) => s.name)).toEqual([
      `${a}/${a}-终版.pdf`,
      `${a}/${a}-源文件.docx`,
      `${b}/${b}-终版.pdf`,
    ]);
    expect(seen[0]!.text).toContain(`final-${issue.ids[0]}`);
    expect(seen[1]!.text).toContain(`source-${issue.ids[0]}`);
    // A final PDF whose bytes are gone: refused before anything is sent, naming the article.
    const [finalRow] = await t.db
      .select({ sha256: storedFiles.sha256 })
      .from(storedFiles)
      .where(eq(storedFiles.name, `final-${issue.ids[1]}.pdf`));
    await rm(
      path.join(storeDir, finalRow!.sha256.slice(0, 2), finalRow!.sha256.slice(2, 4), finalRow!.sha256),
    );
    const lost = await callOf(t.app, PUB.finalFiles, admin, { query: { issueId: issue.issueId } });
    expect(lost.statusCode).toBe(400);
    expect(lost.json().data.fields.map((f: { zh: string }) => f.zh)).toEqual([expect.stringContaining(b!)]);
    // Not published yet: no final files.
    const early = await issueAt(t, w, admin, Status.PRINTING, 1);
    expect(
      (await callOf(t.app, PUB.finalFiles, admin, { query: { issueId: early.issueId } })).statusCode,
    ).toBe(400);
  });

  it('fails a check naming what is missing, and the archive waits for a passed one', async () => {
    const issue = await published([true, false]);
    // The film's bytes are gone from the store.
    await t.db.delete(issueFilms).where(eq(issueFilms.issueId, issue.issueId));
    await t.db.insert(issueFilms).values({
      issueId: issue.issueId,
      fileId: await stored(`lost-film-${issue.issueId}`, 'film', true),
      kind: 'output',
      entries: [],
      uploadedBy: w.admin.id,
    });
    expect((await check(issue.issueId)).statusCode).toBe(200);
    const failed = await ended(issue.issueId);
    expect(failed.state).toBe('failed');
    expect(failed.findings).toEqual([
      { manuscriptId: issue.ids[1], articleNo: issue.articles[1]!.articleNo, problem: 'noFinalPdf' },
      { manuscriptId: null, articleNo: '', problem: 'filmLost' },
    ]);
    expect((await archive(issue.issueId)).statusCode).toBe(400);
  });

  it('fails a check when a film alteration after the output lost its bytes, not when an older one did', async () => {
    const issue = await published([true]);
    const alteration = async (label: string, lost: boolean) =>
      t.db.insert(issueFilms).values({
        issueId: issue.issueId,
        fileId: await stored(`${label}-${issue.issueId}`, 'film', lost),
        kind: 'alteration',
        entries: [],
        uploadedBy: w.admin.id,
      });
    await alteration('altered-pages', true);
    expect((await check(issue.issueId)).statusCode).toBe(200);
    expect((await ended(issue.issueId)).findings).toEqual([
      { manuscriptId: null, articleNo: '', problem: 'filmLost' },
    ]);
    // A new output package supersedes the lost alteration: what counts is the film after it.
    const [output] = await t.db
      .select()
      .from(issueFilms)
      .where(and(eq(issueFilms.issueId, issue.issueId), eq(issueFilms.kind, 'output')));
    await t.db.insert(issueFilms).values({ ...output!, id: undefined, uploadedAt: undefined });
    await alteration('altered-again', false);
    expect((await check(issue.issueId)).statusCode).toBe(200);
    expect((await ended(issue.issueId)).state).toBe('passed');
  });

  it('ends a check stuck pending past its time as failed, so the issue is not held for ever', async () => {
    const issue = await published([true]);
    const [stuck] = await t.db
      .insert(archiveChecks)
      .values({
        issueId: issue.issueId,
        requestedBy: w.admin.id,
        requestedAt: new Date(Date.now() - 3_600_000),
      })
      .returning();
    expect((await check(issue.issueId)).statusCode).toBe(200);
    const [old] = await t.db.select().from(archiveChecks).where(eq(archiveChecks.id, stuck!.id));
    expect(old).toMatchObject({
      state: 'failed',
      findings: [{ manuscriptId: null, articleNo: '', problem: 'internal' }],
    });
    expect((await ended(issue.issueId)).state).toBe('passed');
  });

  it('keeps another press out (404) and a clerk without the permission (403)', async () => {
    const issue = await published([true]);
    const b = await pressWorld(t.db);
    const other = await login(t.app, b.admin.account, b.admin.password);
    for (const res of [
      await callOf(t.app, PUB.requestArchiveCheck, other, { body: { issueId: issue.issueId } }),
      await callOf(t.app, PUB.archiveChecks, other, { query: { issueId: issue.issueId } }),
      await callOf(t.app, PUB.archiveIssue, other, { body: { issueId: issue.issueId } }),
    ])
      expect(res.statusCode, res.body).toBe(404);
    const clerk = await createUser(t.db, w.press, { role: 'typesetter' });
    const s = await login(t.app, clerk.account, clerk.password);
    expect(
      (await callOf(t.app, PUB.requestArchiveCheck, s, { body: { issueId: issue.issueId } })).statusCode,
    ).toBe(403);
  });
});
