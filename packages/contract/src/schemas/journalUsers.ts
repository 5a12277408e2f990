import { z } from 'zod';
import { pageOf, pageQuery, sortParam, textFilter } from './list.ts';

export const journalUserQuery = z.object({
  ...pageQuery,
  sort: sortParam(['createdAt', 'name'] as const, 'createdAt'),
  journalId: z.coerce.number().int().positive().optional(),
  name: textFilter,
});

export const journalUserRow = z.object({
  journalId: z.number(),
  journalName: z.string(),
  userId: z.number(),
  account: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
  createdAt: z.string(),
  actions: z.array(z.string()),
});
export const journalUserPage = pageOf(journalUserRow);

export const journalUserBody = z.object({
  journalId: z.number().int().positive(),
  userIds: z.array(z.number().int().positive()).min(1, { error: 'required' }).max(200),
});
export const journalUserRemoveQuery = z.object({
  journalId: z.coerce.number().int().positive(),
  userId: z.coerce.number().int().positive(),
});
