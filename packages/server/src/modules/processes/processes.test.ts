import { PRODUCTION_STEPS, REVIEW_STAGES } from '@jb/contract/workflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { call, login } from '../../../test/wireClient.ts';

const stages = (off: string[] = []) =>
  REVIEW_STAGES.map((s) => ({ key: s.key, enabled: !off.includes(s.key), groupId: null, templateId: null }));

describe(`review and production processes (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('runs every stage by default and skips the optional ones switched off, in a new version each save', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const start = (
      await call(t.app, 'GET', '/sys/auditProcess/detail', admin, { query: { journalId: w.journalId } })
    ).json().data;
    expect(start).toMatchObject({ version: 0, inherited: true });
    expect(start.path).toEqual([0, 1, 10, 15, 16, 20, 30, 40, 50, 60, 65, 70, 80, 90]);

    const pressDefault = await call(t.app, 'PUT', '/sys/auditProcess/save', admin, {
      body: { journalId: null, stages: stages(['similarity']) },
    });
    expect(pressDefault.json().data).toMatchObject({ version: 1, journalId: null });
    const inherited = (
      await call(t.app, 'GET', '/sys/auditProcess/detail', admin, { query: { journalId: w.journalId } })
    ).json().data;
    expect(inherited).toMatchObject({ inherited: true, version: 1 });
    expect(inherited.path).not.toContain(20);

    const noScreening = await call(t.app, 'PUT', '/sys/auditProcess/save', admin, {
      body: {
        journalId: w.journalId,
        stages: stages(['screening', 'reReview', 'expert', 'similarity']).map((s) =>
          s.key === 'first' ? { ...s, groupId: w.groupId, templateId: w.templateId } : s,
        ),
      },
    });
    expect(noScreening.json().data).toMatchObject({
      version: 1,
      inherited: false,
      path: [0, 1, 10, 65, 70, 80, 90],
    });
    await call(t.app, 'PUT', '/sys/auditProcess/save', admin, {
      body: { journalId: w.journalId, stages: stages() },
    });
    const versions = (
      await call(t.app, 'GET', '/sys/auditProcess/versions', admin, { query: { journalId: w.journalId } })
    ).json().data;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
  });

  it('gives concurrent saves of one scope distinct versions, one after the other', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const save = (off: string[]) =>
      call(t.app, 'PUT', '/sys/auditProcess/save', admin, {
        body: { journalId: w.journalId, stages: stages(off) },
      });
    const answers = await Promise.all([
      save([]),
      save(['screening']),
      save(['expert']),
      save(['similarity']),
    ]);
    expect(answers.map((a) => a.json().code)).toEqual([200, 200, 200, 200]);
    const versions = (
      await call(t.app, 'GET', '/sys/auditProcess/versions', admin, { query: { journalId: w.journalId } })
    ).json().data;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([4, 3, 2, 1]);
  });

  it('refuses to switch off a required stage, a stage missing, or another press’s group', async () => {
    const w = await pressWorld(t.db);
    const other = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const noFinal = await call(t.app, 'PUT', '/sys/auditProcess/save', admin, {
      body: { journalId: w.journalId, stages: stages(['final']) },
    });
    expect(noFinal.json().data.fields[0].path).toBe('stages.5.enabled');
    const missing = await call(t.app, 'PUT', '/sys/auditProcess/save', admin, {
      body: { journalId: w.journalId, stages: stages().slice(1) },
    });
    expect(missing.statusCode).toBe(400);
    const foreignGroup = stages().map((s) => (s.key === 'first' ? { ...s, groupId: other.groupId } : s));
    const refused = await call(t.app, 'PUT', '/sys/auditProcess/save', admin, {
      body: { journalId: w.journalId, stages: foreignGroup },
    });
    expect(refused.statusCode).toBe(400);
    expect(
      (
        await call(t.app, 'GET', '/sys/auditProcess/versions', admin, { query: { journalId: w.journalId } })
      ).json().data,
    ).toEqual([]);
  });

  it('keeps the production steps, with the required ones on', async () => {
    const w = await pressWorld(t.db);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const steps = PRODUCTION_STEPS.map((s) => ({ key: s.key, enabled: s.key !== 'filmOutput' }));
    const saved = (
      await call(t.app, 'PUT', '/sys/publishProcess/save', admin, { body: { journalId: w.journalId, steps } })
    ).json().data;
    expect(saved).toMatchObject({ version: 1, inherited: false });
    expect(saved.steps.find((s: { key: string }) => s.key === 'filmOutput').enabled).toBe(false);
    const noPrinting = PRODUCTION_STEPS.map((s) => ({ key: s.key, enabled: s.key !== 'printing' }));
    expect(
      (
        await call(t.app, 'PUT', '/sys/publishProcess/save', admin, {
          body: { journalId: w.journalId, steps: noPrinting },
        })
      ).statusCode,
    ).toBe(400);
  });
});
