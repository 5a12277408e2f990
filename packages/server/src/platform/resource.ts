import { listSort } from '@jb/contract/api/define';
import type { Resource } from '@jb/contract/api/resource';
import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import { presses } from '../db/schema/index.ts';
import type { AuthContext } from './access.ts';
import { handle } from './calls.ts';
import { containsPattern, offsetOf, orderOf, type PageParams, pageOf } from './list.ts';
import { addInOrder, orderColumn, reorderResource } from './resourceOrder.ts';
import {
  alive,
  ownerOf,
  parentColumn,
  type ResourceTable,
  reachRow,
  scopeCondition,
} from './resourceScope.ts';
import { deleteAtVersion, type RowAtVersion, updateAtVersion } from './versioned.ts';

/** Where a declared resource keeps its rows, and its own bits (ARCHITECTURE "A new call and a new screen"). */
export interface ResourceStore {
  table: ResourceTable;
  /** The columns the keyword searches. */
  search?: readonly PgColumn[];
  /** Fields a row computes (a count), by name; they sort like columns. */
  computed?: Record<string, SQL>;
  /** Conditions of the list's own filters. */
  where?: (query: Record<string, unknown>) => SQL | undefined;
  /** Refuses to delete a row still in use (throws the refusal); runs in the deletion's transaction. */
  inUse?: (tx: Tx, id: number) => Promise<void>;
}

type ListQuery = Partial<PageParams> & {
  sort?: string;
  keyword?: string;
  pressId?: number;
  journalId?: number;
} & Record<string, unknown>;

/** The row buttons a person's permissions allow on every row of the resource (of the calls it has). */
function actionsFor(auth: AuthContext, r: Resource): string[] {
  const calls = { edit: r.update, delete: r.delete };
  return (['edit', 'delete'] as const).filter((a) => calls[a] && auth.permissions.has(`${r.area}.${a}`));
}

/** What a list reads: the declared row's keys and nothing else (a column the row does not declare never leaves). */
function selection(r: Resource, store: ResourceStore): Record<string, PgColumn | SQL> {
  const columns = store.table as unknown as Record<string, PgColumn | undefined>;
  return Object.fromEntries(
    r.keys
      .filter((key) => key !== 'actions')
      .map((key) => {
        const source = key === 'pressName' ? presses.name : (store.computed?.[key] ?? columns[key]);
        if (!source) throw new Error(`${r.list.path}: no column or computed field for ${key}`);
        return [key, source];
      }),
  );
}

/** The list's rows: the declared keys, dates as ISO text, and each row's buttons. */
async function readRows(
  db: Db,
  auth: AuthContext,
  r: Resource,
  store: ResourceStore,
  where: SQL | undefined,
  order: SQL[],
  page?: PageParams,
) {
  const { table } = store;
  const base = db
    .select(selection(r, store))
    .from(table as PgTable)
    .$dynamic();
  if (r.keys.includes('pressName')) base.innerJoin(presses, eq(presses.id, parentColumn(r, table)));
  base.where(where).orderBy(...order);
  if (page) base.limit(page.pageSize).offset(offsetOf(page));
  const actions = actionsFor(auth, r);
  return ((await base) as Record<string, unknown>[]).map((row) => ({
    ...Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])),
    actions,
  }));
}

/** A resource's list: a page, sorted as asked, or all of a journal's rows in their order. */
export async function listResource(
  db: Db,
  auth: AuthContext,
  r: Resource,
  store: ResourceStore,
  q: ListQuery,
) {
  const { table } = store;
  const where = and(
    alive(table),
    await scopeCondition(db, auth, r, table, q),
    q.keyword && store.search
      ? or(...store.search.map((c) => ilike(c, containsPattern(q.keyword!))))
      : undefined,
    store.where?.(q),
  );
  if (r.order) return readRows(db, auth, r, store, where, [asc(orderColumn(r, table)), asc(table.id)]);
  const page = q as PageParams;
  const columns = table as unknown as Record<string, PgColumn>;
  const sortOn = store.computed?.[q.sort!] ?? columns[q.sort!]!;
  const [rows, total] = await Promise.all([
    readRows(db, auth, r, store, where, orderOf(page, sortOn, table.id), page),
    db.$count(table, where),
  ]);
  return pageOf(rows, Number(total), page);
}

export async function createResource(
  db: Db,
  auth: AuthContext,
  r: Resource,
  { table }: ResourceStore,
  { pressId, journalId, ...fields }: { pressId?: number; journalId?: number },
) {
  const owner = await ownerOf(db, auth, r, { pressId, journalId });
  if (r.order && 'journalId' in owner)
    return { id: await addInOrder(db, r, table, owner.journalId, { ...fields, ...owner }) };
  const [row] = await db
    .insert(table)
    .values({ ...fields, ...owner } as never)
    .returning({ id: table.id });
  return { id: row!.id as number };
}

/** Writes the edited fields at the version seen (a default field left out keeps its value). */
export async function updateResource(
  db: Db,
  auth: AuthContext,
  r: Resource,
  { table }: ResourceStore,
  { id, version, ...fields }: RowAtVersion,
) {
  await reachRow(db, auth, r, table, id);
  await updateAtVersion(db, table, { id, version }, fields as never);
}

/** Deletes at the version seen (soft when the table keeps deleted rows), unless the row is in use. */
export async function deleteResource(
  db: Db,
  auth: AuthContext,
  r: Resource,
  store: ResourceStore,
  { id, version }: RowAtVersion,
) {
  await db.transaction(async (tx) => {
    await reachRow(tx, auth, r, store.table, id);
    await store.inUse?.(tx, id);
    if (store.table.deletedAt)
      await updateAtVersion(tx, store.table, { id, version }, { deletedAt: new Date() } as never);
    else await deleteAtVersion(tx, store.table, { id, version });
  });
}

/** Refuses to start with a declaration the table cannot answer: a key, a sort, the scope or the order. */
function checkStore(r: Resource, store: ResourceStore) {
  selection(r, store);
  parentColumn(r, store.table);
  if (r.order) orderColumn(r, store.table);
  const columns = store.table as unknown as Record<string, unknown>;
  for (const key of listSort(r.list).columns)
    if (!store.computed?.[key] && !(key in columns))
      throw new Error(`${r.list.path}: no column to sort on ${key}`);
}

/** The routes of a declared resource's calls. */
export function resourceRoutes(db: Db, r: Resource, store: ResourceStore): FastifyPluginAsync {
  checkStore(r, store);
  return async (app) => {
    handle(app, r.list, ({ auth, query }) => listResource(db, auth, r, store, query as never) as never);
    handle(app, r.save, ({ auth, body }) => createResource(db, auth, r, store, body as never) as never);
    handle(app, r.update, ({ auth, body }) => updateResource(db, auth, r, store, body as never) as never);
    if (r.delete)
      handle(app, r.delete, ({ auth, query }) => deleteResource(db, auth, r, store, query as never) as never);
    if (r.reorder)
      handle(
        app,
        r.reorder,
        ({ auth, body }) => reorderResource(db, auth, r, store.table, body as never) as never,
      );
  };
}
