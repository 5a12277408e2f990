import { z } from 'zod';

/**
 * Production base data of a press (基础数据, /editorialReview/baseData; docs/production.md "Mailing"):
 * the express companies the mailing clerks send copies with, and the printing houses issues are
 * printed by. Never deleted (batches and printing records name them): switched off instead.
 */

const name = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'tooLong' });
/** A code as couriers and tracking providers write them: letters, digits, `_` and `-`. */
const code = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(30, { error: 'tooLong' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'invalid' });
/** A mobile (11 digits from 1) or a landline (area code, then 7-8 digits, an optional extension). */
export const PHONE_PATTERN = /^(1\d{10}|0\d{2,3}-?\d{7,8}(-\d{1,6})?)$/;
const optionalPhone = z
  .string()
  .trim()
  .max(20, { error: 'tooLong' })
  .refine((v) => v === '' || PHONE_PATTERN.test(v), { error: 'invalid' })
  .default('');

/** An express company as the list shows it (beside id, press, version and actions). */
export const expressCompanyRow = {
  name: z.string(),
  code: z.string(),
  carrierCode: z.string(),
  sort: z.number(),
  enabled: z.boolean(),
  createdAt: z.string(),
};

/**
 * What a person edits. `code`: the press's short code (on spreadsheets, e.g. SF); `carrierCode`: the
 * tracking provider's code of the carrier (e.g. shunfeng), the code itself when left empty.
 */
export const expressCompanyBody = {
  name: name(40),
  code,
  carrierCode: z
    .string()
    .trim()
    .max(30, { error: 'tooLong' })
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'invalid' })
    .default(''),
  sort: z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(0, { error: 'invalid' })
    .max(9999, { error: 'invalid' })
    .default(0),
  enabled: z.boolean({ error: 'invalid' }).default(true),
};

/** A printing house as the list shows it. */
export const printingHouseRow = {
  name: z.string(),
  contact: z.string(),
  phone: z.string(),
  enabled: z.boolean(),
  createdAt: z.string(),
};

export const printingHouseBody = {
  name: name(100),
  contact: z.string().trim().max(30, { error: 'tooLong' }).default(''),
  phone: optionalPhone,
  enabled: z.boolean({ error: 'invalid' }).default(true),
};
