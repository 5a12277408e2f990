import { merchantSave, merchantUpdate } from '@jb/contract/api/merchants';
import type { merchantSaveBody } from '@jb/contract/schemas/merchants';
import type { z } from 'zod';
import { api } from '../../../api/http.ts';

/** The merchant form's values: the save call's body. */
export type MerchantValues = z.input<typeof merchantSaveBody>;

/** A new merchant goes to the press named (platform operators); an edit never moves it. */
export function saveMerchant(values: MerchantValues, row?: { id: number; version: number }) {
  if (!row) return api(merchantSave, { body: values }, { quiet: true });
  const { pressId: _kept, ...fields } = values;
  return api(merchantUpdate, { body: { ...fields, id: row.id, version: row.version } }, { quiet: true });
}
