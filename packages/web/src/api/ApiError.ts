import type { FieldError } from '@jb/contract/errors';

/**
 * A failed call. `status` is the HTTP status (0 when no answer came), `code` the envelope code,
 * `msg` the server's localised message, `fields` the field problems of a validation failure,
 * `body` the answer as received.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number | null;
  readonly fields: FieldError[];
  readonly body: unknown;

  constructor(init: {
    status: number;
    code: number | null;
    msg: string;
    fields?: FieldError[];
    body?: unknown;
  }) {
    super(init.msg);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? [];
    this.body = init.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
