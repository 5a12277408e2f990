import { PROCESS_CALLS } from '@jb/contract/api/processes';
import { scheduleManuscripts } from '@jb/contract/api/scheduling';
import * as T from '@jb/contract/api/typesetting';
import { FeeType } from '@jb/contract/enums/order';
import { PRODUCTION_STEPS, Status } from '@jb/contract/workflow';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { acceptedManuscript } from '../../../test/manuscripts.ts';
import { proofPdf, uploadProofPdf } from '../../../test/proofs.ts';
import { manuscriptRow } from '../../../test/reviewWorld.ts';
import { type PressWorld, pressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import {
  issuePlacements,
  journalFees,
  journals,
  orders,
  typesettingDispatches,
} from '../../db/schema/index.ts';

const DUE = '2099-01-31';
const pdf = proofPdf;

describe(`typesetting and proof rounds (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let admin: Session;
  let setter: TestUser;
  let setterSession: Session;
  let otherSetter: Session;
  let otherSetterId: number;

  beforeAll(async () => {
    t = await createTestApp();
    w = await pressWorld(t.db);
    admin = await login(t.app, w.admin.account, w.admin.password);
    setter = await createUser(t.db, w.press, { role: 'typesetter' });
    setterSession = await login(t.app, setter.account, setter.password);
    const other = await createUser(t.db, w.press, { role: 'typesetter' });
    otherSetterId = other.id;
    otherSetter = await login(t.app, other.account, other.password);
    // Three proof rounds (三校三改).
    await t.db.update(journals).set({ proofRounds: 3 }).where(eq(journals.id, w.journalId));
  });
  afterAll(() => t.close());

  const versionOf = async (id: number) => (await manuscriptRow(t, id)).version;
  const statusOf = async (id: number) => (await manuscriptRow(t, id)).status;
  /** An accepted manuscript scheduled into the world's issue (100). */
  const scheduled = async () => {
    const { id } = await acceptedManuscript(t.db, w);
    const res = await callOf(t.app, scheduleManuscripts, admin, {
      body: {
        items: [{ id, version: await versionOf(id) }],
        issueId: w.issueId,
        schedulingType: 1,
        pages: 8,
      },
    });
    expect(res.json().data[0], res.body).toMatchObject({ ok: true });
    return id;
  };
  const dispatch = async (ids: number[], typesetterId = setter.id, dueOn = DUE) =>
    callOf(t.app, T.dispatchTypesetting, admin, {
      body: {
        items: await Promise.all(ids.map(async (id) => ({ id, version: await versionOf(id) }))),
        typesetterId,
        dueOn,
      },
    });
  const upload = (session: Session, label: string) => uploadProofPdf(t, session, label);
  const handIn = async (id: number, fileId: number, session = setterSession) =>
    callOf(t.app, T.uploadProof, session, { body: { id, version: await versionOf(id), fileId } });
  const endRound = async (id: number, note = '') =>
    callOf(t.app, T.endProofRound, admin, { body: { id, version: await versionOf(id), note } });
  const listed = async (session: Session, view: 'toDispatch' | 'typesetting' | 'proofs') => {
    const res = await callOf(t.app, T.typesettingList, session, { query: { view, pageSize: 100 } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.list as { id: number; status: number; round: number | null; actions: string[] }[];
  };

  it('runs a manuscript from dispatch through three proof rounds to film output, keeping each round’s PDF', async () => {
    const id = await scheduled();
    expect((await listed(admin, 'toDispatch')).find((r) => r.id === id)?.actions).toContain('dispatch');
    expect((await dispatch([id])).json().data[0]).toMatchObject({
      ok: true,
      status: Status.TYPESETTING_DISPATCH,
    });
    // The typesetter sees it on their desk with what they may do; the other typesetter does not see it.
    expect((await listed(setterSession, 'typesetting')).find((r) => r.id === id)?.actions).toEqual([
      'acceptDispatch',
    ]);
    expect((await listed(otherSetter, 'typesetting')).map((r) => r.id)).not.toContain(id);

    const accept = await callOf(t.app, T.acceptDispatch, setterSession, {
      body: { id, version: await versionOf(id) },
    });
    expect(accept.json().data, accept.body).toMatchObject({ status: Status.INITIAL_LAYOUT });
    expect((await handIn(id, await upload(setterSession, 'layout'))).json().data).toMatchObject({
      status: Status.PROOF_1,
    });
    const rounds: [number, number][] = [
      [Status.REVISION_1, Status.PROOF_2],
      [Status.REVISION_2, Status.PROOF_3],
      [Status.REVISION_3, Status.FILM_OUTPUT],
    ];
    for (const [k, [revision, after]] of rounds.entries()) {
      const closed = await endRound(id, `第${k + 1}校：图 2 图注错位`);
      expect(closed.json().data, closed.body).toMatchObject({ status: revision });
      expect((await listed(setterSession, 'typesetting')).find((r) => r.id === id)?.round).toBe(k + 1);
      const res = await handIn(id, await upload(setterSession, `revision-${k + 1}`));
      expect(res.json().data, res.body).toMatchObject({ status: after });
    }
    const proofs = await callOf(t.app, T.typesettingProofs, admin, { query: { id } });
    expect(proofs.json().data.files.map((f: { round: number }) => f.round)).toEqual([0, 1, 2, 3]);
    expect(proofs.json().data).toMatchObject({ typesetterName: expect.any(String), dueOn: DUE });

    // Finished: on the complete page (its typesetter and the press see it, the other typesetter and
    // another press do not), counted on its issue (periodList); the issue is pickable by name.
    const complete = async (session: Session) =>
      (await callOf(t.app, T.completePage, session, { query: { pageSize: 100 } }))
        .json()
        .data.list.map((r: { id: number }) => r.id);
    expect(await complete(admin)).toContain(id);
    expect(await complete(setterSession)).toContain(id);
    expect(await complete(otherSetter)).not.toContain(id);
    const b = await pressWorld(t.db);
    const otherPress = await login(t.app, b.admin.account, b.admin.password);
    expect(await complete(otherPress)).not.toContain(id);
    const issues = await callOf(t.app, T.typesettingIssues, admin, { query: { journalId: w.journalId } });
    expect(issues.json().data.find((i: { id: number }) => i.id === w.issueId)).toMatchObject({
      complete: expect.any(Number),
    });
    expect(issues.json().data.find((i: { id: number }) => i.id === w.issueId).complete).toBeGreaterThan(0);
    // A typesetter counts only what was dispatched to them: the other typesetter's picker lacks the issue.
    const pickerOf = async (session: Session) =>
      (await callOf(t.app, T.typesettingIssues, session, { query: { journalId: w.journalId } })).json()
        .data as {
        id: number;
        complete: number;
      }[];
    expect((await pickerOf(setterSession)).find((i) => i.id === w.issueId)?.complete).toBeGreaterThan(0);
    expect((await pickerOf(otherSetter)).map((i) => i.id)).not.toContain(w.issueId);
    const names = await callOf(t.app, T.issueNames, admin, { query: { journalId: w.journalId } });
    expect(names.json().data.map((i: { id: number }) => i.id)).toContain(w.issueId);
    for (const call of [T.typesettingIssues, T.issueNames])
      expect((await callOf(t.app, call, otherPress, { query: { journalId: w.journalId } })).statusCode).toBe(
        404,
      );
  });

  it('keeps proofreading marks per round: made while the proof is read, resolved by the typesetter in the revision', async () => {
    const id = await scheduled();
    await dispatch([id]);
    await callOf(t.app, T.acceptDispatch, setterSession, { body: { id, version: await versionOf(id) } });
    const mark = (body: Record<string, unknown>, session = admin) =>
      callOf(t.app, T.addProofMark, session, {
        body: {
          manuscriptId: id,
          round: 1,
          page: 2,
          kind: 'highlight',
          rects: [{ x: 0.1, y: 0.2, w: 0.3, h: 0.02 }],
          ...body,
        },
      });
    // No proof yet: the round has not started.
    expect((await mark({})).json().data.fields[0].path).toBe('round');
    await handIn(id, await upload(setterSession, 'layout'));

    const typo = await mark({ quote: '深度学系', note: '学系 → 学习' });
    expect(typo.json().data, typo.body).toMatchObject({
      kind: 'highlight',
      mine: true,
      resolved: false,
      page: 2,
    });
    expect((await mark({ kind: 'insert', note: '' })).json().data.fields[0].path).toBe('note');
    expect((await mark({ rects: [{ x: 0.9, y: 0.2, w: 0.3, h: 0.02 }] })).statusCode).toBe(400);
    const insert = await mark({ kind: 'insert', page: 1, note: '补充基金号：61772' });
    const extra = await mark({ kind: 'comment', page: 3, note: '图 3 分辨率偏低' });
    // Only one's own mark, while the round is open, is taken back.
    const reviewer = await createUser(t.db, w.press, { role: 'reviewer' });
    const reviewerSession = await login(t.app, reviewer.account, reviewer.password);
    const notMine = await callOf(t.app, T.deleteProofMark, reviewerSession, {
      query: { id: extra.json().data.id, version: 0 },
    });
    expect(notMine.statusCode).toBe(400);
    const gone = await callOf(t.app, T.deleteProofMark, admin, {
      query: { id: extra.json().data.id, version: 0 },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const marks = async (session = admin) =>
      (await callOf(t.app, T.proofMarks, session, { query: { manuscriptId: id, round: 1 } })).json().data as {
        id: number;
        version: number;
        page: number;
        resolved: boolean;
      }[];
    expect((await marks()).map((m) => m.page)).toEqual([1, 2]);

    // The typesetter cannot resolve while the proof is still being read; after the round closes, they can.
    const resolve = (m: { id: number; version: number }, session = setterSession) =>
      callOf(t.app, T.resolveProofMark, session, { body: { id: m.id, version: m.version, resolved: true } });
    expect((await resolve(typo.json().data)).statusCode).toBe(400);
    await endRound(id, '见在线标注');
    expect((await mark({})).json().data.fields[0].path).toBe('round');
    expect((await resolve(typo.json().data, otherSetter)).statusCode).toBe(404);
    const done = await resolve(typo.json().data);
    expect(done.json().data, done.body).toMatchObject({ resolved: true, resolvedByName: expect.any(String) });
    expect((await resolve(typo.json().data)).statusCode).toBe(409);
    // Proof 2 shows round 1's marks with what was resolved; round 1 takes no more marks.
    await handIn(id, await upload(setterSession, 'revision-1'));
    expect((await marks(setterSession)).map((m) => [m.page, m.resolved])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(insert.json().data.resolved).toBe(false);
    const b = await pressWorld(t.db);
    const adminB = await login(t.app, b.admin.account, b.admin.password);
    expect(
      (await callOf(t.app, T.proofMarks, adminB, { query: { manuscriptId: id, round: 1 } })).statusCode,
    ).toBe(404);
    expect((await mark({ round: 2 }, adminB)).statusCode).toBe(404);
  });

  it('refuses a typesetter who cannot typeset, a past due date, and another’s or a reused PDF', async () => {
    const id = await scheduled();
    const reviewer = await createUser(t.db, w.press, { role: 'reviewer' });
    // A reviewer holds every editorialReview action, so may typeset; a finance clerk may not.
    const clerk = await createUser(t.db, w.press, { role: 'finance', adminType: 1 });
    const notTypesetter = await dispatch([id], clerk.id);
    expect(notTypesetter.json().data[0]).toMatchObject({ ok: false, code: 40000 });
    const past = await dispatch([id], reviewer.id, '2020-01-01');
    expect(past.json().data[0].message).toContain('今天');
    expect(await statusOf(id)).toBe(Status.SCHEDULING);

    await dispatch([id]);
    const notMine = await callOf(t.app, T.acceptDispatch, otherSetter, {
      body: { id, version: await versionOf(id) },
    });
    expect(notMine.json(), notMine.body).toMatchObject({ code: 40070, data: { reason: 'notTypesetter' } });
    await callOf(t.app, T.acceptDispatch, setterSession, { body: { id, version: await versionOf(id) } });
    const othersFile = await handIn(id, await upload(otherSetter, 'not-mine'));
    expect(othersFile.json().data.fields[0].path).toBe('fileId');
    const used = await upload(setterSession, 'once');
    expect((await handIn(id, used)).statusCode).toBe(200);
    await endRound(id);
    expect((await handIn(id, used)).json().data.fields[0].path).toBe('fileId');
    expect(await statusOf(id)).toBe(Status.REVISION_1);
  });

  it('takes a dispatch back before it is accepted, and gives work to another typesetter with a reason', async () => {
    const id = await scheduled();
    await dispatch([id]);
    const noReason = await callOf(t.app, T.recallDispatch, admin, {
      body: { id, version: await versionOf(id), note: '' },
    });
    expect(noReason.statusCode).toBe(400);
    const recalled = await callOf(t.app, T.recallDispatch, admin, {
      body: { id, version: await versionOf(id), note: '作者补充图片' },
    });
    expect(recalled.json().data, recalled.body).toMatchObject({ status: Status.SCHEDULING });
    expect(
      await t.db.select().from(typesettingDispatches).where(eq(typesettingDispatches.manuscriptId, id)),
    ).toEqual([]);

    await dispatch([id]);
    await callOf(t.app, T.acceptDispatch, setterSession, { body: { id, version: await versionOf(id) } });
    const changed = await callOf(t.app, T.changeTypesetter, admin, {
      body: {
        id,
        version: await versionOf(id),
        typesetterId: otherSetterId,
        dueOn: DUE,
        note: '原排版人休假',
      },
    });
    expect(changed.json().data, changed.body).toMatchObject({ status: Status.INITIAL_LAYOUT });
    expect((await handIn(id, await upload(setterSession, 'late'))).json().data.reason).toBe('notTypesetter');
    expect((await handIn(id, await upload(otherSetter, 'new-hands'), otherSetter)).json().data).toMatchObject(
      {
        status: Status.PROOF_1,
      },
    );
  });

  it('takes a batch of proofs by article number: all handed in at once, or none with each bad file named', async () => {
    const ids = [await scheduled(), await scheduled(), await scheduled()];
    await dispatch(ids);
    for (const id of ids)
      await callOf(t.app, T.acceptDispatch, setterSession, { body: { id, version: await versionOf(id) } });
    const nos = await Promise.all(ids.map(async (id) => (await manuscriptRow(t, id)).articleNo));
    const send = (session: Session, files: [string, Buffer][]) => {
      const form = new FormData();
      for (const [name, bytes] of files) form.append('file', new Blob([new Uint8Array(bytes)]), name);
      return callOf(t.app, T.batchFinalProof, session, { form });
    };
    const bad = await send(setterSession, [
      [`${nos[0]}-初排.pdf`, pdf('a')],
      [`${nos[0]}-v2.pdf`, pdf('a2')],
      ['未编号.pdf', pdf('x')],
      [`${nos[1]}.pdf`, Buffer.from('not a pdf at all')],
    ]);
    expect(bad.statusCode, bad.body).toBe(400);
    const named = bad.json().data.fields.map((f: { zh: string }) => f.zh);
    expect(named).toHaveLength(3);
    expect(named.join('\n')).toContain(`${nos[0]}-v2.pdf`);
    expect(named.join('\n')).toContain('未编号.pdf');
    expect(named.join('\n')).toContain(`${nos[1]}.pdf`);
    for (const id of ids) expect(await statusOf(id)).toBe(Status.INITIAL_LAYOUT);

    // A form with another field is refused as a whole.
    const odd = new FormData();
    odd.append('file', new Blob([new Uint8Array(pdf('a'))]), `${nos[0]}.pdf`);
    odd.append('note', 'x');
    const oddRes = await callOf(t.app, T.batchFinalProof, setterSession, { form: odd });
    expect(oddRes.statusCode).toBe(400);
    expect(oddRes.json().data.fields[0].path).toBe('file');
    // Another typesetter's desk holds none of them.
    expect((await send(otherSetter, [[`${nos[0]}.pdf`, pdf('o')]])).statusCode).toBe(400);

    const ok = await send(
      setterSession,
      nos.map((no, k) => [`排版_${no}.pdf`, pdf(`p${k}`)] as [string, Buffer]),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toEqual(
      ids.map((id, k) => ({
        fileName: `排版_${nos[k]}.pdf`,
        manuscriptId: id,
        articleNo: nos[k],
        status: Status.PROOF_1,
      })),
    );
    for (const id of ids) expect(await statusOf(id)).toBe(Status.PROOF_1);
  });

  it('takes the layout’s page count: the article’s pages in its issue, and the extra-page fee past the limit', async () => {
    await t.db.update(journals).set({ articlePageLimit: 8 }).where(eq(journals.id, w.journalId));
    await t.db.insert(journalFees).values({
      journalId: w.journalId,
      feeType: FeeType.EXTRA_PAGE,
      amountFen: 15_000,
      validFrom: '2000-01-01',
    });
    try {
      const [long, short] = [await scheduled(), await scheduled()];
      await dispatch([long, short]);
      for (const id of [long, short])
        await callOf(t.app, T.acceptDispatch, setterSession, { body: { id, version: await versionOf(id) } });
      const layout = async (id: number, pages: number) =>
        callOf(t.app, T.uploadProof, setterSession, {
          body: {
            id,
            version: await versionOf(id),
            fileId: await upload(setterSession, `layout-${id}`),
            pages,
          },
        });
      expect((await layout(long, 11)).json().data).toMatchObject({ status: Status.PROOF_1 });
      expect((await layout(short, 7)).json().data).toMatchObject({ status: Status.PROOF_1 });
      const extra = await t.db
        .select({ manuscriptId: orders.manuscriptId, amountFen: orders.amountFen })
        .from(orders)
        .where(and(eq(orders.feeType, FeeType.EXTRA_PAGE), inArray(orders.manuscriptId, [long, short])));
      expect(extra).toEqual([{ manuscriptId: long, amountFen: 3 * 15_000 }]);
      const pages = await t.db
        .select({ id: issuePlacements.manuscriptId, pages: issuePlacements.pages })
        .from(issuePlacements)
        .where(inArray(issuePlacements.manuscriptId, [long, short]));
      expect(new Map(pages.map((p) => [p.id, p.pages]))).toEqual(
        new Map([
          [long, 11],
          [short, 7],
        ]),
      );
      // A page count outside 1-999 is refused.
      const id = await scheduled();
      await dispatch([id]);
      await callOf(t.app, T.acceptDispatch, setterSession, { body: { id, version: await versionOf(id) } });
      expect((await layout(id, 0)).statusCode).toBe(400);
    } finally {
      await t.db.update(journals).set({ articlePageLimit: 0 }).where(eq(journals.id, w.journalId));
    }
  });

  it('goes straight to initial layout when the journal’s production process has no dispatch step', async () => {
    const saved = await callOf(t.app, PROCESS_CALLS.publishProcess.save, admin, {
      body: {
        journalId: w.journalId,
        steps: PRODUCTION_STEPS.map((s) => ({ key: s.key, enabled: s.key !== 'typesettingDispatch' })),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = await scheduled();
    expect((await dispatch([id])).json().data[0]).toMatchObject({ ok: true, status: Status.INITIAL_LAYOUT });
    expect((await handIn(id, await upload(setterSession, 'direct'))).json().data).toMatchObject({
      status: Status.PROOF_1,
    });
  });

  it('keeps a typesetter to what was dispatched to them, and another press out of everything', async () => {
    const id = await scheduled();
    await dispatch([id]);
    const detailAs = (session: Session) => callOf(t.app, T.typesettingProofs, session, { query: { id } });
    expect((await detailAs(setterSession)).statusCode).toBe(200);
    expect((await detailAs(otherSetter)).statusCode).toBe(404);
    expect(
      (await callOf(t.app, T.typesetters, setterSession, { query: { journalId: w.journalId } })).statusCode,
    ).toBe(403);
    expect((await dispatch([await scheduled()], setter.id)).statusCode).toBe(200);

    const b = await pressWorld(t.db);
    const adminB = await login(t.app, b.admin.account, b.admin.password);
    const version = await versionOf(id);
    const attempts = [
      [T.typesettingProofs, { query: { id } }],
      [T.typesetters, { query: { journalId: w.journalId } }],
      [T.changeTypesetter, { body: { id, version, typesetterId: setter.id, dueOn: DUE, note: '越权' } }],
      [T.recallDispatch, { body: { id, version, note: '越权' } }],
    ] as const;
    for (const [call, options] of attempts) {
      const res = await callOf(t.app, call, adminB, options as never);
      expect(res.statusCode, `${call.path} ${res.body}`).toBe(404);
    }
    const foreign = await callOf(t.app, T.dispatchTypesetting, adminB, {
      body: { items: [{ id, version }], typesetterId: setter.id, dueOn: DUE },
    });
    expect(foreign.json().data[0]).toMatchObject({ ok: false, code: 40400 });
    expect((await listed(adminB, 'typesetting')).map((r) => r.id)).not.toContain(id);
    const typesetters = await callOf(t.app, T.typesetters, admin, { query: { journalId: w.journalId } });
    expect(typesetters.json().data.map((p: { id: number }) => p.id)).toEqual(
      expect.arrayContaining([setter.id]),
    );
  });
});
