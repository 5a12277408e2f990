import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FileType } from '@jb/contract/schemas/files';
import { fileTypeFromFile } from 'file-type';
import { errors } from '../errors.ts';

export interface UploadPolicy {
  types: readonly FileType[];
  maxBytes: number;
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
};

/**
 * A name as given, if it is a plain file name: no folders, no traversal, no control characters.
 * A browser sends the bare name; anything else is refused rather than repaired.
 */
export function safeName(raw: string): string | null {
  const name = raw.normalize('NFC').trim();
  if (!name || name.length > 200) return null;
  const control = [...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (control || /[\\/]/.test(name) || name === '.' || name.startsWith('..')) return null;
  return name;
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

/**
 * Streams one uploaded file to a temporary file while hashing and counting it, then checks its
 * name, size and type by content. Any refusal or failure removes the temporary file: a refused
 * or aborted upload leaves nothing behind.
 */
export async function receive(
  part: MultipartFile | undefined,
  policy: UploadPolicy,
  tempDir: string,
): Promise<Received> {
  if (!part) throw errors.field('file', 'file.required');
  const name = safeName(part.filename);
  if (!name) {
    part.file.resume();
    throw errors.field('file', 'file.name');
  }
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
    await pipeline(part.file, meter, out);
    if (tooLarge || part.file.truncated) throw errors.field('file', 'file.tooLarge');
    if (size === 0) throw errors.field('file', 'file.empty');
    const found = await typeOf(tempPath, name);
    if (!found || !policy.types.includes(found.type)) throw errors.field('file', 'file.type');
    return { tempPath, sha256: hash.digest('hex'), sizeBytes: size, ...found, name };
  } catch (e) {
    out.destroy();
    await handle.close().catch(() => {});
    await rm(tempPath, { force: true });
    part.file.resume();
    throw e;
  }
}
