import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BY_ID, NO_ROW } from '../test/routeExamples.ts';
import { pressWorld } from '../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../test/testApp.ts';
import { call, login, type Session } from '../test/wireClient.ts';

describe(`tenancy matrix (${engineName})`, () => {
  let t: TestApp;
  let adminB: Session;
  beforeAll(async () => {
    t = await createTestApp();
    const b = await pressWorld(t.db);
    adminB = await login(t.app, b.admin.account, b.admin.password);
  });
  afterAll(() => t.close());

  it('classifies every API route', () => {
    const unclassified = t.app.routeDeclarations
      .map((r) => `${r.method} ${r.url}`)
      .filter((k) => !(k in BY_ID) && !NO_ROW.has(k));
    expect(unclassified).toEqual([]);
  });

  for (const [key, example] of Object.entries(BY_ID)) {
    it(`${key}: another press gets 404, the owner is served`, async () => {
      const [method, url] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const path = url.replace('/tsg-admin', '');
      const a = await pressWorld(t.db);
      const adminA = await login(t.app, a.admin.account, a.admin.password);
      const other = await call(t.app, method, path, adminB, example(a));
      expect(other.statusCode, other.body).toBe(404);
      expect(other.json().code).toBe(40400);
      // The unread count is of oneself only: even A's administrator may not read the editor's.
      const mine = await call(t.app, method, path, adminA, example(a));
      if (key.includes('/message/unread')) expect(mine.statusCode).toBe(404);
      else expect(mine.statusCode, mine.body).toBeLessThan(300);
    });
  }
});
