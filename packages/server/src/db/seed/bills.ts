import { FeeType } from '@jb/contract/enums/order';
import { addMonths, chinaMonth } from '@jb/contract/months';
import { ALL_PERMISSIONS } from '@jb/contract/permissions';
import { PeriodStatus } from '@jb/contract/schemas/bills';
import { and, asc, eq, gt, isNotNull, lt } from 'drizzle-orm';
import { closePeriod } from '../../modules/books/close.ts';
import { receiveOrder } from '../../modules/orders/manage.ts';
import { createOrder } from '../../modules/orders/service.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { Db, Tx } from '../client.ts';
import { accountPeriods, journals, manuscripts } from '../schema/index.ts';

/**
 * The account bills' demo (账单管理): every payment the seeds made went through the order service,
 * so the book is full (the history's remittances reach back a year). Finance has closed each
 * merchant's months up to the one before last, through the service, oldest first; last month
 * (ended: finance may close it now) and this month stay open. One remittance of two months ago,
 * recorded only now, shows a late entry booked into last month.
 */
export async function seedBills(tx: Tx, pressId: number, people: { finance: number; admin: number }) {
  const finance: AuthContext = {
    sessionId: 0,
    userId: people.finance,
    pressId,
    platform: false,
    adminType: 1,
    permissions: new Set(ALL_PERMISSIONS),
    sessionKey: Buffer.alloc(0),
    token: '',
  };
  // The service functions open their own transaction; inside the seed's they are savepoints.
  const db = tx as unknown as Db;
  const lastClosed = addMonths(chinaMonth(), -2);
  // The month before last is closed even when the history booked nothing into it (the history's
  // dates fall where they fall): otherwise the late remittance below would open it instead of
  // being booked late into last month.
  const booked = await tx
    .selectDistinct({ merchantId: accountPeriods.merchantId })
    .from(accountPeriods)
    .where(eq(accountPeriods.pressId, pressId));
  for (const { merchantId } of booked)
    await tx.insert(accountPeriods).values({ pressId, merchantId, period: lastClosed }).onConflictDoNothing();
  const open = await tx
    .select({ merchantId: accountPeriods.merchantId, period: accountPeriods.period })
    .from(accountPeriods)
    .where(
      and(
        eq(accountPeriods.pressId, pressId),
        eq(accountPeriods.status, PeriodStatus.OPEN),
        lt(accountPeriods.period, addMonths(lastClosed, 1)),
      ),
    )
    .orderBy(asc(accountPeriods.merchantId), asc(accountPeriods.period));
  for (const p of open) await closePeriod(db, finance, { ...p, version: 0 });

  const [m] = await tx
    .select({ id: manuscripts.id, journalId: manuscripts.journalId, authorId: manuscripts.authorId })
    .from(manuscripts)
    .innerJoin(journals, eq(journals.id, manuscripts.journalId))
    .where(
      and(eq(manuscripts.pressId, pressId), gt(manuscripts.status, 0), isNotNull(journals.payeeMerchantId)),
    )
    .orderBy(asc(manuscripts.id))
    .limit(1);
  if (!m) return;
  const day = `${chinaMonth()}-01`;
  const late = await createOrder(
    tx,
    {
      pressId,
      journalId: m.journalId,
      manuscriptId: m.id,
      authorId: m.authorId,
      feeType: FeeType.OTHER,
      amountFen: 26_000,
    },
    { type: 'staff', id: people.admin },
    day,
    new Date(`${day}T10:00:00+08:00`),
    '彩色插图印刷费',
  );
  await receiveOrder(db, finance, {
    id: late.id,
    version: 0,
    method: 'remittance',
    amountFen: 26_000,
    payer: '作者本人',
    paidOn: `${lastClosed}-28`,
    voucherNote: '银行回单补登（到账月份已结账）',
  });
}
