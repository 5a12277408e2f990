import { boolean, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { manuscripts } from './manuscripts.ts';
import { presses } from './tenancy.ts';

/**
 * A file someone uploaded: its content lives in the blob store under `sha256` (stored once however
 * often it is uploaded); the row keeps the original name, the type found in the content, who and when.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    sha256: text('sha256').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The type found in the content (contract schemas/files.ts FILE_TYPES) and its MIME type. */
    type: text('type').notNull(),
    mime: text('mime').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    /** 'author' or 'staff'. */
    uploadedByType: text('uploaded_by_type').notNull(),
    uploadedBy: integer('uploaded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_uploader_idx').on(t.uploadedByType, t.uploadedBy, t.createdAt)],
);

/** The files of a manuscript, each a version: the original (0), revisions 1, 2 …, and the final one. */
export const manuscriptFiles = pgTable(
  'manuscript_files',
  {
    id: serial('id').primaryKey(),
    manuscriptId: integer('manuscript_id')
      .notNull()
      .references(() => manuscripts.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    /** manuscript, annex, fundCertificate. */
    role: text('role').notNull(),
    revision: smallint('revision').notNull().default(0),
    final: boolean('final').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('manuscript_files_manuscript_idx').on(t.manuscriptId, t.role, t.revision),
    index('manuscript_files_file_idx').on(t.fileId),
  ],
);
