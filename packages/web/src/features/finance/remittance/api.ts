import { staffDownload, staffUpload } from '@jb/contract/api/files';
import {
  remittanceMatchBatch,
  remittanceRestore,
  statementSample,
  statementUpload,
} from '@jb/contract/api/remittances';
import { LONG_REQUEST_TIMEOUT_MS } from '@jb/contract/constants';
import { MATCH_BATCH_MAX } from '@jb/contract/schemas/remittances';
import { api, download } from '../../../api/http.ts';
import type { UploadedRef } from '../../../components/form/FileField.tsx';
import { saveBlob } from '../../../lib/saveBlob.ts';

export type { StatementImport } from '@jb/contract/schemas/bankStatements';
export type {
  AutoMatchLine,
  OrderSuggestion,
  RemittanceRecord,
  SuggestionReason,
} from '@jb/contract/schemas/remittances';

/** Uploads the bank's receipt of a remittance (a voucher of the press). */
export async function uploadVoucher(file: File): Promise<UploadedRef> {
  const form = new FormData();
  form.append('file', file, file.name);
  const got = await api(staffUpload, { query: { kind: 'voucher' }, form }, { quiet: true });
  return { id: got.id, name: got.name };
}

export async function downloadFile(file: UploadedRef) {
  const got = await download(staffDownload, { query: { id: file.id } });
  saveBlob(got.blob, got.filename ?? file.name);
}

/** The sample statement (下载示例流水), saved under the server's name. */
export async function downloadSample() {
  const got = await download(statementSample, {});
  saveBlob(got.blob, got.filename ?? 'bank-statement-sample.csv');
}

/** Imports a statement file; its refusals (the file field) are the caller's to show. */
export function importStatement(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api(statementUpload, { form }, { quiet: true, timeoutMs: LONG_REQUEST_TIMEOUT_MS });
}

export function restoreRemittance(row: { id: number; version: number }) {
  return api(remittanceRestore, { body: { id: row.id, version: row.version } }, { quiet: true });
}

export interface SureMatch {
  id: number;
  version: number;
  orderId: number;
  amountFen: number;
}

/** Confirms one-order matches, a call per MATCH_BATCH_MAX of them; one answer per remittance. */
export async function confirmMatches(items: readonly SureMatch[]) {
  const results = [];
  for (let i = 0; i < items.length; i += MATCH_BATCH_MAX) {
    const body = { items: items.slice(i, i + MATCH_BATCH_MAX) };
    results.push(
      ...(await api(remittanceMatchBatch, { body }, { quiet: true, timeoutMs: LONG_REQUEST_TIMEOUT_MS })),
    );
  }
  return results;
}
