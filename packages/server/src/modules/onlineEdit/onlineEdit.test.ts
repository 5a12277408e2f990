import { randomBytes } from 'node:crypto';
import { manuscriptDetailCall } from '@jb/contract/api/manuscripts';
import { onlineEditDetailCall, onlineEditList, onlineEditUpdate } from '@jb/contract/api/onlineEdit';
import { ErrorCode } from '@jb/contract/errors';
import { Status } from '@jb/contract/workflow';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { acceptedManuscript } from '../../../test/manuscripts.ts';
import { manuscriptRow } from '../../../test/reviewWorld.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import {
  manuscriptAuthors,
  manuscriptEvents,
  manuscriptFiles,
  manuscripts,
  storedFiles,
  typesettingDispatches,
} from '../../db/schema/index.ts';

const byline = [
  { name: '王五', affiliation: '中国农业大学', email: 'wangwu@example.com', corresponding: true },
  { name: '赵六', affiliation: '南京农业大学', email: '', corresponding: false },
];

describe(`online editing during layout (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let admin: Session;
  let setter: TestUser;
  let setterSession: Session;

  beforeAll(async () => {
    t = await createTestApp();
    w = await pressWorld(t.db);
    admin = await login(t.app, w.admin.account, w.admin.password);
    setter = await createUser(t.db, w.press, { role: 'typesetter' });
    setterSession = await login(t.app, setter.account, setter.password);
  });
  afterAll(() => t.close());

  /** A manuscript of the world's journal at `status`, dispatched to `typesetterId` when given. */
  async function at(status: number, typesetterId?: number) {
    const { id } = await acceptedManuscript(t.db, w, `排版中的稿件 ${randomBytes(3).toString('hex')}`);
    await t.db
      .update(manuscripts)
      .set({ status, version: sql`${manuscripts.version} + 1` })
      .where(eq(manuscripts.id, id));
    if (typesetterId)
      await t.db
        .insert(typesettingDispatches)
        .values({ manuscriptId: id, typesetterId, dueOn: '2099-01-31', dispatchedBy: w.admin.id });
    return { id, version: (await manuscriptRow(t, id)).version };
  }

  /** A proof PDF handed in for the manuscript now (the layout a correction comes after). */
  async function proofIn(manuscriptId: number) {
    const [f] = await t.db
      .insert(storedFiles)
      .values({
        pressId: w.press.id,
        sha256: randomBytes(32).toString('hex'),
        sizeBytes: 10,
        type: 'pdf',
        mime: 'application/pdf',
        name: 'layout.pdf',
        kind: 'proof',
        uploadedByType: 'staff',
        uploadedBy: setter.id,
      })
      .returning();
    await t.db.insert(manuscriptFiles).values({ manuscriptId, fileId: f!.id, role: 'proof', revision: 0 });
  }

  const correct = (session: Session, body: { id: number; version: number } & Record<string, unknown>) =>
    callOf(t.app, onlineEditUpdate, session, {
      body: {
        title: '更正后的题名',
        keywords: '排版；更正',
        abstract: '更正后的摘要。',
        authors: byline,
        note: '作者来函更正署名',
        ...body,
      },
    });
  const list = async (session: Session, query: Record<string, unknown> = {}) => {
    const res = await callOf(t.app, onlineEditList, session, { query: { journalId: w.journalId, ...query } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { list: Record<string, unknown>[]; total: number };
  };

  it('corrects the details at a proof round, keeps old and new in the timeline, and marks it for the next layout', async () => {
    const m = await at(Status.PROOF_1, setter.id);
    await proofIn(m.id);
    // The manuscript's detail lists its proof PDF (its file roles include the typesetter's proofs).
    const shown = await callOf(t.app, manuscriptDetailCall, admin, { query: { id: m.id } });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data.files).toEqual([expect.objectContaining({ role: 'proof', name: 'layout.pdf' })]);
    const before = await list(admin, { pending: '1' });
    expect(before.list.map((r) => r.id)).not.toContain(m.id);

    const res = await correct(admin, m);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: m.id, status: Status.PROOF_1, version: m.version + 1 });
    const row = await manuscriptRow(t, m.id);
    expect(row).toMatchObject({ title: '更正后的题名', keywords: '排版；更正', status: Status.PROOF_1 });
    const names = await t.db
      .select({ name: manuscriptAuthors.name, corresponding: manuscriptAuthors.corresponding })
      .from(manuscriptAuthors)
      .where(eq(manuscriptAuthors.manuscriptId, m.id))
      .orderBy(asc(manuscriptAuthors.position));
    expect(names.map((n) => n.name)).toEqual(['王五', '赵六']);
    const [event] = await t.db
      .select()
      .from(manuscriptEvents)
      .where(and(eq(manuscriptEvents.manuscriptId, m.id), eq(manuscriptEvents.action, 'onlineEdit')));
    expect(event).toMatchObject({
      fromStatus: Status.PROOF_1,
      toStatus: Status.PROOF_1,
      note: '作者来函更正署名',
    });
    expect(event!.changes).toEqual(
      expect.arrayContaining([
        { field: 'title', from: expect.stringContaining('排版中的稿件'), to: '更正后的题名' },
        expect.objectContaining({ field: 'authors', to: expect.stringContaining('王五') }),
      ]),
    );

    // The detail shows the corrected details and the correction, old and new, for the typesetter too.
    const detail = await callOf(t.app, onlineEditDetailCall, setterSession, { query: { id: m.id } });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({
      title: '更正后的题名',
      authors: byline,
      canEdit: false,
      corrections: [
        {
          action: 'onlineEdit',
          note: '作者来函更正署名',
          changes: expect.arrayContaining([expect.objectContaining({ field: 'title', to: '更正后的题名' })]),
        },
      ],
    });

    // The list shows who corrected it and that the layout has to take it; so does the typesetter's.
    const pending = await list(admin, { pending: '1' });
    expect(pending.list.find((r) => r.id === m.id)).toMatchObject({
      pending: true,
      correctedByName: expect.any(String),
      typesetterName: expect.any(String),
      canEdit: true,
    });
    const mine = await list(setterSession);
    expect(mine.list.find((r) => r.id === m.id)).toMatchObject({ pending: true, canEdit: false });
    // A new layout after it takes it: no longer pending.
    await new Promise((r) => setTimeout(r, 20));
    await proofIn(m.id);
    expect((await list(admin, { pending: '1' })).list.map((r) => r.id)).not.toContain(m.id);
    expect((await list(admin, { pending: '0' })).list.map((r) => r.id)).toContain(m.id);
  });

  it('waits for the layout once dispatched, not before', async () => {
    const dispatched = await at(Status.TYPESETTING_DISPATCH, setter.id);
    const scheduledOnly = await at(Status.SCHEDULING);
    for (const m of [dispatched, scheduledOnly]) expect((await correct(admin, m)).statusCode).toBe(200);
    const pending = (await list(admin, { pending: '1' })).list.map((r) => r.id);
    expect(pending).toContain(dispatched.id);
    expect(pending).not.toContain(scheduledOnly.id);
  });

  it('is refused before scheduling and after the last revision, and at a version no longer current', async () => {
    for (const status of [Status.ACCEPTED, Status.FILM_OUTPUT, Status.PUBLISHED]) {
      const m = await at(status);
      const res = await correct(admin, m);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().data.fields[0].path).toBe('id');
      expect((await manuscriptRow(t, m.id)).version).toBe(m.version);
      expect((await list(admin)).list.map((r) => r.id)).not.toContain(m.id);
    }
    const m = await at(Status.SCHEDULING);
    const stale = await correct(admin, { ...m, version: m.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(ErrorCode.MANUSCRIPT_MOVED);
  });

  it('refuses bad input by its field, changing nothing', async () => {
    const m = await at(Status.INITIAL_LAYOUT);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, 'title'],
      [{ note: '' }, 'note'],
      [{ authors: [] }, 'authors'],
      [{ authors: byline.map((a) => ({ ...a, corresponding: true })) }, 'authors'],
      [{ title: 'x'.repeat(201) }, 'title'],
    ];
    for (const [body, field] of cases) {
      const res = await correct(admin, { ...m, ...body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().data.fields.map((f: { path: string }) => f.path)).toContain(field);
    }
    expect((await manuscriptRow(t, m.id)).version).toBe(m.version);
  });

  it('lets only those with the edit action correct, shows a typesetter only their own, and another press nothing', async () => {
    const mine = await at(Status.REVISION_1, setter.id);
    const notMine = await at(Status.REVISION_1, w.admin.id);
    // The typesetter reads (their own only) but may not correct.
    const seen = await list(setterSession);
    expect(seen.list.map((r) => r.id)).toContain(mine.id);
    expect(seen.list.map((r) => r.id)).not.toContain(notMine.id);
    expect((await correct(setterSession, mine)).statusCode).toBe(403);
    const detailOf = (session: Session, id: number) =>
      callOf(t.app, onlineEditDetailCall, session, { query: { id } });
    expect((await detailOf(setterSession, mine.id)).statusCode).toBe(200);
    expect((await detailOf(setterSession, notMine.id)).statusCode).toBe(404);
    // Someone without the screen at all.
    const finance = await createUser(t.db, w.press, { role: 'finance' });
    const financeSession = await login(t.app, finance.account, finance.password);
    expect((await callOf(t.app, onlineEditList, financeSession, { query: {} })).statusCode).toBe(403);
    // Another press's administrator: not found, and not in their list.
    const b = await pressWorld(t.db);
    const adminB = await login(t.app, b.admin.account, b.admin.password);
    expect((await correct(adminB, mine)).statusCode).toBe(404);
    expect((await detailOf(adminB, mine.id)).statusCode).toBe(404);
    const theirs = await callOf(t.app, onlineEditList, adminB, { query: {} });
    expect(theirs.json().data.list.map((r: { id: number }) => r.id)).not.toContain(mine.id);
    expect(
      (await callOf(t.app, onlineEditList, adminB, { query: { journalId: w.journalId } })).statusCode,
    ).toBe(404);
    expect((await manuscriptRow(t, mine.id)).version).toBe(mine.version);
  });
});
