import { ErrorCode } from '@jb/contract/errors';
import {
  AUTHOR_THREAD,
  type ConversationMessage,
  MESSAGE_RATE_LIMIT,
  MESSAGE_RATE_WINDOW_SECONDS,
  type ThreadPage,
} from '@jb/contract/schemas/conversation';
import type { Db } from '../../db/client.ts';
import { manuscriptMessages } from '../../db/schema/index.ts';
import { errors, refuse } from '../../platform/errors.ts';
import type { KvStore } from '../../platform/kv.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { tellAway } from './away.ts';
import {
  type ConversationScope,
  countAfter,
  lastMessageId,
  type MessageRow,
  markRead,
  messageRows,
  ownAttachment,
  readsOf,
  threadTotals,
} from './queries.ts';

/**
 * Who reads or writes: a staff member (by the message permission for writing) or the manuscript's
 * author. The two sides of the author thread are 'staff' and 'author'.
 */
export type Viewer =
  | { side: 'staff'; userId: number; canPost: boolean }
  | { side: 'author'; authorId: number };

export interface ConversationDeps {
  db: Db;
  kv: KvStore;
  notifier: Notifier;
}

export const readerOf = (v: Viewer) => (v.side === 'staff' ? `user:${v.userId}` : `author:${v.authorId}`);
const otherSide = (v: Viewer) => (v.side === 'staff' ? 'author' : 'staff');

interface Places {
  /** Where the manuscript's author has read to. */
  author: number;
  /** The furthest any staff member has read to. */
  staff: number;
  /** Where the viewer has read to. */
  mine: number;
}

function placesOf(reads: { reader: string; lastReadId: number }[], scope: ConversationScope, v: Viewer) {
  const places: Places = { author: 0, staff: 0, mine: 0 };
  const me = readerOf(v);
  for (const r of reads) {
    if (r.reader === `author:${scope.authorId}`) places.author = r.lastReadId;
    if (r.reader.startsWith('user:')) places.staff = Math.max(places.staff, r.lastReadId);
    if (r.reader === me) places.mine = r.lastReadId;
  }
  return places;
}

/** One message as the viewer sees it: an author never sees a staff member's name. */
function present(row: MessageRow, v: Viewer, places: Places): ConversationMessage {
  const kind = row.senderKind === 'author' ? 'author' : 'staff';
  const staffName = v.side === 'staff' ? (row.userName ?? '') : null;
  return {
    id: row.id,
    senderKind: kind,
    senderName: kind === 'author' ? (row.authorName ?? '') : staffName,
    mine: v.side === 'staff' ? kind === 'staff' && row.senderUserId === v.userId : kind === 'author',
    body: row.body,
    file:
      row.fileId === null
        ? null
        : { id: row.fileId, name: row.fileName!, sizeBytes: row.fileSize!, type: row.fileType! },
    createdAt: row.createdAt.toISOString(),
    readByOther: kind === 'staff' ? row.id <= places.author : row.id <= places.staff,
    unread: kind === otherSide(v) && row.id > places.mine,
  };
}

/** A page of a thread: the newest messages (or those before `beforeId`), oldest first. */
export async function threadPage(
  db: Db,
  scope: ConversationScope,
  v: Viewer,
  q: { thread: string; beforeId?: number; pageSize: number },
): Promise<ThreadPage> {
  const [rows, reads] = await Promise.all([
    messageRows(db, scope.id, q.thread, q.pageSize + 1, q.beforeId),
    readsOf(db, scope.id, q.thread),
  ]);
  const places = placesOf(reads, scope, v);
  const unread = await countAfter(db, scope.id, q.thread, otherSide(v), places.mine);
  return {
    list: rows
      .slice(0, q.pageSize)
      .reverse()
      .map((row) => present(row, v, places)),
    hasMore: rows.length > q.pageSize,
    unread,
    canPost: v.side === 'author' || v.canPost,
  };
}

/** The threads a staff member sees on a manuscript: the author thread always, with their unread. */
export async function staffThreads(db: Db, scope: ConversationScope, userId: number) {
  const totals = await threadTotals(db, scope.id, `user:${userId}`, 'author');
  const author = totals.find((t) => t.thread === AUTHOR_THREAD);
  return [
    {
      thread: AUTHOR_THREAD,
      total: author?.total ?? 0,
      unread: author?.unread ?? 0,
      lastAt: author?.lastAt ? author.lastAt.toISOString() : null,
    },
  ];
}

/** At most MESSAGE_RATE_LIMIT messages per person in the window, whatever the manuscript. */
async function withinRate(kv: KvStore, reader: string) {
  const key = `conversation:rate:${reader}`;
  const n = await kv.increment(key, MESSAGE_RATE_WINDOW_SECONDS);
  if (n > MESSAGE_RATE_LIMIT)
    throw refuse(ErrorCode.MESSAGES_TOO_OFTEN, { retryAfterSeconds: Math.max(1, await kv.ttl(key)) });
}

/**
 * Writes a message: the attachment must be the sender's own upload for messages; the sender has
 * read the thread up to it; the other side, when away, is told by e-mail and a system message in
 * the same transaction (away.ts).
 */
export async function postMessage(
  deps: ConversationDeps,
  scope: ConversationScope,
  v: Viewer,
  input: { thread: string; body: string; fileId?: number | null },
) {
  if (v.side === 'staff' && !v.canPost) throw errors.forbidden();
  const fileId = input.fileId ?? null;
  if (fileId !== null) {
    const uploader =
      v.side === 'staff'
        ? { type: 'staff' as const, id: v.userId }
        : { type: 'author' as const, id: v.authorId };
    if (!(await ownAttachment(deps.db, scope.pressId, uploader, fileId)))
      throw errors.field('fileId', 'file.kind');
  }
  const reader = readerOf(v);
  await withinRate(deps.kv, reader);
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(manuscriptMessages)
      .values({
        manuscriptId: scope.id,
        thread: input.thread,
        senderKind: v.side,
        senderUserId: v.side === 'staff' ? v.userId : null,
        senderAuthorId: v.side === 'author' ? v.authorId : null,
        body: input.body,
        fileId,
      })
      .returning({ id: manuscriptMessages.id });
    await markRead(tx, { manuscriptId: scope.id, thread: input.thread, reader, lastReadId: row!.id });
    await tellAway(tx, deps.notifier, scope, input.thread, v, input.body);
    return row!.id;
  });
  const page = await threadPage(deps.db, scope, v, { thread: input.thread, pageSize: 1, beforeId: id + 1 });
  return page.list[0]!;
}

/** Marks the thread read up to a message (clamped to the thread's last; never backwards). */
export async function readThread(db: Db, scope: ConversationScope, v: Viewer, thread: string, upTo: number) {
  const last = await lastMessageId(db, scope.id, thread);
  if (last === 0) return;
  await markRead(db, {
    manuscriptId: scope.id,
    thread,
    reader: readerOf(v),
    lastReadId: Math.min(upTo, last),
  });
}
