import { rm } from 'node:fs/promises';
import path from 'node:path';
import { authorProofRound } from '@jb/contract/authorActions';
import { AUTHOR_FILE_KINDS, type FileKind, fileRules, INLINE_TYPES } from '@jb/contract/fileRules';
import { AUTHOR_THREAD } from '@jb/contract/schemas/conversation';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  invoices,
  journals,
  manuscriptFiles,
  manuscriptMessages,
  manuscripts,
  storedFiles,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import type { BlobStore } from '../../platform/files/blobStore.ts';
import { rangeOf } from '../../platform/files/byteRange.ts';
import { contentDisposition } from '../../platform/files/disposition.ts';
import { type Deadlines, receiveForm, type UploadPolicy } from '../../platform/files/receive.ts';
import { assignedCondition, pressCondition } from '../../platform/tenancy.ts';
import { revisionFileOf } from '../revisions/staffFile.ts';
import { readSettings } from '../settings/service.ts';
import { storedFileOf } from './storedFileOf.ts';

export interface FileDeps {
  db: Db;
  store: BlobStore;
  tempDir: string;
  /** How long an upload may stall and take in all (REQUEST_IDLE_SECONDS, REQUEST_TIMEOUT_SECONDS). */
  deadlines: Deadlines;
}

const MB = 1024 * 1024;

/** The types and size a press allows for a kind of file (contract fileRules.ts). */
export async function policyOf(db: Db, pressId: number, kind: FileKind): Promise<UploadPolicy> {
  const { settings } = await readSettings(db, pressId);
  const rules = fileRules(kind, settings.contribute);
  return { types: rules.types, maxBytes: rules.maxMb * MB };
}

/**
 * Receives one file of a kind for a press and records it: content stored under its hash, one row
 * naming it. Nothing is recorded for a refused upload.
 */
export async function upload(
  deps: FileDeps,
  req: FastifyRequest,
  who: { pressId: number; type: 'author' | 'staff'; id: number },
  kind: FileKind,
) {
  // The author site's kinds only: an invoice or a voucher is the office's to file.
  if (who.type === 'author' && !(AUTHOR_FILE_KINDS as readonly string[]).includes(kind))
    throw errors.field('kind', 'file.kind');
  const policy = await policyOf(deps.db, who.pressId, kind);
  const got = await receiveForm(req, policy, deps.tempDir, deps.deadlines);
  try {
    await deps.store.putFile(got.sha256, got.tempPath, got.mime);
  } finally {
    await rm(got.tempPath, { force: true });
  }
  const [row] = await deps.db
    .insert(storedFiles)
    .values({
      pressId: who.pressId,
      sha256: got.sha256,
      sizeBytes: got.sizeBytes,
      type: got.type,
      mime: got.mime,
      name: got.name,
      kind,
      uploadedByType: who.type,
      uploadedBy: who.id,
    })
    .returning({ id: storedFiles.id });
  return { id: row!.id, name: got.name, sizeBytes: got.sizeBytes, type: got.type };
}

/**
 * Streams a file with its original name; PDFs and images open in the browser. A single byte range
 * (`Range: bytes=a-b`, `a-`, `-n`) is answered 206 with that part only (the proof viewer reads a
 * PDF page by page); one past the end is 416; any other range header gets the whole file. The
 * entity tag is the content's hash, so `If-Range` holds as long as the bytes do.
 */
export async function sendFile(deps: FileDeps, reply: FastifyReply, file: typeof storedFiles.$inferSelect) {
  const size = file.sizeBytes;
  const etag = `"${file.sha256}"`;
  const asked = reply.request.headers;
  const ifRange = asked['if-range'];
  const range = rangeOf(asked.range, size, Array.isArray(ifRange) ? ifRange[0] : ifRange, etag);
  reply.header('accept-ranges', 'bytes').header('etag', etag);
  if (range.kind === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`);
    throw errors.rangeNotSatisfiable();
  }
  const span = range.kind === 'part' ? range.span : undefined;
  const stream = await deps.store.open(file.sha256, span);
  if (span) reply.code(206).header('content-range', `bytes ${span.start}-${span.end}/${size}`);
  return reply
    .header('content-type', file.mime)
    .header('content-length', String(span ? span.end - span.start + 1 : size))
    .header(
      'content-disposition',
      contentDisposition(file.name, (INLINE_TYPES as readonly string[]).includes(file.type)),
    )
    .send(stream);
}

/**
 * A file attached to a message of a manuscript's conversation, where `where` allows (the staff's
 * scope, or the author's own manuscript and the author thread).
 */
async function messageFile(db: Db, id: number, where: SQL | undefined) {
  const [row] = await db
    .select({ file: storedFiles })
    .from(manuscriptMessages)
    .innerJoin(storedFiles, eq(storedFiles.id, manuscriptMessages.fileId))
    .innerJoin(manuscripts, eq(manuscripts.id, manuscriptMessages.manuscriptId))
    .where(and(eq(manuscriptMessages.fileId, id), where))
    .limit(1);
  return row?.file;
}

/** A file attached to a message of one thread of a manuscript (an expert's own thread); else 404. */
export async function threadFile(db: Db, manuscriptId: number, thread: string, id: number) {
  const file = await messageFile(
    db,
    id,
    and(eq(manuscriptMessages.manuscriptId, manuscriptId), eq(manuscriptMessages.thread, thread)),
  );
  if (!file) throw errors.notFound();
  return file;
}

/**
 * A file staff may read: attached to a manuscript or a message of it that they may see (press and
 * journal scope), or a press file not attached to any (a voucher) of their press. Anything else is
 * not found.
 */
export async function staffFile(db: Db, auth: AuthContext, id: number) {
  const inScope = and(
    pressCondition(auth, manuscripts.pressId),
    assignedCondition(auth, manuscripts.journalId),
  );
  const inMessage = await messageFile(db, id, inScope);
  if (inMessage) return inMessage;
  const [attached] = await db
    .select({ file: storedFiles })
    .from(manuscriptFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, manuscriptFiles.fileId))
    .innerJoin(manuscripts, eq(manuscripts.id, manuscriptFiles.manuscriptId))
    .where(
      and(
        eq(manuscriptFiles.fileId, id),
        pressCondition(auth, manuscripts.pressId),
        assignedCondition(auth, manuscripts.journalId),
      ),
    )
    .limit(1);
  if (attached) return attached.file;
  const supporting = await revisionFileOf(db, auth, id);
  if (supporting) return supporting;
  const [loose] = await db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, id),
        pressCondition(auth, storedFiles.pressId),
        inArray(storedFiles.kind, ['voucher', 'invoice']),
      ),
    );
  if (!loose) throw errors.notFound();
  return loose;
}

/**
 * A file an author may read: one they uploaded, one of their own manuscripts, or one attached to a
 * message of the author thread of their own manuscript.
 */
export async function authorFile(db: Db, author: { authorId: number; pressId: number }, id: number) {
  const uploaded = await storedFileOf(db, id, {
    pressId: author.pressId,
    uploader: { type: 'author', id: author.authorId },
  });
  if (uploaded) return uploaded;
  const inMessage = await messageFile(
    db,
    id,
    and(eq(manuscripts.authorId, author.authorId), eq(manuscriptMessages.thread, AUTHOR_THREAD)),
  );
  if (inMessage) return inMessage;
  const attached = await db
    .select({
      file: storedFiles,
      role: manuscriptFiles.role,
      revision: manuscriptFiles.revision,
      status: manuscripts.status,
      authorProofreads: journals.authorProofreads,
    })
    .from(manuscriptFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, manuscriptFiles.fileId))
    .innerJoin(manuscripts, eq(manuscripts.id, manuscriptFiles.manuscriptId))
    .innerJoin(journals, eq(journals.id, manuscripts.journalId))
    .where(and(eq(manuscriptFiles.fileId, id), eq(manuscripts.authorId, author.authorId)));
  // A proof PDF only while the author reads the proofs, and only a round up to the one read now
  // (the rule of the author's proof calls, typesetting/authorProofs.ts).
  const readable = attached.find((a) => {
    if (a.role !== 'proof') return true;
    const round = authorProofRound(a.authorProofreads, a.status);
    return round !== null && a.revision < round;
  });
  if (readable) return readable.file;
  // The e-invoice finance issued on one of the author's own invoices.
  const [invoiced] = await db
    .select({ file: storedFiles })
    .from(invoices)
    .innerJoin(storedFiles, eq(storedFiles.id, invoices.fileId))
    .where(and(eq(invoices.fileId, id), eq(invoices.authorId, author.authorId)))
    .limit(1);
  if (!invoiced) throw errors.notFound();
  return invoiced.file;
}

export const tempDirOf = (dataDir: string) => path.join(dataDir, 'files', 'tmp');
