import { z } from 'zod';
import { Status } from '../workflow.ts';
import { optionalId, pageOf, pageQuery, sortParam, textFilter } from './list.ts';

/**
 * 上传终稿 (/caibian/UploadTerminal): the author's final draft of an accepted manuscript of the
 * editor's, uploaded by the editor as the manuscript file's newest version (docs/acquisition-editors.md).
 */

/** Accepted and not yet in layout: scheduled or waiting for the typesetter. */
export const FINAL_DRAFT_STATUSES: readonly number[] = [
  Status.ACCEPTED,
  Status.SCHEDULING,
  Status.TYPESETTING_DISPATCH,
];

export const finalDraftListQuery = z.object({
  ...pageQuery,
  sort: sortParam(['submittedAt'] as const, 'submittedAt'),
  journalId: optionalId,
  /** Article number, title or author name. */
  keyword: textFilter,
});

export const finalDraftRow = z.object({
  id: z.number(),
  articleNo: z.string(),
  title: z.string(),
  journalName: z.string(),
  authorName: z.string(),
  status: z.number(),
  submittedAt: z.string(),
  /** The final draft in force, if one was uploaded. */
  finalDraft: z
    .object({ name: z.string(), revision: z.number(), uploadedByName: z.string(), uploadedAt: z.string() })
    .nullable(),
});
export const finalDraftPage = pageOf(finalDraftRow);

/** The file uploaded first (POST /sys/file/upload, kind manuscript), then named here. */
export const finalDraftBody = z.object({
  manuscriptId: z.number({ error: 'required' }).int().positive({ error: 'invalid' }),
  fileId: z.number({ error: 'required' }).int().positive({ error: 'invalid' }),
});
