/**
 * A signed multipart upload of files on disk, streamed (the bench never holds a file whole, so a
 * 1 GB zip costs it no memory): the form is written part by part from read streams, with its
 * length given up front as a browser gives it. Answers the status, the parsed body and the time
 * from the first byte sent to the whole answer.
 */
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { API_BASE, type BenchSession, sessionHeaders } from './wire.ts';

export interface UploadAnswer {
  status: number;
  body: { code: number; msg?: string; data?: unknown };
  ms: number;
}

export async function uploadFiles(
  url: string,
  session: BenchSession,
  method: 'POST' | 'PUT',
  callPath: string,
  files: readonly string[],
  mime: string,
): Promise<UploadAnswer> {
  const boundary = `----jbbench${Date.now().toString(16)}`;
  const heads = files.map((file) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${path.basename(file)}"\r\n` +
        `Content-Type: ${mime}\r\n\r\n`,
    ),
  );
  const tail = Buffer.from(`--${boundary}--\r\n`);
  const length = heads.reduce((n, h, i) => n + h.length + statSync(files[i]!).size + 2, 0) + tail.length;
  async function* form() {
    for (const [i, file] of files.entries()) {
      yield heads[i]!;
      for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) yield chunk as Buffer;
      yield Buffer.from('\r\n');
    }
    yield tail;
  }
  const started = performance.now();
  const res = await fetch(`${url}${API_BASE}${callPath}`, {
    method,
    headers: {
      ...sessionHeaders(session),
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(length),
    },
    body: Readable.toWeb(Readable.from(form())) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  const auth = res.headers.get('authorization');
  if (auth) session.token = auth;
  const body = (await res.json()) as UploadAnswer['body'];
  return { status: res.status, body, ms: Math.round(performance.now() - started) };
}
