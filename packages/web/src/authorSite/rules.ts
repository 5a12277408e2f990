import type { authorSubmit } from '@jb/contract/api/authorSite';
import type { BodyIn } from '@jb/contract/api/define';
import { FeeType, OrderPayStatus } from '@jb/contract/enums/order';
import { fileRules } from '@jb/contract/fileRules';
import type { Bilingual } from '@jb/contract/i18n';
import type { FieldMessageKey } from '@jb/contract/messages';
import { JOURNAL_CODE_PATTERN } from '@jb/contract/schemas/journals';
import { isManuscriptStatus, MANUSCRIPT_STATUS } from '@jb/contract/workflow';
import type { Schema } from '../components/form/zodRule.ts';

/**
 * The submission form's rules that run in the browser before anything is sent: which files a kind
 * takes (the press's contribute settings, as the server applies them), the byline's one
 * corresponding author, and the body the form's values make. The server has the final word.
 */

export type UploadKind = 'manuscript' | 'annex' | 'fundCertificate' | 'message';

export interface FileRules {
  /** Types by extension (`doc`, `docx`, `pdf`, `jpg` …). */
  types: readonly string[];
  maxMb: number;
}

const MB = 1024 * 1024;

/** What a kind of file may be at this journal: the contract's rules, read with the site's upload settings. */
export function uploadRules(
  kind: UploadKind,
  upload: { maxFileMb: number; allowedTypes: string[] },
): FileRules {
  return fileRules(kind, upload);
}

/** A file name's type as the rules name it: lower case, `jpeg` read as `jpg`; '' without an extension. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return '';
  const ext = name.slice(dot + 1).toLowerCase();
  return ext === 'jpeg' ? 'jpg' : ext;
}

/** Why a chosen file cannot go (the server's message keys), or null. The content is judged by the server. */
export function fileProblem(file: { name: string; size: number }, rules: FileRules): FieldMessageKey | null {
  if (!rules.types.includes(extensionOf(file.name))) return 'file.type';
  if (file.size === 0) return 'file.empty';
  if (file.size > rules.maxMb * MB) return 'file.tooLarge';
  return null;
}

/** The file input's `accept` list. */
export function acceptOf(rules: FileRules): string {
  return rules.types.flatMap((type) => (type === 'jpg' ? ['.jpg', '.jpeg'] : [`.${type}`])).join(',');
}

export interface BylineRow {
  name: string;
  affiliation: string;
  email: string;
  corresponding: boolean;
}

export function emptyAuthor(name = '', affiliation = ''): BylineRow {
  return { name, affiliation, email: '', corresponding: false };
}

/** The byline's own problem (the contract's message key): exactly one corresponding author. */
export function bylineProblem(rows: readonly Partial<BylineRow>[] | undefined): FieldMessageKey | null {
  if (!rows || rows.length === 0) return 'required';
  return rows.filter((row) => row.corresponding).length === 1 ? null : 'authors.corresponding';
}

/** The byline with the author at `index` as the one corresponding author. */
export function withCorresponding<T extends { corresponding?: boolean }>(
  rows: readonly T[],
  index: number,
): T[] {
  return rows.map((row, i) => ({ ...row, corresponding: i === index }));
}

/**
 * Where a server field problem lands on the form: byline rows by index; a list of files (`annexFileIds.2`)
 * on the list's upload field.
 */
export function formPath(path: string): (string | number)[] {
  const parts = path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  if (parts[0] === 'annexFileIds') return ['annexFileIds'];
  return parts;
}

/** An uploaded file as the form holds it. */
export interface UploadedRef {
  id: number;
  name: string;
}

export interface SubmissionValues {
  columnId?: number;
  title?: string;
  keywords?: string;
  abstract?: string;
  subjectId?: number | null;
  natureArticleType?: 0 | 1;
  authors?: BylineRow[];
  foundationFlag?: boolean;
  fundName?: string;
  fundNumber?: string;
  fundLevel?: number | null;
  fundCertificateFileId?: UploadedRef[];
  manuscriptFileId?: UploadedRef[];
  annexFileIds?: UploadedRef[];
}

/** The submission body the form's values make (fund fields only with a fund; files by id). */
export function submissionBody(values: SubmissionValues): BodyIn<typeof authorSubmit> {
  const fund = !!values.foundationFlag;
  return {
    columnId: values.columnId as number,
    title: (values.title ?? '').trim(),
    keywords: (values.keywords ?? '').trim(),
    abstract: (values.abstract ?? '').trim(),
    subjectId: values.subjectId ?? null,
    natureArticleType: values.natureArticleType ?? 1,
    authors: (values.authors ?? []).map((row) => ({
      name: (row.name ?? '').trim(),
      affiliation: (row.affiliation ?? '').trim(),
      email: (row.email ?? '').trim(),
      corresponding: !!row.corresponding,
    })),
    foundationFlag: fund,
    fundName: fund ? (values.fundName ?? '').trim() : '',
    fundNumber: fund ? (values.fundNumber ?? '').trim() : '',
    fundLevel: fund ? (values.fundLevel ?? null) : null,
    fundCertificateFileId: fund ? (values.fundCertificateFileId?.[0]?.id ?? null) : null,
    manuscriptFileId: values.manuscriptFileId?.[0]?.id as number,
    annexFileIds: (values.annexFileIds ?? []).map((file) => file.id),
  };
}

/** A manuscript status's label (SPEC §4); an unknown code reads as itself. */
export function statusLabel(code: number): Bilingual {
  return isManuscriptStatus(code) ? MANUSCRIPT_STATUS[code] : { zh: String(code), en: String(code) };
}

/** A prepaid order still unpaid: the manuscript waits for it before review. */
export function awaitedPayment<O extends { feeType: number; payStatus: number }>(
  orders: readonly O[],
): O | null {
  return orders.find((o) => o.feeType === FeeType.PREPAID && o.payStatus === OrderPayStatus.UNPAID) ?? null;
}

/** A file size for people: bytes, KB or MB with one decimal. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MB) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

/**
 * The journal and the manuscript a site address names (`/submit/jsjkxyyy`, `/submit/jsjkxyyy/manuscripts/34`;
 * older links name the journal by id, `/submit/12`): '' for a journal that is neither a code nor an
 * id, 0 for a manuscript missing or not a number. Read from the path rather than with useParams,
 * which no other page uses: the login page shares the router's chunk and would carry it.
 */
export function sitePath(pathname: string): { journalKey: string; manuscriptId: number } {
  const match = /^\/submit\/([^/]+)(?:\/manuscripts\/([^/]+))?/.exec(pathname);
  const id = (part: string | undefined) => (part && /^\d{1,9}$/.test(part) ? Number(part) : 0);
  const key = match?.[1] ?? '';
  return {
    journalKey: id(key) > 0 || JOURNAL_CODE_PATTERN.test(key) ? key : '',
    manuscriptId: id(match?.[2]),
  };
}

/** How the site asks for its journal: by id for an older link's number, else by code. */
export function siteJournalQueryOf(journalKey: string): { journalId: number } | { code: string } {
  return /^\d+$/.test(journalKey) ? { journalId: Number(journalKey) } : { code: journalKey };
}

/** The site's home: always addressed by the journal's code (ARCHITECTURE "The author site"). */
export const siteHome = (journal: { code: string }) => `/submit/${journal.code}`;

/** The same page of the site addressed by the journal's code (an older link named it by id). */
export const byCode = (pathname: string, code: string) =>
  pathname.replace(/^\/submit\/[^/]+/, `/submit/${code}`);

/** The proof reading page of one of the author's manuscripts. */
export const proofPagePath = (journal: { code: string }, id: number) =>
  `${siteHome(journal)}/manuscripts/${id}/proofs`;

/** A list of uploaded files that must hold one (the manuscript, a revised manuscript). */
export const oneFile: Schema = {
  safeParse: (value) =>
    Array.isArray(value) && value.length > 0
      ? { success: true }
      : { success: false, error: { issues: [{ message: 'file.required', path: [] }] } },
};
