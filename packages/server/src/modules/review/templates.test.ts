import { REVIEW_CALLS } from '@jb/contract/api/review';
import { REVIEW_STAGES } from '@jb/contract/workflow';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewWorld, submittedToAllocation } from '../../../test/reviewWorld.ts';
import { pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login } from '../../../test/wireClient.ts';
import { auditTemplates, reviewProcesses } from '../../db/schema/index.ts';

const C = REVIEW_CALLS;

describe(`a stage's opinion templates (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('puts the template the manuscript’s review process names for the stage first', async () => {
    const x = await reviewWorld(t);
    const pressId = x.w.press.id;
    const [plain, named, other] = await t.db
      .insert(auditTemplates)
      .values([
        { pressId, stage: 'first', name: '初审通过', content: '同意进入下一环节。' },
        { pressId, stage: 'first', name: '初审（本刊）', content: '符合本刊要求，同意。' },
        { pressId, stage: 'final', name: '终审通过', content: '同意录用。' },
      ])
      .returning({ id: auditTemplates.id });
    await t.db
      .update(reviewProcesses)
      .set({
        stages: REVIEW_STAGES.map((s) => ({
          key: s.key,
          enabled: !s.optional,
          groupId: s.key === 'first' ? x.groupId : null,
          templateId: s.key === 'first' ? named!.id : null,
        })),
      })
      .where(eq(reviewProcesses.journalId, x.w.journalId));
    const id = await submittedToAllocation(t, x);
    const templates = async (query: { id?: number }) => {
      const res = await callOf(t.app, C.review.template, x.editor, { query });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((r: { id: number; preferred: boolean }) => [r.id, r.preferred]);
    };
    // The press's world has a first-review template of its own (an earlier id) besides these two.
    const first = await templates({ id });
    expect(first[0]).toEqual([named!.id, true]);
    expect(first.slice(1)).toContainEqual([plain!.id, false]);
    expect(first.filter(([, preferred]: [number, boolean]) => preferred)).toHaveLength(1);
    // Without a manuscript: the press default's process (the built-in one names none), in their order.
    const plainOrder = await templates({});
    expect(plainOrder.every(([, preferred]: [number, boolean]) => !preferred)).toBe(true);
    expect(plainOrder.map(([tid]: [number]) => tid).slice(-2)).toEqual([plain!.id, named!.id]);
    expect(plainOrder.map(([tid]: [number]) => tid)).not.toContain(other!.id);
    // Another stage lists its own.
    const finals = (await callOf(t.app, C.finalAudit.template, x.editor, { query: { id } })).json().data;
    expect(finals.map((r: { id: number }) => r.id)).toEqual([other!.id]);
  });

  it('keeps another press’s manuscript hidden (404)', async () => {
    const x = await reviewWorld(t);
    const id = await submittedToAllocation(t, x);
    const b = await pressWorld(t.db);
    const adminB = await login(t.app, b.admin.account, b.admin.password);
    const res = await callOf(t.app, C.review.template, adminB, { query: { id } });
    expect(res.statusCode).toBe(404);
  });
});
