import { z } from 'zod';
import { pageOf, pageQuery, sortParam, textFilter } from './list.ts';

/** Editor groups (e.g. the first-review group of a journal), used by one-key allocation. */
export const groupListQuery = z.object({
  ...pageQuery,
  sort: sortParam(['createdAt', 'name'] as const, 'createdAt'),
  keyword: textFilter,
  journalId: z.coerce.number().int().positive().optional(),
});

export const groupMember = z.object({
  userId: z.number().int().positive(),
  /** Share of one-key allocation relative to the other members, 1 to 100. */
  weight: z.number().int().min(1, { error: 'invalid' }).max(100, { error: 'invalid' }),
  /** Most open manuscripts at once; 0 means no cap. */
  cap: z.number().int().min(0, { error: 'invalid' }).max(10_000, { error: 'invalid' }),
  /** The subjects (of the press's tree) one-key allocation gives them first; none: any subject. */
  subjectIds: z.array(z.number().int().positive()).max(50, { error: 'invalid' }).default([]),
});

export const groupRow = z.object({
  id: z.number(),
  name: z.string(),
  journalId: z.number().nullable(),
  journalName: z.string().nullable(),
  description: z.string(),
  memberCount: z.number(),
  createdAt: z.string(),
  version: z.number(),
  actions: z.array(z.string()),
});
export const groupPage = pageOf(groupRow);

export const groupDetail = groupRow.extend({
  members: z.array(groupMember.extend({ name: z.string(), account: z.string() })),
});

const fields = {
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(40, { error: 'tooLong' }),
  journalId: z.number().int().positive().nullable().default(null),
  description: z.string().trim().max(200, { error: 'tooLong' }).default(''),
  members: z.array(groupMember).max(200),
};
export const groupSaveBody = z.object(fields);
/** POST /sys/group/save: platform operators also name the press. */
export const groupCreateBody = groupSaveBody.extend({ pressId: z.number().int().positive().optional() });
export const groupUpdateBody = z.object({
  id: z.number().int().positive(),
  version: z.number().int().min(0),
  ...fields,
});
