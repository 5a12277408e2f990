/** A part of a file, first and last byte included (RFC 9110 §14.1.2). */
export interface ByteSpan {
  start: number;
  end: number;
}

/**
 * What a download answers for a `Range` header (RFC 9110 §14): `whole` (200: no header, another
 * unit, a malformed or multi-range header, which a server may ignore, or an `If-Range` that no
 * longer matches), one `part` (206), or `unsatisfiable` (416: the one range starts past the end).
 */
export type RangeAnswer = { kind: 'whole' } | { kind: 'part'; span: ByteSpan } | { kind: 'unsatisfiable' };

const WHOLE: RangeAnswer = { kind: 'whole' };
const SINGLE = /^bytes=(\d*)-(\d*)$/;

export function rangeOf(
  header: string | undefined,
  size: number,
  ifRange?: string,
  etag?: string,
): RangeAnswer {
  if (!header) return WHOLE;
  // A validator that is not this file's entity tag: the file changed, so it is sent whole.
  if (ifRange !== undefined && ifRange !== etag) return WHOLE;
  const m = SINGLE.exec(header.trim().replace(/\s+/g, ''));
  if (!m) return WHOLE;
  const [, first = '', last = ''] = m;
  if (first === '' && last === '') return WHOLE;
  if (first === '') {
    // The last n bytes; n = 0 asks for nothing.
    const n = Number(last);
    if (!Number.isSafeInteger(n)) return WHOLE;
    if (n === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', span: { start: Math.max(0, size - n), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? Number.POSITIVE_INFINITY : Number(last);
  // A last byte before the first makes the header invalid, and an invalid header is ignored.
  if (!Number.isSafeInteger(start) || end < start) return WHOLE;
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', span: { start, end: Math.min(end, size - 1) } };
}
