import { LISTED_FEE_STATUSES } from '@jb/contract/schemas/expertFees';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  expertFeeBatches,
  expertInvitations,
  expertProfiles,
  expertReviews,
  journals,
  manuscripts,
  users,
} from '../../db/schema/index.ts';

/** Reviews whose fee finance pays (unpaid, awaiting payment, paid); a review without a fee is left out. */
export const withFee = inArray(expertReviews.feeStatus, [...LISTED_FEE_STATUSES]);

/** The payee's name, bank and account are all on the expert's profile. */
export const bankReady = sql<boolean>`(coalesce(${expertProfiles.accountName}, '') <> ''
  and coalesce(${expertProfiles.bankName}, '') <> '' and coalesce(${expertProfiles.bankAccount}, '') <> '')`;

export const feeColumns = {
  id: expertReviews.invitationId,
  expertId: users.id,
  expertName: users.name,
  accountName: sql<string>`coalesce(${expertProfiles.accountName}, '')`,
  bankName: sql<string>`coalesce(${expertProfiles.bankName}, '')`,
  bankAccount: sql<string>`coalesce(${expertProfiles.bankAccount}, '')`,
  bankReady,
  articleNo: manuscripts.articleNo,
  title: manuscripts.title,
  journalId: journals.id,
  journalName: journals.name,
  pressId: manuscripts.pressId,
  submittedAt: expertReviews.submittedAt,
  feeFen: expertReviews.feeFen,
  feeStatus: expertReviews.feeStatus,
  batchId: expertReviews.feeBatchId,
  batchNo: expertFeeBatches.batchNo,
  paidAt: expertFeeBatches.paidAt,
};

/**
 * Review fees with their expert (and bank details), manuscript, journal and batch: a builder to
 * filter, order and page. The press is the manuscript's.
 */
export function feesOf(db: Db | Tx, where: SQL | undefined) {
  return db
    .select(feeColumns)
    .from(expertReviews)
    .innerJoin(expertInvitations, eq(expertInvitations.id, expertReviews.invitationId))
    .innerJoin(manuscripts, eq(manuscripts.id, expertInvitations.manuscriptId))
    .innerJoin(journals, eq(journals.id, manuscripts.journalId))
    .innerJoin(users, eq(users.id, expertInvitations.expertId))
    .leftJoin(expertProfiles, eq(expertProfiles.userId, expertInvitations.expertId))
    .leftJoin(expertFeeBatches, eq(expertFeeBatches.id, expertReviews.feeBatchId))
    .where(where)
    .$dynamic();
}

/** The count and sum of the fees `where` selects in each listed status (1-3), zeros included. */
export async function feeTotals(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({
      status: expertReviews.feeStatus,
      count: sql<number>`count(*)::int`,
      // A sum of integers is bigint; as float8 it arrives as a number (exact below 2^53 fen).
      totalFen: sql<number>`coalesce(sum(${expertReviews.feeFen}), 0)::float8`.mapWith(Number),
    })
    .from(expertReviews)
    .innerJoin(expertInvitations, eq(expertInvitations.id, expertReviews.invitationId))
    .innerJoin(manuscripts, eq(manuscripts.id, expertInvitations.manuscriptId))
    .innerJoin(users, eq(users.id, expertInvitations.expertId))
    .leftJoin(expertFeeBatches, eq(expertFeeBatches.id, expertReviews.feeBatchId))
    .where(and(withFee, where))
    .groupBy(expertReviews.feeStatus);
  return LISTED_FEE_STATUSES.map(
    (status) => rows.find((r) => r.status === status) ?? { status, count: 0, totalFen: 0 },
  );
}
