import * as calls from '@jb/contract/api/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPress, createUser, type TestUser } from '../../../test/factories.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { messages } from '../../db/schema/index.ts';
import { postMessage } from './deliver.ts';

interface Row {
  id: number;
  title: string;
  read: boolean;
  kind: string;
  link: string | null;
}

describe(`one's own inbox (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function person() {
    const press = await createPress(t.db);
    const user = await createUser(t.db, press, { role: 'reviewer' });
    return { press, user, session: await login(t.app, user.account, user.password) };
  }

  /** Messages to `user`, oldest first: `read` ones already read. */
  async function fill(
    pressId: number,
    user: TestUser,
    specs: { title: string; read?: boolean; kind?: 'system' | 'reminder'; link?: string }[],
  ) {
    const ids: number[] = [];
    for (const s of specs) {
      const id = await postMessage(t.db, {
        pressId,
        recipientId: user.id,
        kind: s.kind ?? 'system',
        title: s.title,
        content: `${s.title}的内容`,
        link: s.link ?? null,
      });
      if (s.read) await t.db.update(messages).set({ readAt: new Date() }).where(eq(messages.id, id));
      ids.push(id);
    }
    return ids;
  }

  const unread = async (session: Session, perId: number) =>
    (await callOf(t.app, calls.unreadCount, session, { query: { perId } })).json().data as number;
  const inbox = async (session: Session, query: Record<string, string | number> = {}) => {
    const res = await callOf(t.app, calls.inboxList, session, { query } as never);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { list: Row[]; total: number };
  };

  it('lists only one’s own messages, unread first and newest first within each, with filters and paging', async () => {
    const { press, user, session } = await person();
    const other = await createUser(t.db, press, { role: 'reviewer' });
    await fill(press.id, other, [{ title: '别人的消息' }]);
    await fill(press.id, user, [
      { title: '旧的已读', read: true },
      { title: '旧的未读', kind: 'reminder', link: '/operation/articleDetail?id=7' },
      { title: '新的已读', read: true },
      { title: '新的未读' },
    ]);
    const all = await inbox(session);
    expect(all.total).toBe(4);
    expect(all.list.map((r) => r.title)).toEqual(['新的未读', '旧的未读', '新的已读', '旧的已读']);
    expect(all.list[1]).toMatchObject({
      kind: 'reminder',
      read: false,
      link: '/operation/articleDetail?id=7',
    });
    expect((await inbox(session, { read: 'false' })).list.map((r) => r.title)).toEqual([
      '新的未读',
      '旧的未读',
    ]);
    expect((await inbox(session, { read: 'true' })).list.map((r) => r.title)).toEqual([
      '新的已读',
      '旧的已读',
    ]);
    expect((await inbox(session, { kind: 'reminder' })).list.map((r) => r.title)).toEqual(['旧的未读']);
    const second = await inbox(session, { page: 2, pageSize: 3 });
    expect(second).toMatchObject({ total: 4, list: [expect.objectContaining({ title: '旧的已读' })] });
  });

  it('marks one read and unread again, and the unread count follows exactly; another person’s message is not found', async () => {
    const { press, user, session } = await person();
    const [first, second] = await fill(press.id, user, [{ title: '一' }, { title: '二' }]);
    expect(await unread(session, user.id)).toBe(2);
    expect((await callOf(t.app, calls.messageMarkRead, session, { body: { id: first! } })).statusCode).toBe(
      200,
    );
    expect(await unread(session, user.id)).toBe(1);
    // Reading it twice keeps it read, at its first reading.
    expect((await callOf(t.app, calls.messageMarkRead, session, { body: { id: first! } })).statusCode).toBe(
      200,
    );
    expect(await unread(session, user.id)).toBe(1);
    expect((await callOf(t.app, calls.messageMarkUnread, session, { body: { id: first! } })).statusCode).toBe(
      200,
    );
    expect(await unread(session, user.id)).toBe(2);

    // A colleague of the same press, even its administrator, cannot touch it.
    const admin = await createUser(t.db, press, { role: 'pressAdmin', adminType: 2 });
    const adminSession = await login(t.app, admin.account, admin.password);
    for (const declared of [calls.messageMarkRead, calls.messageMarkUnread]) {
      const res = await callOf(t.app, declared, adminSession, { body: { id: second! } });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(40400);
    }
    expect((await inbox(adminSession)).list.map((r) => r.id)).not.toContain(second);
    expect(await unread(session, user.id)).toBe(2);
  });

  it('marks all read: says how many, leaves others’ messages alone, and the unread count is then 0', async () => {
    const { press, user, session } = await person();
    const other = await createUser(t.db, press, { role: 'reviewer' });
    const otherSession = await login(t.app, other.account, other.password);
    await fill(press.id, other, [{ title: '别人的' }]);
    await fill(press.id, user, [{ title: '一' }, { title: '二', read: true }, { title: '三' }]);
    expect(await unread(session, user.id)).toBe(2);
    const res = await callOf(t.app, calls.messageMarkAllRead, session, {});
    expect(res.json().data).toEqual({ marked: 2 });
    expect(await unread(session, user.id)).toBe(0);
    expect((await inbox(session, { read: 'false' })).total).toBe(0);
    expect(await unread(otherSession, other.id)).toBe(1);
    expect((await callOf(t.app, calls.messageMarkAllRead, session, {})).json().data).toEqual({ marked: 0 });
  });

  it('refuses bad input with field messages in both languages', async () => {
    const { session } = await person();
    const bad = [
      await callOf(t.app, calls.inboxList, session, { query: { read: 'maybe' } } as never),
      await callOf(t.app, calls.inboxList, session, { query: { kind: 'gossip' } } as never),
      await callOf(t.app, calls.inboxList, session, { query: { pageSize: 1000 } }),
      await callOf(t.app, calls.messageMarkRead, session, { body: { id: 'abc' } } as never),
      await callOf(t.app, calls.messageMarkUnread, session, { body: {} } as never),
    ];
    for (const res of bad) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe(40000);
      expect(res.json().data.fields[0]).toMatchObject({ zh: expect.any(String), en: expect.any(String) });
    }
  });

  it('refuses a message whose link is not a screen of the back office', async () => {
    const { press, user } = await person();
    await expect(
      postMessage(t.db, {
        pressId: press.id,
        recipientId: user.id,
        kind: 'system',
        title: '外链',
        content: '内容',
        link: 'https://example.com/',
      }),
    ).rejects.toThrow(/screen link/);
  });
});
