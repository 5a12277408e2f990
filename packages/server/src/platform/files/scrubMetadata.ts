import { PassThrough, type Readable } from 'node:stream';
import JSZip from 'jszip';
import { PDFDict, PDFName, PDFRawStream, type PDFRef, PDFDocument as PdfLibDocument } from 'pdf-lib';
import { checkZipBytes, zipLimitsFor } from './zipLimit.ts';

/**
 * Removes what names a document's authors from its metadata (anonymous expert review): the parts a
 * word processor or PDF writer fills in with the user's name, never the content itself.
 *
 * Memory: each call holds the one file it is given (files are up to 50 MB). A .docx is read by
 * JSZip, which keeps the compressed entries as slices of that buffer, and is written as a stream
 * that reuses the unchanged entries' compressed bytes (only the small metadata parts are rewritten),
 * so the output is never held whole. pdf-lib needs the whole PDF parsed and writes it whole: a PDF
 * costs its parsed objects and the rewritten bytes besides the input, which is what that library
 * needs and no more.
 */

export class ScrubError extends Error {
  override readonly name = 'ScrubError';
}

/** Elements of docProps/core.xml and app.xml that carry a person's or an organisation's name. */
const NAMED_ELEMENTS = ['creator', 'lastModifiedBy', 'Company', 'Manager'];
/** Attributes naming the person behind a comment or a tracked change (word/*.xml, people.xml). */
const NAMED_ATTRIBUTES = ['author', 'initials', 'userId', 'providerId'];

const EMPTY_CUSTOM =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" ' +
  'xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"/>';

/** Empties `<prefix:name …>text</prefix:name>` and keeps the element (the part stays valid). */
function blankElements(xml: string, names: readonly string[]): string {
  let out = xml;
  for (const name of names) {
    const element = new RegExp(`<((?:[\\w.-]+:)?${name})(\\s[^>]*)?>[\\s\\S]*?</\\1>`, 'g');
    out = out.replace(element, (_m, tag: string, attrs = '') => `<${tag}${attrs}></${tag}>`);
  }
  return out;
}

function blankAttributes(xml: string): string {
  const attribute = new RegExp(`(\\s(?:[\\w.-]+:)?(?:${NAMED_ATTRIBUTES.join('|')}))="[^"]*"`, 'g');
  return xml.replace(attribute, '$1=""');
}

async function rewrite(zip: JSZip, name: string, change: (xml: string) => string) {
  const entry = zip.file(name);
  if (entry) zip.file(name, change(await entry.async('string')));
}

/** A .docx (or any OOXML package) without its author metadata, as a stream. */
export async function scrubDocx(bytes: Uint8Array): Promise<Readable> {
  let zip: JSZip;
  try {
    // Measured before JSZip inflates a part of it: a container that inflates past the limit is not read.
    await checkZipBytes(bytes, zipLimitsFor(bytes.byteLength));
    zip = await JSZip.loadAsync(bytes);
  } catch (cause) {
    throw new ScrubError('Not a readable Word document', { cause });
  }
  if (!zip.file('[Content_Types].xml')) throw new ScrubError('Not a Word document');
  await rewrite(zip, 'docProps/core.xml', (xml) => blankElements(xml, NAMED_ELEMENTS));
  await rewrite(zip, 'docProps/app.xml', (xml) => blankElements(xml, NAMED_ELEMENTS));
  await rewrite(zip, 'docProps/custom.xml', () => EMPTY_CUSTOM);
  const parts = zip.file(/^word\/.*\.xml$/);
  for (const part of parts) await rewrite(zip, part.name, blankAttributes);
  // JSZip's stream is an old-style one: piped into a Node stream that Fastify and consumers know.
  const out = new PassThrough();
  const generated = zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'DEFLATE' });
  generated.on('error', (e: Error) => out.destroy(e));
  return generated.pipe(out);
}

/** Info dictionary entries that name people, the producing program or the work. */
const INFO_KEYS = ['Author', 'Creator', 'Producer', 'Title', 'Subject', 'Keywords'];

const blankInfo = (dict: PDFDict) => {
  for (const key of INFO_KEYS) dict.delete(PDFName.of(key));
};

/** An Info dictionary (no /Type, and a key only Info has); outline items' /Title stay. */
const isInfoLike = (dict: PDFDict) =>
  !dict.has(PDFName.of('Type')) &&
  ['Author', 'Producer', 'Creator', 'CreationDate', 'ModDate'].some((k) => dict.has(PDFName.of(k)));

/** A PDF without its Info entries and without any XMP metadata stream. */
export async function scrubPdf(bytes: Uint8Array): Promise<Uint8Array> {
  try {
    return await rewritePdf(await PdfLibDocument.load(bytes, { updateMetadata: false }));
  } catch (cause) {
    throw new ScrubError('Not a PDF that can be rewritten (damaged or encrypted)', { cause });
  }
}

async function rewritePdf(doc: PdfLibDocument): Promise<Uint8Array> {
  const { context } = doc;
  const infoRef = context.trailerInfo.Info;
  const info = infoRef ? context.lookup(infoRef) : undefined;
  if (info instanceof PDFDict) blankInfo(info);
  // XMP packets (the catalogue's, and any a page or an image carries) are removed, not just
  // unlinked; so are the Info entries of earlier revisions, which pdf-lib would write out again.
  const metadata = PDFName.of('Metadata');
  const doomed: PDFRef[] = [];
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFDict ? object : object instanceof PDFRawStream ? object.dict : null;
    if (!dict) continue;
    if (dict.get(PDFName.of('Type')) === metadata) doomed.push(ref);
    else if (dict.has(metadata)) dict.delete(metadata);
    if (object instanceof PDFDict && isInfoLike(object)) blankInfo(object);
  }
  for (const ref of doomed) context.delete(ref);
  doc.catalog.delete(metadata);
  return doc.save({ updateFieldAppearances: false });
}
