import { isKnownPermission, permissionsOf, type RouteAccess } from '@jb/contract/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPress, createUser } from '../test/factories.ts';
import { createTestApp, engineName, type TestApp, testKeys } from '../test/testApp.ts';
import { call, login, type Session } from '../test/wireClient.ts';
import { buildApp } from './app.ts';

/**
 * Walks the route table: every API route declares its access, every declared permission exists in
 * the contract, a caller without the permission is refused with 403 and a caller without a session
 * with 90004. Later capabilities join this matrix by declaring their routes.
 */
describe(`route table (${engineName})`, () => {
  let t: TestApp;
  let nobody: Session;
  beforeAll(async () => {
    t = await createTestApp();
    const press = await createPress(t.db);
    const user = await createUser(t.db, press, { permissions: [] });
    nobody = await login(t.app, user.account, user.password);
  });
  afterAll(() => t.close());

  it('declares access on every API route, with known permission codes', () => {
    const routes = t.app.routeDeclarations;
    expect(routes.length).toBeGreaterThan(8);
    for (const r of routes) {
      const a = r.access as RouteAccess;
      if (typeof a === 'object') {
        for (const p of permissionsOf(a))
          expect(isKnownPermission(p), `${r.method} ${r.url}: ${p}`).toBe(true);
      } else expect(['public', 'session', 'author']).toContain(a);
    }
  });

  it('refuses a caller without the permission (403) and a caller without a session (90004)', async () => {
    for (const r of t.app.routeDeclarations) {
      const path = r.url.replace('/tsg-admin', '');
      const method = r.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      if (typeof r.access === 'object') {
        const res = await call(t.app, method, path, nobody, { body: method === 'GET' ? undefined : {} });
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      }
      if (r.access === 'author') {
        // Signed as a visitor but without an author's session, or with a staff session instead.
        const visitor = await call(t.app, method, path, null, { body: method === 'GET' ? undefined : {} });
        expect(visitor.statusCode, `${r.method} ${r.url}`).toBe(401);
        expect(visitor.json().code).toBe(90004);
        const staff = await call(t.app, method, path, nobody, { headers: { 'author-token': nobody.token } });
        expect(staff.statusCode, `${r.method} ${r.url}`).toBeGreaterThanOrEqual(400);
        expect(staff.statusCode).toBeLessThan(500);
        continue;
      }
      if (r.access !== 'public') {
        const res = await t.app.inject({
          method,
          url: r.url,
          headers: { timer: String(Date.now()), signature: 'h1.x.y' },
        });
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
        expect(res.json().code).toBe(90004);
      }
    }
  });

  it('publishes every declared route in the OpenAPI document and serves the reference page', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/tsg-admin/docs/json' })).json();
    for (const r of t.app.routeDeclarations) {
      expect(doc.paths[r.url]?.[r.method.toLowerCase()], `${r.method} ${r.url}`).toBeDefined();
    }
    const page = await t.app.inject({ method: 'GET', url: '/tsg-admin/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('refuses to start when an API route declares no access', async () => {
    const app = await buildApp({
      config: t.config,
      database: t.database,
      keys: testKeys(),
      kv: t.kv,
      logger: false,
    });
    expect(() => app.get('/tsg-admin/sys/undeclared', async () => 'x')).toThrow(/declares no access/);
    await app.close();
  });
});
