import * as F from '@jb/contract/api/fundAudit';
import { manuscriptList, waiveFee } from '@jb/contract/api/manuscripts';
import { reviewProcessDetail, reviewProcessSave } from '@jb/contract/api/processes';
import * as R from '@jb/contract/api/revisions';
import { FoundationStatus } from '@jb/contract/enums/manuscript';
import { ErrorCode } from '@jb/contract/errors';
import { Status } from '@jb/contract/workflow';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthorSession, submitAsAuthor, uploadAsAuthor } from '../../../test/authorSession.ts';
import { countsAgainstRows, manuscriptAtZero } from '../../../test/manuscripts.ts';
import { requestWorld } from '../../../test/requestWorld.ts';
import { manuscriptRow } from '../../../test/reviewWorld.ts';
import type { PressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, type Session } from '../../../test/wireClient.ts';
import {
  manuscriptAuthors,
  manuscriptEvents,
  manuscriptFiles,
  manuscripts,
  outbox,
} from '../../db/schema/index.ts';

const byline = [{ name: '李作者', affiliation: '农业大学', email: '', corresponding: true }];
const fund = { fundName: '国家自然科学基金', fundNumber: '32070001', fundLevel: 2 };

describe(`fund audit (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let session: AuthorSession;
  let authorId: number;
  let admin: Session;
  let editor: Session;
  let finance: Session;
  let otherAdmin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    ({ w, session, authorId, admin, editor, finance, otherAdmin } = await requestWorld(t));
  });
  afterAll(() => t.close());

  /** A funded manuscript of the author waiting at 0, its fund pending, with a byline. */
  async function funded(number = fund.fundNumber) {
    const made = await manuscriptAtZero(t.db, w, authorId);
    await t.db
      .update(manuscripts)
      .set({ ...fund, fundNumber: number, foundationFlag: 1, foundationStatus: FoundationStatus.PENDING })
      .where(eq(manuscripts.id, made.id));
    await t.db
      .insert(manuscriptAuthors)
      .values(byline.map((a, i) => ({ ...a, manuscriptId: made.id, position: i + 1 })));
    return made.id;
  }
  const waive = async (id: number) => {
    const m = await manuscriptRow(t, id);
    return callOf(t.app, waiveFee, admin, { body: { id, version: m.version, note: '减免' } });
  };
  const decide = async (who: Session, id: number, decision: 'pass' | 'fail', note = '') => {
    const m = await manuscriptRow(t, id);
    return callOf(t.app, F.fundAuditDecide, who, { body: { id, version: m.version, decision, note } });
  };
  const fieldOf = (res: { json: () => { data: { fields: { path: string; zh: string }[] } } }) =>
    res.json().data.fields[0]!;
  const told = (id: number, event: string) =>
    t.db
      .select({ body: outbox.body })
      .from(outbox)
      .where(and(eq(outbox.manuscriptId, id), eq(outbox.event, event)));
  const fundValues = (over: Record<string, unknown>) => ({
    title: '深度学习在期刊审稿中的应用',
    keywords: '',
    abstract: '',
    authors: byline,
    foundationFlag: true,
    ...fund,
    ...over,
  });
  /** The author corrects the fund by an application; the editor passes it. */
  async function correctFund(id: number, over: Record<string, unknown>) {
    const made = await callOf(t.app, R.authorRevisionApply, session, {
      body: { manuscriptId: id, submit: true, reason: '基金编号更正', fileIds: [], ...fundValues(over) },
    });
    expect(made.json().code, made.body).toBe(200);
    const { id: requestId, version } = made.json().data;
    const passed = await callOf(t.app, R.revisionAudit, editor, {
      body: { id: requestId, version, decision: 'pass', note: '' },
    });
    expect(passed.json().code, passed.body).toBe(200);
  }

  it('beside the path (the default): fail with the reason, the author corrects the fund, pass; the manuscript never moves', async () => {
    const id = await funded();
    const sibling = await funded();
    expect((await waive(id)).json().data.status).toBe(Status.FIRST_ALLOCATION);
    const file = await uploadAsAuthor(
      t,
      session,
      'fundCertificate',
      Buffer.from('%PDF-1.4\n'),
      '立项证明.pdf',
    );
    await t.db.insert(manuscriptFiles).values({ manuscriptId: id, fileId: file, role: 'fundCertificate' });

    const list = (await callOf(t.app, F.fundAuditList, editor, { query: { status: 1 } })).json().data;
    const row = list.list.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({
      ...fund,
      foundationStatus: 1,
      status: Status.FIRST_ALLOCATION,
      actions: ['pass', 'fail'],
    });
    const detail = (await callOf(t.app, F.fundAuditDetailCall, editor, { query: { id } })).json().data;
    expect(detail.certificates).toEqual([{ id: file, name: expect.any(String), source: 'manuscript' }]);
    expect(detail.sameFund.map((s: { id: number }) => s.id)).toEqual([sibling]);

    // A failure needs the reason (400 on the field); nothing is written.
    const bare = await decide(editor, id, 'fail');
    expect(bare.statusCode).toBe(400);
    expect(fieldOf(bare).path).toBe('note');
    const failed = await decide(editor, id, 'fail', '基金编号与立项证明不符');
    expect(failed.json().data, failed.body).toMatchObject({
      status: Status.FIRST_ALLOCATION,
      foundationStatus: 3,
    });
    expect((await told(id, 'fundAuditFailed')).some((o) => o.body.includes('基金编号与立项证明不符'))).toBe(
      true,
    );
    // Decided: not pending any more.
    const again = await decide(editor, id, 'pass');
    expect(again.json()).toMatchObject({
      code: ErrorCode.WORKFLOW_REFUSED,
      data: { reason: 'fundNotPending' },
    });
    const failedList = (await callOf(t.app, F.fundAuditList, editor, { query: { status: 3 } })).json().data;
    expect(failedList.list.find((r: { id: number }) => r.id === id)).toMatchObject({
      lastDecision: { action: 'failFundAudit', note: '基金编号与立项证明不符' },
      actions: [],
    });

    // Before acceptance the author's application may correct the fund only.
    const title = await callOf(t.app, R.authorRevisionApply, session, {
      body: {
        manuscriptId: id,
        submit: true,
        reason: '更正',
        fileIds: [],
        ...fundValues({ title: '新标题', fundNumber: '32070002' }),
      },
    });
    expect(fieldOf(title)).toMatchObject({ path: 'manuscriptId', zh: expect.stringContaining('基金') });
    await correctFund(id, { fundNumber: '32070002' });
    expect(await manuscriptRow(t, id)).toMatchObject({ fundNumber: '32070002', foundationStatus: 1 });

    const passed = await decide(editor, id, 'pass', '核实无误');
    expect(passed.json().data, passed.body).toMatchObject({
      status: Status.FIRST_ALLOCATION,
      foundationStatus: 2,
    });
    expect(await told(id, 'fundAuditPassed')).not.toHaveLength(0);
    // The staff list's fund filter reads the audit's result.
    const byAudit = (await callOf(t.app, manuscriptList, editor, { query: { foundationStatus: '2' } })).json()
      .data;
    expect(byAudit.list.map((r: { id: number }) => r.id)).toContain(id);
    expect(byAudit.list.map((r: { id: number }) => r.id)).not.toContain(sibling);
  });

  it('held at 600: a funded manuscript reaching the configured stage waits there and returns when passed', async () => {
    const current = (
      await callOf(t.app, reviewProcessDetail, admin, { query: { journalId: w.journalId } })
    ).json().data;
    const stages = current.stages;
    // A hold from a stage that is off is refused on the field.
    const off = stages.map((s: { key: string }) => (s.key === 'screening' ? { ...s, enabled: false } : s));
    const refused = await callOf(t.app, reviewProcessSave, admin, {
      body: { journalId: w.journalId, stages: off, fundAudit: { hold: true, at: 'screening' } },
    });
    expect(fieldOf(refused).path).toBe('fundAudit.at');
    const saved = await callOf(t.app, reviewProcessSave, admin, {
      body: { journalId: w.journalId, stages, fundAudit: { hold: true, at: 'first' } },
    });
    expect(saved.json().data.fundAudit, saved.body).toEqual({ hold: true, at: 'first' });
    // A save without the setting keeps it.
    const kept = await callOf(t.app, reviewProcessSave, admin, { body: { journalId: w.journalId, stages } });
    expect(kept.json().data.fundAudit).toEqual({ hold: true, at: 'first' });

    // A funded submission to a journal charging no prepaid fee reaches the first stage: held at once.
    const submitted = await submitAsAuthor(t, session, {
      columnId: w.columnId,
      title: '基金资助的稿件',
      foundationFlag: true,
      ...fund,
    });
    expect(submitted.json().data, submitted.body).toMatchObject({ status: Status.FUND_AUDIT });
    expect((await manuscriptRow(t, submitted.json().data.id)).resumeStatus).toBe(Status.FIRST_ALLOCATION);

    const id = await funded('32070009');
    const unfunded = (await manuscriptAtZero(t.db, w, authorId)).id;
    expect((await waive(unfunded)).json().data.status).toBe(Status.FIRST_ALLOCATION);
    const held = await waive(id);
    expect(held.json().data, held.body).toMatchObject({ status: Status.FUND_AUDIT });
    expect((await manuscriptRow(t, id)).version).toBe(held.json().data.version);
    const [hold] = await t.db
      .select()
      .from(manuscriptEvents)
      .where(and(eq(manuscriptEvents.manuscriptId, id), eq(manuscriptEvents.action, 'holdForFundAudit')));
    expect(hold).toMatchObject({ fromStatus: Status.FIRST_ALLOCATION, toStatus: Status.FUND_AUDIT });

    // Failed, it stays at 600; the fund cannot be dropped there, only corrected.
    expect((await decide(admin, id, 'fail', '缺少立项证明')).json().data).toMatchObject({
      status: Status.FUND_AUDIT,
      foundationStatus: 3,
    });
    const dropped = await callOf(t.app, R.authorRevisionApply, session, {
      body: {
        manuscriptId: id,
        submit: true,
        reason: '取消基金',
        fileIds: [],
        ...fundValues({ foundationFlag: false, fundName: '', fundNumber: '', fundLevel: null }),
      },
    });
    const made = dropped.json().data;
    const refusedDrop = await callOf(t.app, R.revisionAudit, editor, {
      body: { id: made.id, version: made.version, decision: 'pass', note: '' },
    });
    expect(fieldOf(refusedDrop).path).toBe('foundationFlag');
    await callOf(t.app, R.revisionAudit, editor, {
      body: { id: made.id, version: made.version, decision: 'fail', note: '请更正而非取消' },
    });
    await correctFund(id, { fundNumber: '32070010' });
    const passed = await decide(admin, id, 'pass');
    expect(passed.json().data, passed.body).toMatchObject({
      status: Status.FIRST_ALLOCATION,
      foundationStatus: 2,
    });
    expect((await manuscriptRow(t, id)).resumeStatus).toBeNull();
    const counts = await countsAgainstRows(t.db, w.press.id);
    expect(counts.kept).toEqual(counts.actual);

    await callOf(t.app, reviewProcessSave, admin, {
      body: { journalId: w.journalId, stages, fundAudit: { hold: false, at: 'first' } },
    });
  });

  it('refuses callers without the permission and another press’s staff', async () => {
    const id = await funded('32070099');
    expect((await callOf(t.app, F.fundAuditList, finance, { query: {} })).statusCode).toBe(403);
    expect((await decide(finance, id, 'pass')).statusCode).toBe(403);
    expect((await callOf(t.app, F.fundAuditDetailCall, otherAdmin, { query: { id } })).statusCode).toBe(404);
    expect((await decide(otherAdmin, id, 'pass')).statusCode).toBe(404);
    const foreign = (await callOf(t.app, F.fundAuditList, otherAdmin, { query: {} })).json().data;
    expect(foreign.list.some((r: { id: number }) => r.id === id)).toBe(false);
    // A stale version is 409; the hold is never a person's action.
    const stale = await callOf(t.app, F.fundAuditDecide, admin, {
      body: { id, version: 99, decision: 'pass', note: '' },
    });
    expect(stale.statusCode).toBe(409);
    expect((await manuscriptRow(t, id)).foundationStatus).toBe(1);
  });
});
