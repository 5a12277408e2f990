import { acquisitionEditors, myReferral } from '@jb/contract/api/caibianPerf';
import { manuscriptDetailCall, manuscriptUpdate } from '@jb/contract/api/manuscripts';
import { FeeType } from '@jb/contract/enums/order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthorSession, openJournalWithAuthor, submitAsAuthor } from '../../../test/authorSession.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { journalFees, manuscripts, orders } from '../../db/schema/index.ts';

/** Who referred a manuscript: the editor's link on the author site, or staff at entry. */
describe(`referring acquisition editors (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let session: AuthorSession;
  let admin: Session;
  let editor: TestUser;
  let editorSession: Session;
  let foreignCode = '';

  beforeAll(async () => {
    t = await createTestApp();
    const site = await openJournalWithAuthor(t);
    w = site.w;
    session = site.session;
    await t.db.insert(journalFees).values({
      journalId: w.journalId,
      feeType: FeeType.PREPAID,
      amountFen: 30_000,
      validFrom: '2020-01-01',
    });
    admin = await login(t.app, w.admin.account, w.admin.password);
    editor = await createUser(t.db, w.press, { role: 'acquisitionEditor' });
    editorSession = await login(t.app, editor.account, editor.password);
    const b: PressWorld = await pressWorld(t.db);
    const foreign = await createUser(t.db, b.press, { role: 'acquisitionEditor' });
    foreignCode = (
      await callOf(t.app, myReferral, await login(t.app, foreign.account, foreign.password), {})
    ).json().data.code;
  });
  afterAll(() => t.close());

  const referral = async (who: Session) => callOf(t.app, myReferral, who, {});
  const submitWith = async (referralCode: unknown) => {
    const res = await submitAsAuthor(t, session, {
      columnId: w.columnId,
      title: '采编推荐的稿件',
      referralCode,
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    const [m] = await t.db.select().from(manuscripts).where(eq(manuscripts.id, id));
    const [o] = await t.db.select().from(orders).where(eq(orders.manuscriptId, id));
    return { id, referrerId: m!.referrerId, orderReferrerId: o!.referrerId };
  };

  it('gives an acquisition editor one random code, and the journals a link may open', async () => {
    const first = (await referral(editorSession)).json().data;
    expect(first.code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(first.journals.map((j: { id: number }) => j.id)).toEqual([w.journalId]);
    expect((await referral(editorSession)).json().data.code).toBe(first.code);
    expect((await referral(admin)).statusCode).toBe(403);
  });

  it('records the referrer of a submission carrying the code; any other code is ignored', async () => {
    const { code } = (await referral(editorSession)).json().data;
    expect(await submitWith(code)).toMatchObject({ referrerId: editor.id, orderReferrerId: editor.id });
    for (const other of ['unknownCode123', foreignCode, 'x', 42, ''])
      expect(await submitWith(other)).toMatchObject({ referrerId: null, orderReferrerId: null });
  });

  it('lets staff choose the referrer at entry among the press’s acquisition editors', async () => {
    const editors = (await callOf(t.app, acquisitionEditors, admin, {})).json().data;
    expect(editors.map((e: { id: number }) => e.id)).toEqual([editor.id]);
    const { id } = await submitWith(undefined);
    const update = async (referrerId: number | null) => {
      const [m] = await t.db.select().from(manuscripts).where(eq(manuscripts.id, id));
      return callOf(t.app, manuscriptUpdate, admin, {
        body: {
          id,
          version: m!.version,
          title: m!.title,
          keywords: '',
          abstract: '',
          columnId: w.columnId,
          subjectId: null,
          natureArticleType: 1,
          referrerId,
        },
      });
    };
    // A reviewer is no acquisition editor.
    const wrong = await update(w.editor.id);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.fields[0].path).toBe('referrerId');
    expect((await update(editor.id)).statusCode).toBe(200);
    const [o] = await t.db.select().from(orders).where(eq(orders.manuscriptId, id));
    expect(o!.referrerId).toBe(editor.id);
    const detail = (await callOf(t.app, manuscriptDetailCall, admin, { query: { id } })).json().data;
    expect(detail).toMatchObject({ referrerId: editor.id, referrerName: '测试用户' });
    const modified = detail.events.find((e: { action: string }) => e.action === 'modify');
    expect(modified.changes).toEqual([{ field: 'referrerId', from: '', to: '测试用户' }]);
    // Cleared again: the orders follow.
    expect((await update(null)).statusCode).toBe(200);
    const [cleared] = await t.db.select().from(orders).where(eq(orders.manuscriptId, id));
    expect(cleared!.referrerId).toBeNull();
  });
});
