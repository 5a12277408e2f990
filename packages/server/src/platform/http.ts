import { ERROR_MESSAGES } from '@jb/contract/errors';
import { type Lang, pick } from '@jb/contract/i18n';
import { z } from 'zod';

/** The success envelope `{ code: 200, msg, data }`. */
export function ok<T>(data: T, lang: Lang = 'zh-CN') {
  return { code: 200, msg: pick(ERROR_MESSAGES[200], lang), data };
}

/** The envelope schema around a response's data, for validation of answers and the OpenAPI document. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number(), msg: z.string(), data });
}

export const emptyEnvelope = envelope(z.null());
