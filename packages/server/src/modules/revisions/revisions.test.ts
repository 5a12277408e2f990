import { authorManuscriptDetailCall } from '@jb/contract/api/authorSite';
import { staffDownload } from '@jb/contract/api/files';
import { manuscriptUpdate } from '@jb/contract/api/manuscripts';
import { onlineEditList } from '@jb/contract/api/onlineEdit';
import * as R from '@jb/contract/api/revisions';
import { RevisionStatus } from '@jb/contract/enums/revision';
import { ErrorCode } from '@jb/contract/errors';
import { Status } from '@jb/contract/workflow';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthorSession, openJournalWithAuthor, uploadAsAuthor } from '../../../test/authorSession.ts';
import { manuscriptAtZero } from '../../../test/manuscripts.ts';
import { requestWorld } from '../../../test/requestWorld.ts';
import { manuscriptRow } from '../../../test/reviewWorld.ts';
import type { PressWorld } from '../../../test/scenario.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, type Session } from '../../../test/wireClient.ts';
import {
  manuscriptAuthors,
  manuscriptEvents,
  manuscripts,
  outbox,
  revisionRequests,
  typesettingDispatches,
} from '../../db/schema/index.ts';

const byline = [{ name: '李作者', affiliation: '农业大学', email: '', corresponding: true }];
const newByline = [
  { name: '李作者', affiliation: '中国农业大学', email: '', corresponding: false },
  { name: '王五', affiliation: '南京农业大学', email: '', corresponding: true },
];

describe(`revision applications (${engineName})`, () => {
  let t: TestApp;
  let w: PressWorld;
  let session: AuthorSession;
  let authorId: number;
  let admin: Session;
  let editor: Session;
  let finance: Session;
  let otherAdmin: Session;
  let otherAuthor: AuthorSession;
  beforeAll(async () => {
    t = await createTestApp();
    ({ w, session, authorId, admin, editor, finance, otherAdmin } = await requestWorld(t));
    otherAuthor = (await openJournalWithAuthor(t, w)).session;
  });
  afterAll(() => t.close());

  /** A manuscript of the author at `status`, with its one-author byline. */
  async function at(status: number) {
    const { id } = await manuscriptAtZero(t.db, w, authorId);
    await t.db
      .update(manuscripts)
      .set({ status, title: '原标题', keywords: '小麦', version: sql`${manuscripts.version} + 1` })
      .where(eq(manuscripts.id, id));
    await t.db
      .insert(manuscriptAuthors)
      .values(byline.map((a, i) => ({ ...a, manuscriptId: id, position: i + 1 })));
    return id;
  }
  const values = (over: Record<string, unknown> = {}) => ({
    title: '原标题',
    keywords: '小麦',
    abstract: '',
    authors: byline,
    foundationFlag: false,
    fundName: '',
    fundNumber: '',
    fundLevel: null,
    ...over,
  });
  const apply = (
    manuscriptId: number,
    over: Record<string, unknown> = {},
    submit = true,
    who: AuthorSession = session,
  ) =>
    callOf(t.app, R.authorRevisionApply, who, {
      body: { manuscriptId, submit, reason: '作者单位更正', fileIds: [], ...values(over) },
    });
  const audit = (
    who: Session,
    body: { id: number; version: number; decision: 'pass' | 'fail'; note?: string },
  ) => callOf(t.app, R.revisionAudit, who, { body: { note: '', ...body } });
  const fieldOf = (res: { json: () => { data: { fields: { path: string; zh: string }[] } } }) =>
    res.json().data.fields[0]!;
  const eventsOf = (id: number, action: string) =>
    t.db
      .select()
      .from(manuscriptEvents)
      .where(and(eq(manuscriptEvents.manuscriptId, id), eq(manuscriptEvents.action, action)));

  it('the author applies to change the byline; the editor sees old beside new and passes; the timeline keeps it', async () => {
    const id = await at(Status.ACCEPTED);
    expect(
      (await callOf(t.app, authorManuscriptDetailCall, session, { query: { id } })).json().data.actions,
    ).toContain('applyRevision');
    const file = await uploadAsAuthor(t, session, 'annex');
    const made = await callOf(t.app, R.authorRevisionApply, session, {
      body: {
        manuscriptId: id,
        submit: true,
        reason: '作者单位更正',
        fileIds: [file],
        ...values({ authors: newByline }),
      },
    });
    expect(made.json().code, made.body).toBe(200);
    expect(made.json().data.status).toBe(RevisionStatus.PENDING);
    expect(await eventsOf(id, 'revisionRequested')).toHaveLength(1);

    const list = (await callOf(t.app, R.revisionList, editor, { query: { status: 1 } })).json().data;
    const row = list.list.find((r: { id: number }) => r.id === made.json().data.id);
    expect(row).toMatchObject({ changed: ['authors'], actions: ['pass', 'fail'] });
    const detail = (await callOf(t.app, R.revisionDetailCall, editor, { query: { id: row.id } })).json().data;
    const authorsRow = detail.fields.find((f: { field: string }) => f.field === 'authors');
    expect(authorsRow).toMatchObject({ from: '李作者（农业大学，通讯作者）', changed: true });
    expect(authorsRow.to).toContain('王五（南京农业大学，通讯作者）');
    expect(detail.files).toEqual([{ id: file, name: '稿件.docx' }]);
    expect(detail.stale).toBe(false);
    // The supporting file downloads for the reviewer, not for another press.
    expect((await callOf(t.app, staffDownload, editor, { query: { id: file } })).statusCode).toBe(200);
    expect((await callOf(t.app, staffDownload, otherAdmin, { query: { id: file } })).statusCode).toBe(404);

    const passed = await audit(editor, { id: row.id, version: row.version, decision: 'pass', note: '同意' });
    expect(passed.json().code, passed.body).toBe(200);
    const after = await t.db
      .select({ name: manuscriptAuthors.name, corresponding: manuscriptAuthors.corresponding })
      .from(manuscriptAuthors)
      .where(eq(manuscriptAuthors.manuscriptId, id))
      .orderBy(manuscriptAuthors.position);
    expect(after).toEqual([
      { name: '李作者', corresponding: false },
      { name: '王五', corresponding: true },
    ]);
    const [event] = await eventsOf(id, 'revisionPass');
    expect(event!.changes).toEqual([
      { field: 'authors', from: '李作者（农业大学，通讯作者）', to: expect.stringContaining('王五') },
    ]);
    const [request] = await t.db.select().from(revisionRequests).where(eq(revisionRequests.id, row.id));
    expect(request).toMatchObject({
      status: RevisionStatus.PASSED,
      decisionNote: '同意',
      decidedBy: w.editor.id,
    });
    const told = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.manuscriptId, id), eq(outbox.event, 'revisionPassed')));
    expect(told.length).toBeGreaterThan(0);
    // The author reads the outcome.
    const mine = (await callOf(t.app, R.authorRevisionList, session, { query: { id } })).json().data;
    expect(mine.applications[0]).toMatchObject({ status: RevisionStatus.PASSED, decisionNote: '同意' });
    expect(mine.current.authors).toHaveLength(2);
    // Decided already: 400; a stale version: 409.
    expect(fieldOf(await audit(editor, { id: row.id, version: 1, decision: 'pass' })).path).toBe('id');
    expect((await audit(editor, { id: row.id, version: 0, decision: 'pass' })).statusCode).toBe(409);
  });

  it('a draft is saved, then submitted; a second open application is refused', async () => {
    const id = await at(Status.PUBLISHED);
    const draft = await apply(id, { title: '新标题' }, false);
    expect(draft.json().data.status, draft.body).toBe(RevisionStatus.DRAFT);
    // Drafts are the author's own: not listed for the review.
    const listed = (await callOf(t.app, R.revisionList, admin, { query: {} })).json().data.list;
    expect(listed.some((r: { id: number }) => r.id === draft.json().data.id)).toBe(false);
    const sent = await apply(id, { title: '新标题二' });
    expect(sent.json().data).toMatchObject({ id: draft.json().data.id, status: RevisionStatus.PENDING });
    const second = await apply(id, { title: '第三个标题' });
    expect(second.statusCode).toBe(400);
    expect(fieldOf(second)).toMatchObject({ path: 'manuscriptId', zh: expect.stringContaining('待审核') });
    const rows = await t.db.select().from(revisionRequests).where(eq(revisionRequests.manuscriptId, id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a status that does not allow it, an application that changes nothing, and others’ manuscripts', async () => {
    for (const status of [Status.FIRST_REVIEW, Status.ARCHIVED, Status.REJECTED]) {
      const res = await apply(await at(status), { title: '新标题' });
      expect(res.statusCode).toBe(400);
      expect(fieldOf(res).path).toBe('manuscriptId');
    }
    const id = await at(Status.ACCEPTED);
    const same = await apply(id);
    expect(same.statusCode).toBe(400);
    expect(fieldOf(same).zh).toContain('没有修改');
    expect((await apply(id, { title: '新标题' }, true, otherAuthor)).statusCode).toBe(404);
    expect((await callOf(t.app, R.authorRevisionList, otherAuthor, { query: { id } })).statusCode).toBe(404);
    // A fund without its name and level: 400 on the field.
    expect(fieldOf(await apply(id, { foundationFlag: true })).path).toBe('fundName');
    // Another author's upload is not a supporting file of this one.
    const theirs = await uploadAsAuthor(t, otherAuthor, 'annex');
    const foreignFile = await callOf(t.app, R.authorRevisionApply, session, {
      body: { manuscriptId: id, submit: true, reason: '更正', fileIds: [theirs], ...values({ title: '新' }) },
    });
    expect(fieldOf(foreignFile).path).toBe('fileIds.0');
    expect(await t.db.select().from(revisionRequests).where(eq(revisionRequests.manuscriptId, id))).toEqual(
      [],
    );
  });

  it('fail needs the reason; permission and other press are refused; a changed manuscript makes the pass 409', async () => {
    const id = await at(Status.TYPESETTING_DISPATCH);
    await t.db
      .insert(typesettingDispatches)
      .values({ manuscriptId: id, typesetterId: w.admin.id, dueOn: '2099-01-31', dispatchedBy: w.admin.id });
    const made = (await apply(id, { keywords: '小麦；抗旱' })).json().data;
    expect(fieldOf(await audit(admin, { id: made.id, version: made.version, decision: 'fail' })).path).toBe(
      'note',
    );
    expect((await callOf(t.app, R.revisionList, finance, { query: {} })).statusCode).toBe(403);
    expect((await audit(finance, { id: made.id, version: made.version, decision: 'pass' })).statusCode).toBe(
      403,
    );
    expect(
      (await callOf(t.app, R.revisionDetailCall, otherAdmin, { query: { id: made.id } })).statusCode,
    ).toBe(404);
    expect(
      (await audit(otherAdmin, { id: made.id, version: made.version, decision: 'pass' })).statusCode,
    ).toBe(404);
    const foreign = (await callOf(t.app, R.revisionList, otherAdmin, { query: {} })).json().data;
    expect(foreign.list.some((r: { id: number }) => r.id === made.id)).toBe(false);

    // Staff edit the keywords meanwhile: the application's old values are no longer the manuscript's.
    const m = await manuscriptRow(t, id);
    const edited = await callOf(t.app, manuscriptUpdate, admin, {
      body: {
        id,
        version: m.version,
        title: '原标题',
        keywords: '玉米',
        abstract: '',
        columnId: w.columnId,
        subjectId: null,
        natureArticleType: 1,
        fundName: '',
        fundNumber: '',
        fundLevel: null,
      },
    });
    expect(edited.json().code, edited.body).toBe(200);
    const detail = (await callOf(t.app, R.revisionDetailCall, admin, { query: { id: made.id } })).json().data;
    expect(detail.stale).toBe(true);
    const stale = await audit(admin, { id: made.id, version: made.version, decision: 'pass' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(ErrorCode.MANUSCRIPT_MOVED);
    expect((await manuscriptRow(t, id)).keywords).toBe('玉米');

    const failed = await audit(admin, {
      id: made.id,
      version: made.version,
      decision: 'fail',
      note: '请提供证明',
    });
    expect(failed.json().data.status, failed.body).toBe(RevisionStatus.FAILED);
    expect(await eventsOf(id, 'revisionFail')).toMatchObject([{ note: '请提供证明' }]);
    const told = await t.db
      .select({ body: outbox.body })
      .from(outbox)
      .where(and(eq(outbox.manuscriptId, id), eq(outbox.event, 'revisionFailed')));
    expect(told.some((o) => o.body.includes('请提供证明'))).toBe(true);
  });

  it('a pass in production shows on the online-edit list as a correction', async () => {
    const id = await at(Status.INITIAL_LAYOUT);
    await t.db
      .insert(typesettingDispatches)
      .values({ manuscriptId: id, typesetterId: w.admin.id, dueOn: '2099-01-31', dispatchedBy: w.admin.id });
    const made = (await apply(id, { title: '更正后的标题' })).json().data;
    expect((await audit(admin, { id: made.id, version: made.version, decision: 'pass' })).json().code).toBe(
      200,
    );
    const list = (await callOf(t.app, onlineEditList, admin, { query: { keyword: '更正后的标题' } })).json()
      .data;
    expect(list.list[0]).toMatchObject({ id, pending: true });
    expect(list.list[0].correctedAt).not.toBeNull();
  });
});
