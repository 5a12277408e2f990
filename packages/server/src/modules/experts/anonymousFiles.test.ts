import { readFileSync } from 'node:fs';
import * as E from '@jb/contract/api/experts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadAsAuthor } from '../../../test/authorSession.ts';
import { addExpert, atExpertAllocation, manuscriptRow, reviewWorld } from '../../../test/reviewWorld.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { callOf } from '../../../test/wireClient.ts';
import { expertSettings, manuscriptFiles, storedFiles } from '../../db/schema/index.ts';
import {
  AUTHOR,
  authoredDocx,
  authoredPdf,
  BODY,
  COMPANY,
  everything,
} from '../../platform/files/testing/authoredFiles.ts';
import { extractText } from '../similarity/engine/extract.ts';

const legacyDoc = readFileSync(new URL('../similarity/engine/fixtures/sample-zh-en.doc', import.meta.url));

describe(`the expert's files under anonymous review (${engineName})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A manuscript whose versions are an authored .docx (0), .pdf (1), legacy .doc (2) and a .zip (3), with an expert who accepted. */
  async function reviewing(anonymous: boolean) {
    const x = await reviewWorld(t, { expert: true });
    await t.db.insert(expertSettings).values({ journalId: x.w.journalId, expertCount: 1, anonymous });
    const id = await atExpertAllocation(t, x);
    const upload = async (bytes: Buffer, name: string) =>
      uploadAsAuthor(t, x.session, 'manuscript', bytes, name);
    const docx = await upload(await authoredDocx(), '张伟-论文.docx');
    await t.db
      .update(manuscriptFiles)
      .set({ fileId: docx })
      .where(and(eq(manuscriptFiles.manuscriptId, id), eq(manuscriptFiles.role, 'manuscript')));
    // An archive (a journal may allow .zip): what is inside one cannot be vouched for.
    const [stored] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, docx));
    const { id: _, ...copy } = stored!;
    const [zip] = await t.db
      .insert(storedFiles)
      .values({ ...copy, type: 'zip', mime: 'application/zip', name: '张伟-材料.zip' })
      .returning({ id: storedFiles.id });
    await t.db.insert(manuscriptFiles).values([
      { manuscriptId: id, role: 'manuscript', revision: 3, fileId: zip!.id },
      {
        manuscriptId: id,
        role: 'manuscript',
        revision: 1,
        fileId: await upload(await authoredPdf(), 'a.pdf'),
      },
      { manuscriptId: id, role: 'manuscript', revision: 2, fileId: await upload(legacyDoc, 'a.doc') },
    ]);
    const expert = await addExpert(t, x, '陈教授', '清华大学');
    const invited = await callOf(t.app, E.expertInvite, x.admin, {
      body: { id, version: (await manuscriptRow(t, id)).version, experts: [expert.id] },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const [inv] = (await callOf(t.app, E.myInvitations, expert.session, { query: {} })).json().data.list;
    await callOf(t.app, E.expertRespond, expert.session, {
      body: { id: inv.id, version: inv.version, accept: true },
    });
    const view = (
      await callOf(t.app, E.expertManuscriptCall, expert.session, { query: { id: inv.id } })
    ).json().data;
    const download = (fileId: number) =>
      callOf(t.app, E.expertFile, expert.session, { query: { invitationId: inv.id, fileId } });
    return { view, download, zipId: zip!.id, articleNo: (await manuscriptRow(t, id)).articleNo };
  }

  it('sends the .docx and .pdf without the authors in their metadata, and a legacy .doc as a PDF of its text', async () => {
    const { view, download, zipId, articleNo } = await reviewing(true);
    const names = view.files.map((f: { name: string }) => f.name);
    expect(names).toEqual([
      `稿件-${articleNo}-修改稿2-文本.pdf`,
      `稿件-${articleNo}-修改稿1.pdf`,
      `稿件-${articleNo}.docx`,
    ]);
    // The type each comes as (the web offers 查看 for the PDFs): the .doc's text is a PDF.
    expect(view.files.map((f: { type: string }) => f.type)).toEqual(['pdf', 'pdf', 'docx']);
    const [doc, pdf, docx] = view.files as { id: number }[];

    const gotDocx = await download(docx!.id);
    expect(gotDocx.statusCode).toBe(200);
    expect(gotDocx.headers['content-disposition']).not.toContain('%E5%BC%A0%E4%BC%9F'); // 张伟
    const docxText = await everything(gotDocx.rawPayload, 'docx');
    expect(docxText).not.toContain(AUTHOR);
    expect(docxText).not.toContain(COMPANY);
    expect(await extractText(gotDocx.rawPayload, 'x.docx')).toContain(BODY);

    const gotPdf = await download(pdf!.id);
    expect(gotPdf.headers['content-type']).toBe('application/pdf');
    const pdfText = await everything(gotPdf.rawPayload, 'pdf');
    expect(pdfText).not.toContain(AUTHOR);
    expect(pdfText).not.toContain(COMPANY);
    expect(await extractText(gotPdf.rawPayload, 'x.pdf')).toContain(BODY);

    const gotDoc = await download(doc!.id);
    expect(gotDoc.headers['content-type']).toBe('application/pdf');
    expect(gotDoc.headers['content-disposition']).toContain('.pdf');
    expect(await extractText(gotDoc.rawPayload, 'x.pdf')).toContain(
      '学术不端行为的治理是期刊编辑部的重要工作',
    );

    // The archive is not offered, and not sent when asked for.
    expect((await download(zipId)).statusCode).toBe(404);
  });

  it('sends the files as they are when the review is not anonymous', async () => {
    const { view, download, articleNo } = await reviewing(false);
    expect(view.files).toHaveLength(4);
    const docx = view.files.find((f: { name: string }) => f.name === `稿件-${articleNo}.docx`);
    const got = await download(docx.id);
    expect(got.statusCode).toBe(200);
    expect(await everything(got.rawPayload, 'docx')).toContain(AUTHOR);
  });
});
