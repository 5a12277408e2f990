import { staffResetPwd, staffSave, staffUpdate } from '@jb/contract/api/staff';
import type { staffSaveBody } from '@jb/contract/schemas/staff';
import type { z } from 'zod';
import { api } from '../../../api/http.ts';

/** The staff form's values: the save call's body (platform operators name the press of a new person). */
export type StaffValues = z.input<typeof staffSaveBody>;

export function createStaff(values: StaffValues) {
  return api(staffSave, { body: values }, { quiet: true });
}

/** An edit never changes the account or moves the person to another press. */
export function updateStaff(
  { account: _a, pressId: _p, ...values }: StaffValues,
  row: { id: number; version: number },
) {
  return api(staffUpdate, { body: { ...values, id: row.id, version: row.version } }, { quiet: true });
}

export function resetStaffPassword(row: { id: number }) {
  return api(staffResetPwd, { body: { id: row.id } }, { quiet: true });
}
