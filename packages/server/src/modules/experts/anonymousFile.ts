import { buffer } from 'node:stream/consumers';
import type { FastifyReply } from 'fastify';
import type { storedFiles } from '../../db/schema/index.ts';
import { errors } from '../../platform/errors.ts';
import { contentDisposition } from '../../platform/files/disposition.ts';
import { ScrubError, scrubDocx, scrubPdf } from '../../platform/files/scrubMetadata.ts';
import { renderPdf } from '../../platform/pdf.ts';
import type { FileDeps } from '../files/service.ts';
import { ExtractionError, extractText } from '../similarity/engine/extract.ts';

/**
 * How a manuscript file reaches an expert when the journal's expert review is anonymous
 * (docs/review-pipeline.md "Anonymised files"): .docx and .pdf with their author metadata removed;
 * a legacy .doc (whose metadata no maintained library rewrites) as a PDF of its text; LaTeX source
 * as it is (plain text has no metadata); anything else (archives, images) is not offered.
 */
export type Delivery = 'scrubbed' | 'text' | 'asIs' | 'withheld';

export function deliveryOf(type: string): Delivery {
  if (type === 'docx' || type === 'pdf') return 'scrubbed';
  if (type === 'doc') return 'text';
  if (type === 'tex') return 'asIs';
  return 'withheld';
}

/** The file's name as the expert sees it: a text version is a PDF. */
export const deliveredName = (base: string, type: string) =>
  deliveryOf(type) === 'text' ? `${base}-文本.pdf` : `${base}.${type}`;

type Stored = typeof storedFiles.$inferSelect;

/** A PDF of the file's text, the fallback for what cannot be rewritten. */
async function textPdf(bytes: Buffer, file: Stored, title: string): Promise<Buffer> {
  try {
    const text = await extractText(bytes, `file.${file.type}`);
    const paragraphs = text.split('\n').filter((line) => line.trim() !== '');
    return await renderPdf(
      { title, author: '' },
      paragraphs.map((p) => ({ kind: 'paragraph', text: p })),
    );
  } catch (e) {
    if (e instanceof ExtractionError) throw errors.field('fileId', 'file.notAnonymisable');
    throw e;
  }
}

/**
 * Sends the anonymised file. Memory: the stored file is read into one buffer (the libraries need
 * the whole document: a zip's directory is at its end, a PDF's cross-reference too); a .docx goes out
 * as a stream, a PDF or a text version as the one rewritten buffer. A file that cannot be rewritten
 * (a damaged or encrypted PDF, a broken .docx) goes out as a PDF of its text instead; its bytes never do.
 */
export async function sendAnonymised(deps: FileDeps, reply: FastifyReply, file: Stored, base: string) {
  const bytes = await buffer(await deps.store.open(file.sha256));
  const asPdf = (content: Uint8Array, name: string) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-length', String(content.byteLength))
      .header('content-disposition', contentDisposition(name, true))
      .send(Buffer.from(content.buffer, content.byteOffset, content.byteLength));
  const delivery = deliveryOf(file.type);
  if (delivery === 'text') return asPdf(await textPdf(bytes, file, base), deliveredName(base, file.type));
  try {
    if (file.type === 'pdf') return asPdf(await scrubPdf(bytes), `${base}.pdf`);
    const stream = await scrubDocx(bytes);
    return reply
      .header('content-type', file.mime)
      .header('content-disposition', contentDisposition(`${base}.docx`, false))
      .send(stream);
  } catch (e) {
    if (!(e instanceof ScrubError)) throw e;
    return asPdf(await textPdf(bytes, file, base), `${base}-文本.pdf`);
  }
}
