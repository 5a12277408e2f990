import { columns } from '@jb/contract/api/columns';
import { merchants } from '@jb/contract/api/merchants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pressWorld } from '../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../test/testApp.ts';
import { columnStore } from '../modules/columns/routes.ts';
import { merchantStore } from '../modules/merchants/routes.ts';
import type { AuthContext } from './access.ts';
import { listResource } from './resource.ts';

/**
 * A resource list reads only the keys its row declares: a column of the table the row does not
 * name (merchants' `deletedAt`, a column's `createdAt`, a secret added later) never leaves the
 * database. Checked on the list itself, before the answer's serialiser (which would strip it too).
 */
describe(`resource lists read the declared row only (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const adminOf = (pressId: number, permissions: string[]): AuthContext => ({
    sessionId: 0,
    userId: 0,
    pressId,
    platform: false,
    adminType: 2,
    permissions: new Set(permissions),
    sessionKey: Buffer.alloc(0),
    token: '',
  });

  it('answers a press’s merchants with exactly the declared keys', async () => {
    const w = await pressWorld(t.db);
    const auth = adminOf(w.press.id, ['manage.payeeMerchant', 'manage.payeeMerchant.edit']);
    const page = (await listResource(t.db, auth, merchants, merchantStore, {
      page: 1,
      pageSize: 20,
      sort: 'createdAt',
      order: 'desc',
    })) as { list: Record<string, unknown>[] };
    expect(page.list).toHaveLength(1);
    expect(Object.keys(page.list[0]!).sort()).toEqual(
      [
        'id',
        'pressId',
        'pressName',
        'name',
        'channel',
        'merchantNo',
        'accountName',
        'bankName',
        'accountNo',
        'journalCount',
        'status',
        'createdAt',
        'version',
        'actions',
      ].sort(),
    );
    expect(page.list[0]).toMatchObject({ id: w.merchantId, actions: ['edit'] });
  });

  it('answers a journal’s columns with exactly the declared keys, in their order', async () => {
    const w = await pressWorld(t.db);
    const auth = adminOf(w.press.id, ['operation.programManage']);
    const rows = (await listResource(t.db, auth, columns, columnStore, { journalId: w.journalId })) as Record<
      string,
      unknown
    >[];
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['id', 'journalId', 'name', 'sort', 'enabled', 'version', 'actions'].sort(),
    );
    expect(rows[0]).toMatchObject({ id: w.columnId, journalId: w.journalId, actions: [] });
  });
});
