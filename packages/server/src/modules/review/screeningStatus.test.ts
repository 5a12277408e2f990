import { reviewProcessSave } from '@jb/contract/api/processes';
import { REVIEW_CALLS, screeningStatus } from '@jb/contract/api/review';
import { REVIEW_STAGES, Status } from '@jb/contract/workflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { manuscriptRow, reviewWorld, submittedToAllocation } from '../../../test/reviewWorld.ts';
import { pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login } from '../../../test/wireClient.ts';

const C = REVIEW_CALLS;

describe(`screening allocation's switch (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the switch of the process in force and what waits; a change of the process turns it off', async () => {
    const x = await reviewWorld(t, { stages: ['screening'] });
    const ask = async (query: { journalId?: number } = { journalId: x.w.journalId }) => {
      const res = await callOf(t.app, screeningStatus, x.admin, { query });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    expect(await ask()).toEqual({
      journalId: x.w.journalId,
      enabled: true,
      waiting: 0,
      processVersion: 1,
      inherited: false,
    });

    // First review passed: the manuscript waits for screening allocation.
    const id = await submittedToAllocation(t, x);
    const step = async (
      call: typeof C.review.audit | typeof C.reviewAllocation.saveAssign,
      who = x.admin,
      body = {},
    ) => {
      const res = await callOf(t.app, call as typeof C.review.audit, who, {
        body: { id, version: (await manuscriptRow(t, id)).version, ...body } as never,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await step(C.reviewAllocation.saveAssign, x.admin, { assigneeId: x.w.editor.id });
    await step(C.review.audit, x.editor, { action: 'pass', opinion: '送筛稿' });
    expect((await manuscriptRow(t, id)).status).toBe(Status.SCREENING_ALLOCATION);
    expect(await ask()).toMatchObject({ enabled: true, waiting: 1 });

    // Screening switched off for new submissions: the one waiting keeps its own process version.
    const saved = await callOf(t.app, reviewProcessSave, x.admin, {
      body: {
        journalId: x.w.journalId,
        stages: REVIEW_STAGES.map((s) => ({
          key: s.key,
          enabled: !s.optional,
          groupId: null,
          templateId: null,
        })),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await ask()).toMatchObject({ enabled: false, waiting: 1, processVersion: 2 });

    // The press default (no journal) is the built-in one: every stage on.
    expect(await ask({})).toMatchObject({ journalId: null, enabled: true, inherited: true, waiting: 1 });
  });

  it('refuses a person without the screen (403) and another press’s journal (404)', async () => {
    const x = await reviewWorld(t);
    const nobody = await createUser(t.db, x.w.press, { permissions: [] });
    const session = await login(t.app, nobody.account, nobody.password);
    const refused = await callOf(t.app, screeningStatus, session, { query: { journalId: x.w.journalId } });
    expect(refused.statusCode).toBe(403);

    const other = await pressWorld(t.db);
    const otherAdmin = await login(t.app, other.admin.account, other.admin.password);
    const hidden = await callOf(t.app, screeningStatus, otherAdmin, { query: { journalId: x.w.journalId } });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe(40400);
  });
});
