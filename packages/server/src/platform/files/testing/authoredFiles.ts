import { inflateSync } from 'node:zlib';
import JSZip from 'jszip';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';

/**
 * Documents as a word processor or a PDF writer leaves them: the author's name in the metadata
 * (and, in the .docx, on a tracked change and a comment), for the anonymisation tests.
 */

export const AUTHOR = 'Zhang Wei';
export const COMPANY = 'Hypothetical University';
export const BODY = 'Deep learning for manuscript similarity detection';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

export async function authoredDocx(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/><Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/><Override PartName="/docProps/custom.xml" ContentType="application/vnd.openxmlformats-officedocument.custom-properties+xml"/></Types>`,
  );
  zip.file(
    '_rels/.rels',
    `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/><Relationship Id="rId4" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/custom-properties" Target="docProps/custom.xml"/></Relationships>`,
  );
  zip.file(
    'word/document.xml',
    `${XML}<w:document ${W}><w:body><w:p><w:r><w:t>${BODY}</w:t></w:r></w:p><w:p><w:ins w:id="1" w:author="${AUTHOR}" w:date="2026-01-01T00:00:00Z"><w:r><w:t>Second paragraph.</w:t></w:r></w:ins></w:p></w:body></w:document>`,
  );
  zip.file(
    'word/comments.xml',
    `${XML}<w:comments ${W}><w:comment w:id="0" w:author="${AUTHOR}" w:initials="ZW"><w:p><w:r><w:t>Check this.</w:t></w:r></w:p></w:comment></w:comments>`,
  );
  zip.file(
    'docProps/core.xml',
    `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${BODY}</dc:title><dc:creator>${AUTHOR}</dc:creator><cp:lastModifiedBy>${AUTHOR}</cp:lastModifiedBy></cp:coreProperties>`,
  );
  zip.file(
    'docProps/app.xml',
    `${XML}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Microsoft Office Word</Application><Company>${COMPANY}</Company><Manager>${AUTHOR}</Manager></Properties>`,
  );
  zip.file(
    'docProps/custom.xml',
    `${XML}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="2" name="Owner"><vt:lpwstr>${AUTHOR}</vt:lpwstr></property></Properties>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

export async function authoredPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText(BODY, { x: 50, y: 700, size: 14, font });
  doc.setTitle(`${BODY} by ${AUTHOR}`);
  doc.setAuthor(AUTHOR);
  doc.setSubject(COMPANY);
  doc.setKeywords([AUTHOR]);
  doc.setCreator(`Word (${AUTHOR})`);
  doc.setProducer(COMPANY);
  const xmp = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator><rdf:Seq><rdf:li>${AUTHOR}</rdf:li></rdf:Seq></dc:creator></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
  const stream = doc.context.stream(xmp, { Type: 'Metadata', Subtype: 'XML' });
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(stream));
  return Buffer.from(await doc.save());
}

/** Every byte of a file as text (a .docx's parts, a PDF's bytes and inflated streams and UTF-16 strings), with its deflated streams/entries opened: a name hides nowhere. */
export async function everything(bytes: Uint8Array, kind: 'docx' | 'pdf'): Promise<string> {
  if (kind === 'docx') {
    const zip = await JSZip.loadAsync(bytes);
    const parts = await Promise.all(Object.values(zip.files).map((f) => f.async('string')));
    return parts.join('\n');
  }
  const raw = Buffer.from(bytes).toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((m) => {
    try {
      return inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      return m[1]!;
    }
  });
  const all = [raw, ...streams].join('\n');
  // Info strings are often UTF-16 hex (<FEFF…>): decoded too.
  const hex = [...all.matchAll(/<FEFF([0-9A-Fa-f]+)>/g)].map((m) =>
    Buffer.from(m[1]!, 'hex').swap16().toString('utf16le'),
  );
  return [all, ...hex].join('\n');
}
