import { staffUpload } from '@jb/contract/api/files';
import { scheduleManuscripts } from '@jb/contract/api/scheduling';
import * as T from '@jb/contract/api/typesetting';
import { Status } from '@jb/contract/workflow';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { manuscripts } from '../src/db/schema/index.ts';
import { acceptedManuscript } from './manuscripts.ts';
import { manuscriptRow } from './reviewWorld.ts';
import type { PressWorld } from './scenario.ts';
import type { TestApp } from './testApp.ts';
import { callOf, type Session } from './wireClient.ts';

/** A tiny PDF with a label in it (a proof as the typesetter hands it in). */
export const proofPdf = (label: string) =>
  Buffer.from(`%PDF-1.4\n% ${label}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);

/** The typesetter's upload of a proof PDF; answers its file id. */
export async function uploadProofPdf(t: TestApp, session: Session, label: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(proofPdf(label))]), `${label}.pdf`);
  const res = await callOf(t.app, staffUpload, session, { query: { kind: 'proof' }, form });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

const versionOf = async (t: TestApp, id: number) => (await manuscriptRow(t, id)).version;

/**
 * A manuscript of the world's journal (of `authorId`, when given) run through the calls to proof 1:
 * scheduled into the world's issue, dispatched to the typesetter, accepted and its layout handed in.
 */
export async function manuscriptAtProof1(
  t: TestApp,
  w: PressWorld,
  who: { admin: Session; setter: Session; setterId: number },
  authorId?: number,
) {
  const { id } = await acceptedManuscript(t.db, w);
  if (authorId !== undefined) await t.db.update(manuscripts).set({ authorId }).where(eq(manuscripts.id, id));
  const scheduled = await callOf(t.app, scheduleManuscripts, who.admin, {
    body: {
      items: [{ id, version: await versionOf(t, id) }],
      issueId: w.issueId,
      schedulingType: 1,
      pages: 8,
    },
  });
  expect(scheduled.json().data[0], scheduled.body).toMatchObject({ ok: true });
  await callOf(t.app, T.dispatchTypesetting, who.admin, {
    body: {
      items: [{ id, version: await versionOf(t, id) }],
      typesetterId: who.setterId,
      dueOn: '2099-01-31',
    },
  });
  await callOf(t.app, T.acceptDispatch, who.setter, { body: { id, version: await versionOf(t, id) } });
  const layout = await uploadProofPdf(t, who.setter, 'layout');
  const res = await callOf(t.app, T.uploadProof, who.setter, {
    body: { id, version: await versionOf(t, id), fileId: layout },
  });
  expect(res.json().data, res.body).toMatchObject({ status: Status.PROOF_1 });
  return { id, layout };
}
