/**
 * What a kind of file may be and how large (plain data: the server enforces it, the author site
 * checks it before sending). Manuscripts and annexes follow the press's contribute settings.
 */
export const FILE_KINDS = [
  'manuscript',
  'annex',
  'fundCertificate',
  'voucher',
  'message',
  'feedback',
  'invoice',
  /** A typesetter's layout or revised proof PDF (production, docs/production.md). */
  'proof',
  /** An acquisition editor's photo on their business card. */
  'cardPhoto',
] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** The kinds an author uploads on the author site; vouchers and invoices are the office's. */
export const AUTHOR_FILE_KINDS = ['manuscript', 'annex', 'fundCertificate', 'message', 'feedback'] as const;
export type AuthorFileKind = (typeof AUTHOR_FILE_KINDS)[number];

/** The types a file may be, named by extension; `doc` is the old Word (OLE2) format. */
export const FILE_TYPES = ['doc', 'docx', 'pdf', 'tex', 'zip', 'jpg', 'png', 'ofd', 'webp'] as const;
export type FileType = (typeof FILE_TYPES)[number];

/** The types a browser shows itself: served inline (the rest download) and offered to view in a tab. */
export const INLINE_TYPES: readonly FileType[] = ['pdf', 'jpg', 'png', 'webp'];

/** Certificates and vouchers: documents or pictures of up to 10 MB. */
const FIXED: readonly FileType[] = ['pdf', 'jpg', 'png'];
const FIXED_MAX_MB = 10;
/** A screenshot or a document sent with feedback: small. */
const FEEDBACK_MAX_MB = 5;
/** An attachment to a manuscript message: documents, pictures or an archive of up to 10 MB. */
const MESSAGE: readonly FileType[] = ['doc', 'docx', 'pdf', 'zip', 'jpg', 'png'];

/** A business card's photo: small (the public page loads it on a phone). */
export const CARD_PHOTO_MAX_MB = 1;

/** A whole article's typeset PDF with its figures: large. */
export const PROOF_MAX_MB = 200;

/** The types and size of a kind, given the press's contribute settings. */
export function fileRules(
  kind: FileKind,
  contribute: { allowedTypes: readonly string[]; maxFileMb: number },
): { types: FileType[]; maxMb: number } {
  if (kind === 'fundCertificate' || kind === 'voucher') return { types: [...FIXED], maxMb: FIXED_MAX_MB };
  // An e-invoice: the PDF or the OFD (the national format, a ZIP container) of a 数电票.
  if (kind === 'invoice') return { types: ['pdf', 'ofd'], maxMb: FIXED_MAX_MB };
  if (kind === 'feedback') return { types: [...FIXED], maxMb: FEEDBACK_MAX_MB };
  if (kind === 'message') return { types: [...MESSAGE], maxMb: FIXED_MAX_MB };
  if (kind === 'proof') return { types: ['pdf'], maxMb: PROOF_MAX_MB };
  if (kind === 'cardPhoto') return { types: ['png', 'jpg', 'webp'], maxMb: CARD_PHOTO_MAX_MB };
  const allowed = contribute.allowedTypes.filter((t): t is FileType =>
    (FILE_TYPES as readonly string[]).includes(t),
  );
  const types = kind === 'annex' ? [...allowed, 'jpg' as const, 'png' as const, 'zip' as const] : allowed;
  return { types: [...new Set(types)], maxMb: contribute.maxFileMb };
}
