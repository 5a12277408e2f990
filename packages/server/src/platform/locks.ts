import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';

/**
 * Every PostgreSQL advisory lock the product takes, by purpose: the first half of the two-key lock,
 * the second being the id it guards. One list, so two purposes never share a key (a shared key
 * makes unrelated work wait for each other when their ids happen to match).
 */
export const LOCKS = {
  /** A press's review process versions (processes/service.ts). */
  reviewProcess: 7001,
  /** A press's production process versions. */
  productionProcess: 7002,
  /** The duplicate-check runs of one manuscript (similarity/queries.ts). */
  similarityRuns: 7101,
  /** The notice of one return at the duplicate check, by its event (similarity/returnNotice.ts). */
  similarityReturn: 7102,
  /** A merchant's account book: shared by postings, exclusive by a period's close (books/entries.ts). */
  book: 2803,
  /** The numbering of a press's expert fee batches (expertFees/batches.ts). */
  expertFeeNumbering: 7301,
  /** Paying one acquisition editor's commissions (caibianPerf/pay.ts). */
  commissionPay: 7302,
  /** Adding a row to a journal's ordered resource: its place and the cap (platform/resourceOrder.ts). */
  orderedRows: 7401,
  /** Giving a journal a DOI prefix, by the prefix's number (journals/service.ts): one press owns it. */
  doiPrefix: 7402,
} as const;

/** Waits for the lock of `purpose` on `id` until the transaction ends (`shared`: many holders, no exclusive one). */
export async function lockFor(tx: Tx, purpose: keyof typeof LOCKS, id: number, shared = false) {
  await tx.execute(
    shared
      ? sql`select pg_advisory_xact_lock_shared(${LOCKS[purpose]}, ${id})`
      : sql`select pg_advisory_xact_lock(${LOCKS[purpose]}, ${id})`,
  );
}
