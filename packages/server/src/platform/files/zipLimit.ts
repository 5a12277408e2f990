import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { crc32, createInflateRaw } from 'node:zlib';

/**
 * A ZIP container (a .docx, a .zip, an .ofd) is measured before anything unpacks it: what its
 * entries inflate to, in total, must stay within a limit. The central directory's declared sizes
 * are summed first (a refusal without inflating a byte); then every entry is inflated exactly as
 * a reader would take it (the directory's offset and compressed size), counting the output and
 * stopping at the limit, because declared sizes can lie. Nothing inflated is kept.
 */

export interface ZipLimits {
  /** Total bytes the entries may inflate to. */
  maxInflatedBytes: number;
  /** Entries in the directory. */
  maxEntries: number;
}

/** A container may hold this many entries… */
const MAX_ENTRIES = 10_000;
/** …and inflate to twice its own size, and never less than this is allowed. */
const MIN_INFLATED_BYTES = 100 * 1024 * 1024;

/**
 * The limits of a container of `sizeBytes`: the same when it is uploaded and when a stored one is
 * read back to be unpacked (the duplicate check's text, anonymisation), so a file stored before the
 * rule was kept is held to it too.
 */
export const zipLimitsFor = (sizeBytes: number): ZipLimits => ({
  maxInflatedBytes: Math.max(MIN_INFLATED_BYTES, 2 * sizeBytes),
  maxEntries: MAX_ENTRIES,
});

/** Why a container is refused: too large inflated, too many entries, or not a readable ZIP. */
export type ZipRefusal = 'inflated' | 'entries' | 'unreadable';

export class ZipRefused extends Error {
  override readonly name = 'ZipRefused';
  constructor(readonly reason: ZipRefusal) {
    super(`ZIP refused: ${reason}`);
  }
}

interface Entry {
  /** The entry's path in the archive, as stored (UTF-8 when flagged so, else GBK as Chinese tools write). */
  name: string;
  /** The general purpose flags (bit 0: encrypted). */
  flags: number;
  /** The name's bytes as stored, and the CRC-32 of the data: a visitor's strict reading compares them. */
  rawName: Buffer;
  crc: number;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const EOCD64_LOCATOR = 0x07064b50;
const EOCD64 = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_COMMENT = 0xffff;
/** General purpose flag: the entry is encrypted. */
const ENCRYPTED = 0x0001;
/** General purpose flag: the name and comment are UTF-8. */
const UTF8_NAME = 0x0800;

/** Where a container's bytes are read from: a file on disk, or bytes in memory. */
interface Source {
  size: number;
  read(position: number, length: number): Promise<Buffer>;
  /** Bytes `start` to `end` inclusive. */
  stream(start: number, end: number): Readable;
}

async function fileSource(file: string): Promise<Source & { close(): Promise<void> }> {
  const handle = await open(file);
  const { size } = await handle.stat();
  return {
    size,
    async read(position, length) {
      const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
      return buffer.subarray(0, bytesRead);
    },
    stream: (start, end) => createReadStream(file, { start, end }),
    close: () => handle.close(),
  };
}

function bytesSource(bytes: Uint8Array): Source {
  const all = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    size: all.length,
    read: async (position, length) => all.subarray(position, position + length),
    stream: (start, end) => Readable.from([all.subarray(start, end + 1)]),
  };
}

/** The central directory's entries (ZIP64 sizes and offsets included). */
async function directory(source: Source, limits: ZipLimits): Promise<Entry[]> {
  const readAt = (position: number, length: number) => source.read(position, length);
  const fileSize = source.size;
  const tailLength = Math.min(fileSize, 22 + MAX_COMMENT);
  const tail = await readAt(fileSize - tailLength, tailLength);
  let at = -1;
  for (let i = tail.length - 22; i >= 0; i--)
    if (tail.readUInt32LE(i) === EOCD) {
      at = i;
      break;
    }
  if (at < 0) throw new ZipRefused('unreadable');
  let count = tail.readUInt16LE(at + 10);
  let dirSize = tail.readUInt32LE(at + 12);
  let dirOffset = tail.readUInt32LE(at + 16);
  if (count === 0xffff || dirSize === 0xffffffff || dirOffset === 0xffffffff) {
    const locatorAt = fileSize - tailLength + at - 20;
    const locator = locatorAt >= 0 ? await readAt(locatorAt, 20) : Buffer.alloc(0);
    if (locator.length < 20 || locator.readUInt32LE(0) !== EOCD64_LOCATOR) throw new ZipRefused('unreadable');
    const record = await readAt(Number(locator.readBigUInt64LE(8)), 56);
    if (record.length < 56 || record.readUInt32LE(0) !== EOCD64) throw new ZipRefused('unreadable');
    count = Number(record.readBigUInt64LE(32));
    dirSize = Number(record.readBigUInt64LE(40));
    dirOffset = Number(record.readBigUInt64LE(48));
  }
  if (count > limits.maxEntries) throw new ZipRefused('entries');
  if (dirOffset + dirSize > fileSize) throw new ZipRefused('unreadable');
  const dir = await readAt(dirOffset, dirSize);
  const entries: Entry[] = [];
  let p = 0;
  let declared = 0;
  while (p + 46 <= dir.length && dir.readUInt32LE(p) === CENTRAL) {
    const nameLength = dir.readUInt16LE(p + 28);
    const extraLength = dir.readUInt16LE(p + 30);
    const commentLength = dir.readUInt16LE(p + 32);
    const flags = dir.readUInt16LE(p + 8);
    const rawName = dir.subarray(p + 46, p + 46 + nameLength);
    const entry: Entry = {
      name: new TextDecoder(flags & UTF8_NAME ? 'utf-8' : 'gbk').decode(rawName),
      flags,
      rawName: Buffer.from(rawName),
      crc: dir.readUInt32LE(p + 16),
      method: dir.readUInt16LE(p + 10),
      compressedSize: dir.readUInt32LE(p + 20),
      size: dir.readUInt32LE(p + 24),
      localOffset: dir.readUInt32LE(p + 42),
    };
    zip64Fields(entry, dir.subarray(p + 46 + nameLength, p + 46 + nameLength + extraLength));
    entries.push(entry);
    if (entries.length > limits.maxEntries) throw new ZipRefused('entries');
    declared += entry.size;
    if (declared > limits.maxInflatedBytes) throw new ZipRefused('inflated');
    p += 46 + nameLength + extraLength + commentLength;
  }
  if (entries.length !== count) throw new ZipRefused('unreadable');
  return entries;
}

/** A ZIP64 extra field replaces the 32-bit values that are all ones, in this order. */
function zip64Fields(entry: Entry, extra: Buffer) {
  for (let q = 0; q + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(q);
    const length = extra.readUInt16LE(q + 2);
    if (id === 0x0001) {
      let r = q + 4;
      const next = () => {
        if (r + 8 > q + 4 + length) throw new ZipRefused('unreadable');
        const v = Number(extra.readBigUInt64LE(r));
        r += 8;
        return v;
      };
      if (entry.size === 0xffffffff) entry.size = next();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next();
      if (entry.localOffset === 0xffffffff) entry.localOffset = next();
      return;
    }
    q += 4 + length;
  }
}

/**
 * Reads one entry's data as a reader would take it, counting what it inflates to; stops (refusing)
 * as soon as the total passes the limit. Each inflated chunk goes to `onData` when given (a stored
 * entry is then streamed too; otherwise its size is its data's).
 */
async function inflateCounting(
  source: Source,
  start: number,
  entry: Entry,
  budget: number,
  onData?: (chunk: Buffer) => void,
): Promise<number> {
  if (entry.compressedSize === 0) return 0;
  if (entry.method !== 0 && entry.method !== 8) throw new ZipRefused('unreadable');
  if (entry.method === 0 && entry.compressedSize > budget) throw new ZipRefused('inflated');
  if (entry.method === 0 && !onData) return entry.compressedSize;
  const data = source.stream(start, start + entry.compressedSize - 1);
  const output = entry.method === 8 ? data.pipe(createInflateRaw()) : data;
  let produced = 0;
  return new Promise<number>((resolve, reject) => {
    let done = false;
    /** A stream's error means an unreadable container; the visitor's own refusal passes on as it is. */
    const fail = (e: Error, own = false) => {
      if (done) return;
      done = true;
      data.destroy();
      output.destroy();
      reject(own || e instanceof ZipRefused ? e : new ZipRefused('unreadable'));
    };
    output.on('data', (chunk: Buffer) => {
      produced += chunk.length;
      if (produced > budget) return fail(new ZipRefused('inflated'));
      try {
        onData?.(chunk);
      } catch (e) {
        fail(e as Error, true);
      }
    });
    output.on('end', () => {
      if (!done) resolve(produced);
    });
    output.on('error', fail);
    data.on('error', fail);
  });
}

/** What a caller learns of each entry while a container is measured: its name and flags, then its data. */
export interface ZipVisitor {
  /** An entry begins; throwing refuses the container (the error is passed on as it is). */
  entry(entry: { name: string; flags: number; size: number }): void;
  /** A chunk of the entry's inflated data, in order. */
  data(chunk: Buffer): void;
  /** The entry's data ended. */
  end(): void;
}

/**
 * Refuses (ZipRefused) a ZIP container whose entries inflate past `maxInflatedBytes` in total,
 * by their declared sizes or by their actual data, or that has more than `maxEntries` entries.
 */
export async function checkZip(file: string, limits: ZipLimits, visitor?: ZipVisitor): Promise<void> {
  const source = await fileSource(file);
  try {
    await measure(source, limits, visitor);
  } finally {
    await source.close();
  }
}

/** checkZip for a container held in memory (a stored file read back, before a library unpacks it). */
export function checkZipBytes(bytes: Uint8Array, limits: ZipLimits): Promise<void> {
  return measure(bytesSource(bytes), limits);
}

async function measure(source: Source, limits: ZipLimits, visitor?: ZipVisitor): Promise<void> {
  const entries = await directory(source, limits);
  let inflated = 0;
  for (const entry of entries) {
    const local = await source.read(entry.localOffset, 30);
    if (local.length < 30 || local.readUInt32LE(0) !== LOCAL) throw new ZipRefused('unreadable');
    const dataAt = entry.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
    // With a visitor the content is kept and handed on: a streaming extractor reads the local
    // header, so it must say what the directory says, and the data must be what its CRC says.
    if (visitor) {
      const localName = await source.read(entry.localOffset + 30, local.readUInt16LE(26));
      const sameFlags = (local.readUInt16LE(6) & ENCRYPTED) === (entry.flags & ENCRYPTED);
      if (!localName.equals(entry.rawName) || !sameFlags || local.readUInt16LE(8) !== entry.method)
        throw new ZipRefused('unreadable');
    }
    visitor?.entry({ name: entry.name, flags: entry.flags, size: entry.size });
    let crc = 0;
    const produced = await inflateCounting(
      source,
      dataAt,
      entry,
      limits.maxInflatedBytes - inflated,
      visitor &&
        ((chunk) => {
          crc = crc32(chunk, crc);
          visitor.data(chunk);
        }),
    );
    inflated += produced;
    if (visitor && (produced !== entry.size || crc >>> 0 !== entry.crc >>> 0))
      throw new ZipRefused('unreadable');
    visitor?.end();
  }
}

/** Whether a file starts as a ZIP container does (a local file header, or an empty archive). */
export async function looksLikeZip(file: string): Promise<boolean> {
  const source = await fileSource(file);
  try {
    const head = await source.read(0, 4);
    return head.length === 4 && (head.readUInt32LE(0) === LOCAL || head.readUInt32LE(0) === EOCD);
  } finally {
    await source.close();
  }
}
