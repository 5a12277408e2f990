import { z } from 'zod';
import { idSchema } from './common.ts';

/**
 * What a file is for; each kind has its allowed types (by content) and size. A manuscript's types
 * and size come from the press's contribute settings.
 */
export const FILE_KINDS = ['manuscript', 'annex', 'fundCertificate', 'voucher'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** The types a file may be, named by extension; `doc` is the old Word (OLE2) format. */
export const FILE_TYPES = ['doc', 'docx', 'pdf', 'tex', 'zip', 'jpg', 'png'] as const;
export type FileType = (typeof FILE_TYPES)[number];

/** Types allowed for the kinds that do not follow the contribute settings. */
export const FIXED_KIND_TYPES: Record<Exclude<FileKind, 'manuscript' | 'annex'>, readonly FileType[]> = {
  fundCertificate: ['pdf', 'jpg', 'png'],
  voucher: ['pdf', 'jpg', 'png'],
};

export const uploadQuery = z.object({
  kind: z.enum(FILE_KINDS, { error: 'invalid' }),
});

export const uploadedFile = z.object({
  id: z.number(),
  name: z.string(),
  sizeBytes: z.number(),
  type: z.string(),
});

export const fileIdQuery = z.object({ id: idSchema });

/** One version of a manuscript's file, as the detail lists them. */
export const manuscriptFileRow = z.object({
  id: z.number(),
  fileId: z.number(),
  role: z.enum(['manuscript', 'annex', 'fundCertificate']),
  /** 0: original; 1, 2 …: revisions. */
  revision: z.number(),
  final: z.boolean(),
  name: z.string(),
  sizeBytes: z.number(),
  type: z.string(),
  uploadedByName: z.string(),
  createdAt: z.string(),
});
