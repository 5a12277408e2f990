import {
  authorLogin,
  authorLogout,
  authorManuscriptDetailCall,
  authorManuscripts,
  authorRegister,
  authorSendCode,
  authorSiteJournal,
  authorSubmit,
} from '@jb/contract/api/authorSite';
import type { BodyIn, CallDeclaration, CallInput, ResultOf } from '@jb/contract/api/define';
import { authorDownload, authorUpload } from '@jb/contract/api/files';
import { LONG_REQUEST_TIMEOUT_MS } from '@jb/contract/constants';
import { CLIENT_MESSAGES } from '@jb/contract/errors';
import { AUTHOR_TOKEN } from '@jb/contract/wire';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { isApiError } from '../api/ApiError.ts';
import { api, download, type UiOptions } from '../api/http.ts';
import { toast } from '../api/notify.ts';
import { onLangChange } from '../i18n/lang.ts';
import { saveBlob } from '../lib/saveBlob.ts';
import type { UploadKind } from './rules.ts';
import { type AuthorSession, clearAuthorSession, getAuthorSession, saveAuthorSession } from './session.ts';

/**
 * The site's calls, through the web's one client: signed as a visitor (never with a staff session
 * that may sit in the same browser), the author's session in `author-token`. A login timeout on an
 * author call ends the author's session at this journal (the staff session stays) and the site
 * shows the sign-in form with SPEC §8's message.
 */
export type SiteJournal = ResultOf<typeof authorSiteJournal>;
export type AuthorManuscriptRow = ResultOf<typeof authorManuscripts>[number];
export type AuthorManuscriptDetail = ResultOf<typeof authorManuscriptDetailCall>;
export type UploadedFile = ResultOf<typeof authorUpload>;

/** The site's own data cache (authors' data never mixes with a staff screen's). */
export const siteQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => count < 1 && isApiError(error) && error.status === 0,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});

// Names and messages come localised by accept-language: reload what is on screen.
onLangChange(() => {
  void siteQueryClient.invalidateQueries();
});

const siteKey = (journalId: number) => ['authorSite', journalId] as const;
const mineKey = (journalId: number) => [...siteKey(journalId), 'mine'] as const;

function expire(journalId: number): void {
  if (!getAuthorSession(journalId)) return; // several calls timed out together: say it once
  clearAuthorSession(journalId, true);
  siteQueryClient.removeQueries({ queryKey: mineKey(journalId) });
  toast('warning', CLIENT_MESSAGES.loginTimeout);
}

/** A visitor's call at the site (journal, code, register, sign-in). */
function visitor<C extends CallDeclaration>(call: C, input: CallInput<C>, opts: UiOptions = {}) {
  return api(call, input, { anonymous: true, ...opts });
}

/** How an author's call at this journal goes: the session's token, and its own timeout handling. */
function authorOptions(journalId: number, opts: UiOptions = {}): UiOptions {
  return {
    onExpired: () => expire(journalId),
    ...opts,
    anonymous: true,
    headers: { [AUTHOR_TOKEN]: getAuthorSession(journalId)?.token ?? '' },
  };
}

function asAuthor<C extends CallDeclaration>(
  journalId: number,
  call: C,
  input: CallInput<C>,
  opts: UiOptions = {},
) {
  return api(call, input, authorOptions(journalId, opts));
}

export function useSiteJournal(journalId: number) {
  return useQuery({
    queryKey: [...siteKey(journalId), 'journal'],
    queryFn: () => visitor(authorSiteJournal, { query: { journalId } }, { quiet: true }),
    enabled: journalId > 0,
  });
}

export function sendCode(journalId: number, phone: string) {
  return visitor(authorSendCode, { body: { journalId, phone } }, { quiet: true });
}

export function register(body: BodyIn<typeof authorRegister>) {
  return visitor(authorRegister, { body }, { quiet: true });
}

export async function signIn(journalId: number, phone: string, password: string): Promise<AuthorSession> {
  const session = await visitor(authorLogin, { body: { journalId, phone, password } }, { quiet: true });
  siteQueryClient.removeQueries({ queryKey: mineKey(journalId) });
  saveAuthorSession(journalId, session);
  return session;
}

/** Ends the session on the server (best effort) and here. */
export async function signOut(journalId: number): Promise<void> {
  try {
    await asAuthor(journalId, authorLogout, {}, { quiet: true, onExpired: () => undefined });
  } catch {
    // Already gone on the server: signing out here is what matters.
  } finally {
    clearAuthorSession(journalId);
    siteQueryClient.removeQueries({ queryKey: mineKey(journalId) });
  }
}

export function useMyManuscripts(journalId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...mineKey(journalId), 'list'],
    queryFn: () => asAuthor(journalId, authorManuscripts, { query: {} }),
    enabled,
  });
}

export function useMyManuscript(journalId: number, id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...mineKey(journalId), 'detail', id],
    queryFn: () => asAuthor(journalId, authorManuscriptDetailCall, { query: { id } }),
    enabled: enabled && id > 0,
  });
}

export async function submitManuscript(journalId: number, body: BodyIn<typeof authorSubmit>) {
  const result = await asAuthor(journalId, authorSubmit, { body }, { quiet: true });
  await siteQueryClient.invalidateQueries({ queryKey: mineKey(journalId) });
  return result;
}

/** Uploads one chosen file; the answer's id goes into the submission. */
export function uploadFile(journalId: number, kind: UploadKind, file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return asAuthor(
    journalId,
    authorUpload,
    { query: { kind }, form },
    { quiet: true, timeoutMs: LONG_REQUEST_TIMEOUT_MS },
  );
}

/** Downloads one of the author's files and saves it under its name. */
export async function downloadFile(journalId: number, file: { fileId: number; name: string }): Promise<void> {
  const got = await download(authorDownload, { query: { id: file.fileId } }, authorOptions(journalId));
  saveBlob(got.blob, got.filename ?? file.name);
}
