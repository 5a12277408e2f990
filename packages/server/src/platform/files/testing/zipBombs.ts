import { once } from 'node:events';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import JSZip from 'jszip';

/** ZIP containers that inflate far past what they weigh, for the tests of the inflation limit. */

export interface ZipEntry {
  name: string;
  /** The entry's data as stored (deflated). */
  data: Buffer;
  /** The size the headers declare it inflates to. */
  size: number;
  crc: number;
}

/** A ZIP archive written by hand, so that a test can declare what it likes in the headers. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(e.crc, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(e.crc, 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += 30 + name.length + e.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** `megabytes` of zeros, deflated as one entry's data (about 1 KB per MB). */
export async function deflatedZeros(megabytes: number): Promise<{ data: Buffer; crc: number }> {
  const chunk = Buffer.alloc(1024 * 1024);
  const deflater = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflater.on('data', (c: Buffer) => out.push(c));
  let crc = 0;
  for (let i = 0; i < megabytes; i++) {
    crc = crc32(chunk, crc);
    if (!deflater.write(chunk)) await once(deflater, 'drain');
  }
  deflater.end();
  await once(deflater, 'end');
  return { data: Buffer.concat(out), crc };
}

/**
 * A real docx with one more part, `word/media/padding.bin`, that inflates to 300 MB:
 * its headers tell the truth, or claim 1 000 bytes (declared sizes can lie). A few hundred KB sent.
 */
const made = new Map<Buffer, Promise<{ honest: Buffer; lying: Buffer }>>();
export function docxBombs(docxBytes: Buffer): Promise<{ honest: Buffer; lying: Buffer }> {
  let bombs = made.get(docxBytes);
  if (!bombs) {
    bombs = (async () => {
      const docx = await JSZip.loadAsync(docxBytes);
      const entries: ZipEntry[] = [];
      for (const file of Object.values(docx.files)) {
        if (file.dir) continue;
        const data = await file.async('nodebuffer');
        entries.push({ name: file.name, data: deflateRawSync(data), size: data.length, crc: crc32(data) });
      }
      const zeros = await deflatedZeros(300);
      const padding = { name: 'word/media/padding.bin', ...zeros };
      return {
        honest: zipOf([...entries, { ...padding, size: 300 * 1024 * 1024 }]),
        lying: zipOf([...entries, { ...padding, size: 1000 }]),
      };
    })();
    made.set(docxBytes, bombs);
  }
  return bombs;
}
