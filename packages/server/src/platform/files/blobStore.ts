import { createReadStream } from 'node:fs';
import { access, copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import * as Minio from 'minio';
import type { Config } from '../../config.ts';
import type { ByteSpan } from './byteRange.ts';

/**
 * Where file contents live, addressed by their SHA-256 (the same content is stored once): a folder
 * under DATA_DIR by default, S3-compatible storage when `S3_ENDPOINT` is set (ARCHITECTURE "Real parts").
 */
export interface BlobStore {
  readonly kind: 'disk' | 's3';
  /** Stores a finished temporary file under its hash (a no-op when the content is already there). */
  putFile(sha256: string, tempPath: string, mime: string): Promise<void>;
  /** Stores small known content (the demo's files) under its hash. */
  putBytes(sha256: string, bytes: Buffer, mime: string): Promise<void>;
  has(sha256: string): Promise<boolean>;
  /** The content, or one span of it (a ranged read: the disk file from an offset, a ranged GET on S3). */
  open(sha256: string, span?: ByteSpan): Promise<Readable>;
}

const shard = (sha: string) => `${sha.slice(0, 2)}/${sha.slice(2, 4)}/${sha}`;

export function diskStore(root: string): BlobStore {
  const at = (sha: string) => path.join(root, shard(sha));
  const has = async (sha: string) =>
    access(at(sha)).then(
      () => true,
      () => false,
    );
  return {
    kind: 'disk',
    has,
    async putFile(sha, tempPath) {
      if (await has(sha)) {
        await rm(tempPath, { force: true });
        return;
      }
      await mkdir(path.dirname(at(sha)), { recursive: true });
      // Same file system: a rename is atomic; otherwise copy then remove.
      await rename(tempPath, at(sha)).catch(async () => {
        await copyFile(tempPath, at(sha));
        await rm(tempPath, { force: true });
      });
    },
    async putBytes(sha, bytes) {
      if (await has(sha)) return;
      await mkdir(path.dirname(at(sha)), { recursive: true });
      await writeFile(at(sha), bytes);
    },
    async open(sha, span) {
      return createReadStream(at(sha), span);
    },
  };
}

export function s3Store(c: {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
}): BlobStore {
  const url = new URL(c.endpoint);
  const client = new Minio.Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    useSSL: url.protocol === 'https:',
    accessKey: c.accessKey,
    secretKey: c.secretKey,
    region: c.region,
    pathStyle: true,
  });
  const has = async (sha: string) => {
    try {
      await client.statObject(c.bucket, shard(sha));
      return true;
    } catch (e) {
      if ((e as { code?: string }).code === 'NotFound') return false;
      throw e;
    }
  };
  return {
    kind: 's3',
    has,
    async putFile(sha, tempPath, mime) {
      if (!(await has(sha)))
        await client.fPutObject(c.bucket, shard(sha), tempPath, { 'Content-Type': mime });
      await rm(tempPath, { force: true });
    },
    async putBytes(sha, bytes, mime) {
      if (!(await has(sha)))
        await client.putObject(c.bucket, shard(sha), bytes, bytes.length, { 'Content-Type': mime });
    },
    open: (sha, span) =>
      span
        ? client.getPartialObject(c.bucket, shard(sha), span.start, span.end - span.start + 1)
        : client.getObject(c.bucket, shard(sha)),
  };
}

export function blobStoreFrom(config: Config): BlobStore {
  if (!config.S3_ENDPOINT) return diskStore(path.join(config.DATA_DIR, 'files'));
  return s3Store({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    accessKey: config.S3_ACCESS_KEY,
    secretKey: config.S3_SECRET_KEY,
    region: config.S3_REGION,
  });
}
