import type { MerchantChannel } from '@jb/contract/schemas/merchants';
import { http } from '../../../api/http.ts';

export const MERCHANT_LIST = '/sys/merchant/list';

export interface MerchantValues {
  name: string;
  channel: MerchantChannel;
  merchantNo: string;
  accountName: string;
  bankName: string;
  accountNo: string;
  status: number;
  /** Platform operators name the press of a new merchant. */
  pressId?: number;
}

export function saveMerchant(values: MerchantValues, row?: { id: number; version: number }) {
  return row
    ? http.put(
        '/sys/merchant/update',
        { ...values, pressId: undefined, id: row.id, version: row.version },
        { quiet: true },
      )
    : http.post<{ id: number }>('/sys/merchant/save', values, { quiet: true });
}

export function deleteMerchant(row: { id: number; version: number }) {
  return http.delete('/sys/merchant/delete', { id: row.id, version: row.version }, { quiet: true });
}
