import { readFileSync } from 'node:fs';
import path from 'node:path';
import { staffUpload } from '@jb/contract/api/files';
import { finalDraftList, finalDraftUpload } from '@jb/contract/api/finalDraft';
import { typesettingProofs } from '@jb/contract/api/typesetting';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accepted, uploadedDraft } from '../../../test/acceptanceStep.ts';
import { caibianWorld } from '../../../test/caibianWorld.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf, login, type Session } from '../../../test/wireClient.ts';
import { manuscriptEvents, manuscriptFiles, manuscripts } from '../../db/schema/index.ts';

const DOCX = readFileSync(path.join(import.meta.dirname, '../../../assets/manuscript.docx'));

describe(`上传终稿: the acquisition editor uploads the author's final draft (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function world() {
    const w = await caibianWorld(t.db);
    await accepted(t.db, w.manuscriptId);
    const editor = await login(t.app, w.caibian.account, w.caibian.password);
    const colleague = await login(t.app, w.otherCaibian.account, w.otherCaibian.password);
    return { w, editor, colleague };
  }

  async function send(session: Session, name: string, bytes: Uint8Array<ArrayBuffer>) {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    return callOf(t.app, staffUpload, session, { query: { kind: 'manuscript' } as never, form });
  }

  it('makes the upload the manuscript file’s newest version, marked final, on the timeline; the typesetter gets it', async () => {
    const { w, editor } = await world();
    const listed = (await callOf(t.app, finalDraftList, editor, { query: {} })).json().data;
    expect(listed.list.map((r: { id: number }) => r.id)).toEqual([w.manuscriptId]);
    expect(listed.list[0].finalDraft).toBeNull();
    const up = await send(editor, '终稿-作者修订.docx', new Uint8Array(DOCX));
    expect(up.statusCode, up.body).toBe(200);
    const made = await callOf(t.app, finalDraftUpload, editor, {
      body: { manuscriptId: w.manuscriptId, fileId: up.json().data.id },
    });
    expect(made.statusCode, made.body).toBe(200);
    const files = await t.db
      .select()
      .from(manuscriptFiles)
      .where(and(eq(manuscriptFiles.manuscriptId, w.manuscriptId), eq(manuscriptFiles.role, 'manuscript')));
    expect(files.filter((f) => f.final).map((f) => f.fileId)).toEqual([up.json().data.id]);
    expect(Math.max(...files.map((f) => f.revision))).toBe(made.json().data.revision);
    const events = await t.db
      .select({ action: manuscriptEvents.action })
      .from(manuscriptEvents)
      .where(eq(manuscriptEvents.manuscriptId, w.manuscriptId));
    expect(events.map((e) => e.action)).toContain('finalDraftUploaded');
    const after = (await callOf(t.app, finalDraftList, editor, { query: {} })).json().data;
    expect(after.list[0].finalDraft).toMatchObject({
      name: '终稿-作者修订.docx',
      uploadedByName: '测试用户',
    });

    // Production's typesetting screen reads the final draft as the file to typeset.
    const admin = await login(t.app, w.admin.account, w.admin.password);
    const proofs = await callOf(t.app, typesettingProofs, admin, { query: { id: w.manuscriptId } });
    expect(proofs.statusCode, proofs.body).toBe(200);
    expect(proofs.json().data.source).toMatchObject({ fileId: up.json().data.id, final: true });

    // A second final draft replaces the first as the one in force.
    const again = await send(editor, '终稿-第二版.docx', new Uint8Array(DOCX));
    await callOf(t.app, finalDraftUpload, editor, {
      body: { manuscriptId: w.manuscriptId, fileId: again.json().data.id },
    });
    const second = await callOf(t.app, typesettingProofs, admin, { query: { id: w.manuscriptId } });
    expect(second.json().data.source).toMatchObject({ fileId: again.json().data.id, final: true });
  });

  it('refuses another editor (404), a manuscript not accepted (400), a wrong or used file (400), no permission (403)', async () => {
    const { w, editor, colleague } = await world();
    // The files of this world's press only: other test files write their own beside it on PostgreSQL.
    const filesOfPress = () =>
      t.db
        .select({ n: count() })
        .from(manuscriptFiles)
        .innerJoin(manuscripts, eq(manuscripts.id, manuscriptFiles.manuscriptId))
        .where(eq(manuscripts.pressId, w.press.id));
    const before = await filesOfPress();
    const fileId = await uploadedDraft(t.db, w.press.id, w.caibian.id);
    const body = { manuscriptId: w.manuscriptId, fileId };
    expect((await callOf(t.app, finalDraftUpload, colleague, { body })).statusCode).toBe(404);
    const b = await caibianWorld(t.db);
    const editorB = await login(t.app, b.caibian.account, b.caibian.password);
    expect((await callOf(t.app, finalDraftUpload, editorB, { body })).statusCode).toBe(404);
    // The colleague's own manuscript is at 0: not accepted.
    const theirFile = await uploadedDraft(t.db, w.press.id, w.otherCaibian.id);
    const early = await callOf(t.app, finalDraftUpload, colleague, {
      body: { manuscriptId: w.otherManuscriptId, fileId: theirFile },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().data.fields[0]).toMatchObject({
      path: 'manuscriptId',
      en: expect.stringContaining('accepted'),
    });
    // Another person's file, a file that is no manuscript, a wrong type at the upload itself.
    const notMine = await callOf(t.app, finalDraftUpload, editor, {
      body: { manuscriptId: w.manuscriptId, fileId: theirFile },
    });
    expect(notMine.statusCode).toBe(400);
    const wrongType = await send(editor, 'virus.exe', new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 1, 2, 3, 4]));
    expect(wrongType.statusCode).toBe(400);
    expect(
      (
        await callOf(t.app, finalDraftUpload, editor, {
          body: { manuscriptId: w.manuscriptId, fileId: 'x' } as never,
        })
      ).statusCode,
    ).toBe(400);
    const admin = await login(t.app, w.admin.account, w.admin.password);
    expect((await callOf(t.app, finalDraftUpload, admin, { body })).statusCode).toBe(403);
    expect((await callOf(t.app, finalDraftList, admin, { query: {} })).statusCode).toBe(403);
    expect(await filesOfPress()).toEqual(before);
    // Used once, the file cannot be attached again.
    expect((await callOf(t.app, finalDraftUpload, editor, { body })).statusCode).toBe(200);
    expect((await callOf(t.app, finalDraftUpload, editor, { body })).statusCode).toBe(400);
  });
});
