/**
 * Big PDFs for the production benches (issue 23): a real document of about `bytes` bytes, as a
 * scanned proof is: page 1 carries its title in text (what a viewer paints first), every further page
 * one uncompressed 1024-wide grey image (1 MiB for a full page), so the size is in the page images
 * and pdf.js renders each page from its own stream. Written with a correct cross-reference table.
 */
import { randomBytes } from 'node:crypto';

const WIDTH = 1024;
/** One full image's pixels, shared by every page (the content's size matters, not its variety). */
let pixels: Buffer | undefined;

/** A PDF of about `bytes` bytes whose first page says `title` (ASCII). */
export function benchPdf(title: string, bytes: number): Buffer {
  pixels ??= randomBytes(WIDTH * WIDTH);
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let at = 0;
  const put = (b: Buffer | string) => {
    const buf = typeof b === 'string' ? Buffer.from(b, 'latin1') : b;
    parts.push(buf);
    at += buf.length;
  };
  const object = (n: number, dict: string, stream?: Buffer) => {
    offsets[n] = at;
    if (!stream) return put(`${n} 0 obj\n${dict}\nendobj\n`);
    put(`${n} 0 obj\n${dict.replace(/>>$/, ` /Length ${stream.length} >>`)}\nstream\n`);
    put(stream);
    put('\nendstream\nendobj\n');
  };
  // Image pages: full 1 MiB ones, then one shorter for the rest (at least one row).
  const rows: number[] = [];
  for (let left = Math.max(0, bytes - 4096); left > 0; left -= WIDTH * WIDTH)
    rows.push(Math.max(1, Math.min(WIDTH, Math.ceil(left / WIDTH))));
  const pages = 1 + rows.length;
  // Objects: 1 catalog, 2 pages, 3 font, then per page: page, content, (image).
  const pageObj = (i: number) => 4 + i * 3;
  put('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  const kids = Array.from({ length: pages }, (_, i) => `${pageObj(i)} 0 R`).join(' ');
  object(2, `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`);
  object(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  for (let i = 0; i < pages; i++) {
    const n = pageObj(i);
    const image = i === 0 ? '' : ` /XObject << /Im ${n + 2} 0 R >>`;
    object(
      n,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >>${image} >> /Contents ${n + 1} 0 R >>`,
    );
    const text = i === 0 ? title.replace(/[()\\]/g, '') : `page ${i + 1}`;
    const draw = i === 0 ? '' : `q 495 0 0 ${Math.round((495 * rows[i - 1]!) / WIDTH)} 50 100 cm /Im Do Q\n`;
    object(n + 1, '<< >>', Buffer.from(`${draw}BT /F1 28 Tf 50 760 Td (${text}) Tj ET\n`, 'latin1'));
    if (i > 0) {
      const h = rows[i - 1]!;
      object(
        n + 2,
        `<< /Type /XObject /Subtype /Image /Width ${WIDTH} /Height ${h} /ColorSpace /DeviceGray /BitsPerComponent 8 >>`,
        pixels.subarray(0, WIDTH * h),
      );
    }
  }
  const count = pageObj(pages - 1) + 3;
  const xref = at;
  put(`xref\n0 ${count}\n0000000000 65535 f \n`);
  // Page 1 has no image: its object number is left free.
  for (let n = 1; n < count; n++)
    put(
      offsets[n] === undefined
        ? '0000000000 00001 f \n'
        : `${String(offsets[n]).padStart(10, '0')} 00000 n \n`,
    );
  put(`trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}
