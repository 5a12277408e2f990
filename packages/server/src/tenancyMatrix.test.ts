import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caibianWorld } from '../test/caibianWorld.ts';
import { BY_EDITOR, BY_ID, EDITOR_PREPARE, NO_ROW } from '../test/routeExamples.ts';
import { pressWorld } from '../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../test/testApp.ts';
import { call, login, type Session } from '../test/wireClient.ts';

describe(`tenancy matrix (${engineName})`, () => {
  let t: TestApp;
  let adminB: Session;
  let caibianB: Session;
  beforeAll(async () => {
    t = await createTestApp();
    const b = await pressWorld(t.db);
    adminB = await login(t.app, b.admin.account, b.admin.password);
    const bc = await caibianWorld(t.db);
    caibianB = await login(t.app, bc.caibian.account, bc.caibian.password);
  });
  afterAll(() => t.close());

  it('classifies every API route', () => {
    const unclassified = t.app.routeDeclarations
      .map((r) => `${r.method} ${r.url}`)
      .filter((k) => !(k in BY_ID) && !NO_ROW.has(k) && !(k in BY_EDITOR));
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

  for (const [key, example] of Object.entries(BY_EDITOR)) {
    it(`${key}: another acquisition editor of the press and one of another press get 404, the editor is served`, async () => {
      const [method, url] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const path = url.replace('/tsg-admin', '');
      const a = await caibianWorld(t.db);
      const options = (await EDITOR_PREPARE[key]?.(t.db, a)) ?? example(a);
      const mine = await login(t.app, a.caibian.account, a.caibian.password);
      const colleague = await login(t.app, a.otherCaibian.account, a.otherCaibian.password);
      for (const other of [colleague, caibianB]) {
        const res = await call(t.app, method, path, other, options);
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json().code).toBe(40400);
      }
      const own = await call(t.app, method, path, mine, options);
      expect(own.statusCode, own.body).toBeLessThan(300);
    });
  }
});
