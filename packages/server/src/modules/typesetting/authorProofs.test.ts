import * as P from '@jb/contract/api/authorProofs';
import { authorManuscripts } from '@jb/contract/api/authorSite';
import { authorDownload } from '@jb/contract/api/files';
import { proofRoundsSave } from '@jb/contract/api/journalSettings';
import { journalDetail, journalUpdate } from '@jb/contract/api/journals';
import * as T from '@jb/contract/api/typesetting';
import { ErrorCode } from '@jb/contract/errors';
import { Status } from '@jb/contract/workflow';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthorSession, openJournalWithAuthor } from '../../../test/authorSession.ts';
import { createUser } from '../../../test/factories.ts';
import { manuscriptAtProof1, uploadProofPdf } from '../../../test/proofs.ts';
import { manuscriptRow } from '../../../test/reviewWorld.ts';
import type { PressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { journals } from '../../db/schema/index.ts';

const AREA = [{ x: 0.1, y: 0.2, w: 0.3, h: 0.05 }];

/** The author's proof reading on the author site (docs/production.md), and the journal's setting. */
describe(`the author reads the proofs (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let admin: Session;
  let setter: Session;
  let setterId: number;
  let author: AuthorSession;
  let authorId: number;
  let otherAuthor: AuthorSession;
  let otherPressAuthor: AuthorSession;

  beforeAll(async () => {
    t = await createTestApp();
    const mine = await openJournalWithAuthor(t);
    ({ w, session: author, authorId } = mine);
    admin = await login(t.app, w.admin.account, w.admin.password);
    const typesetter = await createUser(t.db, w.press, { role: 'typesetter' });
    setterId = typesetter.id;
    setter = await login(t.app, typesetter.account, typesetter.password);
    otherAuthor = (await openJournalWithAuthor(t, w)).session;
    otherPressAuthor = (await openJournalWithAuthor(t)).session;
    await t.db.update(journals).set({ proofRounds: 3 }).where(eq(journals.id, w.journalId));
  });
  afterAll(() => t.close());

  const versionOf = async (id: number) => (await manuscriptRow(t, id)).version;
  const actionsOf = async (session: AuthorSession, id: number) =>
    (
      (await callOf(t.app, authorManuscripts, session, { query: {} })).json().data as {
        id: number;
        actions: string[];
      }[]
    ).find((r) => r.id === id)?.actions;
  const proof = (session: AuthorSession, id: number) =>
    callOf(t.app, P.authorProof, session, { query: { id } });
  const marks = (session: AuthorSession, manuscriptId: number, round: number) =>
    callOf(t.app, P.authorProofMarks, session, { query: { manuscriptId, round } });
  const mark = (
    session: AuthorSession,
    manuscriptId: number,
    round: number,
    extra: Record<string, unknown> = {},
  ) =>
    callOf(t.app, P.authorAddProofMark, session, {
      body: {
        manuscriptId,
        round,
        page: 2,
        kind: 'insert',
        rects: AREA,
        quote: '深度学系',
        note: '改为“深度学习”',
        ...extra,
      },
    });
  /** The first field a 400 names, with its message in both languages. */
  const fieldKey = (res: { json: () => unknown }) =>
    (res.json() as { data: { fields: { zh: string; en: string; path: string }[] } }).data.fields[0]!;
  const journal = async () =>
    (await callOf(t.app, journalDetail, admin, { query: { id: w.journalId } })).json().data;

  it('is the journal’s setting: off by default, saved with the proof rounds, kept by an edit that leaves it out', async () => {
    expect((await journal()).authorProofreads).toBe(false);
    const bad = await callOf(t.app, proofRoundsSave, admin, {
      body: {
        journalId: w.journalId,
        version: (await journal()).version,
        proofRounds: 3,
        authorProofreads: 'yes' as never,
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields[0]).toMatchObject({ path: 'authorProofreads' });
    const saved = await callOf(t.app, proofRoundsSave, admin, {
      body: {
        journalId: w.journalId,
        version: (await journal()).version,
        proofRounds: 3,
        authorProofreads: true,
      },
    });
    expect(saved.json().code, saved.body).toBe(200);
    const j = await journal();
    expect(j).toMatchObject({ authorProofreads: true, proofRounds: 3 });
    const edit = await callOf(t.app, journalUpdate, admin, {
      body: { id: w.journalId, version: j.version, code: j.code, name: j.name, frequency: j.frequency },
    });
    expect(edit.json().code, edit.body).toBe(200);
    expect((await journal()).authorProofreads).toBe(true);
    // Rounds saved alone keep it too; another press's admin cannot change it.
    await callOf(t.app, proofRoundsSave, admin, {
      body: { journalId: w.journalId, version: (await journal()).version, proofRounds: 3 },
    });
    expect((await journal()).authorProofreads).toBe(true);
  });

  it('lets the author read and mark the open round beside the editor; the editor sees the author’s marks', async () => {
    const { id, layout } = await manuscriptAtProof1(t, w, { admin, setter, setterId }, authorId);
    expect(await actionsOf(author, id)).toContain('readProofs');
    const read = await proof(author, id);
    expect(read.json().data, read.body).toMatchObject({
      id,
      round: 1,
      rounds: [{ round: 1, fileId: layout }],
    });
    const pdf = await callOf(t.app, authorDownload, author, { query: { id: layout } });
    expect(pdf.statusCode).toBe(200);

    // The same rules as the editor's marks: an insertion needs its text, areas in page fractions.
    const noNote = await mark(author, id, 1, { note: '' });
    expect(noNote.statusCode).toBe(400);
    expect(fieldKey(noNote)).toMatchObject({ path: 'note' });
    const outside = await mark(author, id, 1, { rects: [{ x: 0.9, y: 0, w: 0.5, h: 0.1 }] });
    expect(outside.statusCode).toBe(400);
    const mine = await mark(author, id, 1);
    expect(mine.json().data, mine.body).toMatchObject({
      round: 1,
      page: 2,
      kind: 'insert',
      rects: AREA,
      createdByName: '李作者',
      byAuthor: true,
      mine: true,
      resolved: false,
    });
    const editors = await callOf(t.app, T.addProofMark, admin, {
      body: { manuscriptId: id, round: 1, page: 1, kind: 'comment', rects: AREA, note: '标题字号偏大' },
    });
    expect(editors.json().data).toMatchObject({ byAuthor: false, mine: true });

    // The author sees both, with who made each; the editor's list has the author's mark, named.
    const asAuthor = (await marks(author, id, 1)).json().data;
    expect(asAuthor.map((m: { byAuthor: boolean; mine: boolean }) => [m.byAuthor, m.mine])).toEqual([
      [false, false],
      [true, true],
    ]);
    const staffList = (
      await callOf(t.app, T.proofMarks, admin, { query: { manuscriptId: id, round: 1 } })
    ).json().data;
    expect(staffList.find((m: { byAuthor: boolean }) => m.byAuthor)).toMatchObject({
      createdByName: '李作者',
      mine: false,
      note: '改为“深度学习”',
    });

    // Only one's own mark is taken back, and by its version.
    const editorsMark = editors.json().data;
    const notMine = await callOf(t.app, P.authorDeleteProofMark, author, {
      query: { id: editorsMark.id, version: editorsMark.version },
    });
    expect(notMine.statusCode).toBe(400);
    expect(fieldKey(notMine).zh).toMatch(/自己/);
    const staffTakesAuthors = await callOf(t.app, T.deleteProofMark, admin, {
      query: { id: mine.json().data.id, version: 0 },
    });
    expect(staffTakesAuthors.statusCode).toBe(400);
    const gone = await callOf(t.app, P.authorDeleteProofMark, author, {
      query: { id: mine.json().data.id, version: 0 },
    });
    expect(gone.json().code, gone.body).toBe(200);
    expect((await marks(author, id, 1)).json().data).toHaveLength(1);
  });

  it('serves the author a proof PDF only while they read that round, as the proof calls do', async () => {
    const { id, layout } = await manuscriptAtProof1(t, w, { admin, setter, setterId }, authorId);
    const download = (fileId: number, headers: Record<string, string> = {}) =>
      callOf(t.app, authorDownload, author, { query: { id: fileId } }, { headers });
    expect((await download(layout)).statusCode).toBe(200);
    // The journal stops having its authors read the proofs: the PDF is not theirs to read, ranged or not.
    await t.db.update(journals).set({ authorProofreads: false }).where(eq(journals.id, w.journalId));
    try {
      expect((await download(layout)).statusCode).toBe(404);
      expect((await download(layout, { range: 'bytes=0-9' })).statusCode).toBe(404);
    } finally {
      await t.db.update(journals).set({ authorProofreads: true }).where(eq(journals.id, w.journalId));
    }
    // The round closed (revision 1, the typesetter's): nothing to read until the next proof.
    await callOf(t.app, T.endProofRound, admin, { body: { id, version: await versionOf(id), note: '' } });
    expect((await download(layout)).statusCode).toBe(404);
    const revision = await uploadProofPdf(t, setter, 'revision-1-read');
    await callOf(t.app, T.uploadProof, setter, {
      body: { id, version: await versionOf(id), fileId: revision },
    });
    // Proof 2 is read on revision 1's PDF, and round 1's layout stays readable beside it.
    expect((await download(revision)).statusCode).toBe(200);
    expect((await download(layout)).statusCode).toBe(200);
  });

  it('refuses another author’s manuscript and another press’s author as not found', async () => {
    const { id } = await manuscriptAtProof1(t, w, { admin, setter, setterId }, authorId);
    const own = (await mark(author, id, 1)).json().data;
    for (const stranger of [otherAuthor, otherPressAuthor]) {
      expect((await proof(stranger, id)).statusCode).toBe(404);
      expect((await marks(stranger, id, 1)).statusCode).toBe(404);
      expect((await mark(stranger, id, 1)).statusCode).toBe(404);
      const take = await callOf(t.app, P.authorDeleteProofMark, stranger, {
        query: { id: own.id, version: own.version },
      });
      expect(take.statusCode).toBe(404);
      expect(await actionsOf(stranger, id)).toBeUndefined();
    }
    expect((await proof(author, 99_999_999)).statusCode).toBe(404);
  });

  it('reads earlier rounds with their state once the typesetter resolved them; refuses outside a proof and without the setting', async () => {
    const { id } = await manuscriptAtProof1(t, w, { admin, setter, setterId }, authorId);
    const authorsMark = (await mark(author, id, 1)).json().data;
    // Closed: the round is the typesetter's; the author has nothing to read and is told so.
    await callOf(t.app, T.endProofRound, admin, { body: { id, version: await versionOf(id), note: '' } });
    expect(await actionsOf(author, id)).not.toContain('readProofs');
    const closed = await proof(author, id);
    expect(closed.statusCode).toBe(400);
    expect(fieldKey(closed).en).toMatch(/not at a proof/);
    expect((await mark(author, id, 1)).statusCode).toBe(400);
    const resolved = await callOf(t.app, T.resolveProofMark, setter, {
      body: { id: authorsMark.id, version: authorsMark.version, resolved: true },
    });
    expect(resolved.json().data, resolved.body).toMatchObject({ byAuthor: true, resolved: true });
    const revision = await uploadProofPdf(t, setter, 'revision-1');
    await callOf(t.app, T.uploadProof, setter, {
      body: { id, version: await versionOf(id), fileId: revision },
    });
    expect((await manuscriptRow(t, id)).status).toBe(Status.PROOF_2);

    // Proof 2: round 2 is read on revision 1's PDF; round 1's marks come with who resolved them.
    const read = (await proof(author, id)).json().data;
    expect(read).toMatchObject({ round: 2, rounds: [{ round: 1 }, { round: 2, fileId: revision }] });
    expect((await marks(author, id, 1)).json().data).toEqual([
      expect.objectContaining({ id: authorsMark.id, resolved: true, resolvedByName: expect.any(String) }),
    ]);
    const past = await mark(author, id, 1);
    expect(past.statusCode).toBe(400);
    expect(fieldKey(past)).toMatchObject({ path: 'round' });
    expect((await marks(author, id, 3)).statusCode).toBe(400);
    expect((await mark(author, id, 2)).json().code).toBe(200);

    // The journal stops having its authors read the proofs: refused with its own message.
    await t.db.update(journals).set({ authorProofreads: false }).where(eq(journals.id, w.journalId));
    expect(await actionsOf(author, id)).not.toContain('readProofs');
    const off = await proof(author, id);
    expect(off.statusCode).toBe(400);
    expect(off.json().code).toBe(ErrorCode.VALIDATION);
    expect(fieldKey(off).zh).toMatch(/不请作者/);
    expect((await mark(author, id, 2)).statusCode).toBe(400);
    await t.db.update(journals).set({ authorProofreads: true }).where(eq(journals.id, w.journalId));
  });
});
