import { z } from 'zod';
import { idVersionQuery, optionalId, pageOf, pageQuery, sortParam, textFilter } from './list.ts';
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
  /** Only those corrected after the newest proof PDF (the layout still has to take them). */
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
  /** Corrected after the newest proof: the next layout has to take it. */
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
