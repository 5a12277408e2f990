import { describe, expect, it } from 'vitest';
import { exportQuery, type ListSpec, listQuery, readListState, writeListState } from './listState.ts';

const spec: ListSpec = {
  filters: ['keyword', 'status'],
  sortable: ['createdAt', 'name'],
  defaultSort: 'createdAt',
};

describe('list state in the URL', () => {
  it('reads defaults from an empty URL', () => {
    expect(readListState(new URLSearchParams(), spec)).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'createdAt',
      order: 'desc',
      filters: {},
    });
  });

  it('reads page, sort and filters, ignoring what the list does not know', () => {
    const state = readListState(
      new URLSearchParams('page=3&pageSize=50&sort=name&order=asc&keyword=%20华夏%20&status=0&other=1'),
      spec,
    );
    expect(state).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'name',
      order: 'asc',
      filters: { keyword: '华夏', status: '0' },
    });
  });

  it('falls back on malformed values', () => {
    const state = readListState(new URLSearchParams('page=-2&pageSize=1000&sort=password&order=up'), spec);
    expect(state).toMatchObject({ page: 1, pageSize: 20, sort: 'createdAt', order: 'desc' });
  });

  it('writes only what differs from the defaults, keeping parameters it does not own', () => {
    const state = readListState(new URLSearchParams('keyword=a&page=2'), spec);
    expect(writeListState(state, spec, new URLSearchParams('id=7&page=9')).toString()).toBe(
      'id=7&keyword=a&page=2',
    );
    expect(writeListState({ ...state, page: 1, filters: {} }, spec).toString()).toBe('');
  });

  it('round-trips', () => {
    const url = 'keyword=x&status=1&sort=name&order=asc&page=4&pageSize=10';
    expect(writeListState(readListState(new URLSearchParams(url), spec), spec).toString()).toBe(url);
  });

  it('builds the list and export queries', () => {
    const state = readListState(new URLSearchParams('keyword=x&page=2'), spec);
    expect(listQuery(state)).toEqual({
      page: 2,
      pageSize: 20,
      sort: 'createdAt',
      order: 'desc',
      keyword: 'x',
    });
    expect(exportQuery(state)).toEqual({ sort: 'createdAt', order: 'desc', keyword: 'x' });
  });
});
