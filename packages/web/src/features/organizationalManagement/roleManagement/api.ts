import { roleSave, roleUpdate } from '@jb/contract/api/roles';
import type { roleUpdateBody } from '@jb/contract/schemas/roleAdmin';
import type { z } from 'zod';
import { api } from '../../../api/http.ts';

/** The role form's values: the fields the save and update calls share. */
export type RoleValues = Omit<z.input<typeof roleUpdateBody>, 'id' | 'version'>;

export function saveRole(
  values: RoleValues,
  target: { copyFromId?: number; row?: { id: number; version: number } },
) {
  const { row, copyFromId } = target;
  return row
    ? api(roleUpdate, { body: { ...values, id: row.id, version: row.version } }, { quiet: true })
    : api(roleSave, { body: { ...values, copyFromId } }, { quiet: true });
}
