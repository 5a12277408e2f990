import type { OutboxState } from '@jb/contract/notificationEvents';
import type { OutboxRow, outboxListQuery } from '@jb/contract/schemas/notifications';
import { and, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { manuscripts, outbox, presses } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { maskDigits } from '../../platform/demoMode.ts';
import { errors } from '../../platform/errors.ts';
import { containsPattern, iso, offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { NO_SMTP } from '../../platform/outbox/deliver.ts';
import { assignedCondition, pressCondition } from '../../platform/tenancy.ts';

type Query = z.infer<typeof outboxListQuery>;
type Row = typeof outbox.$inferSelect;

const SORT = { createdAt: outbox.createdAt, sentAt: outbox.sentAt, recipient: outbox.recipient };

/** States a message can be sent again from: it went out, failed, or was skipped (then given an address). */
const RESENDABLE: readonly string[] = ['sent', 'failed', 'skipped'];

/** Also an e-mail kept in the outbox because no SMTP server was configured when it was written. */
export function resendable(row: Pick<Row, 'state' | 'recipient' | 'providerAnswer'>): boolean {
  const kept = row.state === 'queued' && row.providerAnswer === NO_SMTP;
  return (kept || RESENDABLE.includes(row.state)) && row.recipient.trim() !== '';
}

/** How the outbox is shown: codes masked unless demo mode (`demo`), and the caller's actions. */
export interface OutboxView {
  demo: boolean;
}

function hidden(view: OutboxView, row: Pick<Row, 'secret'>): boolean {
  return row.secret && !view.demo;
}

function shape(auth: AuthContext, view: OutboxView, row: Row, pressName: string | null): OutboxRow {
  const mask = hidden(view, row);
  return {
    id: row.id,
    pressName,
    channel: row.channel as OutboxRow['channel'],
    event: row.event,
    recipient: row.recipient,
    recipientName: row.recipientName,
    subject: mask ? maskDigits(row.subject) : row.subject,
    state: row.state as OutboxState,
    attempts: row.attempts,
    lastError: row.lastError,
    resendOf: row.resendOf,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    actions: auth.permissions.has('editorialReview.notify.edit') && resendable(row) ? ['resend'] : [],
  };
}

/**
 * The messages a person may read: their press's (platform operators: every press's); a person
 * limited to some journals sees only the messages about manuscripts of those journals.
 */
export function outboxScope(auth: AuthContext): SQL | undefined {
  const assigned = assignedCondition(auth, sql.raw('m.journal_id'));
  return and(
    pressCondition(auth, outbox.pressId),
    assigned &&
      sql`exists (select 1 from ${manuscripts} m where m.id = "outbox"."manuscript_id" and ${assigned})`,
  );
}

/** The caller's press's messages (platform operators: every press's), filtered, sorted and paged. */
export async function listOutbox(db: Db, auth: AuthContext, view: OutboxView, q: Query) {
  const who = q.recipient ? containsPattern(q.recipient) : null;
  const where = and(
    outboxScope(auth),
    q.state ? eq(outbox.state, q.state) : undefined,
    q.channel ? eq(outbox.channel, q.channel) : undefined,
    q.event ? eq(outbox.event, q.event) : undefined,
    who ? or(ilike(outbox.recipient, who), ilike(outbox.recipientName, who)) : undefined,
    q.from ? gte(outbox.createdAt, new Date(q.from)) : undefined,
    q.to ? lte(outbox.createdAt, new Date(q.to)) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({ row: outbox, pressName: presses.name })
      .from(outbox)
      .leftJoin(presses, eq(presses.id, outbox.pressId))
      .where(where)
      .orderBy(...orderOf(q, SORT[q.sort], outbox.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: sql<number>`count(*)::int` }).from(outbox).where(where),
  ]);
  return pageOf(
    rows.map((r) => shape(auth, view, r.row, r.pressName)),
    count?.n ?? 0,
    q,
  );
}

/** One message as it was sent (404 for another press's). */
export async function outboxMessage(db: Db, auth: AuthContext, view: OutboxView, id: number) {
  const [found] = await db
    .select({
      row: outbox,
      pressName: presses.name,
      manuscriptId: manuscripts.id,
      articleNo: manuscripts.articleNo,
    })
    .from(outbox)
    .leftJoin(presses, eq(presses.id, outbox.pressId))
    .leftJoin(manuscripts, eq(manuscripts.id, outbox.manuscriptId))
    .where(and(eq(outbox.id, id), outboxScope(auth)));
  if (!found) throw errors.notFound();
  const { row } = found;
  const mask = hidden(view, row);
  return {
    ...shape(auth, view, row, found.pressName),
    body: mask ? maskDigits(row.body) : row.body,
    html: row.html === null ? null : mask ? maskDigits(row.html) : row.html,
    attachments: row.attachments,
    providerAnswer: row.providerAnswer,
    masked: mask,
    manuscript:
      found.manuscriptId === null ? null : { id: found.manuscriptId, articleNo: found.articleNo ?? '' },
    updatedAt: row.updatedAt.toISOString(),
  };
}
