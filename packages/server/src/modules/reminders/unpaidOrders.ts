import { FeeType, OrderPayStatus } from '@jb/contract/enums/order';
import { fenToYuan } from '@jb/contract/money';
import { Status } from '@jb/contract/workflow';
import { and, eq, sql } from 'drizzle-orm';
import { manuscripts, orders, pressSettings } from '../../db/schema/index.ts';
import type { ReminderKind } from './kinds.ts';

/** The press's reminder days (otherSettings), 3 when never set; 0 switches reminders off. */
const reminderDays = sql<number>`coalesce((${pressSettings.settings}->>'reminderDays')::int, 3)`;

/** How many reminders an unpaid order gets, `reminderDays` apart. */
export const UNPAID_REMINDERS = 3;

/**
 * An author who has not paid the prepaid fee: reminded `reminderDays` after the order, then twice
 * more at the same interval, while the manuscript waits at status 0.
 */
export const unpaidPrepaidOrders: ReminderKind = {
  kind: 'unpaidPrepaid',
  event: 'paymentRequested',
  async find(db) {
    const rows = await db
      .select({
        orderId: orders.id,
        manuscriptId: orders.manuscriptId,
        createdAt: orders.createdAt,
        amountFen: orders.amountFen,
        days: reminderDays,
      })
      .from(orders)
      .innerJoin(manuscripts, eq(manuscripts.id, orders.manuscriptId))
      .leftJoin(pressSettings, eq(pressSettings.pressId, orders.pressId))
      .where(
        and(
          eq(orders.feeType, FeeType.PREPAID),
          eq(orders.payStatus, OrderPayStatus.UNPAID),
          eq(manuscripts.status, Status.AUTHOR_UNPAID),
        ),
      );
    return rows
      .filter((r) => r.days > 0)
      .map((r) => ({
        itemId: r.orderId,
        manuscriptId: r.manuscriptId,
        anchor: r.createdAt,
        offsets: Array.from({ length: UNPAID_REMINDERS }, (_, i) => r.days * (i + 1)),
        vars: { amount: fenToYuan(r.amountFen) },
      }));
  },
};
