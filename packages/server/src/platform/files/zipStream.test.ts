import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { zipStream } from './zipStream.ts';

/**
 * Reads a ZIP the way a streaming reader does (Java's ZipInputStream): local header after local
 * header, never the central directory, so a stored entry's size and CRC must be in its header (a
 * stored entry with a data descriptor cannot be read: its end is not known).
 */
function readInOrder(zip: Buffer): { name: string; data: Buffer }[] {
  const out: { name: string; data: Buffer }[] = [];
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const flags = zip.readUInt16LE(at + 6);
    const method = zip.readUInt16LE(at + 8);
    if (method !== 0) throw new Error('not stored');
    if (flags & 0x08) throw new Error('only DEFLATED entries can have EXT descriptor');
    const crc = zip.readUInt32LE(at + 14);
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const start = at + 30 + nameLength + zip.readUInt16LE(at + 28);
    const data = zip.subarray(start, start + size);
    if (data.length !== size || crc32(data) >>> 0 !== crc) throw new Error('invalid entry CRC or size');
    out.push({ name: zip.subarray(at + 30, at + 30 + nameLength).toString('utf8'), data });
    at = start + size;
  }
  if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('no central directory after the entries');
  return out;
}

/** Bytes handed out in small chunks, as a file store does. */
const chunked = (bytes: Buffer) => async () =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / 1000) }, (_, i) =>
      bytes.subarray(i * 1000, (i + 1) * 1000),
    ),
  );

describe('the streamed zip', () => {
  const files = [
    {
      name: 'NY-2026-0001/NY-2026-0001-终版.pdf',
      bytes: Buffer.from(`%PDF-1.7\n${'页'.repeat(4000)}\n%%EOF\n`),
    },
    { name: 'NY-2026-0001/NY-2026-0001-源文件.docx', bytes: Buffer.alloc(2500, 7) },
    { name: 'empty.txt', bytes: Buffer.alloc(0) },
  ];

  it('puts each stored entry’s CRC and size in its local header, so a reader in order reads it', async () => {
    const zip = await buffer(zipStream(files.map((f) => ({ name: f.name, open: chunked(f.bytes) }))));
    const read = readInOrder(zip);
    expect(read.map((e) => e.name)).toEqual(files.map((f) => f.name));
    for (const [i, e] of read.entries()) expect(e.data.equals(files[i]!.bytes)).toBe(true);
    // And the strict archivers agree (unzip's test reads the central directory and every header).
    const dir = await mkdtemp(path.join(os.tmpdir(), 'jb-zipstream-'));
    try {
      await writeFile(path.join(dir, 'a.zip'), zip);
      expect(execFileSync('unzip', ['-t', path.join(dir, 'a.zip')]).toString()).toMatch(/No errors detected/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('stops the archive when an entry reads differently the second time', async () => {
    let reads = 0;
    const shifty = {
      name: 'shifty.pdf',
      open: async () => Readable.from([Buffer.from(reads++ === 0 ? 'first' : 'other')]),
    };
    await expect(buffer(zipStream([shifty]))).rejects.toThrow(/changed while zipped/);
  });
});
