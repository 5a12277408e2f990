import { once } from 'node:events';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import JSZip from 'jszip';

/** ZIP containers that inflate far past what they weigh, for the tests of the inflation limit. */

import { type ZipEntry, zipOf } from '../zipWriter.ts';

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
