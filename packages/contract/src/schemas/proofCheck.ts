import { z } from 'zod';
import { idQuery, pageOf, pageQuery, sortParam, textFilter } from './list.ts';
import { typesettingRow } from './typesetting.ts';

/**
 * The proofreader's desk (在线校对, /editorialReview/online) and the editor's check of a round
 * (核对, /editorialReview/check): docs/production.md, "Online proofreading and the check".
 */

const id = idQuery.shape.id;
const optionalId = id.optional();
const round = z.coerce
  .number({ error: 'invalid' })
  .int()
  .min(1, { error: 'invalid' })
  .max(8, { error: 'invalid' });

/** The manuscripts at a proof round in the caller's scope (one of them by `id`, for its page). */
export const onlineQuery = z.object({
  ...pageQuery,
  id: optionalId,
  journalId: optionalId,
  issueId: optionalId,
  round: round.optional(),
  keyword: textFilter,
  sort: sortParam(['position', 'dueOn', 'articleNo'] as const, 'position'),
  order: z.enum(['asc', 'desc'], { error: 'invalid' }).default('asc'),
});

/** A manuscript at proof k: the typesetting row with the round's marks so far and who made them. */
export const onlineRow = typesettingRow.extend({
  marks: z.number(),
  /** The caller's own marks of the round. */
  mine: z.number(),
  /** The others who marked this round (staff names, and the author's), each once. */
  markers: z.array(z.string()),
  /** Marks carried into this round from the previous one (found not fixed at the check). */
  carried: z.number(),
});
export type OnlineRow = z.infer<typeof onlineRow>;
export const onlinePage = pageOf(onlineRow);

/** The manuscripts with round marks not yet checked against the revision that followed. */
export const checkListQuery = z.object({
  ...pageQuery,
  journalId: optionalId,
  issueId: optionalId,
  keyword: textFilter,
  sort: sortParam(['position', 'articleNo', 'unchecked'] as const, 'position'),
  order: z.enum(['asc', 'desc'], { error: 'invalid' }).default('asc'),
});

export const checkRow = typesettingRow
  .pick({
    id: true,
    version: true,
    status: true,
    articleNo: true,
    title: true,
    journalId: true,
    journalName: true,
    issueId: true,
    issue: true,
    issueLabel: true,
    typesetterName: true,
  })
  .extend({
    /** The round whose marks are checked (k), read on `oldFileId`; `newFileId` is revision k's PDF. */
    round: z.number(),
    oldFileId: z.number().nullable(),
    newFileId: z.number().nullable(),
    marks: z.number(),
    unchecked: z.number(),
    resolved: z.number(),
    notFixed: z.number(),
  });
export type CheckRow = z.infer<typeof checkRow>;
export const checkPage = pageOf(checkRow);

/** The editor's finding on one mark: fixed, or not fixed with what is still wrong. */
export const checkMarkBody = z
  .object({
    id,
    version: z.number({ error: 'invalid' }).int().min(0, { error: 'invalid' }),
    fixed: z.boolean({ error: 'invalid' }),
    note: z.string().trim().max(2000, { error: 'tooLong' }).default(''),
  })
  .refine((b) => b.fixed || b.note !== '', { path: ['note'], error: 'required' });
export type CheckMarkBody = z.infer<typeof checkMarkBody>;
