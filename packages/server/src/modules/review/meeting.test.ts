import type { CallDeclaration } from '@jb/contract/api/define';
import { REVIEW_CALLS } from '@jb/contract/api/review';
import { Status } from '@jb/contract/workflow';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manuscriptRow, reviewWorld, submittedToAllocation } from '../../../test/reviewWorld.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, type Session } from '../../../test/wireClient.ts';
import { manuscriptEvents } from '../../db/schema/index.ts';

const C = REVIEW_CALLS;

describe(`the editorial-meeting mark of final review (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('the final reviewer marks a manuscript for the meeting and records its word; the status stays', async () => {
    const x = await reviewWorld(t);
    const id = await submittedToAllocation(t, x, '上会讨论的稿件');
    const act = (c: CallDeclaration, who: Session, body: Record<string, unknown>) =>
      manuscriptRow(t, id).then((m) =>
        callOf(t.app, c as never, who, { body: { id, version: m.version, opinion: '', ...body } } as never),
      );
    expect(
      (await act(C.reviewAllocation.saveAssign, x.admin, { assigneeId: x.w.editor.id })).statusCode,
    ).toBe(200);
    // Not at first review: the row belongs to final review only.
    const early = await act(C.review.audit, x.editor, { action: 'markMeeting', meetingSign: 1 });
    expect(early.statusCode).toBe(400);
    expect(early.json().data.reason).toBe('wrongStatus');
    expect((await act(C.review.audit, x.editor, { action: 'pass' })).statusCode).toBe(200);
    expect((await act(C.finalAllot.saveAssign, x.admin, { assigneeId: x.w.editor.id })).statusCode).toBe(200);
    expect((await manuscriptRow(t, id)).status).toBe(Status.FINAL_REVIEW);

    for (const meetingSign of [0, 5, 'x']) {
      const bad = await act(C.finalAudit.audit, x.editor, { action: 'markMeeting', meetingSign });
      expect(bad.statusCode, String(meetingSign)).toBe(400);
    }
    const missing = await act(C.finalAudit.audit, x.editor, { action: 'markMeeting' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.fields[0]).toMatchObject({ path: 'meetingSign' });
    // Only the manuscript's final reviewer marks it.
    const other = await act(C.finalAudit.audit, x.other, { action: 'markMeeting', meetingSign: 1 });
    expect(other.json().data.reason).toBe('notAssignee');

    const marked = await act(C.finalAudit.audit, x.editor, { action: 'markMeeting', meetingSign: 1 });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data.status).toBe(Status.FINAL_REVIEW);
    const approved = await act(C.finalAudit.audit, x.editor, { action: 'markMeeting', meetingSign: 4 });
    expect(approved.statusCode, approved.body).toBe(200);
    const list = await callOf(t.app, C.finalAudit.list, x.editor, { query: { assignee: 'mine' } });
    const row = list.json().data.list.find((r: { id: number }) => r.id === id);
    expect(row.dto.meetingSign).toBe(4);
    expect(row.actions).toContain('markMeeting');
    const events = await t.db
      .select({ action: manuscriptEvents.action })
      .from(manuscriptEvents)
      .where(and(eq(manuscriptEvents.manuscriptId, id), eq(manuscriptEvents.action, 'markMeeting')));
    expect(events.length).toBe(2);
    // null clears it.
    expect(
      (await act(C.finalAudit.audit, x.editor, { action: 'markMeeting', meetingSign: null })).statusCode,
    ).toBe(200);
    expect((await manuscriptRow(t, id)).meetingSign).toBeNull();
    const after = await callOf(t.app, C.finalAudit.list, x.editor, { query: { assignee: 'mine' } });
    expect(after.json().data.list.find((r: { id: number }) => r.id === id).dto.meetingSign).toBeNull();
  });
});
