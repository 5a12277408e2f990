import type { staffSaveResult } from '@jb/contract/schemas/staff';
import { http } from '../../../api/http.ts';
import type { Output } from '../../../lib/schemaTypes.ts';

export const OPERATOR_LIST = '/sys/operator/list';

export interface OperatorValues {
  account: string;
  name: string;
  phone: string;
}

export function createOperator(values: OperatorValues) {
  return http.post<Output<typeof staffSaveResult>>('/sys/operator/save', values, { quiet: true });
}

export function updateOperator({ name, phone }: OperatorValues, row: { id: number; version: number }) {
  return http.put('/sys/operator/update', { id: row.id, version: row.version, name, phone }, { quiet: true });
}
