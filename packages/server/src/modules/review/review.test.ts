import { REVIEW_CALLS, remindUser } from '@jb/contract/api/review';
import { FeeType } from '@jb/contract/enums/order';
import { Status } from '@jb/contract/workflow';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorPost, openJournalWithAuthor, uploadAsAuthor } from '../../../test/authorSession.ts';
import { createUser } from '../../../test/factories.ts';
import {
  manuscriptRow,
  type ReviewWorld,
  reviewWorld,
  submittedToAllocation,
} from '../../../test/reviewWorld.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { call, callOf, login, type Session } from '../../../test/wireClient.ts';
import { journalFees, manuscriptAssignments, messages, orders } from '../../db/schema/index.ts';

const C = REVIEW_CALLS;

describe(`the review pipeline (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const world = () => reviewWorld(t);
  const atAllocation = (x: ReviewWorld) => submittedToAllocation(t, x);
  const row = (id: number) => manuscriptRow(t, id);

  it('allocates to a member of the stage’s group, who is told and finds it in their queue', async () => {
    const x = await world();
    const id = await atAllocation(x);
    const candidates = await callOf(t.app, C.reviewAllocation.candidates, x.admin, { query: { id } });
    expect(candidates.json().data.map((p: { userId: number }) => p.userId)).toEqual([
      x.w.editor.id,
      x.second.id,
    ]);
    const outsider = await createUser(t.db, x.w.press, { role: 'finance' });
    const refused = await callOf(t.app, C.reviewAllocation.saveAssign, x.admin, {
      body: { id, version: (await row(id)).version, assigneeId: outsider.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields[0]).toMatchObject({ path: 'assigneeId' });
    const done = await callOf(t.app, C.reviewAllocation.saveAssign, x.admin, {
      body: { id, version: (await row(id)).version, assigneeId: x.w.editor.id },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.status).toBe(Status.FIRST_REVIEW);
    expect((await row(id)).auditUserId).toBe(x.w.editor.id);
    const mine = await callOf(t.app, C.review.list, x.editor, { query: { assignee: 'mine' } });
    expect(mine.json().data.list.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(mine.json().data.list[0].actions).toEqual(
      expect.arrayContaining(['pass', 'returnForRevision', 'reject', 'setAside']),
    );
    const theirs = await callOf(t.app, C.review.list, x.other, { query: { assignee: 'mine' } });
    expect(theirs.json().data.list).toEqual([]);
    const inbox = await t.db.select().from(messages).where(eq(messages.recipientId, x.w.editor.id));
    expect(inbox.map((m) => m.title).join()).toContain('新的待办稿件');
    const reminded = await callOf(t.app, remindUser, x.admin, { body: { manuscriptId: id } });
    expect(reminded.json().data).toEqual({ sent: true });
    const after = await t.db.select().from(messages).where(eq(messages.recipientId, x.w.editor.id));
    expect(after.filter((m) => m.kind === 'reminder')).toHaveLength(1);
  });

  it('the assignee passes with an opinion; only they may; they can undo it until the next stage starts', async () => {
    const x = await world();
    const id = await atAllocation(x);
    await callOf(t.app, C.reviewAllocation.saveAssign, x.admin, {
      body: { id, version: (await row(id)).version, assigneeId: x.w.editor.id },
    });
    const byOther = await callOf(t.app, C.review.audit, x.admin, {
      body: { id, version: (await row(id)).version, action: 'pass', opinion: '同意' },
    });
    expect(byOther.statusCode).toBe(400);
    expect(byOther.json().data.reason).toBe('notAssignee');
    const passed = await callOf(t.app, C.review.audit, x.editor, {
      body: { id, version: (await row(id)).version, action: 'pass', opinion: '选题新颖，同意送终审。' },
    });
    expect(passed.json().data.status).toBe(Status.FINAL_ALLOCATION);
    expect((await row(id)).auditUserId).toBeNull();
    const detail = (await callOf(t.app, C.finalAllot.detail, x.editor, { query: { id } })).json().data;
    expect(detail.audits[0]).toMatchObject({
      action: 'pass',
      opinion: '选题新颖，同意送终审。',
      revoked: false,
    });
    // Another person cannot undo it; the editor can, and the stage is theirs again.
    const notMine = await callOf(t.app, C.review.cancel, x.other, {
      body: { id, version: (await row(id)).version },
    });
    expect(notMine.json().data.reason).toBe('notYourAudit');
    const undone = await callOf(t.app, C.review.cancel, x.editor, {
      body: { id, version: (await row(id)).version },
    });
    expect(undone.json().data.status).toBe(Status.FIRST_REVIEW);
    expect((await row(id)).auditUserId).toBe(x.w.editor.id);
    const again = (await callOf(t.app, C.review.detail, x.editor, { query: { id } })).json().data;
    expect(again.audits[0].revoked).toBe(true);
  });

  it('final review and acceptance: the acceptance fee order is created from the journal’s fee', async () => {
    const x = await world();
    await t.db.insert(journalFees).values({
      journalId: x.w.journalId,
      feeType: FeeType.ACCEPTANCE,
      amountFen: 180_000,
      validFrom: '2020-01-01',
    });
    const id = await atAllocation(x);
    const step = async (call_: Parameters<typeof callOf>[1], who: Session, body: Record<string, unknown>) => {
      const res = await callOf(t.app, call_ as never, who, {
        body: { id, version: (await row(id)).version, ...body },
      } as never);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.status as number;
    };
    await step(C.reviewAllocation.saveAssign, x.admin, { assigneeId: x.w.editor.id });
    await step(C.review.audit, x.editor, { action: 'pass', opinion: '' });
    expect(await step(C.finalAllot.saveAssign, x.admin, { assigneeId: x.w.editor.id })).toBe(
      Status.FINAL_REVIEW,
    );
    expect(await step(C.finalAudit.audit, x.editor, { action: 'pass', opinion: '同意录用' })).toBe(
      Status.ACCEPTANCE_CONFIRMATION,
    );
    expect(await step(C.employment.audit, x.admin, { action: 'confirmAcceptance', opinion: '' })).toBe(
      Status.ACCEPTED,
    );
    const fee = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.manuscriptId, id), eq(orders.feeType, FeeType.ACCEPTANCE)));
    expect(fee.map((o) => [o.amountFen, o.payStatus])).toEqual([[180_000, 0]]);
  });

  it('rejection goes to review: sent back to its stage, or confirmed as rejected', async () => {
    const x = await world();
    const id = await atAllocation(x);
    await callOf(t.app, C.reviewAllocation.saveAssign, x.admin, {
      body: { id, version: (await row(id)).version, assigneeId: x.w.editor.id },
    });
    const noReason = await callOf(t.app, C.review.audit, x.editor, {
      body: { id, version: (await row(id)).version, action: 'reject', opinion: ' ' },
    });
    expect(noReason.json().data.reason).toBe('noteRequired');
    const rejected = await callOf(t.app, C.review.audit, x.editor, {
      body: { id, version: (await row(id)).version, action: 'reject', opinion: '与本刊方向不符' },
    });
    expect(rejected.json().data.status).toBe(Status.REJECTION_REVIEW);
    const back = await callOf(t.app, C.rejection.audit, x.admin, {
      body: { id, version: (await row(id)).version, action: 'sendBack', opinion: '请再看看' },
    });
    expect(back.json().data.status).toBe(Status.FIRST_REVIEW);
    expect((await row(id)).auditUserId).toBe(x.w.editor.id);
    await callOf(t.app, C.review.audit, x.editor, {
      body: { id, version: (await row(id)).version, action: 'reject', opinion: '与本刊方向不符' },
    });
    const confirmed = await callOf(t.app, C.rejection.audit, x.admin, {
      body: { id, version: (await row(id)).version, action: 'confirmRejection', opinion: '' },
    });
    expect(confirmed.json().data.status).toBe(Status.REJECTED);
  });

  it('a return for revision: the author revises, and it comes back to the same stage and person with revisionNum 1', async () => {
    const x = await world();
    const id = await atAllocation(x);
    await callOf(t.app, C.reviewAllocation.saveAssign, x.admin, {
      body: { id, version: (await row(id)).version, assigneeId: x.w.editor.id },
    });
    const returned = await callOf(t.app, C.review.audit, x.editor, {
      body: { id, version: (await row(id)).version, action: 'returnForRevision', opinion: '请补充实验' },
    });
    expect(returned.json().data.status).toBe(Status.RETURNED_FOR_REVISION);
    // The author's detail carries the editors' reason and the version to revise under.
    const authorDetail = async () =>
      (await call(t.app, 'GET', '/author/manuscript/detail', x.session, { query: { id } })).json().data;
    const asked = await authorDetail();
    expect(asked.revisionRequest).toMatchObject({ reason: '请补充实验' });
    expect([asked.version, asked.revisionNum]).toEqual([(await row(id)).version, 0]);
    const started = await authorPost(
      t,
      '/author/manuscript/startRevision',
      { id, version: (await row(id)).version },
      x.session,
    );
    expect(started.json().data.status).toBe(Status.REVISION_IN_PROGRESS);
    // Another author of the press cannot touch it.
    const stranger = await openJournalWithAuthor(t, x.w);
    const foreign = await authorPost(
      t,
      '/author/manuscript/revise',
      { id, version: (await row(id)).version, fileId: await uploadAsAuthor(t, stranger.session) },
      stranger.session,
    );
    expect(foreign.statusCode).toBe(404);
    const fileId = await uploadAsAuthor(t, x.session);
    const revised = await authorPost(
      t,
      '/author/manuscript/revise',
      { id, version: (await row(id)).version, fileId, note: '已补充实验' },
      x.session,
    );
    expect(revised.statusCode, revised.body).toBe(200);
    expect(revised.json().data.status).toBe(Status.FIRST_REVIEW);
    expect(await authorDetail()).toMatchObject({ revisionRequest: null, revisionNum: 1 });
    const list = await callOf(t.app, C.review.list, x.editor, { query: { assignee: 'mine' } });
    expect(list.json().data.list.find((r: { id: number }) => r.id === id)).toMatchObject({ revisionNum: 1 });
  });

  it('sets a manuscript aside and takes it back; the queue filters by it', async () => {
    const x = await world();
    const id = await atAllocation(x);
    await callOf(t.app, C.reviewAllocation.saveAssign, x.admin, {
      body: { id, version: (await row(id)).version, assigneeId: x.w.editor.id },
    });
    await callOf(t.app, C.review.audit, x.editor, {
      body: { id, version: (await row(id)).version, action: 'setAside', opinion: '' },
    });
    const aside = await callOf(t.app, C.review.list, x.editor, { query: { setAside: 'true' } });
    expect(aside.json().data.list[0]).toMatchObject({ id, ignoreStatus: 1 });
    expect(aside.json().data.list[0].actions).toContain('restore');
    expect(aside.json().data.list[0].actions).not.toContain('pass');
    await callOf(t.app, C.review.audit, x.editor, {
      body: { id, version: (await row(id)).version, action: 'restore', opinion: '' },
    });
    expect((await row(id)).ignoreStatus).toBe(0);
  });

  it('one-key assign: previews a plan by weight, then allocates each manuscript once even when called twice at once', async () => {
    const x = await world();
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await atAllocation(x));
    const items = async () => Promise.all(ids.map(async (id) => ({ id, version: (await row(id)).version })));
    const preview = await callOf(t.app, C.reviewAllocation.oneKeyAssign, x.admin, {
      body: { items: await items(), preview: true },
    });
    const plan = preview.json().data;
    const gets = Object.fromEntries(
      plan.members.map((m: { userId: number; gets: number }) => [m.userId, m.gets]),
    );
    expect(gets).toEqual({ [x.w.editor.id]: 4, [x.second.id]: 2 });
    expect(plan.members[0].reason.zh).toContain('权重 2');
    expect((await row(ids[0]!)).status).toBe(Status.FIRST_ALLOCATION);
    const body = { items: await items(), preview: false };
    const [a, b] = await Promise.all([
      callOf(t.app, C.reviewAllocation.oneKeyAssign, x.admin, { body }),
      callOf(t.app, C.reviewAllocation.oneKeyAssign, x.admin, { body }),
    ]);
    const okCount = [a, b].flatMap((r) => r.json().data.results).filter((r: { ok: boolean }) => r.ok).length;
    expect(okCount).toBe(6);
    for (const id of ids) {
      const open = await t.db
        .select()
        .from(manuscriptAssignments)
        .where(and(eq(manuscriptAssignments.manuscriptId, id), isNull(manuscriptAssignments.endedAt)));
      expect(open).toHaveLength(1);
    }
  });

  it('refuses a person without the permission (403) and another press’s manuscript (404) on every acting call', async () => {
    const x = await world();
    const id = await atAllocation(x);
    const b: PressWorld = await pressWorld(t.db);
    const adminB = await login(t.app, b.admin.account, b.admin.password);
    const financeA = await createUser(t.db, x.w.press, { role: 'finance' });
    const finance = await login(t.app, financeA.account, financeA.password);
    const version = (await row(id)).version;
    const acting = [
      [C.reviewAllocation.saveAssign, { id, version, assigneeId: x.w.editor.id }],
      [C.reviewAllocation.cancel, { id, version }],
      [C.review.audit, { id, version, action: 'pass', opinion: '' }],
      [C.review.cancel, { id, version }],
      [C.employment.audit, { id, version, action: 'confirmAcceptance', opinion: '' }],
      [C.rejection.audit, { id, version, action: 'confirmRejection', opinion: '' }],
      [remindUser, { manuscriptId: id }],
    ] as const;
    for (const [c, body] of acting) {
      const denied = await callOf(t.app, c as never, finance, { body } as never);
      expect(denied.statusCode, c.path).toBe(403);
      const foreign = await callOf(t.app, c as never, adminB, { body } as never);
      expect(foreign.statusCode, c.path).toBe(404);
    }
    for (const c of [C.reviewAllocation.batchAssign, C.review.batchAudit]) {
      const body = { items: [{ id, version }], assigneeId: x.w.editor.id, action: 'pass', opinion: '' };
      const foreign = await callOf(t.app, c as never, adminB, { body } as never);
      expect(foreign.json().data[0]).toMatchObject({ ok: false, id, code: 40400 });
    }
    const list = await callOf(t.app, C.reviewAllocation.list, adminB, { query: {} });
    expect(list.json().data.list.map((r: { id: number }) => r.id)).not.toContain(id);
  });
});
