/**
 * Minimal hand-written PDFs for extraction tests: one page, one line of text per string.
 * - `latinPdf`: Helvetica, one of the standard 14 fonts, not embedded (WinAnsi text).
 * - `cjkPdf`: STSong-Light, not embedded, through the predefined CMap UniGB-UCS2-H (the way
 *   Chinese PDFs from many older tools are written). pdf.js can decode it only with its packed
 *   CMaps (cMapUrl + cMapPacked); without them the text comes out empty.
 */

function assemble(objects: string[]): Buffer {
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function page(font: string, content: string): string[] {
  return [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    font,
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
}

const escapePdf = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

export function latinPdf(lines: string[]): Buffer {
  const text = lines.map((l, i) => `BT /F1 12 Tf 50 ${790 - i * 16} Td (${escapePdf(l)}) Tj ET`).join('\n');
  return assemble(
    page('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>', text),
  );
}

export function cjkPdf(lines: string[]): Buffer {
  const hex = (s: string) =>
    [...s].map((c) => c.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()).join('');
  const text = lines.map((l, i) => `BT /F1 12 Tf 50 ${790 - i * 16} Td <${hex(l)}> Tj ET`).join('\n');
  const objects = page(
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    text,
  );
  objects.push(
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 7 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [0 -200 1000 900] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 80 >>',
  );
  return assemble(objects);
}
