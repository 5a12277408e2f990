import type { BodyIn } from '@jb/contract/api/define';
import { staffDownload, staffUpload } from '@jb/contract/api/files';
import { invoiceIssue, invoiceRed, invoiceRefuse } from '@jb/contract/api/invoices';
import { settingsRead } from '@jb/contract/api/settings';
import { LONG_REQUEST_TIMEOUT_MS } from '@jb/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { api, download } from '../../../api/http.ts';
import { useCanCall } from '../../../app/usePermissions.ts';
import { saveBlob } from '../../../lib/saveBlob.ts';
import { SETTINGS_KEY } from '../../manage/otherSettings/api.ts';

export type { InvoiceRow } from '@jb/contract/schemas/invoices';

type Decision<C extends typeof invoiceIssue | typeof invoiceRefuse | typeof invoiceRed> = Omit<
  BodyIn<C>,
  'id' | 'version'
>;
/** The invoice a decision is made on, as the list read it (its version: a changed one is refused as stale). */
interface Target {
  id: number;
  version: number;
}

export const issueInvoice = (row: Target, values: Decision<typeof invoiceIssue>) =>
  api(invoiceIssue, { body: { id: row.id, version: row.version, ...values } }, { quiet: true });

export const refuseInvoice = (row: Target, values: Decision<typeof invoiceRefuse>) =>
  api(invoiceRefuse, { body: { id: row.id, version: row.version, ...values } }, { quiet: true });

export const redInvoice = (row: Target, values: Decision<typeof invoiceRed>) =>
  api(invoiceRed, { body: { id: row.id, version: row.version, ...values } }, { quiet: true });

/** Uploads the e-invoice (kind `invoice`: PDF or OFD); its id goes into the issue. */
export function uploadInvoiceFile(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api(
    staffUpload,
    { query: { kind: 'invoice' }, form },
    { quiet: true, timeoutMs: LONG_REQUEST_TIMEOUT_MS },
  );
}

/** Saves an issued invoice's file. */
export async function downloadInvoiceFile(fileId: number, fallbackName: string) {
  const got = await download(staffDownload, { query: { id: fileId } });
  saveBlob(got.blob, got.filename ?? fallbackName);
}

/**
 * The press's invoice tax rate (percent), when the person may read the settings; finance usually
 * may not, and the list shows the tax once the server has applied the rate.
 */
export function useTaxRate() {
  const may = useCanCall(settingsRead);
  return useQuery({
    queryKey: [...SETTINGS_KEY, null],
    queryFn: () => api(settingsRead, { query: {} }, { silent: true }),
    select: (detail) => detail.settings.finance.taxRatePercent,
    enabled: may,
  });
}
