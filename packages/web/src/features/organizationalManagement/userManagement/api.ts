import type { staffSaveResult } from '@jb/contract/schemas/staff';
import { http } from '../../../api/http.ts';
import type { Output } from '../../../lib/schemaTypes.ts';

export const STAFF_LIST = '/sys/user/list';
export const STAFF_EXPORT = '/sys/user/export';

export interface StaffValues {
  account: string;
  name: string;
  phone: string;
  adminType: 1 | 2 | 3;
  roleIds: number[];
  journalIds: number[];
  /** Platform operators name the press of a new person. */
  pressId?: number;
}

export function createStaff(values: StaffValues) {
  return http.post<Output<typeof staffSaveResult>>('/sys/user/save', values, { quiet: true });
}

export function updateStaff(
  { account: _a, pressId: _p, ...values }: StaffValues,
  row: { id: number; version: number },
) {
  return http.put('/sys/user/update', { ...values, id: row.id, version: row.version }, { quiet: true });
}

export function resetStaffPassword(row: { id: number }) {
  return http.post('/sys/user/resetPwd', { id: row.id }, { quiet: true });
}
