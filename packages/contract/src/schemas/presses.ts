import { z } from 'zod';
import { phoneSchema } from './common.ts';
import { pageOf, pageQuery, sortParam, textFilter } from './list.ts';

/** Press (corporate) status: 1 active, 0 disabled (its staff cannot sign in). */
export const PressStatus = { ACTIVE: 1, DISABLED: 0 } as const;

const name = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(60, { error: 'tooLong' });

export const pressListQuery = z.object({
  ...pageQuery,
  sort: sortParam(['createdAt', 'name', 'code', 'staffCount', 'journalCount'] as const, 'createdAt'),
  keyword: textFilter,
  status: z.coerce.number().int().min(0).max(1).optional(),
});

export const pressRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  address: z.string(),
  status: z.number(),
  staffCount: z.number(),
  journalCount: z.number(),
  createdAt: z.string(),
  version: z.number(),
  actions: z.array(z.string()),
});
export type PressRow = z.infer<typeof pressRow>;
export const pressPage = pageOf(pressRow);

export const pressDetail = pressRow.extend({
  permissions: z.array(z.string()),
  journals: z.array(
    z.object({ id: z.number(), name: z.string(), issn: z.string().nullable(), status: z.number() }),
  ),
  merchants: z.array(z.object({ id: z.number(), name: z.string(), channel: z.string(), status: z.number() })),
});
export type PressDetail = z.infer<typeof pressDetail>;

const pressFields = {
  code: z
    .string({ error: 'required' })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{1,19}$/, { error: 'press.code' }),
  name,
  contactName: z.string().trim().max(30, { error: 'tooLong' }).default(''),
  contactPhone: z
    .string()
    .trim()
    .refine((v) => v === '' || /^1[3-9]\d{9}$/.test(v), { error: 'phone.format' })
    .default(''),
  address: z.string().trim().max(200, { error: 'tooLong' }).default(''),
  /** The permissions the platform gives the press; its roles can hold only these. */
  permissions: z.array(z.string()).optional(),
};

/** POST /sys/press/save: the first administrator's userName and phone also travel as query parameters (SPEC §3). */
export const pressSaveQuery = z.object({
  userName: z
    .string({ error: 'name.empty' })
    .trim()
    .min(1, { error: 'name.empty' })
    .max(30, { error: 'name.long' }),
  phone: phoneSchema,
});
export const pressSaveBody = z.object({
  ...pressFields,
  adminAccount: z
    .string({ error: 'account.empty' })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_.-]{2,31}$/, { error: 'account.format' }),
});
export const pressUpdateBody = z.object({
  id: z.number().int().positive(),
  version: z.number().int().min(0),
  ...pressFields,
});
export const idVersionBody = z.object({ id: z.number().int().positive(), version: z.number().int().min(0) });

export const pressSaveResult = z.object({
  id: z.number(),
  adminAccount: z.string(),
  /** The first administrator's initial password; it is also sent to their phone by SMS. */
  initialPassword: z.string(),
});
