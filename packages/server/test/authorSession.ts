import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { authorLogin } from '@jb/contract/api/authorSite';
import type { ResultOf } from '@jb/contract/api/define';
import { authorUpload } from '@jb/contract/api/files';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { journals, outbox } from '../src/db/schema/index.ts';
import { uniquePhone } from './factories.ts';
import { type PressWorld, pressWorld } from './scenario.ts';
import type { TestApp } from './testApp.ts';
import { type CallOptions, call, callOf, type Session, signIn } from './wireClient.ts';

export const AUTHOR_PASSWORD = 'Author2026x';

/** An author's session at one journal's site: signed like a staff session (`test/wireClient.ts`). */
export type AuthorSession = Session<ResultOf<typeof authorLogin>>;

/** A POST of the author site: as a visitor, or signed with the author's session. */
export const authorPost = (
  t: TestApp,
  path: string,
  body: unknown,
  session?: AuthorSession | null,
  opts: Omit<CallOptions, 'body'> = {},
) => call(t.app, 'POST', path, session ?? null, { ...opts, body });

/** Signs an author in at a journal's site; the session its calls are signed with. */
export async function signInAuthor(
  t: TestApp,
  body: { journalId: number; phone: string; password: string },
  opts: Pick<CallOptions, 'remoteAddress' | 'headers'> = {},
): Promise<AuthorSession> {
  const { res, session } = await signIn<ResultOf<typeof authorLogin>>(t.app, '/author/login', body, opts);
  expect(session, res.body).not.toBeNull();
  return session!;
}

/** Asks the site for a registration code and reads it from the SMS outbox, as the phone would. */
export async function registrationCode(t: TestApp, journalId: number, phone: string): Promise<string> {
  const sent = await authorPost(t, '/author/sendCode', { journalId, phone });
  expect(sent.json().code, sent.body).toBe(200);
  const [sms] = await t.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, phone))
    .orderBy(desc(outbox.id))
    .limit(1);
  return /\d{6}/.exec(sms!.body)![0];
}

/** A press with an open journal, and an author registered and signed in to it. */
export async function openJournalWithAuthor(t: TestApp, world?: PressWorld) {
  const w = world ?? (await pressWorld(t.db));
  await t.db.update(journals).set({ status: 2 }).where(eq(journals.id, w.journalId));
  const phone = uniquePhone();
  const reg = await authorPost(t, '/author/register', {
    journalId: w.journalId,
    code: await registrationCode(t, w.journalId, phone),
    name: '李作者',
    phone,
    password: AUTHOR_PASSWORD,
  });
  expect(reg.json().code).toBe(200);
  const session = await signInAuthor(t, { journalId: w.journalId, phone, password: AUTHOR_PASSWORD });
  return { w, phone, authorId: reg.json().data.id as number, session };
}

const DOCX = readFileSync(path.join(import.meta.dirname, '../assets/manuscript.docx'));

/** Uploads a file as the signed-in author; answers its id. */
export async function uploadAsAuthor(
  t: TestApp,
  session: AuthorSession,
  kind: 'manuscript' | 'annex' | 'fundCertificate' = 'manuscript',
  bytes: Buffer = DOCX,
  name = '稿件.docx',
): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await callOf(t.app, authorUpload, session, { query: { kind }, form });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

/** A submission as the author site makes it: the manuscript file uploaded first, then the form. */
export async function submitAsAuthor(t: TestApp, session: AuthorSession, body: Record<string, unknown>) {
  const manuscriptFileId = await uploadAsAuthor(t, session);
  return authorPost(t, '/author/manuscripts', { manuscriptFileId, ...body }, session);
}
