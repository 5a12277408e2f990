import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as calls from '@jb/contract/api/files';
import { API_BASE } from '@jb/contract/constants';
import { FIELD_MESSAGES } from '@jb/contract/messages';
import { count, eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthorSession, openJournalWithAuthor } from '../../../test/authorSession.ts';
import { createTestApp, engineName, type TestApp } from '../../../test/testApp.ts';
import { call, callOf, login, signedHeaders } from '../../../test/wireClient.ts';
import { manuscriptFiles, storedFiles } from '../../db/schema/index.ts';
import { type BlobStore, s3Store } from '../../platform/files/blobStore.ts';
import { readSettings, saveSettings } from '../settings/service.ts';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../../../assets', name));
const DOCX = fixture('manuscript.docx');
const PDF = fixture('fund-certificate.pdf');

function form(bytes: Buffer | string, name: string): FormData {
  const f = new FormData();
  f.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
  return f;
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
    beforeAll(async () => {
      const made = await kind.make();
      stop = made.stop;
      t = await createTestApp({ store: made.store });
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

    it('leaves no file and no row behind when the author’s connection drops mid-upload', async () => {
      const { w, session } = await openJournalWithAuthor(t);
      const before = await rows(w.press.id);
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      const boundary = 'jbAbortedUpload';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stopped.docx"\r\nContent-Type: application/octet-stream\r\n\r\n`;
      const headers = {
        ...(await signedHeaders(session)),
        host: `127.0.0.1:${port}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        // Promises 4 MB; the connection drops after the first part of it.
        'content-length': String(head.length + 4 * 1024 * 1024),
      };
      const socket = net.connect(Number(port), '127.0.0.1');
      await once(socket, 'connect');
      socket.write(
        `POST ${API_BASE}${calls.authorUpload.path}?kind=manuscript HTTP/1.1\r\n${Object.entries(headers)
          .map(([k, v]) => `${k}: ${v}`)
          .join('\r\n')}\r\n\r\n${head}`,
      );
      socket.write(DOCX.subarray(0, Math.min(DOCX.length, 4096)));
      socket.write(Buffer.alloc(256 * 1024, 1));
      // The server is writing the part to a temporary file when the author goes away.
      await expect.poll(async () => (await tempFiles()).length, { timeout: 10_000 }).toBe(1);
      socket.destroy();
      await expect.poll(async () => (await tempFiles()).length, { timeout: 10_000 }).toBe(0);
      expect(await rows(w.press.id)).toBe(before);
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
  });
}
