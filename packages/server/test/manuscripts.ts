import { orderReceive } from '@jb/contract/api/orders';
import { FeeType } from '@jb/contract/enums/order';
import { type ManuscriptStatus, Status } from '@jb/contract/workflow';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../src/db/client.ts';
import { authors, manuscriptCounts, manuscriptEvents, manuscripts } from '../src/db/schema/index.ts';
import { adjustCount } from '../src/modules/manuscripts/counts.ts';
import { createOrder } from '../src/modules/orders/service.ts';
import { processesInForce } from '../src/modules/processes/service.ts';
import { chinaDay } from '../src/platform/chinaDays.ts';
import { unique, uniquePhone } from './factories.ts';
import type { PressWorld } from './scenario.ts';
import { callOf, type Session } from './wireClient.ts';

/** The prepaid fee of test manuscripts: 500.00 yuan. */
export const TEST_PREPAID_FEN = 50_000;

export async function createAuthor(db: Db, pressId: number, name = '张三') {
  const [author] = await db
    .insert(authors)
    .values({ pressId, name, phone: uniquePhone(), passwordHash: 'x' })
    .returning({ id: authors.id, phone: authors.phone });
  return author!;
}

type World = { press: { id: number }; journalId: number; columnId: number };

/** A manuscript row at `status` with its counted total and its first event (the submission, or an imported move). */
async function insertManuscript(tx: Tx, w: World, status: ManuscriptStatus, author: number, title: string) {
  const pressId = w.press.id;
  const { review, production } = await processesInForce(tx, pressId, w.journalId);
  const [m] = await tx
    .insert(manuscripts)
    .values({
      pressId,
      journalId: w.journalId,
      columnId: w.columnId,
      authorId: author,
      articleNo: unique('A'),
      title,
      status,
      reviewProcessId: review.id,
      productionProcessId: production.id,
    })
    .returning({ id: manuscripts.id });
  await adjustCount(
    tx,
    { pressId, journalId: w.journalId, columnId: w.columnId, status, submittedAt: new Date() },
    1,
  );
  await tx.insert(manuscriptEvents).values({
    manuscriptId: m!.id,
    action: status === Status.AUTHOR_UNPAID ? 'submit' : 'imported',
    toStatus: status,
    actorType: 'author',
    actorId: author,
    reviewProcessId: review.id,
    productionProcessId: production.id,
  });
  return { id: m!.id, review };
}

/**
 * A manuscript waiting at 0 with its unpaid prepaid-fee order, as a submission to a journal that
 * charges one leaves it (the submission itself is tested through the author site).
 */
export async function manuscriptAtZero(db: Db, w: World, authorId?: number) {
  const pressId = w.press.id;
  const author = authorId ?? (await createAuthor(db, pressId)).id;
  return db.transaction(async (tx) => {
    const { id, review } = await insertManuscript(
      tx,
      w,
      Status.AUTHOR_UNPAID,
      author,
      '深度学习在期刊审稿中的应用',
    );
    const order = await createOrder(
      tx,
      {
        pressId,
        journalId: w.journalId,
        manuscriptId: id,
        authorId: author,
        feeType: FeeType.PREPAID,
        amountFen: TEST_PREPAID_FEN,
      },
      { type: 'author', id: author },
      '2026-11-23',
    );
    return { id, authorId: author, orderId: order.id, orderNum: order.orderNum, firstStage: review.path[1]! };
  });
}

/**
 * A manuscript whose review is over (accepted, 90), as an imported history leaves it: production's
 * tests start here (the review path to 90 is tested by the review pipeline's own).
 */
export async function acceptedManuscript(db: Db, w: World, title = '基于深度学习的期刊排版研究') {
  const author = (await createAuthor(db, w.press.id)).id;
  const { id } = await db.transaction((tx) => insertManuscript(tx, w, Status.ACCEPTED, author, title));
  return { id, authorId: author };
}

/** The kept counts of a press against its rows: equal when every change counted itself. */
export async function countsAgainstRows(db: Db, pressId: number) {
  const kept = await db
    .select({
      journalId: manuscriptCounts.journalId,
      columnId: manuscriptCounts.columnId,
      status: manuscriptCounts.status,
      day: manuscriptCounts.day,
      n: manuscriptCounts.n,
    })
    .from(manuscriptCounts)
    .where(eq(manuscriptCounts.pressId, pressId));
  const rows = await db.select().from(manuscripts).where(eq(manuscripts.pressId, pressId));
  const actual = new Map<string, number>();
  for (const m of rows) {
    const key = [m.journalId, m.columnId, m.status, chinaDay(m.submittedAt)].join('|');
    actual.set(key, (actual.get(key) ?? 0) + 1);
  }
  const keptMap = new Map(
    kept.filter((k) => k.n !== 0).map((k) => [[k.journalId, k.columnId, k.status, k.day].join('|'), k.n]),
  );
  return { kept: Object.fromEntries([...keptMap].sort()), actual: Object.fromEntries([...actual].sort()) };
}

/**
 * An "other fee" order of the author's manuscript, paid in full at the counter by the press's
 * administrator through the real call: a paid order to ask a refund of.
 */
export async function paidOtherFee(
  t: { app: FastifyInstance; db: Db },
  w: PressWorld,
  admin: Session,
  m: { id: number; authorId: number },
  amountFen: number,
): Promise<number> {
  const { id } = await t.db.transaction((tx) =>
    createOrder(
      tx,
      {
        pressId: w.press.id,
        journalId: w.journalId,
        manuscriptId: m.id,
        authorId: m.authorId,
        feeType: FeeType.OTHER,
        amountFen,
      },
      { type: 'staff', id: w.admin.id },
      '2026-11-25',
    ),
  );
  const paid = await callOf(t.app, orderReceive, admin, {
    body: { id, version: 0, method: 'offline', amountFen, payer: '李作者', paidOn: '2026-11-25' },
  });
  if (paid.statusCode !== 200) throw new Error(`paying order ${id}: ${paid.body}`);
  return id;
}
