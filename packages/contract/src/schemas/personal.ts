import { z } from 'zod';
import { emailSchema, phoneSchema } from './common.ts';

export const personalUpdateBody = z.object({
  name: z
    .string({ error: 'name.empty' })
    .trim()
    .min(1, { error: 'name.empty' })
    .max(30, { error: 'name.long' }),
  phone: phoneSchema,
  email: emailSchema,
  version: z.number().int().nonnegative(),
});
export type PersonalUpdateBody = z.infer<typeof personalUpdateBody>;

export const personalProfile = z.object({
  id: z.number(),
  account: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  adminType: z.number().nullable(),
  roleNames: z.array(z.string()),
  pressName: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  version: z.number(),
});
export type PersonalProfile = z.infer<typeof personalProfile>;

export const homeSummary = z.object({
  name: z.string(),
  account: z.string(),
  pressName: z.string().nullable(),
  roleNames: z.array(z.string()),
  lastLogin: z.object({ at: z.string(), ip: z.string(), location: z.string() }).nullable(),
  unread: z.number(),
  counts: z.array(z.object({ key: z.string(), value: z.number() })),
});
export type HomeSummary = z.infer<typeof homeSummary>;
