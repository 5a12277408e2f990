import { ERROR_MESSAGES, ErrorCode, type ErrorCodeValue, type FieldError } from '@jb/contract/errors';
import { type Lang, pick } from '@jb/contract/i18n';
import { fieldMessage } from '@jb/contract/messages';

/** The one error type of the server: a stable code, its HTTP status, and optional data for the client. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    readonly status: number,
    readonly data: unknown = null,
  ) {
    super(ERROR_MESSAGES[code].en);
  }

  message_(lang: Lang): string {
    return pick(ERROR_MESSAGES[this.code], lang);
  }
}

export const errors = {
  validation: (fields: FieldError[]) => new AppError(ErrorCode.VALIDATION, 400, { fields }),
  field: (path: string, key: string) => errors.validation([{ path, ...fieldMessage(key) }]),
  badSignature: () => new AppError(ErrorCode.BAD_SIGNATURE, 400),
  staleTimer: () => new AppError(ErrorCode.STALE_TIMER, 400),
  replayedNonce: () => new AppError(ErrorCode.REPLAYED_NONCE, 400),
  badBody: () => new AppError(ErrorCode.BAD_BODY, 400),
  malformedJson: () => new AppError(ErrorCode.MALFORMED_JSON, 400),
  wrongCredentials: () => new AppError(ErrorCode.WRONG_CREDENTIALS, 400),
  accountLocked: (retryAfterSeconds: number) =>
    new AppError(ErrorCode.ACCOUNT_LOCKED, 423, { retryAfterSeconds }),
  ipLocked: (retryAfterSeconds: number) => new AppError(ErrorCode.IP_LOCKED, 429, { retryAfterSeconds }),
  accountDisabled: () => new AppError(ErrorCode.ACCOUNT_DISABLED, 403),
  wrongCode: (triesLeft: number) => new AppError(ErrorCode.WRONG_CODE, 400, { triesLeft }),
  codeExpired: () => new AppError(ErrorCode.CODE_EXPIRED, 400),
  codeTooOften: (retryAfterSeconds: number) =>
    new AppError(ErrorCode.CODE_TOO_OFTEN, 429, { retryAfterSeconds }),
  wrongOldPassword: () => new AppError(ErrorCode.WRONG_OLD_PASSWORD, 400),
  journalClosed: () => new AppError(ErrorCode.JOURNAL_CLOSED, 400),
  columnClosed: () => new AppError(ErrorCode.COLUMN_CLOSED, 400),
  authorPhoneTaken: () => new AppError(ErrorCode.AUTHOR_PHONE_TAKEN, 400),
  authorBlacklisted: () => new AppError(ErrorCode.AUTHOR_BLACKLISTED, 403),
  forbidden: () => new AppError(ErrorCode.FORBIDDEN, 403),
  notFound: () => new AppError(ErrorCode.NOT_FOUND, 404),
  staleVersion: () => new AppError(ErrorCode.STALE_VERSION, 409),
  payloadTooLarge: () => new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 413),
  sessionExpired: () => new AppError(ErrorCode.SESSION_EXPIRED, 401),
  sessionReplaced: () => new AppError(ErrorCode.SESSION_REPLACED, 401),
};
