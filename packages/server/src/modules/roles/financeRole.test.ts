import { menuTree } from '@jb/contract/api/auth';
import { invoiceList } from '@jb/contract/api/invoices';
import { manuscriptList } from '@jb/contract/api/manuscripts';
import { orderList } from '@jb/contract/api/orders';
import { REVIEW_CALLS } from '@jb/contract/api/review';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';

interface Node {
  path: string;
  children: Node[];
}
const pathsOf = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.path, ...pathsOf(n.children)]);

/** The default finance role (财务): its menu holds the finance screens and no editorial one. */
describe(`the finance role (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let finance: Session;
  beforeAll(async () => {
    t = await createTestApp();
    w = await pressWorld(t.db);
    const f = await createUser(t.db, w.press, { role: 'finance', adminType: 1 });
    finance = await login(t.app, f.account, f.password);
  });
  afterAll(() => t.close());

  it('sees the finance screens and, besides them, only the personal ones', async () => {
    const res = await callOf(t.app, menuTree, finance, {});
    expect(res.statusCode, res.body).toBe(200);
    const screens = pathsOf(res.json().data as Node[]).filter((p) => p.split('/').length > 2);
    expect(screens).toContain('/finance/index');
    expect(screens).toContain('/finance/orderList');
    expect(screens).toContain('/finance/invoiceManage');
    const others = screens.filter((p) => !p.startsWith('/finance/'));
    expect(others.every((p) => /^\/manage\/(personalData|messageNotification)/.test(p))).toBe(true);
  });

  it('may call finance’s lists and is refused the editorial ones (403)', async () => {
    expect((await callOf(t.app, orderList, finance, { query: {} })).statusCode).toBe(200);
    expect((await callOf(t.app, invoiceList, finance, { query: {} })).statusCode).toBe(200);
    expect((await callOf(t.app, manuscriptList, finance, { query: {} })).statusCode).toBe(403);
    for (const calls of Object.values(REVIEW_CALLS)) {
      expect((await callOf(t.app, calls.list, finance, { query: {} } as never)).statusCode).toBe(403);
    }
  });
});
