import { ErrorCode } from '@jb/contract/errors';
import type { WireResponse } from './transport.ts';

/** The answer of a call: `{ code, msg, data }` (code 200 is success). */
export interface Envelope {
  code: number | string | null;
  msg: string;
  data: unknown;
}

/** A refused or failed call: the HTTP status and, when the server answered one, its envelope. */
export class WireError extends Error {
  constructor(
    readonly status: number,
    readonly envelope: Envelope | null,
  ) {
    super(envelope?.msg || `HTTP ${status}`);
  }
  get code() {
    return this.envelope?.code ?? null;
  }
  get data() {
    return this.envelope?.data ?? null;
  }
}

/** The body as JSON, or the text itself when it is not JSON, or null when empty. */
export async function readBody(res: WireResponse): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function isSuccess(status: number, body: unknown): boolean {
  return status >= 200 && status < 300 && (body as { code?: unknown } | null)?.code === ErrorCode.OK;
}

/** The `data` of a successful answer; a refusal or failure throws a {@link WireError}. */
export async function unwrap(res: WireResponse): Promise<unknown> {
  const body = await readBody(res);
  if (isSuccess(res.status, body)) return (body as Envelope).data;
  const envelope = body && typeof body === 'object' && 'code' in body ? (body as Envelope) : null;
  throw new WireError(res.status, envelope);
}
