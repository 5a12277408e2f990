import { ErrorCode, type FieldError } from '@jb/contract/errors';
import { langFromHeader } from '@jb/contract/i18n';
import { fieldMessage } from '@jb/contract/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errors } from './errors.ts';

function fieldsFromZod(error: FastifyError): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((v) => {
    const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { path, ...fieldMessage(v.message ?? 'invalid') };
  });
}

/**
 * PostgreSQL's data exceptions that input causes: too long for its column, a number or a date out of
 * range, text the column cannot hold or read. (Others of class 22, a division by zero say, are ours.)
 */
const BAD_INPUT = new Set(['22001', '22003', '22007', '22008', '22021', '22023', '22026', '22P02', '22P05']);

/** PostgreSQL's codes for a transaction that lost a race: a deadlock, a serialization failure. */
const LOST_RACE = new Set(['40P01', '40001']);

/** The database's error code of a failed query, under the query builder's wrapping. */
function databaseCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Turns any thrown error into an error from AppError's catalogue. */
export function toAppError(error: FastifyError | Error): AppError | null {
  if (error instanceof AppError) return error;
  const e = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(e)) return errors.validation(fieldsFromZod(e));
  if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return errors.payloadTooLarge();
  if (
    e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    error instanceof SyntaxError
  )
    return errors.malformedJson();
  if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return errors.badBody();
  // An upload that is not a multipart form, or a form cut short.
  if (e.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || e.code === 'FST_MULTIPART_PARTS_LIMIT') {
    return errors.field('file', 'file.required');
  }
  if (e.statusCode === 404) return errors.notFound();
  // The transaction was rolled back whole: nothing is half-written, and trying again will do.
  const code = databaseCode(error);
  if (code && LOST_RACE.has(code)) return errors.staleVersion();
  // A data exception (class 22: a value too long for its column, a date out of range, text the
  // column cannot hold) is input the call's schema let through: the statement failed before writing,
  // its transaction is rolled back whole, and the caller is told the input is invalid.
  if (code && BAD_INPUT.has(code)) return errors.validation([]);
  return null;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = langFromHeader(request.headers['accept-language']);
    const appError = toAppError(error);
    if (appError) {
      if (
        appError.code === ErrorCode.VALIDATION &&
        !hasZodFastifySchemaValidationErrors(error) &&
        !(error instanceof AppError)
      )
        request.log.error({ err: error }, 'input refused by the database, not by its schema: a schema gap');
      // Refused before its body came whole (a stalled upload): nobody reads the rest, so the
      // connection closes after the answer rather than waiting for it.
      if (!request.raw.complete) reply.header('connection', 'close');
      return reply
        .status(appError.status)
        .send({ code: appError.code, msg: appError.message_(lang), data: appError.data });
    }
    request.log.error({ err: error }, 'unhandled error');
    const msg = lang === 'en-US' ? 'Internal server error' : '服务器内部错误';
    return reply.status(500).send({ code: ErrorCode.INTERNAL, msg, data: null });
  });
}
