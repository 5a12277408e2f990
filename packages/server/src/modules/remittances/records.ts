import { RemittanceStatus } from '@jb/contract/enums/remittance';
import {
  REMITTANCE_RULES,
  type remittanceAsideBody,
  type remittanceRestoreBody,
  type remittanceSaveBody,
} from '@jb/contract/schemas/remittances';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { remittances } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { ownPress } from '../../platform/tenancy.ts';
import { isStaffVoucher } from '../files/vouchers.ts';
import { chinaDate } from '../manuscripts/service.ts';
import { isOpen, lockRemittance, openStatus, saveRemittance } from './queries.ts';

const refused = (path: string, rule: keyof typeof REMITTANCE_RULES) =>
  errors.validation([{ path, ...REMITTANCE_RULES[rule] }]);

/** Today's China day: money cannot arrive after it. */
export const chinaToday = () => chinaDate(new Date()).day;

/**
 * Finance records a remittance received by hand (from the bank's voucher): unmatched, of the
 * person's press. A bank reference recorded or imported before is refused on its field.
 */
export function recordByHand(db: Db, auth: AuthContext, body: z.infer<typeof remittanceSaveBody>) {
  const pressId = ownPress(auth, null);
  if (body.receivedOn > chinaToday()) throw refused('receivedOn', 'future');
  return db.transaction(async (tx) => {
    if (body.voucherFileId !== null && !(await isStaffVoucher(tx, pressId, body.voucherFileId)))
      throw refused('voucherFileId', 'voucher');
    const [row] = await tx
      .insert(remittances)
      .values({ ...body, pressId, createdBy: auth.userId })
      .onConflictDoNothing({
        target: [remittances.pressId, remittances.bankRef],
        where: sql`${remittances.bankRef} <> ''`,
      })
      .returning();
    if (!row) throw refused('bankRef', 'bankRefTaken');
    return { id: row.id, status: row.status, matchedFen: row.matchedFen, version: row.version };
  });
}

/** Sets an open remittance aside (another unit's money, a duplicate transfer), with the reason. */
export function setAside(db: Db, auth: AuthContext, body: z.infer<typeof remittanceAsideBody>) {
  return db.transaction(async (tx) => {
    const row = await lockRemittance(tx, auth, body.id, body.version);
    if (row.status === RemittanceStatus.SET_ASIDE) throw refused('id', 'setAside');
    if (!isOpen(row)) throw refused('id', 'nothingLeft');
    return saveRemittance(tx, row, {
      status: RemittanceStatus.SET_ASIDE,
      note: body.reason,
      asideBy: auth.userId,
      asideAt: new Date(),
    });
  });
}

/** Undoes setting aside: the remittance is open to matching again (unmatched or partly matched). */
export function restore(db: Db, auth: AuthContext, body: z.infer<typeof remittanceRestoreBody>) {
  return db.transaction(async (tx) => {
    const row = await lockRemittance(tx, auth, body.id, body.version);
    if (row.status !== RemittanceStatus.SET_ASIDE) throw refused('id', 'notAside');
    return saveRemittance(tx, row, { status: openStatus(row), note: '', asideBy: null, asideAt: null });
  });
}
