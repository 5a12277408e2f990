import { z } from 'zod';
import { emailSchema, phoneSchema } from './common.ts';
import { idVersionQuery, pageOf, pageQuery, sortParam, textFilter } from './list.ts';

const text = (max: number) => z.string().trim().max(max, { error: 'tooLong' });

/** /operation/authorManagement: the press's authors. */
export const authorListQuery = z.object({
  ...pageQuery,
  sort: sortParam(['createdAt', 'name'] as const, 'createdAt'),
  /** Name, phone, e-mail or affiliation. */
  keyword: textFilter,
  blacklisted: z.enum(['true', 'false'], { error: 'invalid' }).optional(),
});

export const authorRow = z.object({
  id: z.number(),
  version: z.number(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  unit: z.string(),
  /** SPEC §3 blacklistType 1. */
  blacklisted: z.boolean(),
  manuscriptCount: z.number(),
  createdAt: z.string(),
  /** What the caller may do to the author now: edit, and blacklist or lift. */
  actions: z.array(z.enum(['edit', 'blacklist', 'lift'])),
});
export const authorPage = pageOf(authorRow);

export const authorDetail = authorRow.extend({
  manuscripts: z.array(
    z.object({
      id: z.number(),
      articleNo: z.string(),
      title: z.string(),
      journalName: z.string(),
      status: z.number(),
      submittedAt: z.string(),
    }),
  ),
  orders: z.array(
    z.object({
      orderNum: z.string(),
      articleNo: z.string(),
      feeType: z.number(),
      amountFen: z.number(),
      paidFen: z.number(),
      payStatus: z.number(),
    }),
  ),
  /** Every blacklisting and lifting, newest first. */
  blacklistHistory: z.array(
    z.object({
      action: z.enum(['blacklist', 'lift']),
      reason: z.string(),
      actorName: z.string(),
      createdAt: z.string(),
    }),
  ),
});

const fields = {
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(30, { error: 'tooLong' }),
  phone: phoneSchema,
  email: emailSchema,
  unit: text(100).default(''),
};

/** Staff register an author on their behalf; the initial password goes to the phone. */
export const authorAddBody = z.object(fields);
export const authorUpdateBody = idVersionQuery.extend(fields);

/** Blacklisting and lifting need a reason. */
export const authorBlacklistBody = idVersionQuery.extend({
  reason: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(200, { error: 'tooLong' }),
});
