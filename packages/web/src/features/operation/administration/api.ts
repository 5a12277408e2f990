import { operatorSave, operatorUpdate } from '@jb/contract/api/operators';
import type { operatorSaveBody } from '@jb/contract/schemas/operators';
import type { z } from 'zod';
import { api } from '../../../api/http.ts';

/** The operator form's values: the save call's body. */
export type OperatorValues = z.input<typeof operatorSaveBody>;

export function createOperator(values: OperatorValues) {
  return api(operatorSave, { body: values }, { quiet: true });
}

/** An edit never changes the account. */
export function updateOperator({ name, phone, email }: OperatorValues, row: { id: number; version: number }) {
  return api(
    operatorUpdate,
    { body: { id: row.id, version: row.version, name, phone, email } },
    { quiet: true },
  );
}
