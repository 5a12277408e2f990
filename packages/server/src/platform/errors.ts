import type { CodeWithData, ErrorDataOf } from '@jb/contract/errorData';
import { ERROR_MESSAGES, ErrorCode, type ErrorCodeValue, type FieldError } from '@jb/contract/errors';
import { type Lang, pick } from '@jb/contract/i18n';
import { fieldMessage } from '@jb/contract/messages';
import { httpStatusOf } from '@jb/contract/refusals';

/**
 * The one error type of the server: a stable code, the HTTP status the catalogue gives it
 * (`httpStatusOf`, never written in a service), and the data the contract declares for it.
 */
export class AppError extends Error {
  readonly status: number;
  readonly data: unknown;
  constructor(code: CodeWithData, data: ErrorDataOf<CodeWithData>);
  constructor(code: Exclude<ErrorCodeValue, CodeWithData>);
  constructor(
    readonly code: ErrorCodeValue,
    data: unknown = null,
  ) {
    super(ERROR_MESSAGES[code].en);
    this.status = httpStatusOf(code);
    this.data = data;
  }

  message_(lang: Lang): string {
    return pick(ERROR_MESSAGES[this.code], lang);
  }
}

/** A refusal with the data its code declares (contract errorData.ts). */
export function refuse<C extends CodeWithData>(code: C, data: ErrorDataOf<C>): AppError;
export function refuse(code: Exclude<ErrorCodeValue, CodeWithData>): AppError;
export function refuse(code: ErrorCodeValue, data: unknown = null): AppError {
  return new AppError(code as CodeWithData, data as ErrorDataOf<CodeWithData>);
}

export const errors = {
  validation: (fields: FieldError[]) => new AppError(ErrorCode.VALIDATION, { fields }),
  field: (path: string, key: string) => errors.validation([{ path, ...fieldMessage(key) }]),
  badSignature: () => new AppError(ErrorCode.BAD_SIGNATURE),
  staleTimer: () => new AppError(ErrorCode.STALE_TIMER),
  replayedNonce: () => new AppError(ErrorCode.REPLAYED_NONCE),
  badBody: () => new AppError(ErrorCode.BAD_BODY),
  malformedJson: () => new AppError(ErrorCode.MALFORMED_JSON),
  wrongCredentials: () => new AppError(ErrorCode.WRONG_CREDENTIALS),
  accountLocked: (retryAfterSeconds: number) => new AppError(ErrorCode.ACCOUNT_LOCKED, { retryAfterSeconds }),
  ipLocked: (retryAfterSeconds: number) => new AppError(ErrorCode.IP_LOCKED, { retryAfterSeconds }),
  accountDisabled: () => new AppError(ErrorCode.ACCOUNT_DISABLED),
  wrongCode: (triesLeft: number) => new AppError(ErrorCode.WRONG_CODE, { triesLeft }),
  codeExpired: () => new AppError(ErrorCode.CODE_EXPIRED),
  codeTooOften: (retryAfterSeconds: number) => new AppError(ErrorCode.CODE_TOO_OFTEN, { retryAfterSeconds }),
  wrongOldPassword: () => new AppError(ErrorCode.WRONG_OLD_PASSWORD),
  journalClosed: () => new AppError(ErrorCode.JOURNAL_CLOSED),
  columnClosed: () => new AppError(ErrorCode.COLUMN_CLOSED),
  authorPhoneTaken: () => new AppError(ErrorCode.AUTHOR_PHONE_TAKEN),
  authorBlacklisted: () => new AppError(ErrorCode.AUTHOR_BLACKLISTED),
  forbidden: () => new AppError(ErrorCode.FORBIDDEN),
  notFound: () => new AppError(ErrorCode.NOT_FOUND),
  staleVersion: () => new AppError(ErrorCode.STALE_VERSION),
  payloadTooLarge: () => new AppError(ErrorCode.PAYLOAD_TOO_LARGE),
  rangeNotSatisfiable: () => new AppError(ErrorCode.RANGE_NOT_SATISFIABLE),
  sessionExpired: () => new AppError(ErrorCode.SESSION_EXPIRED),
  sessionReplaced: () => new AppError(ErrorCode.SESSION_REPLACED),
};
