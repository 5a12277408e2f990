import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { journals } from '../src/db/schema/index.ts';
import { uniquePhone } from './factories.ts';
import { type PressWorld, pressWorld } from './scenario.ts';
import type { TestApp } from './testApp.ts';
import { call } from './wireClient.ts';

export const AUTHOR_PASSWORD = 'Author2026x';

export const authorPost = (t: TestApp, path: string, body: unknown, token?: string) =>
  call(t.app, 'POST', path, null, { body, headers: token ? { 'author-token': token } : {} });

/** A press with an open journal, and an author registered and signed in to it. */
export async function openJournalWithAuthor(t: TestApp, world?: PressWorld) {
  const w = world ?? (await pressWorld(t.db));
  await t.db.update(journals).set({ status: 2 }).where(eq(journals.id, w.journalId));
  const phone = uniquePhone();
  const reg = await authorPost(t, '/author/register', {
    journalId: w.journalId,
    name: '李作者',
    phone,
    password: AUTHOR_PASSWORD,
  });
  expect(reg.json().code).toBe(200);
  const signIn = await authorPost(t, '/author/login', {
    journalId: w.journalId,
    phone,
    password: AUTHOR_PASSWORD,
  });
  expect(signIn.json().code).toBe(200);
  return { w, phone, authorId: reg.json().data.id as number, token: signIn.json().data.token as string };
}
