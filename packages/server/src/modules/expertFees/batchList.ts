import {
  type EXPERT_FEE_BATCH_ACTIONS,
  type ExpertFeeBatchRow,
  ExpertFeeBatchStatus,
  type expertFeeBatchListQuery,
} from '@jb/contract/schemas/expertFees';
import { and, eq, ilike, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { expertFeeBatches, expertFeeEvents, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { containsPattern, iso, offsetOf, orderOf, pageOf } from '../../platform/list.ts';
import { pressCondition } from '../../platform/tenancy.ts';

type Query = z.infer<typeof expertFeeBatchListQuery>;
type Action = (typeof EXPERT_FEE_BATCH_ACTIONS)[number];
const SORT = { createdAt: expertFeeBatches.createdAt, total: expertFeeBatches.totalFen };
const creator = alias(users, 'creator');
const payer = alias(users, 'payer');

/** What the caller may do with a batch at its status (its fees are always listed). */
function actionsOf(auth: AuthContext, status: number): Action[] {
  const pays = auth.permissions.has('finance.expertFee.pay');
  if (status === ExpertFeeBatchStatus.AWAITING) return pays ? ['fees', 'export', 'pay', 'cancel'] : ['fees'];
  if (status === ExpertFeeBatchStatus.PAID) return pays ? ['fees', 'export'] : ['fees'];
  return [];
}

/** Why a cancelled batch was cancelled: the note on its fees' move back to unpaid. */
const cancelReason = sql<string | null>`(select e.note from ${expertFeeEvents} e
  where e.batch_id = ${expertFeeBatches.id} and e.to_status = 1 order by e.id limit 1)`;

/** The press's payment batches, newest first, with who made and paid them. */
export async function listBatches(db: Db, auth: AuthContext, q: Query) {
  const where = and(
    pressCondition(auth, expertFeeBatches.pressId),
    q.status === undefined ? undefined : eq(expertFeeBatches.status, q.status),
    q.batchNo ? ilike(expertFeeBatches.batchNo, containsPattern(q.batchNo)) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        batch: expertFeeBatches,
        createdByName: creator.name,
        paidByName: payer.name,
        cancelReason,
      })
      .from(expertFeeBatches)
      .innerJoin(creator, eq(creator.id, expertFeeBatches.createdBy))
      .leftJoin(payer, eq(payer.id, expertFeeBatches.paidBy))
      .where(where)
      .orderBy(...orderOf(q, SORT[q.sort], expertFeeBatches.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: sql<number>`count(*)::int` }).from(expertFeeBatches).where(where),
  ]);
  const list: ExpertFeeBatchRow[] = rows.map(({ batch: b, createdByName, paidByName, cancelReason }) => ({
    id: b.id,
    batchNo: b.batchNo,
    status: b.status,
    totalFen: b.totalFen,
    feeCount: b.feeCount,
    createdByName,
    createdAt: b.createdAt.toISOString(),
    paidByName,
    paidAt: iso(b.paidAt),
    voucherFileId: b.voucherFileId,
    voucherNote: b.voucherNote,
    cancelReason: b.status === ExpertFeeBatchStatus.CANCELLED ? (cancelReason ?? '') : null,
    version: b.version,
    actions: actionsOf(auth, b.status),
  }));
  return pageOf(list, count?.n ?? 0, q);
}
