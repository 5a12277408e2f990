import { AdminType } from '@jb/contract/roles';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createBatch, payBatch } from '../../modules/expertFees/batches.ts';
import type { BlobStore } from '../../platform/files/blobStore.ts';
import type { Db, Tx } from '../client.ts';
import {
  expertFeeBatches,
  expertFeeEvents,
  expertInvitations,
  expertReviews,
  manuscripts,
  storedFiles,
} from '../schema/index.ts';
import { seedStaff } from './actor.ts';
import type { PlannedFee } from './experts.ts';
import { demoFile } from './manuscripts.ts';

const DAY = 86_400_000;

/**
 * 专家审稿费's demo: the submitted reviews' fees were earned (unpaid) through the expert area's
 * service; finance, through the batch service, paid some in a batch with the bank's voucher (3), a few
 * days after their newest review, and two days ago gathered others into a batch awaiting payment (2).
 * The rest stay unpaid, to be batched on the screen. The history rows are dated with their moves.
 */
export async function seedExpertFees(
  tx: Tx,
  store: BlobStore,
  pressId: number,
  people: { finance: number },
  planned: PlannedFee[],
): Promise<void> {
  // The services open their own transactions: inside the seed's they are savepoints.
  const db = tx as unknown as Db;
  const finance = seedStaff(pressId, people.finance, AdminType.FINANCE);
  const reviews = await tx
    .select({ id: expertReviews.invitationId, submittedAt: expertReviews.submittedAt })
    .from(expertReviews)
    .where(
      inArray(
        expertReviews.invitationId,
        planned.map((p) => p.invitationId),
      ),
    );
  // Every fee of the press was earned when its review came in (the service wrote at seeding time).
  await tx.execute(sql`update ${expertFeeEvents} e set created_at = r.submitted_at
    from ${expertReviews} r, ${expertInvitations} i, ${manuscripts} m
    where r.invitation_id = e.invitation_id and i.id = e.invitation_id and m.id = i.manuscript_id
      and m.press_id = ${pressId} and e.from_status = 0 and e.to_status = 1`);
  const newest = (ids: number[]) =>
    Math.max(...reviews.filter((r) => ids.includes(r.id)).map((r) => r.submittedAt!.getTime()));
  const redate = async (batchId: number, at: Date) => {
    await tx.update(expertFeeBatches).set({ createdAt: at }).where(eq(expertFeeBatches.id, batchId));
    await tx
      .update(expertFeeEvents)
      .set({ createdAt: at })
      .where(and(eq(expertFeeEvents.batchId, batchId), eq(expertFeeEvents.toStatus, 2)));
  };

  const paid = planned.filter((p) => p.status === 3).map((p) => p.invitationId);
  if (paid.length > 0) {
    const at = new Date(Math.min(newest(paid) + 3 * DAY, Date.now() - 2 * DAY));
    const batch = await createBatch(db, finance, { invitationIds: paid, note: '' }, at);
    await redate(batch.id, at);
    const file = await demoFile(store, 'fund-certificate.pdf');
    const [voucher] = await tx
      .insert(storedFiles)
      .values({
        ...file,
        pressId,
        name: `银行回单-${batch.batchNo}.pdf`,
        kind: 'voucher',
        uploadedByType: 'staff',
        uploadedBy: people.finance,
      })
      .returning({ id: storedFiles.id });
    const paidAt = new Date(Math.min(at.getTime() + 2 * DAY, Date.now() - DAY));
    await payBatch(
      db,
      finance,
      {
        id: batch.id,
        version: batch.version,
        voucherFileId: voucher!.id,
        note: '工行批量代发，回单已上传',
      },
      paidAt,
    );
    await tx
      .update(expertFeeEvents)
      .set({ createdAt: paidAt })
      .where(and(eq(expertFeeEvents.batchId, batch.id), eq(expertFeeEvents.toStatus, 3)));
  }

  const awaiting = planned.filter((p) => p.status === 2).map((p) => p.invitationId);
  if (awaiting.length > 0) {
    // Made a couple of days ago: the bank file is out, the transfer not yet confirmed.
    const at = new Date(Math.max(newest(awaiting) + 3_600_000, Date.now() - 2 * DAY));
    const batch = await createBatch(db, finance, { invitationIds: awaiting, note: '审稿费代发' }, at);
    await redate(batch.id, at);
  }
}
