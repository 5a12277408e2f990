import { type CallDeclaration, listSort } from '@jb/contract/api/define';
import type { Page } from '@jb/contract/schemas/list';
import { Empty, Flex, Modal, Table, type TableProps } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import {
  type HTMLAttributes,
  type Key,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/useLang.ts';
import { LoadError } from '../LoadError.tsx';
import { ExportButton } from './ExportButton.tsx';
import { FilterBar } from './FilterBar.tsx';
import { type FilterField, filterNames } from './filters.ts';
import { exportQuery, type ListSpec, listQuery, PAGE_SIZES, type SortOrder } from './listState.ts';
import { RowActions } from './RowActions.tsx';
import type { RowActionMap } from './rowActions.ts';
import { totalText } from './totalText.ts';
import { useListChange } from './useListChange.tsx';
import { useListState } from './useListState.ts';
import { type ListCall, useResourceList } from './useResourceList.ts';

/** Rows ticked for a batch change of the page on screen. */
export interface BatchSelection<T> {
  /** Whether a row can be ticked (from its `actions`). */
  selectable: (row: T) => boolean;
  /** Buttons acting on the ticked rows (as the page now shows them, with their current versions). */
  toolbar: (ticked: T[], clear: () => void) => ReactNode;
}

export interface ResourceTableProps<T> {
  /** The declared list call; its `sort` parameter names the sortable columns. */
  list: ListCall;
  /** Columns; a column whose `key` is in `sortable` sorts on the server. */
  columns: ColumnsType<T>;
  rowKey: (row: T) => string | number;
  filters?: readonly FilterField[];
  sortable?: readonly string[];
  defaultSort?: string;
  defaultOrder?: SortOrder;
  /** The buttons rows may show; each row's `actions` says which it does. */
  actions?: RowActionMap<T>;
  /** Which of `actions` a row shows, for a list whose rows carry no `actions` of their own. */
  rowActions?: (row: T) => readonly string[];
  /** The width of the buttons' column, for rows with many buttons: they wrap onto lines within it. */
  actionsWidth?: number;
  /** Buttons above the table (add). */
  toolbar?: ReactNode;
  /** The declared export call (same filters and sort); shown when given. */
  exportCall?: CallDeclaration;
  exportName?: string;
  scrollX?: number;
  /** Fixed parameters of the list and export calls that are not filters (the journal a screen is about). */
  params?: Record<string, string>;
  /** Ticking rows for a batch change; the ticks belong to the page on screen. */
  batch?: BatchSelection<T>;
  /** What the empty list says (the screen's own words); the common "no data" otherwise. */
  emptyText?: string;
  /** Told each page as it arrives (a list that answers more than its rows: the home's counts). Keep it stable. */
  onPage?: (page: Page<T>) => void;
}

const toAntd = (order: SortOrder): 'ascend' | 'descend' => (order === 'asc' ? 'ascend' : 'descend');

/**
 * The one list of the back office: server paging and sorting, filters, all kept in the URL; loading,
 * empty and error states; an optional export; row buttons drawn from each row's `actions`.
 */
export function ResourceTable<T extends object>(props: ResourceTableProps<T>) {
  const { columns, rowKey, filters = [], actions, batch } = props;
  const declared = listSort(props.list);
  const sortable = props.sortable ?? declared.columns;
  const { exportCall } = props;
  const { t } = useTranslation();
  const lang = useLang();
  // Compared by value: pages may build their filter lists on each render.
  const filterKey = filterNames(filters).join(',');
  const sortKey = sortable.join(',');
  const defaultSort = props.defaultSort ?? declared.fallback;
  const { defaultOrder } = props;
  const spec = useMemo<ListSpec>(() => {
    const columns = sortKey ? sortKey.split(',') : [];
    return {
      filters: filterKey ? filterKey.split(',') : [],
      sortable: columns,
      defaultSort: defaultSort ?? columns[0] ?? 'createdAt',
      defaultOrder,
    };
  }, [filterKey, sortKey, defaultSort, defaultOrder]);
  const [state, update] = useListState(spec);
  const paramsKey = JSON.stringify(props.params ?? {});
  const query = useMemo(() => ({ ...listQuery(state), ...JSON.parse(paramsKey) }), [state, paramsKey]);
  const list = useResourceList<T>(props.list, query);
  const change = useListChange(props.list);
  const [modal, modalHolder] = Modal.useModal();

  // A deletion can empty the last page: step back to the page that now is the last.
  const data: Page<T> | undefined = list.data;
  useEffect(() => {
    if (data && data.list.length === 0 && data.total > 0 && state.page > 1)
      update({ page: Math.max(1, Math.ceil(data.total / state.pageSize)) });
  }, [data, state.page, state.pageSize, update]);

  const { onPage } = props;
  useEffect(() => {
    if (data) onPage?.(data);
  }, [data, onPage]);

  // Ticked rows are read from the page on screen, so a reload gives them their current versions and
  // drops those that moved on (no longer selectable) or left the page.
  const [tickedKeys, setTickedKeys] = useState<Key[]>([]);
  const ticked = useMemo(
    () =>
      batch
        ? (data?.list ?? []).filter((row) => tickedKeys.includes(rowKey(row)) && batch.selectable(row))
        : [],
    [batch, data, tickedKeys, rowKey],
  );
  const clearTicks = useCallback(() => setTickedKeys([]), []);

  const shown: ColumnsType<T> = useMemo(() => {
    const sorted = columns.map((column) =>
      typeof column.key === 'string' && sortable.includes(column.key)
        ? { ...column, sorter: true, sortOrder: state.sort === column.key ? toAntd(state.order) : null }
        : column,
    );
    if (!actions) return sorted;
    return [
      ...sorted,
      {
        key: '__actions',
        title: t('table.actions'),
        fixed: 'right' as const,
        width: props.actionsWidth,
        render: (_: unknown, row: T) => (
          <RowActions
            row={row}
            id={rowKey(row)}
            map={actions}
            listed={props.rowActions?.(row)}
            modal={modal}
            run={change.run}
          />
        ),
      },
    ];
  }, [
    columns,
    sortable,
    state.sort,
    state.order,
    actions,
    props.rowActions,
    props.actionsWidth,
    t,
    rowKey,
    modal,
    change.run,
  ]);

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
      const key = typeof s?.columnKey === 'string' ? s.columnKey : undefined;
      if (key && s?.order) update({ sort: key, order: s.order === 'ascend' ? 'asc' : 'desc', page: 1 });
      else update({ sort: spec.defaultSort, order: spec.defaultOrder ?? 'desc', page: 1 });
      return;
    }
    const pageSize = pagination.pageSize ?? state.pageSize;
    update({ page: pageSize === state.pageSize ? (pagination.current ?? 1) : 1, pageSize });
  };

  return (
    <div data-testid="resource-table" data-path={props.list.path}>
      {modalHolder}
      {change.holder}
      {filters.length > 0 && (
        <FilterBar fields={filters} values={state.filters} onApply={(f) => update({ filters: f, page: 1 })} />
      )}
      {(props.toolbar || exportCall || batch) && (
        <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
          {props.toolbar}
          {batch?.toolbar(ticked, clearTicks)}
          {exportCall && (
            <ExportButton
              call={exportCall}
              query={{ ...exportQuery(state), ...props.params }}
              fallbackName={props.exportName ?? 'export'}
            />
          )}
        </Flex>
      )}
      {list.isError && !data ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : (
        <Table<T>
          columns={shown}
          dataSource={data?.list}
          rowKey={rowKey}
          rowSelection={
            batch && {
              selectedRowKeys: ticked.map(rowKey),
              onChange: (keys) => setTickedKeys(keys),
              getCheckboxProps: (row) => ({ disabled: !batch.selectable(row) }),
            }
          }
          loading={list.isFetching}
          onChange={onChange}
          scroll={{ x: props.scrollX ?? 'max-content' }}
          size="middle"
          onRow={(row) => ({ 'data-testid': `row-${rowKey(row)}` }) as HTMLAttributes<HTMLElement>}
          locale={{
            emptyText: <Empty description={props.emptyText ?? t('table.empty')} data-testid="table-empty" />,
          }}
          pagination={{
            current: state.page,
            pageSize: state.pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES.map(String),
            showTotal: (total) => {
              const text = totalText(total, data?.capped, lang);
              return <span data-testid="table-total">{t(text.key, { total: text.total })}</span>;
            },
          }}
        />
      )}
    </div>
  );
}
