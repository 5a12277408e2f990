import { z } from 'zod';
import type { Bilingual } from '../i18n.ts';
import { idQuery } from './list.ts';

/**
 * The duplicate check (查重, stage 20): a journal's settings, a run of the check on a manuscript's
 * file, and its report. A match in another press is shown only as "another journal on the
 * platform" with its share, never its text, title or number.
 */

export const SIMILARITY_STATES = ['queued', 'running', 'done', 'failed'] as const;
export const similarityState = z.enum(SIMILARITY_STATES);
export type SimilarityState = z.infer<typeof similarityState>;

export const SIMILARITY_STATE_LABELS: Record<SimilarityState, Bilingual> = {
  queued: { zh: '排队中', en: 'Queued' },
  running: { zh: '检测中', en: 'Running' },
  done: { zh: '已完成', en: 'Done' },
  failed: { zh: '检测失败', en: 'Failed' },
};

/**
 * Why a run failed: the file's type cannot be checked, it cannot be read (damaged, encrypted, not
 * what its name says), it has no text (a scan without a text layer), or the server failed after
 * its retries.
 */
export const SIMILARITY_FAILURES = ['unsupportedType', 'unreadable', 'noText', 'internal'] as const;
export const similarityFailure = z.enum(SIMILARITY_FAILURES);
export type SimilarityFailure = z.infer<typeof similarityFailure>;

export const SIMILARITY_FAILURE_LABELS: Record<SimilarityFailure, Bilingual> = {
  unsupportedType: {
    zh: '不支持检测此类文件（仅支持 .docx、.doc、.pdf、.txt）',
    en: 'Files of this type cannot be checked (only .docx, .doc, .pdf and .txt)',
  },
  unreadable: {
    zh: '文件无法读取：可能已损坏、已加密，或内容与扩展名不符',
    en: 'The file cannot be read: it may be damaged, encrypted, or not what its name says',
  },
  noText: {
    zh: '文件中没有可检测的文字（例如没有文字层的扫描件）',
    en: 'The file contains no text to check (for example a scan without a text layer)',
  },
  internal: {
    zh: '服务器处理失败，请稍后重新检测',
    en: 'The server could not complete the check; run it again later',
  },
};

/** Shown instead of the title and number of a match in another press. */
export const OTHER_JOURNAL_LABEL: Bilingual = {
  zh: '平台上的其他期刊',
  en: 'Another journal on the platform',
};

/** The 400 of a run on a manuscript without a manuscript file. */
export const NO_MANUSCRIPT_FILE: Bilingual = {
  zh: '该稿件没有可检测的稿件文件',
  en: 'The manuscript has no manuscript file to check',
};

/** The 400 of a report PDF of a manuscript without a finished ('done') report. */
export const NO_FINISHED_REPORT: Bilingual = {
  zh: '该稿件还没有已完成的查重报告',
  en: 'The manuscript has no finished duplicate check report yet',
};

/** A journal's settings of the check, like the best checkers offer. */
export const similaritySettingsSchema = z.object({
  /** Quotations (“…”, 「…」, block quotes) neither count nor match. */
  excludeQuotes: z.boolean({ error: 'invalid' }),
  /** The references section neither counts nor matches. */
  excludeReferences: z.boolean({ error: 'invalid' }),
  /** The abstract and keywords neither count nor match. */
  excludeAbstract: z.boolean({ error: 'invalid' }),
  /** Shorter exact matches are ignored: characters of Chinese, words of other text (5 to 200). */
  minMatchLength: z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(5, { error: 'invalid' })
    .max(200, { error: 'invalid' }),
});
export type SimilaritySettingsInput = z.infer<typeof similaritySettingsSchema>;

export const similaritySettingsQuery = z.object({
  journalId: z.coerce.number({ error: 'invalid' }).int().positive({ error: 'invalid' }),
});
/** As read, with the version a save checks (0: the journal keeps the defaults). */
export const similaritySettingsDetail = similaritySettingsSchema.extend({
  journalId: z.number(),
  version: z.number(),
});
export const similaritySettingsBody = similaritySettingsSchema.extend({
  journalId: z.number({ error: 'required' }).int().positive({ error: 'invalid' }),
  version: z.number({ error: 'required' }).int().min(0, { error: 'invalid' }),
});

export const similarityRunBody = z.object({
  manuscriptId: z.number({ error: 'required' }).int().positive({ error: 'invalid' }),
});
export const similarityReportQuery = z.object({ manuscriptId: idQuery.shape.id });
/** The report PDF: the newest finished one, or the one a decision at the check was taken with. */
export const similarityReportPdfQuery = similarityReportQuery.extend({
  reportId: z.coerce.number().int().positive().optional(),
});

/** `[start, end)` in the passage's `text` (UTF-16 offsets), a stretch that matches exactly. */
const range = z.tuple([z.number(), z.number()]);

/** One side of a matched passage: its text and where in it the exact matches lie. */
export const passageSide = z.object({
  /** Offsets of the passage in the document's extracted text. */
  start: z.number(),
  end: z.number(),
  text: z.string(),
  highlights: z.array(range),
});

export const similarityPassage = z.object({
  /** The checked manuscript's side. */
  query: passageSide,
  /** The matching manuscript's side. */
  match: passageSide,
  /** Characters (Chinese) and words matched exactly. */
  matchedTokens: z.number(),
});

/**
 * A matching earlier manuscript. `visible` false: another press's (or a journal outside the
 * caller's), shown only as OTHER_JOURNAL_LABEL with `percent`: `manuscript` is null and there are
 * no passages.
 */
export const similarityMatch = z.object({
  visible: z.boolean(),
  /** Share of the checked text this manuscript covers, 0-100 with one decimal. */
  percent: z.number(),
  /** Earlier work of the same author (left out of `excludingOwnWork`). */
  sameAuthor: z.boolean(),
  manuscript: z
    .object({ id: z.number(), articleNo: z.string(), title: z.string(), journalName: z.string() })
    .nullable(),
  /** All passages of the match; `passages` holds the longest ones (at most 30), in text order. */
  passageCount: z.number(),
  passages: z.array(similarityPassage),
});

export const similarityResult = z.object({
  /** Share of the checked text found elsewhere (union over the matches), 0-100 with one decimal. */
  overall: z.number(),
  /** The same without the author's own earlier manuscripts. */
  excludingOwnWork: z.number(),
  /** The same with the references section left out. */
  excludingReferences: z.number(),
  /** How many manuscripts matched at all; `matches` lists the top ones. */
  matchingManuscripts: z.number(),
  /** Manuscripts compared (candidates found through the index). */
  compared: z.number(),
  matches: z.array(similarityMatch),
});

export const similarityReport = z.object({
  id: z.number(),
  manuscriptId: z.number(),
  fileId: z.number(),
  fileName: z.string(),
  state: similarityState,
  /** 0-100: 10 text extracted, 30 indexed, 60 candidates found, 100 done. */
  progress: z.number(),
  /** Why a failed run failed (SIMILARITY_FAILURE_LABELS); null otherwise. */
  error: similarityFailure.nullable(),
  settings: similaritySettingsSchema,
  /** Who ran the check; null when the workflow queued it as the manuscript entered the check (20). */
  requestedByName: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When done. */
  result: similarityResult.nullable(),
});
export type SimilarityReport = z.infer<typeof similarityReport>;

/** The newest report of a manuscript (null before the first run) and what the caller may do. */
export const similarityReportAnswer = z.object({
  manuscriptId: z.number(),
  /** 'run': start a check now (none is queued or running, and the caller may act). */
  actions: z.array(z.enum(['run'])),
  report: similarityReport.nullable(),
});
export type SimilarityReportAnswer = z.infer<typeof similarityReportAnswer>;
