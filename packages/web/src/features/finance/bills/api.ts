import { billClose, billExport, billMerchants, billReverse, billStatement } from '@jb/contract/api/bills';
import { useQuery } from '@tanstack/react-query';
import { api, download } from '../../../api/http.ts';
import { saveBlob } from '../../../lib/saveBlob.ts';

export type { BillEntryRow, BillRow } from '@jb/contract/schemas/bills';

/** A merchant's month, as a row of the list names it. */
interface Period {
  merchantId: number;
  period: string;
}

/** Closes the month under the version the list read (a changed one is refused as stale). */
export const closeBill = (row: Period & { version: number }) =>
  api(
    billClose,
    { body: { merchantId: row.merchantId, period: row.period, version: row.version } },
    { quiet: true },
  );

export const reverseEntry = (id: number, reason: string) =>
  api(billReverse, { body: { id, reason } }, { quiet: true });

/** Saves the month as .xlsx (`xlsx`) or as the PDF statement (`pdf`). */
export async function downloadBill(row: Period, kind: 'xlsx' | 'pdf') {
  const query = { merchantId: row.merchantId, period: row.period };
  try {
    const file = await download(kind === 'xlsx' ? billExport : billStatement, { query });
    saveBlob(file.blob, file.filename ?? `statement-${row.period}.${kind}`);
  } catch {
    // The client has said why.
  }
}

/** The press's merchants, for the filter. */
export function useBillMerchants() {
  return useQuery({
    queryKey: ['options', 'billMerchants'],
    queryFn: () => api(billMerchants, {}),
    select: (rows) => rows.map((m) => ({ value: m.id, label: m.name })),
    staleTime: 60_000,
  });
}
