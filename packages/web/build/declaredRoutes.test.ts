import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { browserModule } from './declaredRoutes.ts';

const api = (name: string) => fileURLToPath(new URL(`../../contract/src/api/${name}.ts`, import.meta.url));

/** Evaluates the browser's copy of a contract api module as the browser would receive it. */
async function browserCopy(name: string): Promise<Record<string, Record<string, unknown>>> {
  const code = await browserModule(api(name));
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

describe('the browser copy of declared calls', () => {
  it('keeps each call’s route, which inputs it takes and its sorting, and no schema', async () => {
    const staff = await browserCopy('staff');
    expect(staff.staffDisable).toEqual({
      method: 'POST',
      path: '/sys/user/disable',
      access: { permission: 'organizationalManagement.userManagement.disable' },
      body: true,
    });
    expect(staff.staffList).toMatchObject({ method: 'GET', query: true, sorting: { fallback: 'createdAt' } });
    expect(staff.staffList?.body).toBeUndefined();
    expect(JSON.stringify(staff)).not.toContain('_zod');
  });

  it('keeps a declared resource’s calls as routes and its field data as it is', async () => {
    const { merchants, merchantList } = (await browserCopy('merchants')) as Record<string, unknown>;
    expect(merchantList).toMatchObject({ method: 'GET', path: '/sys/merchant/list', query: true });
    const copy = merchants as unknown as {
      list: unknown;
      delete: unknown;
      fields: Record<string, unknown>[];
    };
    expect(copy.list).toEqual(merchantList);
    expect(copy.delete).toMatchObject({ method: 'DELETE', path: '/sys/merchant/delete', query: true });
    expect(copy.fields.find((f) => f.key === 'name')).toMatchObject({ form: true, required: true, max: 60 });
    expect(copy.fields.find((f) => f.key === 'journalCount')).toMatchObject({ form: false });
    expect(JSON.stringify(merchants)).not.toContain('_zod');
  });

  it('keeps an ordered journal resource’s reorder call and leaves out the delete it does not have', async () => {
    const { columns } = (await browserCopy('columns')) as Record<string, Record<string, unknown>>;
    expect(columns).toMatchObject({
      scope: 'journal',
      order: 'sort',
      list: { method: 'GET', path: '/sys/program/list', query: true },
      save: { method: 'POST', path: '/sys/program/add', body: true },
      reorder: { method: 'PUT', path: '/sys/program/sort', body: true },
    });
    expect('delete' in columns!).toBe(false);
    expect(JSON.stringify(columns)).not.toContain('_zod');
  });

  it('keeps downloads, the bare answer and the one unsigned call', async () => {
    expect((await browserCopy('staff')).staffExport).toMatchObject({ response: 'file', query: true });
    expect((await browserCopy('messages')).unreadCount).toMatchObject({ bare: true });
    expect((await browserCopy('system')).publicKey).toMatchObject({
      unsigned: true,
      path: '/sys/common/publicKey',
    });
  });
});
