import { buffer } from 'node:stream/consumers';
import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractText } from '../../modules/similarity/engine/extract.ts';
import { ScrubError, scrubDocx, scrubPdf } from './scrubMetadata.ts';
import { AUTHOR, authoredDocx, authoredPdf, BODY, COMPANY, everything } from './testing/authoredFiles.ts';
import { docxBombs } from './testing/zipBombs.ts';

describe('scrubDocx', () => {
  it('removes the author, company and reviewers from the metadata and keeps the text', async () => {
    const original = await authoredDocx();
    expect(await everything(original, 'docx')).toContain(AUTHOR);
    const scrubbed = await buffer(await scrubDocx(original));
    const all = await everything(scrubbed, 'docx');
    expect(all).not.toContain(AUTHOR);
    expect(all).not.toContain(COMPANY);
    const zip = await JSZip.loadAsync(scrubbed);
    const core = await zip.file('docProps/core.xml')!.async('string');
    expect(core).toContain('<dc:creator></dc:creator>');
    expect(core).toContain(`<dc:title>${BODY}</dc:title>`);
    expect(await zip.file('word/document.xml')!.async('string')).toContain('w:author=""');
    const text = await extractText(scrubbed, 'paper.docx');
    expect(text).toContain(BODY);
    expect(text).toContain('Second paragraph.');
  });

  it('refuses what is not a Word package', async () => {
    await expect(scrubDocx(Buffer.from('not a zip at all'))).rejects.toBeInstanceOf(ScrubError);
  });

  it('refuses a stored docx that inflates past the limit before unpacking it, and so does text extraction', async () => {
    const original = await authoredDocx();
    const { honest, lying } = await docxBombs(original);
    for (const bomb of [honest, lying]) {
      await expect(scrubDocx(bomb)).rejects.toBeInstanceOf(ScrubError);
      await expect(extractText(bomb, 'paper.docx')).rejects.toMatchObject({
        name: 'ExtractionError',
        reason: 'unreadable',
      });
    }
    // The limit is not the document's: the same package without the padding is read.
    expect(await extractText(original, 'paper.docx')).toContain(BODY);
  });
});

describe('scrubPdf', () => {
  it('empties the Info dictionary and removes the XMP packet, keeping the pages', async () => {
    const original = await authoredPdf();
    expect(await everything(original, 'pdf')).toContain(AUTHOR);
    expect(await everything(original, 'pdf')).toContain(COMPANY); // only in the Info dictionary
    const scrubbed = await scrubPdf(original);
    const all = await everything(scrubbed, 'pdf');
    expect(all).not.toContain(AUTHOR);
    expect(all).not.toContain(COMPANY);
    expect(all).not.toContain('xmpmeta');
    const back = await PDFDocument.load(scrubbed, { updateMetadata: false });
    expect(back.getAuthor()).toBeUndefined();
    expect(back.getTitle()).toBeUndefined();
    expect(back.getProducer()).toBeUndefined();
    expect(back.getPageCount()).toBe(1);
    expect(await extractText(scrubbed, 'paper.pdf')).toContain(BODY);
  });

  it('refuses a damaged PDF', async () => {
    await expect(scrubPdf(Buffer.from('%PDF-1.7\nnothing else'))).rejects.toBeInstanceOf(ScrubError);
  });
});
