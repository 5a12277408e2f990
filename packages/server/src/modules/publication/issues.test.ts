import * as M from '@jb/contract/api/mailing';
import { PROCESS_CALLS } from '@jb/contract/api/processes';
import * as PUB from '@jb/contract/api/publication';
import { screenPermission } from '@jb/contract/menu';
import { FINAL_SCREEN } from '@jb/contract/productionRows';
import type { PublicationIssueRow } from '@jb/contract/schemas/publication';
import { PRODUCTION_STEPS, Status } from '@jb/contract/workflow';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { issueAt } from '../../../test/production.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { archiveChecks, issuePrintings, journals } from '../../db/schema/index.ts';
import { chinaDate } from '../manuscripts/service.ts';

describe(`the publication screen's issues (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let admin: Session;
  const today = chinaDate(new Date()).day;

  beforeAll(async () => {
    t = await createTestApp();
    w = await pressWorld(t.db);
    admin = await login(t.app, w.admin.account, w.admin.password);
    await t.db.update(journals).set({ doiPrefix: '10.13302' }).where(eq(journals.id, w.journalId));
  });
  afterAll(() => t.close());

  /** An issue at `status` with `n` articles; `printed`: its printing complete. */
  const issueWith = async (status: number, printed: boolean, n = 2) => {
    const issue = await issueAt(t, w, admin, status, n);
    await t.db.insert(issuePrintings).values({
      issueId: issue.issueId,
      printingHouse: '新华印刷厂',
      runSize: 1000,
      startedBy: w.admin.id,
      copiesDelivered: printed ? 990 : null,
      completedOn: printed ? today : null,
      completedBy: printed ? w.admin.id : null,
    });
    return issue;
  };
  const list = async (stage: string, who = admin, extra: Record<string, unknown> = {}) => {
    const res = await callOf(t.app, PUB.publicationIssues, who, {
      query: { journalId: w.journalId, stage, pageSize: 100, ...extra } as never,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { list: PublicationIssueRow[]; total: number };
  };
  const rowOf = async (stage: string, issueId: number, who = admin) =>
    (await list(stage, who)).list.find((r) => r.id === issueId);

  it('lists issues ready to publish, published and archived, each with what the clerk may do', async () => {
    const mailing = await issueWith(Status.MAILING, true, 3);
    const printedMailsFirst = await issueWith(Status.PRINTING, true);
    const inPrint = await issueWith(Status.PRINTING, false);

    const ready = await rowOf('ready', mailing.issueId);
    expect(ready).toMatchObject({
      articles: 3,
      mailingOpen: false,
      status: Status.MAILING,
      publishedOn: null,
      check: null,
      actions: ['publish'],
    });
    expect(ready?.printing?.completedOn).toBe(today);
    // Printed, but its process mails first; still in print: neither is ready to publish.
    const readyIds = (await list('ready')).list.map((r) => r.id);
    expect(readyIds).not.toContain(printedMailsFirst.issueId);
    expect(readyIds).not.toContain(inPrint.issueId);
    expect(await rowOf('published', mailing.issueId)).toBeUndefined();

    const years = await callOf(t.app, PUB.publicationYears, admin, { query: { journalId: w.journalId } });
    expect(years.json().data).toContain(2099);

    const published = await callOf(t.app, PUB.publishIssue, admin, {
      body: { issueId: mailing.issueId, publishedOn: today },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await rowOf('ready', mailing.issueId)).toBeUndefined();
    expect(await rowOf('published', mailing.issueId)).toMatchObject({
      status: Status.PUBLISHED,
      publishedOn: today,
      check: null,
      actions: ['checkArchive'],
    });

    // A pending check: nothing to do until it ends; a passed one made after publication: archive.
    const [check] = await t.db
      .insert(archiveChecks)
      .values({ issueId: mailing.issueId, requestedBy: w.admin.id })
      .returning();
    expect(await rowOf('published', mailing.issueId)).toMatchObject({
      check: { id: check!.id, state: 'pending', finishedAt: null },
      actions: [],
    });
    await t.db
      .update(archiveChecks)
      .set({ state: 'failed', findings: [], finishedAt: new Date() })
      .where(eq(archiveChecks.id, check!.id));
    expect((await rowOf('published', mailing.issueId))?.actions).toEqual(['checkArchive']);
    await t.db.update(archiveChecks).set({ state: 'passed' }).where(eq(archiveChecks.id, check!.id));
    expect(await rowOf('published', mailing.issueId)).toMatchObject({
      check: { state: 'passed' },
      actions: ['checkArchive', 'archive'],
    });

    const archived = await callOf(t.app, PUB.archiveIssue, admin, { body: { issueId: mailing.issueId } });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(await rowOf('published', mailing.issueId)).toBeUndefined();
    expect(await rowOf('archived', mailing.issueId)).toMatchObject({
      status: Status.ARCHIVED,
      publishedOn: today,
      actions: [],
    });
  });

  it('holds an issue at mailing until every recipient’s parcel has its tracking number', async () => {
    const issue = await issueWith(Status.MAILING, true, 1);
    expect(await rowOf('ready', issue.issueId)).toMatchObject({ mailingOpen: false, actions: ['publish'] });
    const recipients = await callOf(t.app, M.generateRecipients, admin, { body: { issueId: issue.issueId } });
    expect(recipients.statusCode, recipients.body).toBe(200);
    expect(await rowOf('ready', issue.issueId)).toMatchObject({ mailingOpen: true, actions: [] });
    const refused = await callOf(t.app, PUB.publishIssue, admin, {
      body: { issueId: issue.issueId, publishedOn: today },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('pages and sorts by issue, and filters by year', async () => {
    await issueWith(Status.MAILING, true, 1);
    await issueWith(Status.MAILING, true, 1);
    const all = await list('ready');
    expect(all.total).toBeGreaterThanOrEqual(2);
    const numbers = all.list.map((r) => r.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    const asc = await list('ready', admin, { order: 'asc' });
    expect(asc.list.map((r) => r.number)).toEqual([...numbers].reverse());
    const one = await list('ready', admin, { pageSize: 1, page: 2 });
    expect(one).toMatchObject({ total: all.total, list: [{ id: all.list[1]!.id }] });
    expect((await list('ready', admin, { year: 2098 })).total).toBe(0);
    const bad = await callOf(t.app, PUB.publicationIssues, admin, {
      query: { journalId: w.journalId, stage: 'printed' } as never,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('shows a reader without the publish or archive permission the issues but no buttons', async () => {
    const issue = await issueWith(Status.MAILING, true, 1);
    const reader = await createUser(t.db, w.press, {
      adminType: 2,
      permissions: [screenPermission(FINAL_SCREEN)],
    });
    const session = await login(t.app, reader.account, reader.password);
    expect(await rowOf('ready', issue.issueId, session)).toMatchObject({ actions: [] });
  });

  it('refuses a clerk without the screen (403) and another press (404)', async () => {
    const noRight = await createUser(t.db, w.press, { role: 'typesetter' });
    const clerk = await login(t.app, noRight.account, noRight.password);
    const query = { journalId: w.journalId };
    expect((await callOf(t.app, PUB.publicationIssues, clerk, { query: query as never })).statusCode).toBe(
      403,
    );
    expect((await callOf(t.app, PUB.publicationYears, clerk, { query })).statusCode).toBe(403);
    const b = await pressWorld(t.db);
    const other = await login(t.app, b.admin.account, b.admin.password);
    expect((await callOf(t.app, PUB.publicationIssues, other, { query: query as never })).statusCode).toBe(
      404,
    );
    expect((await callOf(t.app, PUB.publicationYears, other, { query })).statusCode).toBe(404);
  });

  it('lists a printed issue as ready when its process has no mailing step', async () => {
    const steps = PRODUCTION_STEPS.map((s) => ({ key: s.key, enabled: s.key !== 'mailing' }));
    const saved = await callOf(t.app, PROCESS_CALLS.publishProcess.save, admin, {
      body: { journalId: w.journalId, steps },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const printed = await issueWith(Status.PRINTING, true);
    const inPrint = await issueWith(Status.PRINTING, false);
    expect(await rowOf('ready', printed.issueId)).toMatchObject({
      status: Status.PRINTING,
      actions: ['publish'],
    });
    expect(await rowOf('ready', inPrint.issueId)).toBeUndefined();
  });
});
