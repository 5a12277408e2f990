import { and, count, desc, eq, gt, inArray, isNull, lt, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  authors,
  journals,
  manuscriptEvents,
  manuscriptMessageReads,
  manuscriptMessages,
  manuscripts,
  messages,
  storedFiles,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext, AuthorContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { visible } from '../manuscripts/staffQueries.ts';

/** The manuscript a conversation is about, as far as the conversation needs it. */
export interface ConversationScope {
  id: number;
  pressId: number;
  journalId: number;
  /** The journal's code: the author site's address (`/submit/<code>`). */
  journalCode: string;
  authorId: number;
  articleNo: string;
  title: string;
  journalName: string;
}

const scopeColumns = {
  id: manuscripts.id,
  pressId: manuscripts.pressId,
  journalId: manuscripts.journalId,
  journalCode: journals.code,
  authorId: manuscripts.authorId,
  articleNo: manuscripts.articleNo,
  title: manuscripts.title,
  journalName: journals.name,
};

/** A manuscript the staff member may see (press and journal scope, as its detail); else 404. */
export async function staffScope(db: Db, auth: AuthContext, id: number): Promise<ConversationScope> {
  const [row] = await db
    .select(scopeColumns)
    .from(manuscripts)
    .innerJoin(journals, eq(journals.id, manuscripts.journalId))
    .where(and(eq(manuscripts.id, id), ...visible(auth)));
  if (!row) throw errors.notFound();
  return row;
}

/** The manuscript of an invitation already resolved as the caller's own (expert threads). */
export async function manuscriptScope(db: Db, id: number): Promise<ConversationScope> {
  const [row] = await db
    .select(scopeColumns)
    .from(manuscripts)
    .innerJoin(journals, eq(journals.id, manuscripts.journalId))
    .where(eq(manuscripts.id, id));
  if (!row) throw errors.notFound();
  return row;
}

/** One of the author's own manuscripts at their press; another's is 404. */
export async function authorScope(db: Db, author: AuthorContext, id: number): Promise<ConversationScope> {
  const [row] = await db
    .select(scopeColumns)
    .from(manuscripts)
    .innerJoin(journals, eq(journals.id, manuscripts.journalId))
    .where(
      and(
        eq(manuscripts.id, id),
        eq(manuscripts.authorId, author.authorId),
        eq(manuscripts.pressId, author.pressId),
      ),
    );
  if (!row) throw errors.notFound();
  return row;
}

const m = manuscriptMessages;

/** The newest `limit` messages of a thread (before `beforeId` when given), newest first. */
export function messageRows(
  db: Db | Tx,
  manuscriptId: number,
  thread: string,
  limit: number,
  beforeId?: number,
) {
  return db
    .select({
      id: m.id,
      senderKind: m.senderKind,
      senderUserId: m.senderUserId,
      body: m.body,
      createdAt: m.createdAt,
      userName: users.name,
      authorName: authors.name,
      fileId: storedFiles.id,
      fileName: storedFiles.name,
      fileSize: storedFiles.sizeBytes,
      fileType: storedFiles.type,
    })
    .from(m)
    .leftJoin(users, eq(users.id, m.senderUserId))
    .leftJoin(authors, eq(authors.id, m.senderAuthorId))
    .leftJoin(storedFiles, eq(storedFiles.id, m.fileId))
    .where(
      and(
        eq(m.manuscriptId, manuscriptId),
        eq(m.thread, thread),
        beforeId === undefined ? undefined : lt(m.id, beforeId),
      ),
    )
    .orderBy(desc(m.id))
    .limit(limit);
}
export type MessageRow = Awaited<ReturnType<typeof messageRows>>[number];

/** Every reader's place in a thread. */
export function readsOf(db: Db | Tx, manuscriptId: number, thread: string) {
  const r = manuscriptMessageReads;
  return db
    .select({ reader: r.reader, lastReadId: r.lastReadId, readAt: r.readAt })
    .from(r)
    .where(and(eq(r.manuscriptId, manuscriptId), eq(r.thread, thread)));
}

/** Messages from one side after a message id. */
export async function countAfter(
  db: Db | Tx,
  manuscriptId: number,
  thread: string,
  senderKind: string,
  afterId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(m)
    .where(
      and(
        eq(m.manuscriptId, manuscriptId),
        eq(m.thread, thread),
        eq(m.senderKind, senderKind),
        gt(m.id, afterId),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Each thread of a manuscript with messages: how many, the last one's time, and the reader's unread
 * (messages from the other sides than `ownKind` after the reader's place).
 */
export function threadTotals(db: Db, manuscriptId: number, reader: string, ownKind: string) {
  const r = manuscriptMessageReads;
  const mine = sql<number>`coalesce((select ${r.lastReadId} from ${r} where ${r.manuscriptId} = ${m.manuscriptId}
    and ${r.thread} = ${m.thread} and ${r.reader} = ${reader}), 0)`;
  return db
    .select({
      thread: m.thread,
      total: count(),
      lastAt: max(m.createdAt),
      unread:
        sql<number>`count(*) filter (where ${m.senderKind} <> ${ownKind} and ${m.id} > ${mine})`.mapWith(
          Number,
        ),
    })
    .from(m)
    .where(eq(m.manuscriptId, manuscriptId))
    .groupBy(m.manuscriptId, m.thread);
}

/** The last message id of a thread (0 when empty). */
export async function lastMessageId(db: Db | Tx, manuscriptId: number, thread: string): Promise<number> {
  const [row] = await db
    .select({ id: max(m.id) })
    .from(m)
    .where(and(eq(m.manuscriptId, manuscriptId), eq(m.thread, thread)));
  return row?.id ?? 0;
}

/** Moves a reader's place forward (never back) and notes when they read. */
export async function markRead(
  db: Db | Tx,
  place: { manuscriptId: number; thread: string; reader: string; lastReadId: number },
) {
  const r = manuscriptMessageReads;
  await db
    .insert(r)
    .values({ ...place, readAt: new Date() })
    .onConflictDoUpdate({
      target: [r.manuscriptId, r.thread, r.reader],
      set: { lastReadId: sql`greatest(${r.lastReadId}, excluded.last_read_id)`, readAt: sql`now()` },
    });
}

/** The staff member who last acted on the manuscript, if any. */
export async function lastStaffActor(tx: Tx, manuscriptId: number): Promise<number | null> {
  const [last] = await tx
    .select({ id: manuscriptEvents.actorId })
    .from(manuscriptEvents)
    .where(and(eq(manuscriptEvents.manuscriptId, manuscriptId), eq(manuscriptEvents.actorType, 'staff')))
    .orderBy(desc(manuscriptEvents.id))
    .limit(1);
  return last?.id ?? null;
}

/** Staff who wrote in the thread, or else the one `fallback` names (active staff only). */
export async function staffToTell(
  tx: Tx,
  manuscriptId: number,
  thread: string,
  fallback: () => Promise<number | null>,
) {
  const wrote = await tx
    .selectDistinct({ id: m.senderUserId })
    .from(m)
    .where(and(eq(m.manuscriptId, manuscriptId), eq(m.thread, thread), eq(m.senderKind, 'staff')));
  let ids = wrote.map((w) => w.id).filter((id): id is number => id !== null);
  if (ids.length === 0) {
    const id = await fallback();
    ids = id === null ? [] : [id];
  }
  if (ids.length === 0) return [];
  return staffPeople(tx, ids);
}

/** Active staff (or experts) by id, with what telling them needs. */
export function staffPeople(tx: Tx, ids: number[]) {
  return tx
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.status, 1)));
}

export async function authorToTell(tx: Tx, authorId: number) {
  const [row] = await tx
    .select({ id: authors.id, name: authors.name, email: authors.email, phone: authors.phone })
    .from(authors)
    .where(eq(authors.id, authorId));
  return row!;
}

/**
 * Whether the person was already told about this conversation since they last read it: the inbox
 * message every telling writes (the e-mail may be switched off by the press's wording, the inbox
 * message never is), found by its link to the conversation.
 */
export async function toldSince(
  tx: Tx,
  link: string,
  who: { userId: number } | { authorId: number },
  since: Date | null,
) {
  const [row] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.kind, 'conversation'),
        eq(messages.link, link),
        'userId' in who ? eq(messages.recipientId, who.userId) : eq(messages.recipientAuthorId, who.authorId),
        since ? gt(messages.createdAt, since) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The reader has read the thread: the inbox messages that told them about it (by its link) are read
 * too, so the header's unread count follows the conversation.
 */
export async function markNoticesRead(
  db: Db | Tx,
  link: string,
  who: { userId: number } | { authorId: number },
) {
  await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(messages.kind, 'conversation'),
        eq(messages.link, link),
        'userId' in who ? eq(messages.recipientId, who.userId) : eq(messages.recipientAuthorId, who.authorId),
        isNull(messages.readAt),
      ),
    );
}
