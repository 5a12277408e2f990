import { AuditFeeStatus } from '@jb/contract/enums/order';
import {
  EXPERT_FEE_RULES,
  ExpertFeeBatchStatus,
  type expertFeeBatchBody,
  type expertFeeCancelBody,
  type expertFeePayBody,
} from '@jb/contract/schemas/expertFees';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { expertFeeBatches, expertReviews } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { lockFor } from '../../platform/locks.ts';
import { assertSamePress } from '../../platform/tenancy.ts';
import { isStaffVoucher } from '../files/vouchers.ts';
import { chinaDate } from '../manuscripts/service.ts';
import { moveFees } from './moves.ts';
import { feesOf } from './queries.ts';

/**
 * Payment batches of review fees: unpaid fees gathered into a batch (1 → 2) that awaits payment,
 * then paid with the transfer's voucher (2 → 3) or cancelled (2 → 1). The batch row and every fee's
 * status and history row change in one transaction; the batch is locked and its version checked.
 */

const refused = (path: string, rule: keyof typeof EXPERT_FEE_RULES, names = '') =>
  errors.validation([
    {
      path,
      zh: EXPERT_FEE_RULES[rule].zh.replace('{{names}}', names),
      en: EXPERT_FEE_RULES[rule].en.replace('{{names}}', names),
    },
  ]);

/** `SGF` + the China day + a three-digit sequence of the press's batches that day: SGF20261126001. */
async function nextBatchNo(tx: Tx, pressId: number, at: Date): Promise<string> {
  await lockFor(tx, 'expertFeeNumbering', pressId);
  const prefix = `SGF${chinaDate(at).day.replaceAll('-', '')}`;
  const [row] = await tx
    .select({
      last: sql<number>`coalesce(max(substr(${expertFeeBatches.batchNo}, ${prefix.length + 1})::int), 0)::int`,
    })
    .from(expertFeeBatches)
    .where(and(eq(expertFeeBatches.pressId, pressId), sql`${expertFeeBatches.batchNo} like ${`${prefix}%`}`));
  return `${prefix}${String((row?.last ?? 0) + 1).padStart(3, '0')}`;
}

const result = (b: typeof expertFeeBatches.$inferSelect) => ({
  id: b.id,
  batchNo: b.batchNo,
  status: b.status,
  totalFen: b.totalFen,
  feeCount: b.feeCount,
  version: b.version,
});

/**
 * Gathers unpaid fees of the press into a new batch awaiting payment. Refused whole: a fee of
 * another press (404), a fee not unpaid, an expert without complete bank details (named).
 */
export function createBatch(
  db: Db,
  auth: AuthContext,
  body: z.infer<typeof expertFeeBatchBody>,
  at = new Date(),
) {
  const ids = [...new Set(body.invitationIds)];
  return db.transaction(async (tx) => {
    const fees = await feesOf(tx, inArray(expertReviews.invitationId, ids)).for('update', {
      of: expertReviews,
    });
    const pressId = auth.platform ? fees[0]?.pressId : auth.pressId;
    if (fees.length !== ids.length || fees.some((f) => f.pressId !== pressId)) throw errors.notFound();
    if (fees.some((f) => f.feeStatus !== AuditFeeStatus.UNPAID)) throw refused('invitationIds', 'notUnpaid');
    const lacking = [...new Set(fees.filter((f) => !f.bankReady).map((f) => f.expertName))];
    if (lacking.length > 0) throw refused('invitationIds', 'noBank', lacking.join('、'));
    const totalFen = fees.reduce((sum, f) => sum + f.feeFen, 0);
    const [batch] = await tx
      .insert(expertFeeBatches)
      .values({
        pressId: pressId!,
        batchNo: await nextBatchNo(tx, pressId!, at),
        totalFen,
        feeCount: fees.length,
        createdBy: auth.userId,
        createdAt: at,
      })
      .returning();
    await moveFees(tx, inArray(expertReviews.invitationId, ids), {
      from: AuditFeeStatus.UNPAID,
      to: AuditFeeStatus.AWAITING,
      batchId: batch!.id,
      eventBatchId: batch!.id,
      actorId: auth.userId,
      note: body.note,
    });
    return result(batch!);
  });
}

/** A batch of the caller's press, locked, under the version read and awaiting payment. */
async function lockAwaiting(tx: Tx, auth: AuthContext, id: number, version: number) {
  const [batch] = await tx.select().from(expertFeeBatches).where(eq(expertFeeBatches.id, id)).for('update');
  if (!batch) throw errors.notFound();
  assertSamePress(auth, batch.pressId);
  if (batch.version !== version) throw errors.staleVersion();
  if (batch.status !== ExpertFeeBatchStatus.AWAITING) throw refused('id', 'notAwaiting');
  return batch;
}

/** The batch's fees awaiting payment, as a condition over reviews. */
const inBatch = (batchId: number) =>
  and(eq(expertReviews.feeBatchId, batchId), eq(expertReviews.feeStatus, AuditFeeStatus.AWAITING))!;

/** Marks a batch paid with the bank's voucher (a `voucher` file of the press) and a note; its fees are paid. */
export function payBatch(db: Db, auth: AuthContext, body: z.infer<typeof expertFeePayBody>, at = new Date()) {
  return db.transaction(async (tx) => {
    const batch = await lockAwaiting(tx, auth, body.id, body.version);
    if (!(await isStaffVoucher(tx, batch.pressId, body.voucherFileId)))
      throw refused('voucherFileId', 'voucher');
    const [paid] = await tx
      .update(expertFeeBatches)
      .set({
        status: ExpertFeeBatchStatus.PAID,
        paidBy: auth.userId,
        paidAt: at,
        voucherFileId: body.voucherFileId,
        voucherNote: body.note,
        version: batch.version + 1,
      })
      .where(eq(expertFeeBatches.id, batch.id))
      .returning();
    await moveFees(tx, inBatch(batch.id), {
      from: AuditFeeStatus.AWAITING,
      to: AuditFeeStatus.PAID,
      batchId: batch.id,
      eventBatchId: batch.id,
      actorId: auth.userId,
      note: body.note,
    });
    return result(paid!);
  });
}

/** Cancels a batch awaiting payment, with the reason; its fees leave it and are unpaid again. */
export function cancelBatch(db: Db, auth: AuthContext, body: z.infer<typeof expertFeeCancelBody>) {
  return db.transaction(async (tx) => {
    const batch = await lockAwaiting(tx, auth, body.id, body.version);
    const [cancelled] = await tx
      .update(expertFeeBatches)
      .set({ status: ExpertFeeBatchStatus.CANCELLED, version: batch.version + 1 })
      .where(eq(expertFeeBatches.id, batch.id))
      .returning();
    await moveFees(tx, inBatch(batch.id), {
      from: AuditFeeStatus.AWAITING,
      to: AuditFeeStatus.UNPAID,
      batchId: null,
      eventBatchId: batch.id,
      actorId: auth.userId,
      note: body.reason,
    });
    return result(cancelled!);
  });
}
