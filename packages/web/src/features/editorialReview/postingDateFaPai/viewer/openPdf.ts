import {
  GlobalWorkerOptions,
  getDocument,
  PDFDataRangeTransport,
  type PDFDocumentLoadingTask,
} from 'pdfjs-dist';
// The worker as a file of the build (Vite's `?url`): pdf.js starts it from the app's own origin.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { FilePart } from '../../../../api/downloadPart.ts';

GlobalWorkerOptions.workerSrc = workerUrl;

/** The size of each part of a proof PDF read from the server (one signed ranged download each). */
export const PDF_CHUNK = 256 * 1024;

/**
 * Opens a PDF from its first part, reading the rest in parts as pdf.js asks for them (the cross
 * reference at the end, then each page drawn), so the first page shows before the whole file is
 * here. Each part is its own signed download with `Range` (a URL handed to pdf.js could not sign
 * each request). A part that fails calls `onFail` (the viewer offers to try again). A file within
 * the first part is opened from it at once. No eval (CSP).
 */
export function openPdf(
  head: FilePart,
  readPart: (span: { start: number; end: number }) => Promise<FilePart>,
  onFail: () => void,
): PDFDocumentLoadingTask {
  // pdf.js takes the bytes over (transfers them to its worker): it is given a copy.
  const initial = head.bytes.slice();
  if (initial.length >= head.total) return getDocument({ data: initial, isEvalSupported: false });
  const range = new PDFDataRangeTransport(head.total, initial);
  range.requestDataRange = (begin: number, end: number) => {
    readPart({ start: begin, end: end - 1 }).then((part) => {
      try {
        range.onDataRange(begin, part.bytes);
      } catch {
        // The document was closed while the part was on its way.
      }
    }, onFail);
  };
  return getDocument({
    range,
    rangeChunkSize: PDF_CHUNK,
    disableAutoFetch: true,
    disableStream: true,
    isEvalSupported: false,
  });
}
