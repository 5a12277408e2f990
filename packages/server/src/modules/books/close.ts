import { chinaMonth } from '@jb/contract/months';
import { BILL_RULES, type billCloseBody, PeriodStatus } from '@jb/contract/schemas/bills';
import { ruleText } from '@jb/contract/schemas/remittances';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { accountPeriods } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { lockBook } from './entries.ts';
import { figuresOf } from './figures.ts';
import { merchantOf } from './list.ts';

export const refused = (path: string, rule: keyof typeof BILL_RULES, values: Record<string, string> = {}) =>
  errors.validation([{ path, ...ruleText(BILL_RULES[rule], values) }]);

/**
 * Finance closes a merchant's month (结账) under the version read: the month must have ended and
 * every earlier month with entries be closed; its figures are frozen into the period row. Closing
 * holds the merchant's book alone, so no entry lands in the month meanwhile; afterwards movements
 * dated in it are booked into the next open month. A closed month never reopens.
 */
export function closePeriod(db: Db, auth: AuthContext, body: z.infer<typeof billCloseBody>) {
  return db.transaction(async (tx) => {
    const merchant = await merchantOf(tx, auth, body.merchantId);
    if (body.period >= chinaMonth()) throw refused('period', 'notEnded');
    await lockBook(tx, merchant.id, 'exclusive');
    const key = and(
      eq(accountPeriods.pressId, merchant.pressId),
      eq(accountPeriods.merchantId, merchant.id),
      eq(accountPeriods.period, body.period),
    );
    await tx
      .insert(accountPeriods)
      .values({ pressId: merchant.pressId, merchantId: merchant.id, period: body.period })
      .onConflictDoNothing();
    const [row] = await tx.select().from(accountPeriods).where(key).for('update');
    if (row!.version !== body.version) throw errors.staleVersion();
    if (row!.status === PeriodStatus.CLOSED) throw refused('period', 'closed');
    const f = await figuresOf(tx, merchant.pressId, merchant.id, body.period);
    if (f.earlierOpen !== null) throw refused('period', 'earlierOpen', { month: f.earlierOpen });
    await tx
      .update(accountPeriods)
      .set({
        status: PeriodStatus.CLOSED,
        openingFen: f.openingFen,
        inFen: f.inFen,
        refundFen: f.refundFen,
        discountFen: f.discountFen,
        closingFen: f.closingFen,
        remittedFen: f.remittedFen,
        closedBy: auth.userId,
        // The database's clock now (after the lock): every entry of the month was written before it.
        closedAt: sql`clock_timestamp()`,
        version: row!.version + 1,
      })
      .where(key);
    return {
      merchantId: merchant.id,
      period: body.period,
      status: PeriodStatus.CLOSED,
      version: row!.version + 1,
    };
  });
}
