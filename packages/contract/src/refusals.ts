import type { CodeWithData, ErrorDataOf } from './errorData.ts';
import { ErrorCode, type ErrorCodeValue } from './errors.ts';

/**
 * The HTTP status of each error code, so no service writes one: a business refusal is 400 unless
 * named here.
 */
const STATUS: Partial<Record<ErrorCodeValue, number>> = {
  [ErrorCode.ACCOUNT_LOCKED]: 423,
  [ErrorCode.IP_LOCKED]: 429,
  [ErrorCode.ACCOUNT_DISABLED]: 403,
  [ErrorCode.CODE_TOO_OFTEN]: 429,
  [ErrorCode.FEEDBACK_TOO_OFTEN]: 429,
  [ErrorCode.MESSAGES_TOO_OFTEN]: 429,
  [ErrorCode.ANNOUNCEMENTS_TOO_OFTEN]: 429,
  [ErrorCode.AUTHOR_BLACKLISTED]: 403,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.STALE_VERSION]: 409,
  [ErrorCode.MANUSCRIPT_MOVED]: 409,
  [ErrorCode.PAYLOAD_TOO_LARGE]: 413,
  [ErrorCode.RANGE_NOT_SATISFIABLE]: 416,
  [ErrorCode.INTERNAL]: 500,
  [ErrorCode.SESSION_EXPIRED]: 401,
  [ErrorCode.SESSION_REPLACED]: 401,
};

export function httpStatusOf(code: ErrorCodeValue): number {
  return STATUS[code] ?? (code === ErrorCode.OK ? 200 : 400);
}

/**
 * The declared data of a refusal, or null when the answer is another code or carries none. Typed
 * from `ERROR_DATA` without loading its schemas: the server builds the data through those types, as
 * it does every answer the web reads.
 */
export function errorDataOf<C extends CodeWithData>(
  code: C,
  envelope: { code?: unknown; data?: unknown } | null,
): ErrorDataOf<C> | null {
  if (envelope?.code !== code) return null;
  const data = envelope.data;
  return typeof data === 'object' && data !== null ? (data as ErrorDataOf<C>) : null;
}
