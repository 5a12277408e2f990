/**
 * A film package for the production benches, written to disk one entry at a time (never whole in
 * memory): stored entries with their CRC and sizes in the local headers, UTF-8 names, no ZIP64
 * (under 4 GiB), as a typesetting house's archiver writes a zip of PDFs.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { crc32 } from 'node:zlib';

const FLAGS = 0x0800; // UTF-8 names
const DOS_DATE = 0x5b7c; // 2025-11-28

function header(signature: number, size: number): Buffer {
  const h = Buffer.alloc(size);
  h.writeUInt32LE(signature, 0);
  return h;
}

/**
 * The fields a local header (at 4) and a central directory entry (at 6) share: version needed,
 * flags, method (stored), time, date, CRC, both sizes, name length.
 */
function common(h: Buffer, at: number, crc: number, size: number, nameLength: number) {
  h.writeUInt16LE(20, at);
  h.writeUInt16LE(FLAGS, at + 2);
  h.writeUInt16LE(DOS_DATE, at + 8);
  h.writeUInt32LE(crc, at + 10);
  h.writeUInt32LE(size, at + 14);
  h.writeUInt32LE(size, at + 18);
  h.writeUInt16LE(nameLength, at + 22);
}

/** Writes `entries` (each made when its turn comes) into a zip at `file`; answers its size. */
export function writeZip(file: string, entries: Iterable<{ name: string; bytes: Buffer }>): number {
  const fd = openSync(file, 'w');
  const central: Buffer[] = [];
  let at = 0;
  let count = 0;
  const put = (b: Buffer) => {
    writeSync(fd, b);
    at += b.length;
  };
  try {
    for (const { name, bytes } of entries) {
      const nameBytes = Buffer.from(name, 'utf8');
      const crc = crc32(bytes);
      const local = header(0x04034b50, 30);
      common(local, 4, crc, bytes.length, nameBytes.length);
      const c = header(0x02014b50, 46);
      c.writeUInt16LE(20, 4);
      common(c, 6, crc, bytes.length, nameBytes.length);
      c.writeUInt32LE(at, 42);
      central.push(c, nameBytes);
      put(local);
      put(nameBytes);
      put(bytes);
      count++;
    }
    const start = at;
    for (const b of central) put(b);
    const end = header(0x06054b50, 22);
    end.writeUInt16LE(count, 8);
    end.writeUInt16LE(count, 10);
    end.writeUInt32LE(at - start, 12);
    end.writeUInt32LE(start, 16);
    put(end);
    return at;
  } finally {
    closeSync(fd);
  }
}
