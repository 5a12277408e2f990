import { requestOf } from '@jb/client/call';
import { isSuccess, readBody } from '@jb/client/envelope';
import { publicKeySource } from '@jb/client/publicKey';
import { MissingPublicKeyError } from '@jb/client/seal';
import { fetchTransport, type Transport, type WireMethod, type WireResponse } from '@jb/client/transport';
import { createWireClient, type SendOptions } from '@jb/client/wireClient';
import type { CallDeclaration, CallInput, ResultOf } from '@jb/contract/api/define';
import { LONG_REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '@jb/contract/constants';
import { withoutForbiddenCharacters } from '@jb/contract/schemas/hiddenCharacters';
import { getLang } from '../i18n/lang.ts';
import { isApiError } from './ApiError.ts';
import { dispositionFilename } from './disposition.ts';
import { mapFailure } from './errorMapping.ts';
import { progressDone, progressStart } from './progress.ts';
import { getSession, replaceToken } from './session.ts';
import { xhrTransport } from './xhrTransport.ts';

/** How the interface treats one call (the wire itself is `@jb/client`'s). */
export interface UiOptions {
  /** Do not toast the server's message for a business refusal; the caller shows it. */
  quiet?: boolean;
  /** Sign as a visitor even if a session is stored (the login call). */
  anonymous?: boolean;
  /**
   * Toast nothing for a refusal, field problems and not-found included: a background call whose
   * failure the screen shows in place (a live preview while typing).
   */
  silent?: boolean;
  timeoutMs?: number;
  /** Receives the AES key a visitor's body was sealed with (the login answer uses it). */
  onBodyKey?: (key: CryptoKey) => void;
  /**
   * Sign with another session than the staff one (an author's at a submission site, kept in its
   * own storage); its rotated token goes to that storage.
   */
  as?: SendOptions['as'];
  /**
   * The call runs under a session of its own (an author's): a login timeout (90004/90007) calls this
   * instead of ending the staff session.
   */
  onExpired?: () => void;
  /** An upload whose progress is shown: hears the share of the request sent (0 to 1). */
  onUploadProgress?: (share: number) => void;
  /** A download of bytes `start`..`end` only (`Range`, answered 206; api/downloadPart.ts). */
  range?: { start: number; end: number };
}

/** A file the server sent (an export): its bytes and the name from `content-disposition`. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
  /** A ranged download's `bytes a-b/size` (null when the whole file came). */
  contentRange: string | null;
}

const transport = fetchTransport();
const publicKey = publicKeySource(transport);
const wireOver = (over: Transport) =>
  createWireClient({ transport: over, publicKey, session: getSession, onToken: replaceToken, lang: getLang });
const wire = wireOver(transport);

/** The wire of one call: over XMLHttpRequest when its upload's progress is watched. */
const wireFor = (opts: UiOptions) =>
  opts.onUploadProgress
    ? wireOver(xhrTransport((sent, total) => opts.onUploadProgress?.(total > 0 ? sent / total : 0)))
    : wire;

interface Sent {
  method: WireMethod;
  path: string;
  query?: SendOptions['query'];
  body?: unknown;
  form?: FormData;
  /** Headers beside the signing ones (a download's `Range`). */
  headers?: Record<string, string>;
}

async function send(r: Sent, opts: UiOptions, binary: boolean, bare: boolean): Promise<unknown> {
  // "Signed in" speaks of the staff session: an author's call handles its own timeout (onExpired).
  const signedIn = !opts.anonymous && !opts.as && !!getSession();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  let res: WireResponse;
  try {
    res = await wireFor(opts).send(r.method, r.path, {
      // Invisible control and direction characters a paste brought along are dropped, not refused.
      query: withoutForbiddenCharacters(r.query),
      body: withoutForbiddenCharacters(r.body),
      form: r.form,
      headers: r.headers,
      anonymous: opts.anonymous,
      as: opts.as,
      onBodyKey: opts.onBodyKey,
      signal: controller.signal,
    });
  } catch (error) {
    if (error instanceof MissingPublicKeyError) throw error;
    throw mapFailure({
      status: 0,
      body: null,
      signedIn,
      quiet: !!opts.quiet,
      silent: opts.silent,
      timedOut: controller.signal.aborted,
      onExpired: opts.onExpired,
    });
  } finally {
    clearTimeout(timer);
  }
  const isJson = (res.header('content-type') ?? '').includes('json');
  // 206: the part of a file a ranged download asked for.
  if (binary && (res.status === 200 || res.status === 206) && !isJson) {
    const file: DownloadedFile = {
      blob: await res.blob(),
      filename: dispositionFilename(res.header('content-disposition')),
      contentRange: res.header('content-range'),
    };
    return file;
  }
  const body = await readBody(res);
  if (bare && res.status === 200) return body;
  if (isSuccess(res.status, body)) return (body as { data: unknown }).data;
  throw mapFailure({
    status: res.status,
    body,
    signedIn,
    quiet: !!opts.quiet,
    silent: opts.silent,
    onExpired: opts.onExpired,
  });
}

async function withProgress(r: Sent, opts: UiOptions, binary = false, bare = false): Promise<unknown> {
  progressStart();
  try {
    return await send(r, opts, binary, bare);
  } catch (error) {
    if (isApiError(error)) throw error;
    // Failures before the request left (no public key, no WebCrypto) read as a failed load.
    throw mapFailure({
      status: 0,
      body: { code: null, msg: error instanceof MissingPublicKeyError ? '' : String(error) },
      signedIn: false,
      quiet: false,
    });
  } finally {
    progressDone();
  }
}

/**
 * One declared call (contract `api/`): signed, sealed, unwrapped, with its failure shown (SPEC §7,
 * §8). Path, input and answer types come from the declaration.
 */
export function api<C extends CallDeclaration>(call: C, input: CallInput<C>, opts: UiOptions = {}) {
  return withProgress(requestOf(call, input), opts, false, !!call.bare) as Promise<ResultOf<C>>;
}

/** A declared download (`response: 'file'`, an export) with the list's filters. */
export function download<C extends CallDeclaration>(call: C, input: CallInput<C>, opts: UiOptions = {}) {
  const range = opts.range && { range: `bytes=${opts.range.start}-${opts.range.end}` };
  return withProgress(
    { ...requestOf(call, input), headers: range },
    { timeoutMs: LONG_REQUEST_TIMEOUT_MS, ...opts },
    true,
  ) as Promise<DownloadedFile>;
}
