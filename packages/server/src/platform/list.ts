import type { Page } from '@jb/contract/schemas/list';
import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';

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
