import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

/**
 * A ZIP archive written as a stream (entries stored, not compressed: PDFs and Office files are
 * compressed already), one entry's bytes after another straight from their source, so an issue's
 * files of any size pass through in chunks. Each entry's CRC and size are in its local header, as a
 * reader that walks the headers in order needs for a stored entry (Java's ZipInputStream refuses a
 * stored entry with a data descriptor): the entry is read once for them, then again for its data,
 * which must give the same. Names are UTF-8. Without ZIP64, the archive stays under 4 GiB
 * (`ZIP_STREAM_MAX`).
 */

export interface ZipStreamEntry {
  name: string;
  open(): Promise<AsyncIterable<Buffer>>;
}

/** The largest archive this writer makes (the 32-bit offsets and sizes of a ZIP without ZIP64). */
export const ZIP_STREAM_MAX = 0xffffffff - 1024 * 1024;

const FLAGS = 0x0800; // UTF-8 names
const DOS_DATE = 0x21; // 1980-01-01

function localHeader(name: Buffer, crc: number, size: number): Buffer {
  const h = Buffer.alloc(30);
  h.writeUInt32LE(0x04034b50, 0);
  h.writeUInt16LE(20, 4);
  h.writeUInt16LE(FLAGS, 6);
  h.writeUInt16LE(0, 8); // stored
  h.writeUInt16LE(DOS_DATE, 12);
  h.writeUInt32LE(crc >>> 0, 14);
  h.writeUInt32LE(size, 18);
  h.writeUInt32LE(size, 22);
  h.writeUInt16LE(name.length, 26);
  return Buffer.concat([h, name]);
}

/** An entry's CRC-32 and size, read through once (nothing kept). */
async function measured(entry: ZipStreamEntry, room: number): Promise<{ crc: number; size: number }> {
  let crc = 0;
  let size = 0;
  for await (const chunk of await entry.open()) {
    crc = crc32(chunk, crc);
    size += chunk.length;
    if (size > room) throw new RangeError('the archive would pass 4 GiB');
  }
  return { crc: crc >>> 0, size };
}

function central(name: Buffer, crc: number, size: number, offset: number): Buffer {
  const c = Buffer.alloc(46);
  c.writeUInt32LE(0x02014b50, 0);
  c.writeUInt16LE(20, 4);
  c.writeUInt16LE(20, 6);
  c.writeUInt16LE(FLAGS, 8);
  c.writeUInt16LE(0, 10);
  c.writeUInt16LE(DOS_DATE, 14);
  c.writeUInt32LE(crc >>> 0, 16);
  c.writeUInt32LE(size, 20);
  c.writeUInt32LE(size, 24);
  c.writeUInt16LE(name.length, 28);
  c.writeUInt32LE(offset, 42);
  return Buffer.concat([c, name]);
}

function end(count: number, dirSize: number, dirOffset: number): Buffer {
  const e = Buffer.alloc(22);
  e.writeUInt32LE(0x06054b50, 0);
  e.writeUInt16LE(count, 8);
  e.writeUInt16LE(count, 10);
  e.writeUInt32LE(dirSize, 12);
  e.writeUInt32LE(dirOffset, 16);
  return e;
}

async function* entries(list: readonly ZipStreamEntry[]): AsyncGenerator<Buffer> {
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of list) {
    const name = Buffer.from(entry.name, 'utf8');
    const known = await measured(entry, ZIP_STREAM_MAX - offset);
    const header = localHeader(name, known.crc, known.size);
    const at = offset;
    yield header;
    offset += header.length;
    let crc = 0;
    let size = 0;
    for await (const chunk of await entry.open()) {
      crc = crc32(chunk, crc);
      size += chunk.length;
      if (size > known.size) break;
      yield chunk;
    }
    // Content-addressed files do not change; if one did, the archive stops broken, not wrong.
    if (size !== known.size || crc >>> 0 !== known.crc) throw new Error(`${entry.name} changed while zipped`);
    offset += size;
    directory.push(central(name, known.crc, size, at));
  }
  const dir = Buffer.concat(directory);
  yield dir;
  yield end(list.length, dir.length, offset);
}

/** The archive of the entries, in order, as a readable stream. */
export const zipStream = (list: readonly ZipStreamEntry[]): Readable => Readable.from(entries(list));
