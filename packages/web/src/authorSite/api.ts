import { sessionKeyOf } from '@jb/client/wireClient';
import { authorMessageList, authorMessageRead } from '@jb/contract/api/authorMessages';
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
import { authorFeedbackSend } from '@jb/contract/api/feedback';
import { authorDownload, authorUpload } from '@jb/contract/api/files';
import { LONG_REQUEST_TIMEOUT_MS } from '@jb/contract/constants';
import { CLIENT_MESSAGES } from '@jb/contract/errors';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { isApiError } from '../api/ApiError.ts';
import { api, download, type UiOptions } from '../api/http.ts';
import { toast } from '../api/notify.ts';
import { PDF_KEY } from '../features/editorialReview/postingDateFaPai/typesetting.ts';
import { onLangChange } from '../i18n/lang.ts';
import { saveBlob } from '../lib/saveBlob.ts';
import { siteJournalQueryOf, type UploadKind } from './rules.ts';
import {
  type AuthorSession,
  clearAuthorSession,
  getAuthorSession,
  replaceAuthorToken,
  saveAuthorSession,
} from './session.ts';

/**
 * The site's calls, through the web's one client: a visitor's signed as such, an author's signed
 * with the author's session at this journal (never with a staff session that may sit in the same
 * browser), its rotated token kept with it. A login timeout on an author call ends the author's
 * session at this journal (the staff session stays) and the site shows the sign-in form with SPEC
 * §8's message.
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
export const mineKey = (journalId: number) => [...siteKey(journalId), 'mine'] as const;

/**
 * Forgets what the author read at this journal: their own data, and the lists and proof PDFs the
 * proof page keeps under the staff components' keys (the site's own client holds no one else's).
 */
function forgetAuthorData(journalId: number): void {
  siteQueryClient.removeQueries({ queryKey: mineKey(journalId) });
  siteQueryClient.removeQueries({ queryKey: ['list'] });
  siteQueryClient.removeQueries({ queryKey: [PDF_KEY] });
}

function expire(journalId: number): void {
  if (!getAuthorSession(journalId)) return; // several calls timed out together: say it once
  clearAuthorSession(journalId, true);
  forgetAuthorData(journalId);
  toast('warning', CLIENT_MESSAGES.loginTimeout);
}

/** A visitor's call at the site (journal, code, register, sign-in). */
function visitor<C extends CallDeclaration>(call: C, input: CallInput<C>, opts: UiOptions = {}) {
  return api(call, input, { anonymous: true, ...opts });
}

/** How an author's call at this journal goes: signed with its session, and its own timeout handling. */
export function authorOptions(journalId: number, opts: UiOptions = {}): UiOptions {
  return {
    onExpired: () => expire(journalId),
    ...opts,
    as: {
      session: getAuthorSession(journalId),
      onToken: (token) => replaceAuthorToken(journalId, token),
    },
  };
}

export function asAuthor<C extends CallDeclaration>(
  journalId: number,
  call: C,
  input: CallInput<C>,
  opts: UiOptions = {},
) {
  return api(call, input, authorOptions(journalId, opts));
}

/** The journal the address names, by code or (older links) by id; '' names none. */
export function useSiteJournal(journalKey: string) {
  return useQuery({
    queryKey: ['authorSite', 'journal', journalKey],
    queryFn: () => visitor(authorSiteJournal, { query: siteJournalQueryOf(journalKey) }, { quiet: true }),
    enabled: journalKey !== '',
  });
}

export function sendCode(journalId: number, phone: string) {
  return visitor(authorSendCode, { body: { journalId, phone } }, { quiet: true });
}

export function register(body: BodyIn<typeof authorRegister>) {
  return visitor(authorRegister, { body }, { quiet: true });
}

export async function signIn(journalId: number, phone: string, password: string): Promise<AuthorSession> {
  const sealedWith: { key?: CryptoKey } = {};
  const answer = await visitor(
    authorLogin,
    { body: { journalId, phone, password } },
    { quiet: true, onBodyKey: (key) => (sealedWith.key = key) },
  );
  const { sessionKeyEncrypted: _sealed, ...rest } = answer;
  const session: AuthorSession = { ...rest, sessionKey: await sessionKeyOf(answer, sealedWith.key) };
  forgetAuthorData(journalId);
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
    forgetAuthorData(journalId);
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

/** Uploads one chosen file; the answer's id goes into the submission (or the feedback). */
export function uploadFile(
  journalId: number,
  kind: UploadKind | 'feedback',
  file: File,
): Promise<UploadedFile> {
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

export type AuthorMessagePage = ResultOf<typeof authorMessageList>;
const messagesKey = (journalId: number) => [...mineKey(journalId), 'messages'] as const;

/** 我的消息: one page of the author's messages, with the unread count of all of them. */
export function useMyMessages(journalId: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...messagesKey(journalId), page, pageSize],
    queryFn: () => asAuthor(journalId, authorMessageList, { query: { page, pageSize } }),
  });
}

/** The header's unread count (the first page's answer carries it). */
export function useMyUnread(journalId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...messagesKey(journalId), 'unread'],
    queryFn: () =>
      asAuthor(journalId, authorMessageList, { query: { page: 1, pageSize: 1 } }, { quiet: true }),
    select: (page) => page.unread,
    enabled,
  });
}

/** Marks the named messages read (or all); the list and the count reload. */
export async function markMessagesRead(journalId: number, ids?: number[]) {
  const result = await asAuthor(journalId, authorMessageRead, { body: { ids } });
  await siteQueryClient.invalidateQueries({ queryKey: messagesKey(journalId) });
  return result;
}

/** Feedback from the site's header (its file uploaded first, kind feedback). */
export function sendFeedback(journalId: number, body: BodyIn<typeof authorFeedbackSend>) {
  return asAuthor(journalId, authorFeedbackSend, { body }, { quiet: true });
}
