import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * PDF documents of the product (the acceptance letter; later reports): a few kinds of block laid out
 * on A4 with Noto Sans SC, so Chinese text is real text (searchable, copyable) and the glyphs are
 * embedded (the font is an npm package: no system font is needed). Only the glyphs used are
 * embedded, so a letter stays small.
 */
export type PdfBlock =
  | { kind: 'title'; text: string }
  | { kind: 'paragraph'; text: string }
  /** Label and value lines (a manuscript's number, title, fee …). */
  | { kind: 'fields'; rows: readonly [string, string][] }
  /** Right-aligned lines at the end (the office and the date). */
  | { kind: 'signature'; lines: readonly string[] };

export interface PdfMeta {
  title: string;
  author: string;
}

const require = createRequire(import.meta.url);
/** The embedded fonts (a report that lays out its own pages registers them too). */
export const FONTS = {
  regular: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
};
const MARGIN = 64;

export function renderPdf(meta: PdfMeta, blocks: readonly PdfBlock[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: meta.title, Author: meta.author, Creator: meta.author },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  for (const block of blocks) {
    switch (block.kind) {
      case 'title':
        doc.font('bold').fontSize(20).text(block.text, { align: 'center', width });
        doc.moveDown(1.2);
        break;
      case 'paragraph':
        doc.font('regular').fontSize(12).text(block.text, { width, lineGap: 6, indent: 0 });
        doc.moveDown(0.8);
        break;
      case 'fields':
        for (const [label, value] of block.rows) {
          doc.font('bold').fontSize(12).text(`${label}：`, { continued: true, lineGap: 6 });
          doc.font('regular').text(value, { width, lineGap: 6 });
        }
        doc.moveDown(0.8);
        break;
      case 'signature':
        doc.moveDown(1.5);
        for (const line of block.lines)
          doc.font('regular').fontSize(12).text(line, { width, align: 'right' });
        break;
    }
  }
  doc.end();
  return done;
}
