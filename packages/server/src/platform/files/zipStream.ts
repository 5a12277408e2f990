import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

/**
 * A ZIP archive written as a stream (entries stored, not compressed: PDFs and Office files are
 * compressed already), one entry's bytes after another straight from their source, so an issue's
 * files of any size pass through in chunks. Each entry's CRC and sizes follow its data (a data
 * descriptor); names are UTF-8. Without ZIP64, the archive stays under 4 GiB (`ZIP_STREAM_MAX`).
 */

export interface ZipStreamEntry {
  name: string;
  open(): Promise<AsyncIterable<Buffer>>;
}

/** The largest archive this writer makes (the 32-bit offsets and sizes of a ZIP without ZIP64). */
export const ZIP_STREAM_MAX = 0xffffffff - 1024 * 1024;

const FLAGS = 0x0808; // sizes in a data descriptor; UTF-8 names
const DOS_DATE = 0x21; // 1980-01-01

function localHeader(name: Buffer): Buffer {
  const h = Buffer.alloc(30);
  h.writeUInt32LE(0x04034b50, 0);
  h.writeUInt16LE(20, 4);
  h.writeUInt16LE(FLAGS, 6);
  h.writeUInt16LE(0, 8); // stored
  h.writeUInt16LE(DOS_DATE, 12);
  h.writeUInt16LE(name.length, 26);
  return Buffer.concat([h, name]);
}

function descriptor(crc: number, size: number): Buffer {
  const d = Buffer.alloc(16);
  d.writeUInt32LE(0x08074b50, 0);
  d.writeUInt32LE(crc >>> 0, 4);
  d.writeUInt32LE(size, 8);
  d.writeUInt32LE(size, 12);
  return d;
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
    const header = localHeader(name);
    const at = offset;
    yield header;
    offset += header.length;
    let crc = 0;
    let size = 0;
    for await (const chunk of await entry.open()) {
      crc = crc32(chunk, crc);
      size += chunk.length;
      if (offset + size > ZIP_STREAM_MAX) throw new RangeError('the archive would pass 4 GiB');
      yield chunk;
    }
    offset += size;
    const d = descriptor(crc, size);
    yield d;
    offset += d.length;
    directory.push(central(name, crc, size, at));
  }
  const dir = Buffer.concat(directory);
  yield dir;
  yield end(list.length, dir.length, offset);
}

/** The archive of the entries, in order, as a readable stream. */
export const zipStream = (list: readonly ZipStreamEntry[]): Readable => Readable.from(entries(list));
