import { orderReceive } from '@jb/contract/api/orders';
import { FeeType } from '@jb/contract/enums/order';
import { Status } from '@jb/contract/workflow';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
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

/**
 * A manuscript waiting at 0 with its unpaid prepaid-fee order, as a submission to a journal that
 * charges one leaves it (the submission itself is tested through the author site).
 */
export async function manuscriptAtZero(
  db: Db,
  w: { press: { id: number }; journalId: number; columnId: number },
  authorId?: number,
) {
  const pressId = w.press.id;
  const author = authorId ?? (await createAuthor(db, pressId)).id;
  return db.transaction(async (tx) => {
    const { review, production } = await processesInForce(tx, pressId, w.journalId);
    const [m] = await tx
      .insert(manuscripts)
      .values({
        pressId,
        journalId: w.journalId,
        columnId: w.columnId,
        authorId: author,
        articleNo: unique('A'),
        title: '深度学习在期刊审稿中的应用',
        status: Status.AUTHOR_UNPAID,
        reviewProcessId: review.id,
        productionProcessId: production.id,
      })
      .returning({ id: manuscripts.id });
    await adjustCount(
      tx,
      {
        pressId,
        journalId: w.journalId,
        columnId: w.columnId,
        status: Status.AUTHOR_UNPAID,
        submittedAt: new Date(),
      },
      1,
    );
    await tx.insert(manuscriptEvents).values({
      manuscriptId: m!.id,
      action: 'submit',
      toStatus: Status.AUTHOR_UNPAID,
      actorType: 'author',
      actorId: author,
      reviewProcessId: review.id,
      productionProcessId: production.id,
    });
    const order = await createOrder(
      tx,
      {
        pressId,
        journalId: w.journalId,
        manuscriptId: m!.id,
        authorId: author,
        feeType: FeeType.PREPAID,
        amountFen: TEST_PREPAID_FEN,
      },
      { type: 'author', id: author },
      '2026-11-23',
    );
    return {
      id: m!.id,
      authorId: author,
      orderId: order.id,
      orderNum: order.orderNum,
      firstStage: review.path[1]!,
    };
  });
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
