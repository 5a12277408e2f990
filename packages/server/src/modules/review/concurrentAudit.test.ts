import { REVIEW_CALLS } from '@jb/contract/api/review';
import { ErrorCode } from '@jb/contract/errors';
import { Status } from '@jb/contract/workflow';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manuscriptRow, reviewWorld, submittedToAllocation } from '../../../test/reviewWorld.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf } from '../../../test/wireClient.ts';
import { manuscriptAudits, manuscriptEvents } from '../../db/schema/index.ts';

const C = REVIEW_CALLS;

describe(`two passes of one manuscript at once (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('one wins; the other gets 409 with the status and version it moved to, and nothing of its own is kept', async () => {
    const x = await reviewWorld(t);
    const id = await submittedToAllocation(t, x);
    const assigned = await callOf(t.app, C.reviewAllocation.saveAssign, x.admin, {
      body: { id, version: (await manuscriptRow(t, id)).version, assigneeId: x.w.editor.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const version = assigned.json().data.version as number;
    const pass = (opinion: string) =>
      callOf(t.app, C.review.audit, x.editor, { body: { id, version, action: 'pass', opinion } });
    const answers = await Promise.all([pass('第一位：同意'), pass('第二位：同意')]);

    const won = answers.filter((r) => r.statusCode === 200);
    const lost = answers.filter((r) => r.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const fresh = won[0]!.json().data as { status: number; version: number };
    expect(fresh.status).toBe(Status.FINAL_ALLOCATION);
    expect(lost[0]!.json()).toMatchObject({
      code: ErrorCode.MANUSCRIPT_MOVED,
      data: { status: fresh.status, version: fresh.version },
    });
    expect(await manuscriptRow(t, id)).toMatchObject({ status: fresh.status, version: fresh.version });
    // One pass on the record and on the timeline.
    const audits = await t.db.select().from(manuscriptAudits).where(eq(manuscriptAudits.manuscriptId, id));
    expect(audits.filter((a) => a.action === 'pass')).toHaveLength(1);
    const events = await t.db
      .select()
      .from(manuscriptEvents)
      .where(and(eq(manuscriptEvents.manuscriptId, id), eq(manuscriptEvents.action, 'pass')));
    expect(events).toHaveLength(1);
  });
});
