import { REVIEW_CALLS } from '@jb/contract/api/review';
import { isKnownPermission, permissionsOf, type RouteAccess } from '@jb/contract/permissions';
import { productionCallsOf } from '@jb/contract/stageCalls';
import { PRODUCTION_GROUPS, REVIEW_GROUPS } from '@jb/contract/stageGroups';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthorSession, openJournalWithAuthor } from '../test/authorSession.ts';
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
  let author: AuthorSession;
  beforeAll(async () => {
    t = await createTestApp();
    const press = await createPress(t.db);
    const user = await createUser(t.db, press, { permissions: [] });
    nobody = await login(t.app, user.account, user.password);
    author = (await openJournalWithAuthor(t)).session;
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

  it('refuses a caller without the permission (403), without a session or with the other kind of session (90004)', async () => {
    for (const r of t.app.routeDeclarations) {
      const path = r.url.replace('/tsg-admin', '');
      const method = r.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const body = method === 'GET' ? undefined : {};
      if (typeof r.access === 'object') {
        const res = await call(t.app, method, path, nobody, { body });
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      }
      if (r.access === 'author') {
        // Signed as a visitor but without an author's session, or with a staff session instead:
        // both answer as an unknown token does.
        for (const who of [null, nobody]) {
          const res = await call(t.app, method, path, who, { body });
          expect(res.statusCode, `${r.method} ${r.url} as ${who ? 'staff' : 'visitor'}`).toBe(401);
          expect(res.json().code).toBe(90004);
        }
        continue;
      }
      if (r.access !== 'public') {
        // An author's session on a staff route (about oneself or with a permission) is no session there.
        const res = await call(t.app, method, path, author, { body });
        expect(res.statusCode, `${r.method} ${r.url} as an author`).toBe(401);
        expect(res.json().code).toBe(90004);
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

  it('serves every call the review groups declare, and declares every review route it serves', () => {
    const served = new Set(t.app.routeDeclarations.map((r) => `${r.method} ${r.url}`));
    const declared = Object.values(REVIEW_CALLS).flatMap((calls) =>
      Object.values(calls).map((c) => `${c.method} /tsg-admin${c.path}`),
    );
    expect(declared.filter((k) => !served.has(k))).toEqual([]);
    const prefixes = REVIEW_GROUPS.map((g) => `/tsg-admin${g.prefix}/`);
    const extra = [...served].filter(
      (k) =>
        prefixes.some((p) => k.includes(p)) &&
        !declared.includes(k) &&
        // The groups' own further calls (duplicate check, experts, screening's switch) are declared elsewhere.
        !/\/sys\/(check|expertAllot)\/|screeningStatus$/.test(k),
    );
    expect(extra).toEqual([]);
    // Calls a kind of group does not serve are not declared for it (they would answer 404).
    expect(Object.keys(REVIEW_CALLS.review)).not.toContain('oneKeyAssign');
    expect(Object.keys(REVIEW_CALLS.reviewAllocation)).not.toContain('audit');
    expect(Object.keys(REVIEW_CALLS.expertAllot).sort()).toEqual(['cancel', 'detail', 'list']);
    expect(Object.keys(REVIEW_CALLS.rejection)).not.toContain('cancel');
  });

  it('serves every call the production groups declare (their lists and the calls applying their rows)', () => {
    const served = new Set(t.app.routeDeclarations.map((r) => `${r.method} ${r.url}`));
    const declared = PRODUCTION_GROUPS.flatMap(productionCallsOf).map(
      (c) => `${c.method} /tsg-admin${c.path}`,
    );
    expect(declared.length).toBeGreaterThan(PRODUCTION_GROUPS.length);
    expect(declared.filter((k) => !served.has(k))).toEqual([]);
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
