import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPress, createUser } from '../../test/factories.ts';
import { createTestApp, engineName, type TestApp } from '../../test/testApp.ts';
import { call, login } from '../../test/wireClient.ts';

function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp, what).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security'], what).toBe('max-age=31536000; includeSubDomains');
}

/** Every answer carries the security headers: a page (GET and HEAD), an API answer, a download, a refusal. */
describe(`security headers (${engineName})`, () => {
  let t: TestApp;
  let web: string;
  beforeAll(async () => {
    web = mkdtempSync(path.join(tmpdir(), 'jb-web-'));
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp({ config: { WEB_DIST: web, TRUST_PROXY: true } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('on pages, which answer HEAD like GET', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/loginAdmin' });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toContain('text/html');
    expectSecurityHeaders(get.headers, 'GET /loginAdmin');
    const head = await t.app.inject({ method: 'HEAD', url: '/loginAdmin' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
    expect(head.body).toBe('');
    expectSecurityHeaders(head.headers, 'HEAD /loginAdmin');
  });

  it('on API answers, refusals and downloads', async () => {
    const key = await t.app.inject({ method: 'GET', url: '/tsg-admin/sys/common/publicKey' });
    expect(key.statusCode).toBe(200);
    expectSecurityHeaders(key.headers, 'publicKey');
    const refused = await t.app.inject({ method: 'GET', url: '/tsg-admin/sys/home/summary' });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expectSecurityHeaders(refused.headers, 'refusal');

    const press = await createPress(t.db);
    const user = await createUser(t.db, press, {
      permissions: ['manage.webLoginRecord', 'manage.webLoginRecord.export'],
    });
    const session = await login(t.app, user.account, user.password);
    const file = await call(t.app, 'GET', '/sys/loginRecord/export', session);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expectSecurityHeaders(file.headers, 'export');
  });
});
