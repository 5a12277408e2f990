import { type billReverseBody, PeriodStatus } from '@jb/contract/schemas/bills';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { accountEntries, accountPeriods } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { assertSamePress } from '../../platform/tenancy.ts';
import { refused } from './close.ts';
import { type BaseKind, bookInto, chinaToday } from './entries.ts';

/**
 * Finance reverses (冲正) an entry of a closed month, with the reason: a new entry, the negative of
 * it for the same merchant, order and fee type, booked into the current month (a closed month never
 * changes). Each entry is reversed at most once; a reversal is never reversed.
 */
export function reverseEntry(db: Db, auth: AuthContext, body: z.infer<typeof billReverseBody>) {
  return db.transaction(async (tx) => {
    // Locked so two reversals of one entry wait for each other (the entry itself never changes).
    const [entry] = await tx
      .select()
      .from(accountEntries)
      .where(eq(accountEntries.id, body.id))
      .for('update');
    if (!entry) throw errors.notFound();
    assertSamePress(auth, entry.pressId);
    if (entry.kind === 'reversal') throw refused('id', 'reversal');
    const [period] =
      entry.merchantId === null
        ? []
        : await tx
            .select({ status: accountPeriods.status })
            .from(accountPeriods)
            .where(
              and(
                eq(accountPeriods.pressId, entry.pressId),
                eq(accountPeriods.merchantId, entry.merchantId),
                eq(accountPeriods.period, entry.period),
              ),
            );
    if (period?.status !== PeriodStatus.CLOSED) throw refused('id', 'notClosed');
    const [done] = await tx
      .select({ id: accountEntries.id })
      .from(accountEntries)
      .where(eq(accountEntries.reversesId, entry.id));
    if (done) throw refused('id', 'reversed');
    return bookInto(
      tx,
      {
        pressId: entry.pressId,
        merchantId: entry.merchantId,
        journalId: entry.journalId,
        orderId: entry.orderId,
        feeType: entry.feeType,
        kind: 'reversal',
        sourceId: null,
        reversesId: entry.id,
        amountFen: -entry.amountFen,
        occurredOn: chinaToday(),
        note: body.reason,
        createdBy: auth.userId,
      },
      entry.kind as BaseKind,
    );
  });
}
