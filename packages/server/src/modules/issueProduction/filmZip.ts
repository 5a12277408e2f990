import type { FieldError } from '@jb/contract/errors';
import { fieldMessage } from '@jb/contract/messages';
import { errors } from '../../platform/errors.ts';
import type { ZipVisitor } from '../../platform/files/zipLimit.ts';
import { articlesNamed, type NumberedArticle } from '../manuscripts/articleNumber.ts';

/**
 * The film package of an issue (出片, docs/production.md), checked in the one streaming pass that
 * measures the upload (zipLimit.ts): every entry a plain relative path (no traversal, no absolute
 * or drive path, no control characters), not encrypted, not another archive, a PDF that opens (it
 * starts as a PDF and ends with its end-of-file marker). Nothing is unpacked or kept but the names
 * and sizes.
 */

export interface FilmEntry {
  /** The entry's path in the zip. */
  name: string;
  sizeBytes: number;
}

/** How much of a PDF's end is kept to find its end-of-file marker (trailing bytes are allowed). */
const TAIL_BYTES = 1024;
const ENCRYPTED = 0x0001;
/** Local file header: an entry whose data is itself a zip. */
const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const PDF_EOF = Buffer.from('%%EOF', 'latin1');
const ARCHIVE_NAME = /\.(zip|rar|7z|tar|gz|tgz|bz2|xz)$/i;

/** Refused entries are reported per name, up to this many. */
const MAX_REPORTED = 20;

/** A refusal of the upload naming its entries (field `file`). */
export function filmRefusal(items: readonly { key: string; name?: string }[]): Error {
  const fields: FieldError[] = items.slice(0, MAX_REPORTED).map(({ key, name }) => {
    const m = fieldMessage(key);
    return name === undefined
      ? { path: 'file', ...m }
      : { path: 'file', zh: `${m.zh}：${name}`, en: `${m.en}: ${name}` };
  });
  return errors.validation(fields);
}

/** Whether an entry's path may be taken as it is: relative, without `..`, control or drive parts. */
export function safeEntryName(name: string): boolean {
  if (!name || name.length > 500) return false;
  if (name.startsWith('/') || name.includes('\\') || /^[a-z]:/i.test(name)) return false;
  if ([...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return false;
  if (/[\u202a-\u202e\u2066-\u2069]/.test(name)) return false;
  // Folders end in `/`; inside a path no part is empty, `.` or `..`.
  const parts = (name.endsWith('/') ? name.slice(0, -1) : name).split('/');
  return parts.every((part) => part !== '' && part !== '..' && part !== '.');
}

/** The visitor that checks a film zip's entries as they stream by; `entries` holds the PDFs seen. */
export class FilmZipCheck implements ZipVisitor {
  readonly entries: FilmEntry[] = [];
  private current: { name: string; size: number; head: Buffer; tail: Buffer } | null = null;

  entry(e: { name: string; flags: number; size: number }): void {
    this.current = null;
    if (!safeEntryName(e.name)) throw filmRefusal([{ key: 'film.entryName', name: e.name }]);
    if (e.flags & ENCRYPTED) throw filmRefusal([{ key: 'film.encrypted', name: e.name }]);
    // No archive inside, wherever it is; a folder entry (and the system litter archivers add) holds no PDF.
    if (ARCHIVE_NAME.test(e.name)) throw filmRefusal([{ key: 'film.nested', name: e.name }]);
    if (e.name.endsWith('/') || isLitter(e.name)) return;
    if (!/\.pdf$/i.test(e.name)) throw filmRefusal([{ key: 'film.notPdf', name: e.name }]);
    this.current = { name: e.name, size: 0, head: Buffer.alloc(0), tail: Buffer.alloc(0) };
  }

  data(chunk: Buffer): void {
    const c = this.current;
    if (!c) return;
    c.size += chunk.length;
    if (c.head.length < PDF_MAGIC.length) {
      c.head = Buffer.concat([c.head, chunk.subarray(0, PDF_MAGIC.length - c.head.length)]);
      if (c.head.length >= ZIP_MAGIC.length && c.head.subarray(0, 4).equals(ZIP_MAGIC))
        throw filmRefusal([{ key: 'film.nested', name: c.name }]);
    }
    const joined = Buffer.concat([c.tail, chunk]);
    c.tail = joined.subarray(Math.max(0, joined.length - TAIL_BYTES));
  }

  end(): void {
    const c = this.current;
    this.current = null;
    if (!c) return;
    if (!c.head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC) || !c.tail.includes(PDF_EOF))
      throw filmRefusal([{ key: 'film.pdfUnreadable', name: c.name }]);
    this.entries.push({ name: c.name, sizeBytes: c.size });
  }
}

/** macOS resource forks and Finder files that archivers add beside the real entries. */
function isLitter(name: string): boolean {
  const base = name.split('/').pop() ?? '';
  return name.startsWith('__MACOSX/') || base === '.DS_Store' || base === 'Thumbs.db';
}

export interface Matched {
  entries: { name: string; manuscriptId: number | null; sizeBytes: number }[];
  wholeIssue: boolean;
}

/**
 * Which article each PDF is, by the article number in its file name. `complete`: every article needs
 * its PDF (film output), unless the package is one PDF naming no article (the whole issue in one);
 * otherwise (an alteration's replacement pages) any of the issue's articles. Names that match no
 * article, or one article twice, and articles left without a PDF are refused, each by name. An
 * issue filmed as one whole-issue PDF is altered by another whole-issue PDF.
 */
export function matchFilm(
  entries: readonly FilmEntry[],
  articles: readonly NumberedArticle[],
  complete: boolean,
  /** The issue's film so far is one whole-issue PDF: an alteration may replace it whole. */
  wasWhole = false,
): Matched {
  if (entries.length === 0) throw filmRefusal([{ key: 'film.noPdf' }]);
  const byEntry = entries.map((e) => ({ entry: e, hits: articlesNamed(e.name, articles) }));
  if ((complete || wasWhole) && entries.length === 1 && byEntry[0]!.hits.length === 0)
    return { entries: [{ ...entries[0]!, manuscriptId: null }], wholeIssue: true };
  const problems: { key: string; name?: string }[] = [];
  const taken = new Map<number, string>();
  for (const { entry, hits } of byEntry) {
    if (hits.length !== 1) {
      problems.push({ key: 'film.unmatched', name: entry.name });
      continue;
    }
    if (taken.has(hits[0]!.id)) problems.push({ key: 'film.duplicate', name: entry.name });
    else taken.set(hits[0]!.id, entry.name);
  }
  if (complete)
    for (const a of articles) if (!taken.has(a.id)) problems.push({ key: 'film.missing', name: a.articleNo });
  if (problems.length > 0) throw filmRefusal(problems);
  return {
    entries: byEntry.map(({ entry, hits }) => ({ ...entry, manuscriptId: hits[0]!.id })),
    wholeIssue: false,
  };
}
