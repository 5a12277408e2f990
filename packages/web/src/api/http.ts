import { API_BASE, LONG_REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '@jb/contract/constants';
import { ErrorCode } from '@jb/contract/errors';
import { HEADER } from '@jb/contract/wire';
import { getLang } from '../i18n/lang.ts';
import { isApiError } from './ApiError.ts';
import { MissingPublicKeyError, sealBody } from './bodyCipher.ts';
import { dispositionFilename } from './disposition.ts';
import { mapFailure } from './errorMapping.ts';
import { progressDone, progressStart } from './progress.ts';
import { getSession, replaceToken } from './session.ts';
import { signingHeaders } from './signing.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Query parameters; GET calls also get a `timestamp` (SPEC §7). */
  query?: Record<string, QueryValue>;
  /** JSON body of a POST or PUT; sent sealed. */
  body?: unknown;
  /** The answer is not the `{code,msg,data}` envelope: resolve with it as received. */
  raw?: boolean;
  /** Do not toast the server's message for a business refusal; the caller shows it. */
  quiet?: boolean;
  /** Sign as a visitor even if a session is stored (the login call). */
  anonymous?: boolean;
  timeoutMs?: number;
  /** Receives the AES key a visitor's body was sealed with (the login answer uses it). */
  onBodyKey?: (key: CryptoKey) => void;
  /** A file download: a successful non-JSON answer resolves as a {@link DownloadedFile}. */
  binary?: boolean;
}

/** A file the server sent (an export): its bytes and the name from `content-disposition`. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

function url(path: string, method: Method, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  if (method === 'GET') params.set('timestamp', String(Date.now()));
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send(method: Method, path: string, opts: RequestOptions): Promise<unknown> {
  const session = opts.anonymous ? null : getSession();
  const headers: Record<string, string> = { [HEADER.lang]: getLang(), ...(await signingHeaders(session)) };
  let payload: string | undefined;
  if (method === 'POST' || method === 'PUT') {
    const sealed = await sealBody(opts.body, session);
    opts.onBodyKey?.(sealed.aesKey);
    payload = JSON.stringify(sealed.body);
    headers['content-type'] = 'application/json';
  }

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(url(path, method, opts.query), {
      method,
      headers,
      body: payload,
      signal: controller.signal,
    });
  } catch {
    throw mapFailure({
      status: 0,
      body: null,
      signedIn: !!session,
      quiet: !!opts.quiet,
      timedOut: controller.signal.aborted,
    });
  } finally {
    clearTimeout(timer);
  }

  const rotated = res.headers.get(HEADER.authorization);
  if (rotated && session) replaceToken(rotated);

  const isJson = (res.headers.get('content-type') ?? '').includes('json');
  if (opts.binary && res.ok && !isJson) {
    const file: DownloadedFile = {
      blob: await res.blob(),
      filename: dispositionFilename(res.headers.get('content-disposition')),
    };
    return file;
  }

  const body = await readJson(res);
  const code = (body as { code?: unknown } | null)?.code;
  const envelopeOk = opts.raw || code === ErrorCode.OK;
  if (res.ok && envelopeOk) return opts.raw ? body : (body as { data: unknown }).data;
  throw mapFailure({ status: res.status, body, signedIn: !!session, quiet: !!opts.quiet });
}

/** One call to the admin API: signed, sealed, unwrapped, with its failure shown (SPEC §7, §8). */
export async function request<T>(method: Method, path: string, opts: RequestOptions = {}): Promise<T> {
  progressStart();
  try {
    return (await send(method, path, opts)) as T;
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

export const http = {
  get: <T>(path: string, query?: RequestOptions['query'], opts?: RequestOptions) =>
    request<T>('GET', path, { ...opts, query }),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
    request<T>('POST', path, { ...opts, body }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, { ...opts, body }),
  delete: <T>(path: string, query?: RequestOptions['query'], opts?: RequestOptions) =>
    request<T>('DELETE', path, { ...opts, query }),
  /** A signed GET of a file (exports); failures are mapped like any call's. */
  download: (path: string, query?: RequestOptions['query'], opts?: RequestOptions) =>
    request<DownloadedFile>('GET', path, {
      timeoutMs: LONG_REQUEST_TIMEOUT_MS,
      ...opts,
      query,
      binary: true,
    }),
};
