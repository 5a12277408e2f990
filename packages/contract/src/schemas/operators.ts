import { z } from 'zod';
import { emailSchema, phoneSchema } from './common.ts';
import { pageQuery, sortParam, textFilter } from './list.ts';
import { accountSchema } from './staff.ts';

/** Platform operators (operation/administration): people outside any press. */
export const operatorListQuery = z.object({
  ...pageQuery,
  sort: sortParam(['createdAt', 'name', 'account', 'lastLoginAt'] as const, 'createdAt'),
  name: textFilter,
  phone: textFilter,
  status: z.coerce.number().int().min(0).max(1).optional(),
});

const personName = z
  .string({ error: 'name.empty' })
  .trim()
  .min(1, { error: 'name.empty' })
  .max(30, { error: 'name.long' });

export const operatorSaveBody = z.object({
  account: accountSchema,
  name: personName,
  phone: phoneSchema,
  email: emailSchema,
});
export const operatorUpdateBody = z.object({
  id: z.number().int().positive(),
  version: z.number().int().min(0),
  name: personName,
  phone: phoneSchema,
  email: emailSchema,
});
