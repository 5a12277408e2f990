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
  | { kind: 'signature'; lines: readonly string[] }
  /** A table (a statement's entries): its header repeats on each new page. */
  | { kind: 'table'; columns: readonly PdfColumn[]; rows: readonly (readonly string[])[] };

/** A column of a table block: its share of the page's width and its alignment. */
export interface PdfColumn {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

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
      case 'table':
        drawTable(doc, block.columns, block.rows, width);
        break;
    }
  }
  doc.end();
  return done;
}

const TABLE_SIZE = 8;
const CELL_PAD = 3;

/** Lays out a table row by row, each row as tall as its tallest cell; a new page repeats the header. */
function drawTable(
  doc: PDFKit.PDFDocument,
  columns: readonly PdfColumn[],
  rows: readonly (readonly string[])[],
  width: number,
) {
  const total = columns.reduce((sum, c) => sum + c.width, 0);
  const widths = columns.map((c) => (c.width / total) * width);
  const bottom = () => doc.page.height - MARGIN;
  const line = (cells: readonly string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(TABLE_SIZE);
    const height =
      Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: widths[i]! - 2 * CELL_PAD }))) +
      2 * CELL_PAD;
    if (doc.y + height > bottom()) {
      doc.addPage();
      if (font === 'regular')
        line(
          columns.map((c) => c.title),
          'bold',
        );
      doc.font(font).fontSize(TABLE_SIZE);
    }
    const top = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc.text(cell, x + CELL_PAD, top + CELL_PAD, {
        width: widths[i]! - 2 * CELL_PAD,
        align: columns[i]!.align ?? 'left',
      });
      x += widths[i]!;
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + width, top + height)
      .lineWidth(0.5)
      .strokeColor('#d9d9d9')
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };
  line(
    columns.map((c) => c.title),
    'bold',
  );
  for (const row of rows) line(row, 'regular');
  doc.moveDown(0.8);
}
