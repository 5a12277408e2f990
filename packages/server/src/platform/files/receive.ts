import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FileType } from '@jb/contract/schemas/files';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { AppError, errors } from '../errors.ts';
import { checkZip, looksLikeZip, ZipRefused, type ZipVisitor, zipLimitsFor } from './zipLimit.ts';

export interface UploadPolicy {
  types: readonly FileType[];
  maxBytes: number;
  /** Looks at each entry of a ZIP container in the one pass that measures it (a film package). */
  zip?: ZipVisitor;
}

export interface Received {
  tempPath: string;
  sha256: string;
  sizeBytes: number;
  type: FileType;
  mime: string;
  name: string;
}

const MIME: Record<FileType, string> = {
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  tex: 'application/x-tex',
  zip: 'application/zip',
  jpg: 'image/jpeg',
  png: 'image/png',
  ofd: 'application/ofd',
  webp: 'image/webp',
};

/** Where a stored name's extension comes from: the content's type (`.jpeg` is a JPEG too). */
const EXTENSIONS: Record<FileType, readonly string[]> = {
  doc: ['doc'],
  docx: ['docx'],
  pdf: ['pdf'],
  tex: ['tex'],
  zip: ['zip'],
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
  ofd: ['ofd'],
  webp: ['webp'],
};

/** Bidirectional embeddings, overrides and isolates: they make a name read other than it is. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;

/** Why a name is refused: none given, a direction-control character, or not a plain file name. */
export type NameRefusal = 'file.nameMissing' | 'file.nameControl' | 'file.name';

/** The refusal of a name (see safeName), or null for a plain file name. */
export function nameRefusal(raw: string | undefined | null): NameRefusal | null {
  if (typeof raw !== 'string' || !raw.trim()) return 'file.nameMissing';
  if (BIDI_CONTROLS.test(raw)) return 'file.nameControl';
  return safeName(raw) ? null : 'file.name';
}

/**
 * A name as given, if it is a plain file name: no folders, no traversal, no control characters
 * (bidirectional controls included). A browser sends the bare name; anything else is refused
 * rather than repaired.
 */
export function safeName(raw: string | undefined | null): string | null {
  if (typeof raw !== 'string') return null;
  const name = raw.normalize('NFC').trim();
  if (!name || name.length > 200) return null;
  const control = [...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (control || BIDI_CONTROLS.test(name)) return null;
  if (/[\\/]/.test(name) || name === '.' || name.startsWith('..')) return null;
  return name;
}

/**
 * The name a file is kept under: the given name with the extension of what its content is. A
 * name's last extension (letters and digits, not a version number like `.2`) is replaced when it
 * names another type, and one is added when there is none: a PDF sent as `evil.exe`, `x.html` or
 * `paper` is kept as `evil.pdf`, `x.pdf`, `paper.pdf`; a Word document sent as `a.pdf` as `a.docx`.
 */
export function storedName(name: string, type: FileType): string {
  const trimmed = name.replace(/[.\s]+$/, '') || 'file';
  const ext = path.extname(trimmed);
  const given = ext.slice(1).toLowerCase();
  if (EXTENSIONS[type].includes(given)) return trimmed;
  const isExtension = /^\.[a-z0-9]{1,8}$/i.test(ext) && !/^\.\d+$/.test(ext);
  const base = isExtension ? trimmed.slice(0, -ext.length) : trimmed;
  return `${base || 'file'}.${type}`;
}

/** What the content is, by its bytes: file-type's signatures, plus plain UTF-8 text for `.tex`. */
async function typeOf(file: string, name: string): Promise<{ type: FileType; mime: string } | null> {
  const found = await fileTypeFromFile(file);
  const ext = path.extname(name).slice(1).toLowerCase();
  if (found) {
    if (found.ext === 'cfb') return ext === 'doc' ? { type: 'doc', mime: MIME.doc } : null;
    // An OFD e-invoice is a ZIP container named .ofd.
    if (found.ext === 'zip' && ext === 'ofd') return { type: 'ofd', mime: MIME.ofd };
    const known = found.ext as FileType;
    return known in MIME ? { type: known, mime: MIME[known] } : null;
  }
  if (ext !== 'tex') return null;
  const handle = await open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(65_536), 0, 65_536, 0);
    const head = buffer.subarray(0, bytesRead);
    const text = new TextDecoder('utf-8', { fatal: false }).decode(head);
    return head.includes(0) || text.includes('\uFFFD') ? null : { type: 'tex', mime: MIME.tex };
  } finally {
    await handle.close();
  }
}

/** How long an upload may stall, and take in all, before it is refused and its file removed. */
export interface Deadlines {
  idleMs: number;
  totalMs: number;
}

/**
 * The deadlines of one upload: no byte of the request for `idleMs`, or the whole form not read
 * within `totalMs`, fails it with `file.timeout`. The file stream being read is destroyed with that
 * error (its temporary file is then removed), and anything waiting on the form through `race` is
 * refused with it.
 */
class UploadClock {
  private readonly total: NodeJS.Timeout;
  private readonly idle: NodeJS.Timeout;
  private readonly onData = () => this.idle.refresh();
  private expire!: (e: Error) => void;
  /** The file stream being read, destroyed when a deadline passes. */
  current: Readable | null = null;
  readonly expired = new Promise<never>((_resolve, reject) => {
    this.expire = reject;
  });

  constructor(
    private readonly source: Readable,
    deadlines: Deadlines,
  ) {
    this.expired.catch(() => {});
    const fire = () => {
      const e = errors.field('file', 'file.timeout');
      this.current?.destroy(e);
      this.expire(e);
    };
    this.total = setTimeout(fire, deadlines.totalMs);
    this.idle = setTimeout(fire, deadlines.idleMs);
    source.on('data', this.onData);
  }

  race<T>(p: Promise<T>): Promise<T> {
    return Promise.race([p, this.expired]);
  }

  stop() {
    clearTimeout(this.total);
    clearTimeout(this.idle);
    this.source.off('data', this.onData);
  }
}

/** The client went away before its request was read whole (a dropped connection, a closed tab). */
export const clientGone = (req: FastifyRequest) =>
  !req.raw.complete && (req.raw.destroyed || req.raw.socket?.destroyed === true);

/** The form's parser found the body ending inside a part, or closed the part's stream early. */
const cutShort = (e: unknown) =>
  (e as { code?: unknown }).code === 'ERR_STREAM_PREMATURE_CLOSE' ||
  /terminated early|Unexpected end of (multipart data|form)/.test((e as Error).message ?? '');

/** Multipart errors that mean a form of more than the one file part. */
const EXTRA_PARTS = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * What a form that failed answers: too many parts (`tooMany`, the form's own words), the client gone
 * (logged at info; nobody reads the answer), a body cut short, or the error as it is.
 */
function formFailure(req: FastifyRequest, e: unknown, tooMany: string): unknown {
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string' && EXTRA_PARTS.has(code)) return errors.field('file', tooMany);
  if (clientGone(req)) {
    req.log.info({ reason: (e as Error).message }, 'upload aborted: the client went away');
    return errors.field('file', 'file.timeout');
  }
  if (cutShort(e)) return errors.field('file', 'file.incomplete');
  return e;
}

/**
 * Reads an upload form: exactly one part, a file in the field `file` with a plain name, read
 * within the deadlines, and nothing after it. Returns the received file (its temporary file is the
 * caller's to store or remove); any refusal leaves no temporary file. A client that goes away is
 * logged at info level (nothing is wrong with the server) and the call ends with `file.timeout`,
 * which no one reads.
 */
export async function receiveForm(
  req: FastifyRequest,
  policy: UploadPolicy,
  tempDir: string,
  deadlines: Deadlines,
): Promise<Received> {
  const parts = req.parts({ limits: { fileSize: policy.maxBytes + 1, files: 1 } });
  // Asking for the first part pipes the request into the form's parser, so the clock listens to a
  // stream already flowing (a listener of its own would set it flowing and lose bytes).
  const firstPart = parts.next();
  const clock = new UploadClock(req.raw, deadlines);
  let got: Streamed | undefined;
  try {
    const first = await clock.race(firstPart);
    if (first.done) throw errors.field('file', 'file.required');
    const part = first.value;
    // A part without a file name reaches here as a plain field.
    if (part.type !== 'file')
      throw errors.field('file', part.fieldname === 'file' ? 'file.nameMissing' : 'file.field');
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw errors.field('file', 'file.field');
    }
    clock.current = part.file;
    got = await streamToTemp(part, policy, tempDir);
    clock.current = null;
    const rest = await clock.race(parts.next());
    if (!rest.done) {
      if (rest.value.type === 'file') rest.value.file.resume();
      throw errors.field('file', 'file.count');
    }
    if (clientGone(req)) throw errors.field('file', 'file.timeout');
    // The form is read whole: what follows is the server's work, not the client's to finish in time.
    clock.stop();
    return await inspect(got, policy);
  } catch (e) {
    if (got) await rm(got.tempPath, { force: true });
    throw formFailure(req, e, 'file.count');
  } finally {
    clock.stop();
  }
}

/** A file of a many-file form that was refused on its own: its name and why (zh, en). */
export interface RefusedFile {
  name: string;
  zh: string;
  en: string;
}

/**
 * Reads a form of up to `maxFiles` files, each in the field `file`, one after another to its own
 * temporary file, within the form's deadlines. A file whose content is refused (its type) is
 * reported by name and the others are still read; a refusal of the form (another field, too many
 * files, a file too large, empty or badly named, a deadline, the client gone) removes every
 * temporary file. The caller owns the received
 * files' temporary files.
 */
export async function receiveFiles(
  req: FastifyRequest,
  policy: UploadPolicy,
  tempDir: string,
  deadlines: Deadlines,
  maxFiles: number,
): Promise<{ files: Received[]; refused: RefusedFile[] }> {
  const parts = req.parts({ limits: { fileSize: policy.maxBytes + 1, files: maxFiles } });
  let next = parts.next();
  const clock = new UploadClock(req.raw, deadlines);
  const files: Received[] = [];
  const refused: RefusedFile[] = [];
  try {
    for (;;) {
      const step = await clock.race(next);
      if (step.done) break;
      const part = step.value;
      // A part without a file name reaches here as a plain field.
      if (part.type !== 'file')
        throw errors.field('file', part.fieldname === 'file' ? 'file.nameMissing' : 'file.field');
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw errors.field('file', 'file.field');
      }
      clock.current = part.file;
      // A file cut short, too large or badly named refuses the form (its stream is gone); one whose
      // content is refused (its type, a zip that inflates too far) is reported and the next is read.
      const got = await streamToTemp(part, policy, tempDir);
      clock.current = null;
      try {
        files.push(await inspect(got, policy));
      } catch (e) {
        await rm(got.tempPath, { force: true });
        const field = (e as { data?: { fields?: { zh: string; en: string }[] } }).data?.fields?.[0];
        if (!(e instanceof AppError) || !field) throw e;
        refused.push({ name: got.name, zh: field.zh, en: field.en });
      }
      next = parts.next();
    }
    if (files.length === 0 && refused.length === 0) throw errors.field('file', 'file.required');
    if (clientGone(req)) throw errors.field('file', 'file.timeout');
    return { files, refused };
  } catch (e) {
    await Promise.all(files.map((f) => rm(f.tempPath, { force: true })));
    throw formFailure(req, e, 'file.tooMany');
  } finally {
    clock.stop();
  }
}

interface Streamed {
  tempPath: string;
  sha256: string;
  sizeBytes: number;
  name: string;
}

/**
 * Streams one uploaded file to a temporary file while hashing and counting it. Any refusal or
 * failure (too large, a deadline, the client gone) removes the temporary file.
 */
async function streamToTemp(part: MultipartFile, policy: UploadPolicy, tempDir: string): Promise<Streamed> {
  const refusal = nameRefusal(part.filename);
  if (refusal) {
    part.file.resume();
    throw errors.field('file', refusal);
  }
  const name = safeName(part.filename) as string;
  await mkdir(tempDir, { recursive: true });
  const tempPath = path.join(tempDir, randomUUID());
  const hash = createHash('sha256');
  let size = 0;
  let tooLarge = false;
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > policy.maxBytes) {
        tooLarge = true;
        done(errors.field('file', 'file.tooLarge'));
        return;
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  // Opened before the stream starts, so a failure never races the file's creation.
  const handle = await open(tempPath, 'w');
  const out = handle.createWriteStream();
  try {
    // The form ended inside this part (a body cut short): the parser has closed the stream already.
    if (part.file.destroyed) throw errors.field('file', 'file.incomplete');
    await pipeline(part.file, meter, out);
    if (tooLarge || part.file.truncated) throw errors.field('file', 'file.tooLarge');
    if (size === 0) throw errors.field('file', 'file.empty');
    return { tempPath, sha256: hash.digest('hex'), sizeBytes: size, name };
  } catch (e) {
    out.destroy();
    await handle.close().catch(() => {});
    await rm(tempPath, { force: true });
    part.file.resume();
    throw e;
  }
}

/**
 * Checks a received file by its content: a ZIP container by what it inflates to (before anything
 * unpacks it, file-type's own look inside included), then its type, which names its extension.
 */
async function inspect(got: Streamed, policy: UploadPolicy): Promise<Received> {
  if (await looksLikeZip(got.tempPath)) {
    try {
      await checkZip(got.tempPath, zipLimitsFor(got.sizeBytes), policy.zip);
    } catch (e) {
      if (!(e instanceof ZipRefused)) throw e;
      throw errors.field('file', e.reason === 'unreadable' ? 'file.type' : 'file.inflated');
    }
  }
  const found = await typeOf(got.tempPath, got.name);
  if (!found || !policy.types.includes(found.type)) throw errors.field('file', 'file.type');
  return { ...got, ...found, name: storedName(got.name, found.type) };
}

/**
 * A small file read whole (a bank statement, a courier's spreadsheet): the form's one part named
 * `file`, its safe name and bytes, refused on the field when missing, empty, unnamed or past `maxBytes`.
 */
export async function receiveSmallFile(req: FastifyRequest, maxBytes: number) {
  const part = await req.file({ limits: { fileSize: maxBytes + 1, files: 1 } });
  if (!part) throw errors.field('file', 'file.required');
  const name = safeName(part.filename);
  const bytes = await part.toBuffer();
  if (part.file.truncated || bytes.length > maxBytes) throw errors.field('file', 'file.tooLarge');
  if (!name) throw errors.field('file', 'file.name');
  if (bytes.length === 0) throw errors.field('file', 'file.empty');
  return { name, bytes };
}
