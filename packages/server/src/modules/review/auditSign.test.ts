import { REVIEW_CALLS } from '@jb/contract/api/review';
import { AuditSign, auditSignAt } from '@jb/contract/auditSign';
import { Status } from '@jb/contract/workflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manuscriptRow, reviewWorld, submittedToAllocation } from '../../../test/reviewWorld.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, type Session } from '../../../test/wireClient.ts';

const C = REVIEW_CALLS;

describe('the audit status a move leaves (auditSign)', () => {
  it('follows the status entered; a move that stays keeps it', () => {
    const at = (status: number, action = 'pass', from: number = Status.AUTHOR_UNPAID) =>
      auditSignAt(status as never, { from: from as never, action });
    expect(at(Status.FIRST_ALLOCATION, 'confirmRemittance')).toBe(AuditSign.TO_ASSIGN);
    expect(at(Status.FIRST_ALLOCATION, 'cancelAssign', Status.FIRST_REVIEW)).toBe(AuditSign.TO_ASSIGN_AGAIN);
    expect(at(Status.EXPERT_ALLOCATION)).toBe(AuditSign.TO_ASSIGN);
    expect(at(Status.SIMILARITY_CHECK)).toBe(AuditSign.TO_REVIEW);
    expect(at(Status.RETURNED_FOR_REVISION, 'returnForRevision', Status.RE_REVIEW)).toBe(AuditSign.TO_REVIEW);
    expect(
      auditSignAt(Status.EXPERT_REVIEW, {
        from: Status.REJECTION_REVIEW,
        action: 'sendBack',
        expertProgress: 2,
      }),
    ).toBe(AuditSign.PARTLY_REVIEWED);
    expect(at(Status.ACCEPTANCE_CONFIRMATION)).toBe(AuditSign.ALL_REVIEWED);
    expect(at(Status.REJECTION_REVIEW, 'reject', Status.FIRST_REVIEW)).toBe(AuditSign.ALL_REVIEWED);
    expect(at(Status.REJECTED, 'confirmRejection', Status.REJECTION_REVIEW)).toBe(AuditSign.CLOSED);
    expect(at(Status.PRINTING, 'print', Status.TO_PRESS)).toBe(AuditSign.CLOSED);
    expect(at(Status.FIRST_REVIEW, 'reassign', Status.FIRST_REVIEW)).toBeNull();
    expect(at(Status.EXPERT_REVIEW, 'setAside', Status.EXPERT_REVIEW)).toBeNull();
  });
});

describe(`auditSign on the list row through the review (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('to be assigned, to be reviewed, to be assigned again, all reviewed, closed: one manuscript and a batch alike', async () => {
    const x = await reviewWorld(t);
    const id = await submittedToAllocation(t, x);
    const version = async () => (await manuscriptRow(t, id)).version;
    /** The manuscript's row in a queue's list, as the screen reads it. */
    const sign = async (list: typeof C.review.list) => {
      const page = (await callOf(t.app, list, x.admin, { query: {} })).json().data;
      return page.list.find((r: { id: number }) => r.id === id)?.auditSign as number | undefined;
    };
    const act = async (call: unknown, who: Session, body: Record<string, unknown>) => {
      const res = await callOf(t.app, call as typeof C.review.audit, who, {
        body: { id, version: await version(), ...body } as never,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    expect(await sign(C.reviewAllocation.list)).toBe(AuditSign.TO_ASSIGN);

    // The set-based engine (batch allocation) writes it as the one-manuscript engine does.
    const batch = await callOf(t.app, C.reviewAllocation.batchAssign, x.admin, {
      body: { items: [{ id, version: await version() }], assigneeId: x.w.editor.id },
    });
    expect(batch.json().data[0]).toMatchObject({ ok: true, status: Status.FIRST_REVIEW });
    expect(await sign(C.review.list)).toBe(AuditSign.TO_REVIEW);

    await act(C.reviewAllocation.cancel, x.admin, {});
    expect(await sign(C.reviewAllocation.list)).toBe(AuditSign.TO_ASSIGN_AGAIN);
    await act(C.reviewAllocation.saveAssign, x.admin, { assigneeId: x.w.editor.id });
    expect(await sign(C.review.list)).toBe(AuditSign.TO_REVIEW);
    await act(C.review.audit, x.editor, { action: 'setAside', opinion: '' });
    expect(await sign(C.review.list)).toBe(AuditSign.TO_REVIEW);
    await act(C.review.audit, x.editor, { action: 'restore', opinion: '' });

    await act(C.review.audit, x.editor, { action: 'pass', opinion: '同意' });
    expect(await sign(C.finalAllot.list)).toBe(AuditSign.TO_ASSIGN);
    await act(C.finalAllot.saveAssign, x.admin, { assigneeId: x.w.editor.id });
    await act(C.finalAudit.audit, x.editor, { action: 'pass', opinion: '同意录用' });
    expect(await sign(C.employment.list)).toBe(AuditSign.ALL_REVIEWED);
    await act(C.employment.audit, x.admin, { action: 'confirmAcceptance', opinion: '' });
    expect((await manuscriptRow(t, id)).auditSign).toBe(AuditSign.CLOSED);
  });
});
