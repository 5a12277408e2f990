/**
 * A list's page, sort and filters, kept in the URL's search parameters so a list can be bookmarked
 * and shared. Defaults are left out of the URL; unknown or malformed values fall back to them.
 */
export type SortOrder = 'asc' | 'desc';

export interface ListSpec {
  /** Filter parameter names, sent to the server as they are. */
  filters: readonly string[];
  /** Columns the server sorts by. */
  sortable: readonly string[];
  defaultSort: string;
  defaultOrder?: SortOrder;
  defaultPageSize?: number;
}

export interface ListState {
  page: number;
  pageSize: number;
  sort: string;
  order: SortOrder;
  filters: Record<string, string>;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 20;

function positiveInt(value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
}

export function readListState(search: URLSearchParams, spec: ListSpec): ListState {
  const defaultSize = spec.defaultPageSize ?? DEFAULT_PAGE_SIZE;
  const sort = search.get('sort');
  const order = search.get('order');
  const filters: Record<string, string> = {};
  for (const name of spec.filters) {
    const value = search.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return {
    page: positiveInt(search.get('page'), 1),
    pageSize: positiveInt(search.get('pageSize'), defaultSize, 100),
    sort: sort && spec.sortable.includes(sort) ? sort : spec.defaultSort,
    order: order === 'asc' || order === 'desc' ? order : (spec.defaultOrder ?? 'desc'),
    filters,
  };
}

/** The URL parameters of a state: only what differs from the defaults. Other parameters are kept. */
export function writeListState(state: ListState, spec: ListSpec, keep?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  const owned = new Set(['page', 'pageSize', 'sort', 'order', ...spec.filters]);
  for (const [name, value] of keep ?? []) if (!owned.has(name)) params.append(name, value);
  for (const name of spec.filters) {
    const value = state.filters[name]?.trim();
    if (value) params.set(name, value);
  }
  if (state.sort !== spec.defaultSort) params.set('sort', state.sort);
  if (state.order !== (spec.defaultOrder ?? 'desc')) params.set('order', state.order);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== (spec.defaultPageSize ?? DEFAULT_PAGE_SIZE))
    params.set('pageSize', String(state.pageSize));
  return params;
}

/** The query of the list call (and, without paging, of its export). */
export function listQuery(state: ListState): Record<string, string | number> {
  return {
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort,
    order: state.order,
    ...state.filters,
  };
}

export function exportQuery(state: ListState): Record<string, string> {
  return { sort: state.sort, order: state.order, ...state.filters };
}
