import { createRequire } from 'node:module';
import path from 'node:path';
import { checkZipBytes, zipLimitsFor } from '../../../platform/files/zipLimit.ts';

/**
 * Text of an uploaded manuscript: .docx (mammoth), legacy .doc (word-extractor), .pdf (pdf.js,
 * legacy build for Node, with the CMaps that CJK fonts without an embedded mapping need), .txt
 * (UTF-8; GB18030, the usual encoding of Chinese plain text, when the bytes are not valid UTF-8).
 * The type comes from the file name's extension, but Word files are recognised by their content
 * (a .doc that is really a .docx is common). The result has `\n` line ends and no control
 * characters, and is the text that all offsets of the engine refer to.
 */

export type FileKind = 'docx' | 'doc' | 'pdf' | 'txt';
export type ExtractionFailure = 'unsupportedType' | 'unreadable' | 'noText';

export class ExtractionError extends Error {
  override readonly name = 'ExtractionError';
  constructor(
    readonly reason: ExtractionFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const require = createRequire(import.meta.url);
const PDFJS_ROOT = path.dirname(require.resolve('pdfjs-dist/package.json'));
/** pdf.js reads these with fs in Node: plain paths with a trailing separator, not file: URLs. */
export const PDF_CMAP_DIR = path.join(PDFJS_ROOT, 'cmaps') + path.sep;
export const PDF_STANDARD_FONT_DIR = path.join(PDFJS_ROOT, 'standard_fonts') + path.sep;

const EXTENSIONS: Record<string, FileKind> = { '.docx': 'docx', '.doc': 'doc', '.pdf': 'pdf', '.txt': 'txt' };

/** The kind a file name announces, or null for any other extension. */
export function fileKindOf(fileName: string): FileKind | null {
  return EXTENSIONS[path.extname(fileName).toLowerCase()] ?? null;
}

function sniff(data: Uint8Array): FileKind | null {
  if (data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04) return 'docx';
  if (data[0] === 0xd0 && data[1] === 0xcf && data[2] === 0x11 && data[3] === 0xe0) return 'doc';
  if (Buffer.from(data.subarray(0, 1024)).includes('%PDF-')) return 'pdf';
  return null;
}

/** The kind to read the file as: Word content wins over a .doc/.docx name, PDF content over .pdf. */
export function detectKind(data: Uint8Array, fileName: string): FileKind {
  const named = fileKindOf(fileName);
  const found = sniff(data);
  if (named === 'doc' || named === 'docx') return found ?? named;
  if (named) return named;
  if (path.extname(fileName) === '' && found) return found;
  throw new ExtractionError('unsupportedType', `Cannot check files of this type: ${fileName}`);
}

/** `\n` line ends; vertical tabs and form feeds (Word line and page breaks) as `\n`; no other controls. */
export function cleanText(raw: string): string {
  return (
    raw
      .replace(/\r\n?/g, '\n')
      .replace(/[\v\f\u2028\u2029]/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u0008\u000e-\u001f\u007f\ufeff\ufffe]/g, '')
      .replace(/[ \t]+$/gm, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

async function docxText(data: Uint8Array): Promise<string> {
  // A container that inflates past the limit is not unpacked (platform/files/zipLimit.ts).
  await checkZipBytes(data, zipLimitsFor(data.byteLength));
  const mammoth = (await import('mammoth')).default;
  const result = await mammoth.extractRawText({ buffer: Buffer.from(data) });
  return result.value;
}

interface WordDocument {
  getBody(): string;
}
type WordExtractor = new () => { extract(source: Buffer): Promise<WordDocument> };

async function docText(data: Uint8Array): Promise<string> {
  const Extractor = require('word-extractor') as WordExtractor;
  const document = await new Extractor().extract(Buffer.from(data));
  return document.getBody();
}

async function pdfText(data: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // In Node pdf.js runs its worker in this thread (a "fake worker"); there is no worker to disable.
  const task = pdfjs.getDocument({
    data: new Uint8Array(data), // pdf.js detaches the buffer it is given
    cMapUrl: PDF_CMAP_DIR,
    cMapPacked: true,
    standardFontDataUrl: PDF_STANDARD_FONT_DIR,
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  });
  const pdf = await task.promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str;
        if (item.hasEOL) text += '\n';
      }
      pages.push(text);
      page.cleanup();
    }
    return pages.join('\n\n');
  } finally {
    await task.destroy();
  }
}

function plainText(data: Uint8Array): string {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le').decode(data);
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder('utf-16be').decode(data);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('gb18030').decode(data);
  }
}

const READERS: Record<FileKind, (data: Uint8Array) => Promise<string> | string> = {
  docx: docxText,
  doc: docText,
  pdf: pdfText,
  txt: plainText,
};

/**
 * The text of a file, or an ExtractionError: `unsupportedType` (not .docx/.doc/.pdf/.txt),
 * `unreadable` (damaged, encrypted, or not what its name says), `noText` (nothing but whitespace,
 * punctuation or images, e.g. a scanned PDF without a text layer).
 */
export async function extractText(data: Uint8Array, fileName: string): Promise<string> {
  const kind = detectKind(data, fileName);
  if (data.length === 0) throw new ExtractionError('noText', `${fileName} is empty`);
  let raw: string;
  try {
    raw = await READERS[kind](data);
  } catch (cause) {
    const detail = cause instanceof Error ? cause.message : String(cause);
    throw new ExtractionError('unreadable', `Cannot read ${fileName} as ${kind}: ${detail}`, { cause });
  }
  const text = cleanText(raw);
  if (!/[\p{L}\p{N}]/u.test(text)) throw new ExtractionError('noText', `${fileName} contains no text`);
  return text;
}
