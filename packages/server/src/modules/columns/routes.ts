import { columns } from '@jb/contract/api/columns';
import type { Db } from '../../db/client.ts';
import { journalColumns } from '../../db/schema/index.ts';
import { type ResourceStore, resourceRoutes } from '../../platform/resource.ts';

/** Columns (programs) of a journal: the declared resource on its table, kept in the editor's order. */
export const columnStore: ResourceStore = { table: journalColumns };

export const columnRoutes = (db: Db) => resourceRoutes(db, columns, columnStore);
