import * as C from '@jb/contract/api/proofCheck';
import * as T from '@jb/contract/api/typesetting';
import { ErrorCode } from '@jb/contract/errors';
import type { MarkRow } from '@jb/contract/schemas/typesetting';
import { Status } from '@jb/contract/workflow';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { manuscriptAtProof1, uploadProofPdf } from '../../../test/proofs.ts';
import { manuscriptRow } from '../../../test/reviewWorld.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { journals } from '../../db/schema/index.ts';

describe(`online proofreading and the check of a round (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let admin: Session;
  let setter: Session;
  let setterId: number;
  let adminB: Session;

  beforeAll(async () => {
    t = await createTestApp();
    w = await pressWorld(t.db);
    admin = await login(t.app, w.admin.account, w.admin.password);
    const user = await createUser(t.db, w.press, { role: 'typesetter' });
    setterId = user.id;
    setter = await login(t.app, user.account, user.password);
    await t.db.update(journals).set({ proofRounds: 3 }).where(eq(journals.id, w.journalId));
    const b = await pressWorld(t.db);
    adminB = await login(t.app, b.admin.account, b.admin.password);
  });
  afterAll(() => t.close());

  const versionOf = async (id: number) => (await manuscriptRow(t, id)).version;
  const atProof1 = () => manuscriptAtProof1(t, w, { admin, setter, setterId });
  const mark = async (id: number, round: number, page: number, note: string) => {
    const res = await callOf(t.app, T.addProofMark, admin, {
      body: {
        manuscriptId: id,
        round,
        page,
        kind: 'comment',
        rects: [{ x: 0.1, y: 0.1, w: 0.5, h: 0.05 }],
        note,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as MarkRow;
  };
  const marksOf = async (id: number, round: number) =>
    (await callOf(t.app, T.proofMarks, admin, { query: { manuscriptId: id, round } })).json()
      .data as MarkRow[];
  const endRound = async (id: number) =>
    callOf(t.app, T.endProofRound, admin, { body: { id, version: await versionOf(id), note: '' } });
  const resolveAll = async (id: number, round: number) => {
    for (const m of await marksOf(id, round))
      await callOf(t.app, T.resolveProofMark, setter, {
        body: { id: m.id, version: m.version, resolved: true },
      });
  };
  const handIn = async (id: number, label: string) => {
    const fileId = await uploadProofPdf(t, setter, label);
    const res = await callOf(t.app, T.uploadProof, setter, {
      body: { id, version: await versionOf(id), fileId },
    });
    expect(res.statusCode, res.body).toBe(200);
    return fileId;
  };
  const check = (m: Pick<MarkRow, 'id' | 'version'>, fixed: boolean, note = '', session = admin) =>
    callOf(t.app, C.checkMark, session, { body: { id: m.id, version: m.version, fixed, note } });
  const checkRows = async (session = admin, query: { journalId?: number } = { journalId: w.journalId }) =>
    (await callOf(t.app, C.checkList, session, { query })).json().data.list as {
      id: number;
      round: number;
      oldFileId: number;
      newFileId: number;
      marks: number;
      unchecked: number;
      resolved: number;
      notFixed: number;
    }[];

  it('lists the manuscripts at a proof with the round’s marks and who made them, to those who proofread', async () => {
    const { id } = await atProof1();
    await mark(id, 1, 1, '标题错字');
    const reviewer = await createUser(t.db, w.press, { role: 'reviewer' });
    const other = await login(t.app, reviewer.account, reviewer.password);
    const row = async (session: Session, query: Record<string, unknown> = { id }) =>
      (await callOf(t.app, C.onlineProofs, session, { query })).json().data.list[0];
    expect(await row(admin)).toMatchObject({ id, round: 1, marks: 1, mine: 1, markers: [] });
    expect(await row(other)).toMatchObject({ id, marks: 1, mine: 0, markers: [expect.any(String)] });
    expect(await row(admin, { id, round: 2 })).toBeUndefined();
    expect((await row(admin, { journalId: w.journalId, round: 1 })).id).toBeDefined();
    // Without the screen: refused; another press does not see it; a bad round is 400.
    expect((await callOf(t.app, C.onlineProofs, setter, { query: {} })).statusCode).toBe(403);
    expect(await row(adminB)).toBeUndefined();
    const bad = await callOf(t.app, C.onlineProofs, admin, { query: { round: 9 } });
    expect(bad.statusCode).toBe(400);
  });

  it('checks round 1’s marks against revision 1: fixed, or not fixed and carried into round 2', async () => {
    const { id, layout } = await atProof1();
    const a = await mark(id, 1, 1, '标题错字');
    const b = await mark(id, 1, 2, '图 2 模糊');
    // The round is still open: nothing to check yet.
    expect((await check(a, true)).json().data.fields[0]).toMatchObject({ path: 'id' });
    await endRound(id);
    await resolveAll(id, 1);
    const revision = await handIn(id, 'revision-1');
    expect((await manuscriptRow(t, id)).status).toBe(Status.PROOF_2);

    const listed = (await checkRows()).find((r) => r.id === id);
    expect(listed).toMatchObject({
      round: 1,
      oldFileId: layout,
      newFileId: revision,
      marks: 2,
      unchecked: 2,
      resolved: 2,
      notFixed: 0,
    });
    const [a1, b1] = await marksOf(id, 1);
    // Not fixed needs a note; a stale version is 409.
    const noNote = await check(b1!, false);
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().data.fields[0].path).toBe('note');
    const fixed = await check(a1!, true);
    expect(fixed.json().data, fixed.body).toMatchObject({
      mark: { checkResult: 'fixed', checkedByName: expect.any(String) },
      carried: null,
    });
    expect((await check(a1!, true)).statusCode).toBe(409);
    const notFixed = await check(b1!, false, '图 2 仍然模糊，请换 600dpi 原图');
    expect(notFixed.statusCode, notFixed.body).toBe(200);
    const carried = notFixed.json().data.carried as MarkRow;
    expect(carried).toMatchObject({
      round: 2,
      page: 2,
      kind: 'comment',
      note: '图 2 仍然模糊，请换 600dpi 原图',
      carriedFrom: b.id,
      resolved: false,
    });
    expect((await marksOf(id, 2)).map((m) => m.carriedFrom)).toEqual([b.id]);
    expect((await checkRows()).map((r) => r.id)).not.toContain(id);
    // The online desk counts it in round 2; it is taken back only by checking it fixed.
    const desk = await callOf(t.app, C.onlineProofs, admin, { query: { id } });
    expect(desk.json().data.list[0]).toMatchObject({ round: 2, marks: 1, carried: 1 });
    const takeBack = await callOf(t.app, T.deleteProofMark, admin, { query: { id: carried.id, version: 0 } });
    expect(takeBack.json().data.fields[0].path).toBe('id');
    const again = (await marksOf(id, 1)).find((m) => m.id === b.id)!;
    expect((await check(again, true)).json().data.carried).toBeNull();
    expect(await marksOf(id, 2)).toEqual([]);
    const last = (await marksOf(id, 1)).find((m) => m.id === b.id)!;
    expect((await check(last, false, '仍未改')).json().data.carried).toMatchObject({
      round: 2,
      carriedFrom: b.id,
    });

    // Round 2 closes with the carried mark; the typesetter must resolve it in revision 2.
    await endRound(id);
    const [open] = await marksOf(id, 2);
    const resolved = await callOf(t.app, T.resolveProofMark, setter, {
      body: { id: open!.id, version: open!.version, resolved: true },
    });
    expect(resolved.json().data).toMatchObject({ resolved: true, carriedFrom: b.id });
    // Round 1's check is over once round 2 is closed.
    expect((await check((await marksOf(id, 1))[0]!, true)).statusCode).toBe(400);
  });

  it('refuses to close round 2 until round 1’s marks are all checked (a mark not fixed would be dropped)', async () => {
    const { id } = await atProof1();
    await mark(id, 1, 1, '作者单位错');
    await mark(id, 1, 3, '参考文献格式');
    await endRound(id);
    await resolveAll(id, 1);
    await handIn(id, 'revision-1');
    const [first, second] = await marksOf(id, 1);
    expect((await check(first!, true)).statusCode).toBe(200);
    const early = await endRound(id);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      code: ErrorCode.WORKFLOW_REFUSED,
      data: { reason: 'roundBeforeUnchecked', status: Status.PROOF_2 },
    });
    expect((await manuscriptRow(t, id)).status).toBe(Status.PROOF_2);
    expect((await check(second!, false, '格式仍不对')).statusCode).toBe(200);
    const closed = await endRound(id);
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await manuscriptRow(t, id)).status).toBe(Status.REVISION_2);
    expect((await marksOf(id, 2)).map((m) => m.note)).toEqual(['格式仍不对']);
  });

  it('refuses the check without its permission and to another press', async () => {
    const { id } = await atProof1();
    await mark(id, 1, 1, '页码错');
    await endRound(id);
    await handIn(id, 'revision-1');
    const [m] = await marksOf(id, 1);
    expect((await check(m!, true, '', setter)).statusCode).toBe(403);
    expect((await callOf(t.app, C.checkList, setter, { query: {} })).statusCode).toBe(403);
    expect((await check(m!, true, '', adminB)).statusCode).toBe(404);
    expect((await checkRows(adminB, {})).map((r) => r.id)).not.toContain(id);
    expect((await callOf(t.app, C.checkList, adminB, { query: { journalId: w.journalId } })).statusCode).toBe(
      404,
    );
    expect((await callOf(t.app, C.checkList, admin, { query: { sort: 'nope' } as never })).statusCode).toBe(
      400,
    );
    expect((await callOf(t.app, C.checkMark, admin, { body: { id: m!.id } as never })).statusCode).toBe(400);
  });
});
