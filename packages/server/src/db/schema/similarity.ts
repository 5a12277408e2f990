import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { storedFiles } from './files.ts';
import { journals } from './journals.ts';
import { manuscripts } from './manuscripts.ts';
import { users } from './people.ts';
import { presses } from './tenancy.ts';

/**
 * A manuscript version the duplicate check has read: its text (to show matched passages) and its
 * LSH band keys (`similarity_bands`) that find it as a candidate. One row per stored file.
 */
export const similarityDocuments = pgTable(
  'similarity_documents',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id),
    manuscriptId: integer('manuscript_id')
      .notNull()
      .references(() => manuscripts.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    authorId: integer('author_id').notNull(),
    engineVersion: smallint('engine_version').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('similarity_documents_file_uq').on(t.fileId),
    index('similarity_documents_manuscript_idx').on(t.manuscriptId),
  ],
);

/** The LSH band keys of a document: documents sharing a (band, hash) are candidates of each other. */
export const similarityBands = pgTable(
  'similarity_bands',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => similarityDocuments.id, { onDelete: 'cascade' }),
    band: smallint('band').notNull(),
    hash: integer('hash').notNull(),
  },
  (t) => [
    index('similarity_bands_key_idx').on(t.band, t.hash),
    index('similarity_bands_document_idx').on(t.documentId),
  ],
);

/**
 * A duplicate-check run of a manuscript's file: state queued, running, done or failed (with the
 * reason), progress 0-100, and the report (overall %, the exclusions, the top matches).
 */
export const similarityReports = pgTable(
  'similarity_reports',
  {
    id: serial('id').primaryKey(),
    manuscriptId: integer('manuscript_id')
      .notNull()
      .references(() => manuscripts.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    state: text('state').notNull(),
    progress: smallint('progress').notNull().default(0),
    error: text('error').notNull().default(''),
    settings: jsonb('settings').notNull(),
    result: jsonb('result'),
    overall: integer('overall_tenths'),
    /** The staff member who ran it; null: queued by the workflow as the manuscript entered the check. */
    requestedBy: integer('requested_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('similarity_reports_manuscript_idx').on(t.manuscriptId, t.id)],
);

/**
 * A journal's duplicate-check settings (like the best checkers offer). The column defaults are the
 * engine's (engine/types.ts DEFAULT_SETTINGS): keep them equal.
 */
export const similaritySettings = pgTable('similarity_settings', {
  journalId: integer('journal_id')
    .primaryKey()
    .references(() => journals.id),
  excludeQuotes: boolean('exclude_quotes').notNull().default(false),
  excludeReferences: boolean('exclude_references').notNull().default(true),
  excludeAbstract: boolean('exclude_abstract').notNull().default(false),
  /** Matches shorter than this (characters for Chinese, words for Latin text) are ignored. */
  minMatchLength: smallint('min_match_length').notNull().default(13),
  version: integer('version').notNull().default(0),
});
