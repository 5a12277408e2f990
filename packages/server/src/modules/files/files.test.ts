import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import * as calls from '@jb/contract/api/files';
import { API_BASE } from '@jb/contract/constants';
import { FIELD_MESSAGES } from '@jb/contract/messages';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthorSession, openJournalWithAuthor } from '../../../test/authorSession.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { call, callOf, login, signedHeaders } from '../../../test/wireClient.ts';
import { manuscriptFiles, storedFiles } from '../../db/schema/index.ts';
import { type BlobStore, s3Store } from '../../platform/files/blobStore.ts';
import { docxBombs } from '../../platform/files/testing/zipBombs.ts';
import { readSettings, saveSettings } from '../settings/service.ts';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../../../assets', name));
const DOCX = fixture('manuscript.docx');
const PDF = fixture('fund-certificate.pdf');

function form(bytes: Buffer | string, name: string): FormData {
  const f = new FormData();
  f.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
  return f;
}

/** One multipart body written by hand: parts with or without a file name, in any field. */
function multipart(
  boundary: string,
  parts: { field: string; filename?: string; type?: string; body: Buffer | string }[],
): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const named = p.filename === undefined ? '' : `; filename="${p.filename}"`;
    const type = p.type ? `Content-Type: ${p.type}\r\n` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"${named}\r\n${type}\r\n`,
      ),
    );
    chunks.push(Buffer.from(p.body), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** The address of an app listening on 127.0.0.1 (started on first use). */
async function listening(app: FastifyInstance): Promise<number> {
  const open = app.addresses()[0];
  if (open && typeof open !== 'string') return open.port;
  return Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
}

/** The first HTTP answer read from a raw socket (null when the socket closes without one). */
function answerOf(socket: net.Socket): Promise<{ status: number; head: string; body: string } | null> {
  return new Promise((resolve) => {
    let received = Buffer.alloc(0);
    const done = () => {
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return false;
      const head = received.subarray(0, end).toString('latin1');
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
      const body = received.subarray(end + 4);
      if (body.length < length) return false;
      resolve({ status: Number(head.slice(9, 12)), head, body: body.subarray(0, length).toString() });
      return true;
    };
    socket.on('data', (d: Buffer) => {
      received = Buffer.concat([received, d]);
      done();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      if (!done()) resolve(null);
    });
  });
}

/**
 * An author's upload over a real socket, written by hand: the request head promising a body of
 * `promised` bytes after the part's head, then `first`; the test sends more, stalls or drops it.
 */
async function rawUpload(
  app: FastifyInstance,
  session: AuthorSession,
  opts: { filename: string; promised: number; first: Buffer[] },
) {
  const port = await listening(app);
  const boundary = 'jbRawUpload';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${opts.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const headers = {
    ...(await signedHeaders(session)),
    host: `127.0.0.1:${port}`,
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'content-length': String(head.length + opts.promised),
  };
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const answer = answerOf(socket);
  socket.write(
    `POST ${API_BASE}${calls.authorUpload.path}?kind=manuscript HTTP/1.1\r\n${Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n')}\r\n\r\n${head}`,
  );
  for (const chunk of opts.first) socket.write(chunk);
  return { socket, answer };
}

/** Log lines an app writes (pino's JSON), for a test to read. */
function logSink() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

/** The same rules on both stores: the data folder, and a real S3-protocol server on 127.0.0.1. */
const STORES: { name: string; make: () => Promise<{ store?: BlobStore; stop: () => Promise<void> }> }[] = [
  { name: 'disk', make: async () => ({ stop: async () => {} }) },
  {
    name: 's3',
    make: async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'jb-s3-'));
      const server = new S3rver({
        port: 0,
        address: '127.0.0.1',
        silent: true,
        directory: dir,
        configureBuckets: [{ name: 'jb-files', configs: [] }],
      });
      const { port } = await server.run();
      const store = s3Store({
        endpoint: `http://127.0.0.1:${port}`,
        bucket: 'jb-files',
        accessKey: 'S3RVER',
        secretKey: 'S3RVER',
        region: 'us-east-1',
      });
      return {
        store,
        stop: async () => {
          await server.close();
          await rm(dir, { recursive: true, force: true });
        },
      };
    },
  },
];

for (const kind of STORES) {
  describe(`files on ${kind.name} (${engineName})`, () => {
    let t: TestApp;
    let stop: () => Promise<void>;
    const logs = logSink();
    beforeAll(async () => {
      const made = await kind.make();
      stop = made.stop;
      t = await createTestApp({ store: made.store, logger: logs.logger });
    });
    afterAll(async () => {
      await t.close();
      await stop();
    });

    const up = (
      session: AuthorSession,
      query: { kind: 'manuscript' | 'annex' | 'fundCertificate' },
      f: FormData,
    ) => callOf(t.app, calls.authorUpload, session, { query, form: f });
    const rows = async (pressId: number) =>
      Number(
        (await t.db.select({ n: count() }).from(storedFiles).where(eq(storedFiles.pressId, pressId)))[0]!.n,
      );
    const tempFiles = async () => readdir(path.join(t.config.DATA_DIR, 'files', 'tmp')).catch(() => []);

    it('takes a real docx and a PDF by content, and gives them back with the Chinese name', async () => {
      const { session } = await openJournalWithAuthor(t);
      const doc = await up(session, { kind: 'manuscript' }, form(DOCX, '深度学习 稿件.docx'));
      expect(doc.statusCode, doc.body).toBe(200);
      expect(doc.json().data).toMatchObject({
        name: '深度学习 稿件.docx',
        sizeBytes: DOCX.length,
        type: 'docx',
      });
      const pdf = await up(session, { kind: 'fundCertificate' }, form(PDF, '基金证明.pdf'));
      expect(pdf.json().data.type).toBe('pdf');

      const got = await callOf(t.app, calls.authorDownload, session, { query: { id: doc.json().data.id } });
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.equals(DOCX)).toBe(true);
      expect(got.headers['content-disposition']).toBe(
        `attachment; filename="____ __.docx"; filename*=UTF-8''${encodeURIComponent('深度学习 稿件.docx')}`,
      );
      const inline = await callOf(t.app, calls.authorDownload, session, {
        query: { id: pdf.json().data.id },
      });
      expect(inline.headers['content-type']).toBe('application/pdf');
      expect(String(inline.headers['content-disposition'])).toMatch(/^inline;/);
      // The same content twice is stored once and named twice.
      const again = await up(session, { kind: 'manuscript' }, form(DOCX, '第二份.docx'));
      const shas = await t.db
        .select({ sha: storedFiles.sha256 })
        .from(storedFiles)
        .where(eq(storedFiles.name, '第二份.docx'));
      const [first] = await t.db
        .select({ sha: storedFiles.sha256 })
        .from(storedFiles)
        .where(eq(storedFiles.id, doc.json().data.id));
      expect(again.statusCode).toBe(200);
      expect(shas[0]!.sha).toBe(first!.sha);
    });

    it('refuses a wrong type, an empty file, a traversal name and an oversize file, leaving no row and no file', async () => {
      const { w, session } = await openJournalWithAuthor(t);
      const before = await rows(w.press.id);
      const cases: [FormData, string][] = [
        [form('just text pretending', '稿件.pdf'), 'file.type'],
        [form(PDF, '证明.pdf'), 'file.type'], // a PDF is fine for a certificate, but this press takes docx only (below)
        [form('', 'empty.docx'), 'file.empty'],
        [form(DOCX, '../../etc/passwd.docx'), 'file.name'],
      ];
      const { settings, version } = await readSettings(t.db, w.press.id);
      const contribute = { ...settings.contribute, allowedTypes: ['docx' as const], maxFileMb: 1 };
      await saveSettings(t.db, w.press.id, version, { ...settings, contribute });
      for (const [f, key] of cases) {
        const res = await up(session, { kind: 'manuscript' }, f);
        expect(await tempFiles(), key).toEqual([]);
        expect(res.statusCode, key).toBe(400);
        expect(res.json().data.fields[0]).toMatchObject({ path: 'file', zh: expect.any(String) });
        expect(res.json().data.fields[0].en).toBe(FIELD_MESSAGES[key as 'file.type'].en);
      }
      const big = await up(
        session,
        { kind: 'manuscript' },
        form(Buffer.concat([DOCX, Buffer.alloc(1024 * 1024)]), '大.docx'),
      );
      expect(big.statusCode).toBe(400);
      expect(big.json().data.fields[0].en).toBe('The file is larger than allowed');
      expect(await tempFiles(), 'tooLarge').toEqual([]);
      const none = await callOf(t.app, calls.authorUpload, session, {
        query: { kind: 'manuscript' },
        form: new FormData(),
      });
      expect(none.statusCode).toBe(400);
      expect(await rows(w.press.id)).toBe(before);
      expect(await tempFiles()).toEqual([]);
    });

    it('leaves no file and no row behind when the author’s connection drops mid-upload, and logs it at info', async () => {
      const { w, session } = await openJournalWithAuthor(t);
      const before = await rows(w.press.id);
      // Promises 4 MB; the connection drops after the first part of it.
      const { socket } = await rawUpload(t.app, session, {
        filename: 'stopped.docx',
        promised: 4 * 1024 * 1024,
        first: [DOCX.subarray(0, Math.min(DOCX.length, 4096)), Buffer.alloc(256 * 1024, 1)],
      });
      // The server is writing the part to a temporary file when the author goes away.
      await expect.poll(async () => (await tempFiles()).length, { timeout: 10_000 }).toBe(1);
      socket.destroy();
      await expect.poll(async () => (await tempFiles()).length, { timeout: 10_000 }).toBe(0);
      expect(await rows(w.press.id)).toBe(before);
      // A client going away is nothing wrong with the server: one info line, no error.
      await expect
        .poll(() => logs.lines.filter((l) => l.msg === 'upload aborted: the client went away').length)
        .toBe(1);
      expect(logs.lines.find((l) => l.msg === 'upload aborted: the client went away')!.level).toBe(30);
      expect(logs.lines.filter((l) => l.level >= 50)).toEqual([]);
    });

    const raw = async (session: AuthorSession, body: Buffer, query = 'kind=manuscript') =>
      t.app.inject({
        method: 'POST',
        url: `${API_BASE}${calls.authorUpload.path}?${query}`,
        headers: {
          ...(await signedHeaders(session)),
          'content-type': 'multipart/form-data; boundary=jbHand',
        },
        payload: body,
      });
    const refusal = (res: { statusCode: number; json: () => { data: { fields: unknown[] } } }) => {
      expect(res.statusCode).toBe(400);
      return res.json().data.fields[0];
    };

    it('refuses a part without a file name with a field message, not a 500', async () => {
      const { w, session } = await openJournalWithAuthor(t);
      const before = await rows(w.press.id);
      for (const type of ['application/octet-stream', 'text/plain', undefined]) {
        const res = await raw(session, multipart('jbHand', [{ field: 'file', type, body: DOCX }]));
        expect(refusal(res), String(type)).toEqual({ path: 'file', ...FIELD_MESSAGES['file.nameMissing'] });
      }
      const blank = await raw(session, multipart('jbHand', [{ field: 'file', filename: ' ', body: DOCX }]));
      expect(refusal(blank)).toMatchObject({ en: FIELD_MESSAGES['file.nameMissing'].en });
      expect(await rows(w.press.id)).toBe(before);
      expect(await tempFiles()).toEqual([]);
    });

    it('takes one file in the field `file` only: a second file, another field or another name is refused', async () => {
      const { w, session } = await openJournalWithAuthor(t);
      const before = await rows(w.press.id);
      const file = { field: 'file', filename: '稿件.docx', body: DOCX };
      const cases: [Parameters<typeof multipart>[1], keyof typeof FIELD_MESSAGES][] = [
        [[file, { ...file, filename: '第二份.docx' }], 'file.count'],
        [[file, { field: 'note', body: 'and a field' }], 'file.count'],
        [[{ ...file, field: 'upload' }], 'file.field'],
        [[{ field: 'note', body: 'a field first' }, file], 'file.field'],
      ];
      for (const [parts, key] of cases) {
        const res = await raw(session, multipart('jbHand', parts));
        expect(refusal(res), key).toEqual({ path: 'file', ...FIELD_MESSAGES[key] });
        expect(await tempFiles(), key).toEqual([]);
      }
      expect(await rows(w.press.id)).toBe(before);
      // The same form with the one file is taken.
      expect((await raw(session, multipart('jbHand', [file]))).statusCode).toBe(200);
    });

    it('refuses a file name with bidirectional control characters', async () => {
      const { w, session } = await openJournalWithAuthor(t);
      const before = await rows(w.press.id);
      for (const name of [
        '稿件\u202Excod.exe',
        '\u202Apaper.pdf',
        'a\u2066b\u2069.docx',
        'x\u202B.docx',
        'x\u2068.docx',
      ]) {
        const res = await up(session, { kind: 'manuscript' }, form(DOCX, name));
        expect(refusal(res), JSON.stringify(name)).toEqual({
          path: 'file',
          ...FIELD_MESSAGES['file.nameControl'],
        });
      }
      expect(await rows(w.press.id)).toBe(before);
      expect(await tempFiles()).toEqual([]);
    });

    it('keeps a file under the extension of what it is, whatever it was called', async () => {
      const { session } = await openJournalWithAuthor(t);
      const cases: [Buffer, 'manuscript' | 'fundCertificate', string, string][] = [
        [PDF, 'fundCertificate', 'evil.exe', 'evil.pdf'],
        [PDF, 'fundCertificate', 'x.html', 'x.pdf'],
        [PDF, 'fundCertificate', 'paper', 'paper.pdf'],
        [PDF, 'fundCertificate', '证明 v1.2', '证明 v1.2.pdf'],
        [PDF, 'fundCertificate', '证明.PDF', '证明.PDF'],
        [DOCX, 'manuscript', '稿件.pdf', '稿件.docx'],
        [DOCX, 'manuscript', 'paper.docx.', 'paper.docx'],
      ];
      for (const [bytes, kind, sent, kept] of cases) {
        const res = await up(session, { kind }, form(bytes, sent));
        expect(res.statusCode, sent).toBe(200);
        expect(res.json().data.name, sent).toBe(kept);
        const got = await callOf(t.app, calls.authorDownload, session, { query: { id: res.json().data.id } });
        expect(got.headers['content-disposition'], sent).toContain(encodeURIComponent(kept));
        const [row] = await t.db
          .select({ name: storedFiles.name, type: storedFiles.type })
          .from(storedFiles)
          .where(eq(storedFiles.id, res.json().data.id));
        expect(row, sent).toEqual({ name: kept, type: bytes === PDF ? 'pdf' : 'docx' });
      }
    });

    it('refuses an invoice or a voucher from an author; staff still upload them', async () => {
      const { w, session } = await openJournalWithAuthor(t);
      const before = await rows(w.press.id);
      for (const kind of ['invoice', 'voucher']) {
        const res = await call(t.app, 'POST', calls.authorUpload.path, session, {
          query: { kind },
          form: form(PDF, '发票.pdf'),
        });
        expect(refusal(res), kind).toMatchObject({ path: 'kind' });
      }
      expect(await rows(w.press.id)).toBe(before);
      const admin = await login(t.app, w.admin.account, w.admin.password);
      const staff = await callOf(t.app, calls.staffUpload, admin, {
        query: { kind: 'voucher' },
        form: form(PDF, '回单.pdf'),
      });
      expect(staff.statusCode).toBe(200);
    });

    it('refuses a docx that inflates past the limit, by its declared sizes or by its data', async () => {
      const { w, session } = await openJournalWithAuthor(t);
      const before = await rows(w.press.id);
      const { honest, lying } = await docxBombs(DOCX);
      expect(honest.length).toBeLessThan(1024 * 1024);
      for (const [name, bytes] of [
        ['honest.docx', honest],
        ['lying.docx', lying],
      ] as const) {
        const res = await up(session, { kind: 'manuscript' }, form(bytes, name));
        expect(refusal(res), name).toEqual({ path: 'file', ...FIELD_MESSAGES['file.inflated'] });
        expect(await tempFiles(), name).toEqual([]);
      }
      expect(await rows(w.press.id)).toBe(before);
      // The same archive without the padding is a docx like any other.
      const docx = await JSZip.loadAsync(lying);
      docx.remove('word/media/padding.bin');
      const plain = await docx.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
      expect((await up(session, { kind: 'manuscript' }, form(plain, 'plain.docx'))).statusCode).toBe(200);
    });

    it('gives a file only to those who may see it: another author and another press get 404', async () => {
      const { w, session } = await openJournalWithAuthor(t);
      const doc = await up(session, { kind: 'manuscript' }, form(DOCX, '我的稿件.docx'));
      const id = doc.json().data.id;
      const stranger = await openJournalWithAuthor(t);
      const theirs = await callOf(t.app, calls.authorDownload, stranger.session, { query: { id } });
      expect(theirs.statusCode).toBe(404);
      // Staff see a file once it belongs to a manuscript of their press.
      await t.db
        .insert(manuscriptFiles)
        .values({ manuscriptId: w.manuscriptId, fileId: id, role: 'manuscript' });
      const admin = await login(t.app, w.admin.account, w.admin.password);
      const seen = await callOf(t.app, calls.staffDownload, admin, { query: { id } });
      expect(seen.statusCode).toBe(200);
      expect(seen.rawPayload.equals(DOCX)).toBe(true);
      const adminB = await login(t.app, stranger.w.admin.account, stranger.w.admin.password);
      expect((await callOf(t.app, calls.staffDownload, adminB, { query: { id } })).statusCode).toBe(404);
      // Without a session the upload is refused before anything is read.
      const anonymous = await call(t.app, 'POST', '/author/file/upload', null, {
        query: { kind: 'manuscript' },
        form: form(DOCX, 'x.docx'),
      });
      expect(anonymous.json().code).toBe(90004);
    });

    it('answers one byte range with 206 and its bytes, past the end with 416, anything else whole', async () => {
      const { w, session } = await openJournalWithAuthor(t);
      const id = (await up(session, { kind: 'fundCertificate' }, form(PDF, '清样.pdf'))).json().data.id;
      const size = PDF.length;
      const ranged = (range: string, who: AuthorSession = session, headers: Record<string, string> = {}) =>
        callOf(t.app, calls.authorDownload, who, { query: { id } }, { headers: { range, ...headers } });
      const whole = await callOf(t.app, calls.authorDownload, session, { query: { id } });
      expect(whole.headers['accept-ranges']).toBe('bytes');
      const etag = String(whole.headers.etag);
      const parts: [string, number, number][] = [
        ['bytes=0-99', 0, 99],
        ['bytes=100-', 100, size - 1],
        ['bytes=-50', size - 50, size - 1],
        [`bytes=10-${size + 500}`, 10, size - 1],
        [`bytes=-${size + 10}`, 0, size - 1],
      ];
      for (const [range, start, end] of parts) {
        const got = await ranged(range);
        expect(got.statusCode, range).toBe(206);
        expect(got.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
        expect(got.headers['content-length']).toBe(String(end - start + 1));
        expect(got.rawPayload.equals(PDF.subarray(start, end + 1)), range).toBe(true);
      }
      for (const range of [`bytes=${size}-`, `bytes=${size + 7}-${size + 9}`, 'bytes=-0']) {
        const refused = await ranged(range);
        expect(refused.statusCode, range).toBe(416);
        expect(refused.headers['content-range']).toBe(`bytes */${size}`);
        expect(refused.json().code).toBe(41600);
      }
      // Several ranges, another unit, nonsense, a range backwards, a stale If-Range: the whole file.
      for (const range of ['bytes=0-9,20-29', 'items=0-9', 'bytes=abc', 'bytes=9-3', 'bytes=-']) {
        const got = await ranged(range);
        expect(got.statusCode, range).toBe(200);
        expect(got.rawPayload.equals(PDF), range).toBe(true);
      }
      expect((await ranged('bytes=0-9', session, { 'if-range': '"other"' })).statusCode).toBe(200);
      expect((await ranged('bytes=0-9', session, { 'if-range': etag })).statusCode).toBe(206);
      // Staff of the press read a part of a manuscript's file; another author and another press's
      // staff are refused with a range as without one.
      await t.db.insert(manuscriptFiles).values({ manuscriptId: w.manuscriptId, fileId: id, role: 'proof' });
      const admin = await login(t.app, w.admin.account, w.admin.password);
      const part = await callOf(
        t.app,
        calls.staffDownload,
        admin,
        { query: { id } },
        { headers: { range: 'bytes=5-14' } },
      );
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload.equals(PDF.subarray(5, 15))).toBe(true);
      const stranger = await openJournalWithAuthor(t);
      expect((await ranged('bytes=0-9', stranger.session)).statusCode).toBe(404);
      const adminB = await login(t.app, stranger.w.admin.account, stranger.w.admin.password);
      const theirs = await callOf(
        t.app,
        calls.staffDownload,
        adminB,
        { query: { id } },
        { headers: { range: 'bytes=0-9' } },
      );
      expect(theirs.statusCode).toBe(404);
      expect(theirs.rawPayload.equals(PDF.subarray(0, 10))).toBe(false);
    });
  });
}

describe(`request deadlines (${engineName})`, () => {
  let t: TestApp;
  const logs = logSink();
  beforeAll(async () => {
    // Short deadlines, so that a stalled request is answered within the test.
    t = await createTestApp({
      config: { REQUEST_IDLE_SECONDS: 1, REQUEST_TIMEOUT_SECONDS: 4 },
      logger: logs.logger,
    });
  });
  afterAll(() => t.close());
  const tempFiles = async () => readdir(path.join(t.config.DATA_DIR, 'files', 'tmp')).catch(() => []);
  const rows = async (pressId: number) =>
    Number(
      (await t.db.select({ n: count() }).from(storedFiles).where(eq(storedFiles.pressId, pressId)))[0]!.n,
    );
  const timedOut = { path: 'file', ...FIELD_MESSAGES['file.timeout'] };

  it('answers an upload whose closing boundary never comes, leaving no file and no row', async () => {
    const { w, session } = await openJournalWithAuthor(t);
    const before = await rows(w.press.id);
    // The whole file, then nothing: the form's closing boundary (and the promised rest) never come.
    const { socket, answer } = await rawUpload(t.app, session, {
      filename: 'stalled.docx',
      promised: DOCX.length + 1024,
      first: [DOCX],
    });
    const got = await answer;
    expect(got?.status).toBe(400);
    expect(JSON.parse(got!.body).data.fields[0]).toEqual(timedOut);
    // Nobody reads the rest of that body: the server closes the connection after its answer.
    expect(got!.head).toMatch(/^connection: close$/im);
    if (!socket.destroyed) await once(socket, 'close');
    expect(await tempFiles()).toEqual([]);
    expect(await rows(w.press.id)).toBe(before);
    expect(logs.lines.filter((l) => l.level >= 50)).toEqual([]);
  });

  it('answers an upload that keeps trickling past the total deadline, leaving no file', async () => {
    const { w, session } = await openJournalWithAuthor(t);
    const before = await rows(w.press.id);
    const { socket, answer } = await rawUpload(t.app, session, {
      filename: 'trickle.docx',
      promised: 64 * 1024 * 1024,
      first: [DOCX.subarray(0, 4096)],
    });
    // A few bytes every tenth of a second: never idle, never done.
    const drip = setInterval(() => socket.write(Buffer.alloc(16, 1)), 100);
    const got = await answer.finally(() => clearInterval(drip));
    socket.destroy();
    expect(got?.status).toBe(400);
    expect(JSON.parse(got!.body).data.fields[0]).toEqual(timedOut);
    expect(await tempFiles()).toEqual([]);
    expect(await rows(w.press.id)).toBe(before);
  });

  it('answers a malformed or truncated form with 400, never a 500', async () => {
    const { w, session } = await openJournalWithAuthor(t);
    const before = await rows(w.press.id);
    const head = '--jbHand\r\nContent-Disposition: form-data; name="file"; filename="a.docx"\r\n';
    const bodies = [
      'not a multipart body at all',
      `${head}\r\n${DOCX.subarray(0, 2048).toString('latin1')}`,
      `${head}Content-Type: application/octet-stream`,
      '--jbHand\r\nno headers here\r\n\r\nabc\r\n--jbHand--\r\n',
      '--jbHand--\r\n',
    ];
    for (const body of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API_BASE}${calls.authorUpload.path}?kind=manuscript`,
        headers: {
          ...(await signedHeaders(session)),
          'content-type': 'multipart/form-data; boundary=jbHand',
        },
        payload: Buffer.from(body, 'latin1'),
      });
      expect(res.statusCode, body.slice(0, 60)).toBe(400);
      expect(res.json().data.fields[0].path, body.slice(0, 60)).toBe('file');
    }
    expect(logs.lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(await rows(w.press.id)).toBe(before);
    expect(await tempFiles()).toEqual([]);
  });

  it('answers a form whose body ends inside the file over a real socket with 400', async () => {
    const { w, session } = await openJournalWithAuthor(t);
    const before = await rows(w.press.id);
    // The body is as long as promised, but it ends in the middle of the file: no closing boundary.
    const first = DOCX.subarray(0, 64 * 1024);
    const { socket, answer } = await rawUpload(t.app, session, {
      filename: 'cut.docx',
      promised: first.length,
      first: [first],
    });
    const got = await answer;
    socket.destroy();
    expect(got?.status).toBe(400);
    expect(JSON.parse(got!.body).data.fields[0]).toEqual({
      path: 'file',
      ...FIELD_MESSAGES['file.incomplete'],
    });
    expect(await tempFiles()).toEqual([]);
    expect(await rows(w.press.id)).toBe(before);
    expect(logs.lines.filter((l) => l.level >= 50)).toEqual([]);
  });

  it('closes the connection of any request whose body stalls', async () => {
    const port = await listening(t.app);
    const headers = {
      ...(await signedHeaders(null)),
      host: `127.0.0.1:${port}`,
      'content-type': 'application/json',
      'content-length': '200',
    };
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    const answer = answerOf(socket);
    socket.write(
      `POST ${API_BASE}/sys/login HTTP/1.1\r\n${Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n')}\r\n\r\n{"account":`,
    );
    // Closed without an answer, or answered with a refusal: never left open.
    const got = await answer;
    expect(got === null || got.status >= 400).toBe(true);
    expect(socket.destroyed || socket.readableEnded).toBe(true);
    socket.destroy();
  });
});
