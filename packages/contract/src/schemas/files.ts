import { z } from 'zod';
import { AUTHOR_FILE_KINDS, FILE_KINDS } from '../fileRules.ts';
import { idSchema } from './common.ts';

export { AUTHOR_FILE_KINDS, FILE_KINDS, FILE_TYPES, type FileKind, type FileType } from '../fileRules.ts';

export const uploadQuery = z.object({
  kind: z.enum(FILE_KINDS, { error: 'invalid' }),
});

/** An author's upload: only the kinds the author site sends (an invoice or a voucher is refused). */
export const authorUploadQuery = z.object({
  kind: z.enum(AUTHOR_FILE_KINDS, { error: 'invalid' }),
});

export const uploadedFile = z.object({
  id: z.number(),
  name: z.string(),
  sizeBytes: z.number(),
  type: z.string(),
});

export const fileIdQuery = z.object({ id: idSchema });

/**
 * What a file is to its manuscript: uploaded by the author, made by the office (the acceptance
 * letter), or the typesetter's proof PDFs (the layout and each revision, production).
 */
export const MANUSCRIPT_FILE_ROLES = [
  'manuscript',
  'annex',
  'fundCertificate',
  'acceptanceLetter',
  'proof',
] as const;
export type ManuscriptFileRole = (typeof MANUSCRIPT_FILE_ROLES)[number];

/** One version of a manuscript's file, as the detail lists them. */
export const manuscriptFileRow = z.object({
  id: z.number(),
  fileId: z.number(),
  role: z.enum(MANUSCRIPT_FILE_ROLES),
  /** 0: original; 1, 2 …: revisions. */
  revision: z.number(),
  final: z.boolean(),
  name: z.string(),
  sizeBytes: z.number(),
  type: z.string(),
  uploadedByName: z.string(),
  createdAt: z.string(),
});
