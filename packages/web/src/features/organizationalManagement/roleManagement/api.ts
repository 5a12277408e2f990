import { http } from '../../../api/http.ts';

export const ROLE_LIST = '/sys/role/list';

export interface RoleValues {
  name: string;
  nameEn: string;
  permissions: string[];
}

export function saveRole(
  values: RoleValues,
  target: { copyFromId?: number; row?: { id: number; version: number } },
) {
  const { row, copyFromId } = target;
  return row
    ? http.put('/sys/role/update', { ...values, id: row.id, version: row.version }, { quiet: true })
    : http.post<{ id: number }>('/sys/role/save', { ...values, copyFromId }, { quiet: true });
}

export function deleteRole(row: { id: number; version: number }) {
  return http.delete('/sys/role/delete', { id: row.id, version: row.version }, { quiet: true });
}
