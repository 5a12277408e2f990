import type { CallDeclaration } from '@jb/contract/api/define';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { api } from '../../api/http.ts';
import type { RowAction } from './rowActions.ts';

/** A row as a change names it: its id and the version the screen shows. */
interface Versioned {
  id: number;
  version: number;
}

/** A declared call whose body is a record's id and version (disable, enable). */
export type BodyAtVersion = CallDeclaration & { query?: undefined; body: z.ZodType<unknown, Versioned> };
/** A declared call whose query is a record's id and version (delete). */
export type QueryAtVersion = CallDeclaration & { body?: undefined; query: z.ZodType<Versioned> };

/** Runs a declared change of one row, with the row's id and version (refusals shown by the list). */
export function atVersion(call: BodyAtVersion | QueryAtVersion) {
  return (row: Versioned) => {
    const key = { id: row.id, version: row.version };
    const input = call.body ? { body: key } : { query: key };
    return api(call as CallDeclaration, input as never, { quiet: true });
  };
}

/** The delete button of a record: asks with `title`, deletes at the row's version, says so. */
export function deleteAction<T extends Versioned>(
  call: QueryAtVersion,
  t: TFunction,
  title: (row: T) => string,
): RowAction<T> {
  return {
    label: t('common.delete'),
    danger: true,
    confirm: (row) => ({ title: title(row) }),
    run: atVersion(call),
    done: t('common.deleted'),
  };
}
