import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';

/**
 * The same PDF made `bytes` larger: an incremental update appends an object of random bytes that no
 * page uses (with its own cross-reference section and trailer, the pages untouched), so a viewer that
 * reads only what it draws reads a small part of it.
 */
export function paddedPdf(pdf: Buffer, bytes: number): Buffer {
  const text = pdf.toString('latin1');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1];
  const trailer = /trailer\s*<<([\s\S]*?)>>\s*startxref\s+\d+\s+%%EOF\s*$/.exec(text)?.[1] ?? '';
  const size = Number(/\/Size (\d+)/.exec(trailer)?.[1]);
  const root = /\/Root (\d+ \d+ R)/.exec(trailer)?.[1];
  if (!startxref || !root || !size) throw new Error('not a PDF with a classic cross-reference table');
  const base = text.endsWith('\n') ? pdf : Buffer.concat([pdf, Buffer.from('\n')]);
  const object = Buffer.concat([
    Buffer.from(`${size} 0 obj\n<< /Length ${bytes} >>\nstream\n`, 'latin1'),
    randomBytes(bytes),
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);
  const xrefAt = base.length + object.length;
  const update =
    `xref\n${size} 1\n${String(base.length).padStart(10, '0')} 00000 n \n` +
    `trailer\n<< /Size ${size + 1} /Root ${root} /Prev ${startxref} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.concat([base, object, Buffer.from(update, 'latin1')]);
}

/** A file download the page made while listening: its status, `Range` asked and bytes received. */
export interface FileRead {
  status: number;
  range: string | undefined;
  bytes: number;
}

/** Listens to the page's file downloads until `stop` answers them. */
export function watchFileReads(page: Page): { stop: () => Promise<FileRead[]> } {
  const reads: Promise<FileRead>[] = [];
  const heard = (response: Awaited<ReturnType<Page['waitForResponse']>>) => {
    if (!/\/file\/download\?/.test(response.url())) return;
    reads.push(
      response.body().then((body) => ({
        status: response.status(),
        range: response.request().headers().range,
        bytes: body.length,
      })),
    );
  };
  page.on('response', heard);
  return {
    stop: async () => {
      page.off('response', heard);
      return Promise.all(reads);
    },
  };
}
