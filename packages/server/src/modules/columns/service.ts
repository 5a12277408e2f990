import type { columnAddBody, columnSortBody, columnUpdateBody } from '@jb/contract/schemas/columns';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { requireJournal } from '../../platform/tenancy.ts';
import {
  columnById,
  columnIdsOf,
  columnsOf,
  insertColumnLast,
  setColumnSort,
  updateColumnAt,
} from './queries.ts';

/** A journal's columns in their order; the journal must be in the caller's scope. */
export async function listColumns(db: Db, auth: AuthContext, journalId: number) {
  await requireJournal(db, auth, journalId);
  return columnsOf(db, journalId);
}

export async function addColumn(db: Db, auth: AuthContext, body: z.infer<typeof columnAddBody>) {
  await requireJournal(db, auth, body.journalId);
  return { id: await insertColumnLast(db, body.journalId, body.name) };
}

/** Renames, enables or disables a column under its version. */
export async function updateColumn(db: Db, auth: AuthContext, body: z.infer<typeof columnUpdateBody>) {
  const column = await columnById(db, body.id);
  if (!column) throw errors.notFound();
  await requireJournal(db, auth, column.journalId);
  const done = await updateColumnAt(db, body.id, body.version, { name: body.name, enabled: body.enabled });
  if (!done) throw errors.staleVersion();
}

/** A new order: the ids must be exactly the journal's columns, each once. */
export async function sortColumns(db: Db, auth: AuthContext, body: z.infer<typeof columnSortBody>) {
  await requireJournal(db, auth, body.journalId);
  await db.transaction(async (tx) => {
    const current = await columnIdsOf(tx, body.journalId);
    const same =
      current.length === body.ids.length &&
      new Set(body.ids).size === current.length &&
      current.every((id) => body.ids.includes(id));
    if (!same) throw errors.field('ids', 'invalid');
    for (const [i, id] of body.ids.entries()) await setColumnSort(tx, id, i + 1);
  });
}
