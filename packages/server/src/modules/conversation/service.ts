import { ErrorCode } from '@jb/contract/errors';
import {
  AUTHOR_THREAD,
  type ConversationMessage,
  expertThread,
  MESSAGE_RATE_LIMIT,
  MESSAGE_RATE_WINDOW_SECONDS,
  type ThreadPage,
  type threadSummary,
} from '@jb/contract/schemas/conversation';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { manuscriptMessages } from '../../db/schema/index.ts';
import { errors, refuse } from '../../platform/errors.ts';
import type { KvStore } from '../../platform/kv.ts';
import { sentInvitations, WORKING } from '../experts/lookup.ts';
import { storedFileOf } from '../files/storedFileOf.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { tellAway } from './away.ts';
import {
  type ConversationScope,
  countAfter,
  lastMessageId,
  type MessageRow,
  markNoticesRead,
  markRead,
  messageRows,
  readsOf,
  threadTotals,
} from './queries.ts';
import { isOpen, linksOf, partyReader, type ThreadRef } from './threads.ts';

type ThreadSummary = z.infer<typeof threadSummary>;

/**
 * Who reads or writes: a staff member (by the message permission for writing), the manuscript's
 * author (the author thread), or the invited expert (their own thread).
 */
export type Viewer =
  | { side: 'staff'; userId: number; canPost: boolean }
  | { side: 'author'; authorId: number }
  | { side: 'expert'; userId: number };

export interface ConversationDeps {
  db: Db;
  kv: KvStore;
  notifier: Notifier;
  /** How long since a person last opened a thread they count as away (config CONVERSATION_AWAY_SECONDS). */
  awayMs: number;
}

export function readerOf(v: Viewer) {
  if (v.side === 'staff') return `user:${v.userId}`;
  return v.side === 'author' ? `author:${v.authorId}` : `expert:${v.userId}`;
}

/** The person as an inbox knows them. */
export const recipientOf = (v: Viewer) =>
  v.side === 'author' ? { authorId: v.authorId } : { userId: v.userId };

/** Whose messages are "from the other side" for the viewer: the party's for staff, the staff's for the party. */
const otherKind = (v: Viewer, ref: ThreadRef) => (v.side === 'staff' ? ref.party : 'staff');

interface Places {
  /** Where the thread's party (the author or the expert) has read to. */
  party: number;
  /** The furthest any staff member has read to. */
  staff: number;
  /** Where the viewer has read to. */
  mine: number;
}

function placesOf(
  reads: { reader: string; lastReadId: number }[],
  scope: ConversationScope,
  ref: ThreadRef,
  v: Viewer,
) {
  const places: Places = { party: 0, staff: 0, mine: 0 };
  const me = readerOf(v);
  const party = partyReader(scope, ref);
  for (const r of reads) {
    if (r.reader === party) places.party = r.lastReadId;
    if (r.reader.startsWith('user:')) places.staff = Math.max(places.staff, r.lastReadId);
    if (r.reader === me) places.mine = r.lastReadId;
  }
  return places;
}

/**
 * A staff member's name as the viewer may know it: to staff, and to an expert when the journal
 * does not review anonymously; else null (shown as the editorial office).
 */
function staffName(row: MessageRow, v: Viewer, ref: ThreadRef) {
  if (v.side === 'staff') return row.userName ?? '';
  if (v.side === 'expert' && ref.party === 'expert' && !ref.anonymous) return row.userName ?? '';
  return null;
}

/** One message as the viewer sees it (the author never sees a staff member's name). */
function present(row: MessageRow, v: Viewer, ref: ThreadRef, places: Places): ConversationMessage {
  const kind = row.senderKind as ConversationMessage['senderKind'];
  const names = {
    staff: () => staffName(row, v, ref),
    author: () => row.authorName ?? '',
    expert: () => row.userName ?? '',
  };
  return {
    id: row.id,
    senderKind: kind,
    senderName: names[kind](),
    mine: v.side === 'staff' ? kind === 'staff' && row.senderUserId === v.userId : kind === v.side,
    body: row.body,
    file:
      row.fileId === null
        ? null
        : { id: row.fileId, name: row.fileName!, sizeBytes: row.fileSize!, type: row.fileType! },
    createdAt: row.createdAt.toISOString(),
    readByOther: kind === 'staff' ? row.id <= places.party : row.id <= places.staff,
    unread: kind === otherKind(v, ref) && row.id > places.mine,
  };
}

/** A page of a thread: the newest messages (or those before `beforeId`), oldest first. */
export async function threadPage(
  db: Db,
  scope: ConversationScope,
  ref: ThreadRef,
  v: Viewer,
  q: { beforeId?: number; pageSize: number },
): Promise<ThreadPage> {
  const [rows, reads] = await Promise.all([
    messageRows(db, scope.id, ref.key, q.pageSize + 1, q.beforeId),
    readsOf(db, scope.id, ref.key),
  ]);
  const places = placesOf(reads, scope, ref, v);
  const unread = await countAfter(db, scope.id, ref.key, otherKind(v, ref), places.mine);
  const open = isOpen(ref);
  return {
    list: rows
      .slice(0, q.pageSize)
      .reverse()
      .map((row) => present(row, v, ref, places)),
    hasMore: rows.length > q.pageSize,
    unread,
    canPost: open && (v.side !== 'staff' || v.canPost),
    closed: !open,
  };
}

/**
 * The threads a staff member sees on a manuscript, with their unread: the author thread always,
 * and one for each sent invitation the expert works on (accepted or reviewed) or that has messages.
 */
export async function staffThreads(
  db: Db,
  scope: ConversationScope,
  userId: number,
): Promise<ThreadSummary[]> {
  const [totals, invitations] = await Promise.all([
    threadTotals(db, scope.id, `user:${userId}`, 'staff'),
    sentInvitations(db, scope.id),
  ]);
  const byThread = new Map(totals.map((t) => [t.thread, t]));
  const summary = (thread: string, expert: ThreadSummary['expert']): ThreadSummary => {
    const t = byThread.get(thread);
    return {
      thread,
      expert,
      total: t?.total ?? 0,
      unread: t?.unread ?? 0,
      lastAt: t?.lastAt ? t.lastAt.toISOString() : null,
    };
  };
  const experts = invitations
    .filter((i) => (WORKING as readonly string[]).includes(i.state) || byThread.has(expertThread(i.id)))
    .map((i) =>
      summary(expertThread(i.id), { invitationId: i.id, name: i.expertName, state: i.state, round: i.round }),
    );
  return [summary(AUTHOR_THREAD, null), ...experts];
}

/** At most MESSAGE_RATE_LIMIT messages per person in the window, whatever the manuscript. */
async function withinRate(kv: KvStore, reader: string) {
  const key = `conversation:rate:${reader}`;
  const n = await kv.increment(key, MESSAGE_RATE_WINDOW_SECONDS);
  if (n > MESSAGE_RATE_LIMIT)
    throw refuse(ErrorCode.MESSAGES_TOO_OFTEN, { retryAfterSeconds: Math.max(1, await kv.ttl(key)) });
}

/**
 * Writes a message: the thread must be open and the attachment the sender's own upload for
 * messages; the sender has read the thread up to it; the other side, when away, is told by e-mail
 * and a system message in the same transaction (away.ts).
 */
export async function postMessage(
  deps: ConversationDeps,
  scope: ConversationScope,
  ref: ThreadRef,
  v: Viewer,
  input: { body: string; fileId?: number | null },
) {
  if (v.side === 'staff' && !v.canPost) throw errors.forbidden();
  if (!isOpen(ref)) throw errors.field('thread', 'conversation.closed');
  const fileId = input.fileId ?? null;
  if (fileId !== null) {
    const uploader =
      v.side === 'author'
        ? { type: 'author' as const, id: v.authorId }
        : { type: 'staff' as const, id: v.userId };
    if (!(await storedFileOf(deps.db, fileId, { pressId: scope.pressId, kind: 'message', uploader })))
      throw errors.field('fileId', 'file.kind');
  }
  const reader = readerOf(v);
  await withinRate(deps.kv, reader);
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(manuscriptMessages)
      .values({
        manuscriptId: scope.id,
        thread: ref.key,
        senderKind: v.side,
        senderUserId: v.side === 'author' ? null : v.userId,
        senderAuthorId: v.side === 'author' ? v.authorId : null,
        body: input.body,
        fileId,
      })
      .returning({ id: manuscriptMessages.id });
    await markRead(tx, { manuscriptId: scope.id, thread: ref.key, reader, lastReadId: row!.id });
    await tellAway(tx, deps.notifier, scope, ref, v, input.body, deps.awayMs);
    return row!.id;
  });
  const page = await threadPage(deps.db, scope, ref, v, { pageSize: 1, beforeId: id + 1 });
  return page.list[0]!;
}

/**
 * Marks the thread read up to a message (clamped to the thread's last; never backwards), and the
 * inbox messages that told the reader about it.
 */
export async function readThread(db: Db, scope: ConversationScope, ref: ThreadRef, v: Viewer, upTo: number) {
  const last = await lastMessageId(db, scope.id, ref.key);
  if (last === 0) return;
  await db.transaction(async (tx) => {
    await markRead(tx, {
      manuscriptId: scope.id,
      thread: ref.key,
      reader: readerOf(v),
      lastReadId: Math.min(upTo, last),
    });
    const links = linksOf(scope, ref);
    await markNoticesRead(tx, v.side === 'staff' ? links.staff : links.party, recipientOf(v));
  });
}
