import { z } from 'zod';
import { idQuery, idVersionQuery, optionalId, pageOf, pageQuery, sortParam, textFilter } from './list.ts';
import { bylineAuthor, submissionFields, withBylineRule } from './manuscripts.ts';

/**
 * Online editing (在线编辑, /editorialReview/onlineEdit; docs/production.md): the corrections of a
 * manuscript's metadata that reach its layout (title, byline, keywords, abstract), made while the
 * layout can still change: from scheduling to the journal's last revision.
 */

export const onlineEditListQuery = z.object({
  ...pageQuery,
  journalId: optionalId,
  keyword: textFilter,
  /** Only those whose next layout still has to take their correction (1), or the others (0). */
  pending: z.enum(['0', '1'], { error: 'invalid' }).optional(),
  sort: sortParam(['correctedAt', 'articleNo', 'status'] as const, 'correctedAt'),
  order: z.enum(['asc', 'desc'], { error: 'invalid' }).default('desc'),
});

export const onlineEditRow = z.object({
  id: z.number(),
  version: z.number(),
  status: z.number(),
  articleNo: z.string(),
  title: z.string(),
  journalName: z.string(),
  typesetterName: z.string().nullable(),
  /** When the newest proof PDF came in (null: no layout yet). */
  lastProofAt: z.string().nullable(),
  /** The newest correction of the metadata (online or on the manuscript's edit page), null: none. */
  correctedAt: z.string().nullable(),
  correctedByName: z.string().nullable(),
  /** Corrected after the newest proof (before the first: after the dispatch): the next layout has to take it. */
  pending: z.boolean(),
  /** Whether the caller may correct it now. */
  canEdit: z.boolean(),
});
export type OnlineEditRow = z.infer<typeof onlineEditRow>;
export const onlineEditPage = pageOf(onlineEditRow);

const fields = submissionFields.shape;

/** A correction of the metadata the layout shows, at the version the editor saw, with why. */
export const onlineEditBody = withBylineRule(
  idVersionQuery.extend({
    title: fields.title,
    keywords: fields.keywords,
    abstract: fields.abstract,
    /** The byline in order, one corresponding author. */
    authors: z.array(bylineAuthor).min(1, { error: 'required' }).max(30, { error: 'invalid' }),
    note: z.string().trim().min(1, { error: 'required' }).max(500, { error: 'tooLong' }),
  }),
);

export const onlineEditDetailQuery = idQuery;

/** One correction of the details as the timeline keeps it: each field's old and new value. */
export const correctionRow = z.object({
  at: z.string(),
  byName: z.string(),
  /** `onlineEdit` during layout, `modify` on the manuscript's edit page. */
  action: z.string(),
  note: z.string(),
  changes: z.array(z.object({ field: z.string(), from: z.string(), to: z.string() })),
});

/** What the correction form starts from, and the corrections so far, newest first. */
export const onlineEditDetail = z.object({
  id: z.number(),
  version: z.number(),
  status: z.number(),
  articleNo: z.string(),
  title: z.string(),
  keywords: z.string(),
  abstract: z.string(),
  authors: z.array(
    z.object({ name: z.string(), affiliation: z.string(), email: z.string(), corresponding: z.boolean() }),
  ),
  corrections: z.array(correctionRow),
  canEdit: z.boolean(),
});
export type OnlineEditDetail = z.infer<typeof onlineEditDetail>;
