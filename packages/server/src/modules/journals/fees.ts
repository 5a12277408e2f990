import { ErrorCode } from '@jb/contract/errors';
import type { JournalFee as Fee } from '@jb/contract/schemas/journals';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { journalFees } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { refuse } from '../../platform/errors.ts';
import { requireJournal } from '../../platform/tenancy.ts';

/** Two fees of one type may not be valid on the same day (an open end runs forever). */
export function overlappingFeeTypes(fees: Fee[]): number[] {
  const bad = new Set<number>();
  const byType = new Map<number, Fee[]>();
  for (const f of fees) byType.set(f.feeType, [...(byType.get(f.feeType) ?? []), f]);
  for (const [type, list] of byType) {
    const sorted = [...list].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
    for (let i = 1; i < sorted.length; i++) {
      const prev = sorted[i - 1]!;
      if (prev.validTo === null || prev.validTo >= sorted[i]!.validFrom) bad.add(type);
    }
  }
  return [...bad].sort();
}

export async function listFees(db: Db, auth: AuthContext, journalId: number) {
  await requireJournal(db, auth, journalId);
  const rows = await db
    .select({
      feeType: journalFees.feeType,
      amountFen: journalFees.amountFen,
      validFrom: journalFees.validFrom,
      validTo: journalFees.validTo,
    })
    .from(journalFees)
    .where(eq(journalFees.journalId, journalId))
    .orderBy(journalFees.feeType, journalFees.validFrom);
  return rows;
}

/** Replaces the journal's fee table in one transaction, after the overlap check. */
export async function saveFees(db: Db, auth: AuthContext, journalId: number, fees: Fee[]) {
  const overlapping = overlappingFeeTypes(fees);
  if (overlapping.length) throw refuse(ErrorCode.FEE_OVERLAP, { feeTypes: overlapping });
  await db.transaction(async (tx) => {
    await requireJournal(tx, auth, journalId);
    await tx.delete(journalFees).where(eq(journalFees.journalId, journalId));
    if (fees.length) await tx.insert(journalFees).values(fees.map((f) => ({ journalId, ...f })));
  });
}
