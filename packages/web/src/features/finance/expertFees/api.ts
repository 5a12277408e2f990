import {
  expertFeeBatchCancel,
  expertFeeBatchCreate,
  expertFeeBatchExport,
  expertFeeBatchPay,
} from '@jb/contract/api/expertFees';
import { api, download } from '../../../api/http.ts';
import { saveBlob } from '../../../lib/saveBlob.ts';

export type { ExpertFeeBatchRow, ExpertFeeRow } from '@jb/contract/schemas/expertFees';
export type { FeeTotal } from '../../shared/expertFees/FeeTotals.tsx';

/** The batch a change is made on, as the list read it (a changed one is refused as stale). */
interface Target {
  id: number;
  version: number;
}

export const createBatch = (invitationIds: number[], note: string) =>
  api(expertFeeBatchCreate, { body: { invitationIds, note } }, { quiet: true });

export const payBatch = (row: Target, voucherFileId: number, note: string) =>
  api(
    expertFeeBatchPay,
    { body: { id: row.id, version: row.version, voucherFileId, note } },
    { quiet: true },
  );

export const cancelBatch = (row: Target, reason: string) =>
  api(expertFeeBatchCancel, { body: { id: row.id, version: row.version, reason } }, { quiet: true });

/** Saves the bank's batch transfer file of a batch under the server's name. */
export async function downloadBankFile(row: { id: number; batchNo: string }) {
  const got = await download(expertFeeBatchExport, { query: { id: row.id } });
  saveBlob(got.blob, got.filename ?? `expert-fees-${row.batchNo}.xlsx`);
}
