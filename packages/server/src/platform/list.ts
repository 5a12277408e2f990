import type { Page } from '@jb/contract/schemas/list';
import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

export interface PageParams {
  page: number;
  pageSize: number;
  order: 'asc' | 'desc';
}

export function offsetOf(q: PageParams): number {
  return (q.page - 1) * q.pageSize;
}

/** The ORDER BY of a list: the chosen column in the chosen direction, then id as a stable tie-break. */
export function orderOf(q: PageParams, column: AnyColumn | SQL, id: AnyColumn): SQL[] {
  const dir = q.order === 'asc' ? asc : desc;
  return [dir(column), dir(id)];
}

export function pageOf<T>(list: T[], total: number, q: PageParams): Page<T> {
  return { list, total, page: q.page, pageSize: q.pageSize };
}

/** Escapes a user's text for ILIKE '%text%'. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function iso(d: Date | null | undefined): string | null {
  return d ? d.toISOString() : null;
}

/** Long lists count no further than this (a person's inbox, the sign-in log); the page says "more than". */
export const COUNT_CAP = 10_000;

/**
 * The total of a long list, counted no further than COUNT_CAP rows (the index entries past it are
 * never read): `{ total, capped }` to spread into a page.
 */
export async function cappedCount(db: Db, table: PgTable, where: SQL | undefined) {
  const result = (await db.execute(
    sql`select count(*)::int as n from (select 1 from ${table} where ${where ?? sql`true`} limit ${COUNT_CAP + 1}) t`,
  )) as unknown as { rows: { n: number }[] };
  const n = Number(result.rows[0]?.n ?? 0);
  return { total: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
}
