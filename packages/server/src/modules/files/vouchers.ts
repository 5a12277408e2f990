import type { Db, Tx } from '../../db/client.ts';
import { storedFileOf } from './storedFileOf.ts';

/**
 * Whether a file may stand as a voucher of the press (a bank remittance recorded by hand, a payment
 * confirmed or received by finance, an expert-fee batch paid): uploaded as kind `voucher` by staff of
 * that press. Each caller refuses an unfit one on its own field with its own message.
 */
export async function isStaffVoucher(db: Db | Tx, pressId: number, fileId: number): Promise<boolean> {
  return (await storedFileOf(db, fileId, { pressId, kind: 'voucher', uploader: { type: 'staff' } })) !== null;
}
