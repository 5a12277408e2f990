import type { Resource } from '@jb/contract/api/resource';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Modal, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/http.ts';
import { useCanCall } from '../../app/usePermissions.ts';
import { usePick } from '../../i18n/useLang.ts';
import { moveItem } from '../../lib/moveItem.ts';
import { LoadError } from '../LoadError.tsx';
import { RowActions } from '../resourceTable/RowActions.tsx';
import type { RowActionMap } from '../resourceTable/rowActions.ts';
import { useListChange } from '../resourceTable/useListChange.tsx';
import { listKey } from '../resourceTable/useResourceList.ts';
import type { ResourceRow } from './fieldValues.ts';
import { useRowDrag } from './useRowDrag.ts';

/**
 * All of a journal's rows of an ordered resource, in the order people set. Rows drag and drop, and
 * each has move-up and move-down buttons for keyboard users; either way the whole new order is saved
 * at once (the resource's reorder call) and shows until the list reloads.
 */
export function OrderedTable({
  resource,
  params,
  columns,
  actions,
}: {
  resource: Resource;
  /** The journal the rows belong to. */
  params: Record<string, number>;
  columns: ColumnsType<ResourceRow>;
  actions: RowActionMap<ResourceRow>;
}) {
  const { t } = useTranslation();
  const pick = usePick();
  const list = useQuery({
    queryKey: [...listKey(resource.list), params.journalId ?? null],
    queryFn: () => api(resource.list, { query: params }) as Promise<ResourceRow[]>,
  });
  const change = useListChange(resource.list);
  const [modal, modalHolder] = Modal.useModal();
  const reorder = resource.reorder!;
  const canMove = useCanCall(reorder);
  const [rows, setRows] = useState<ResourceRow[]>([]);
  useEffect(() => setRows(list.data ?? []), [list.data]);

  const move = (from: number, to: number) => {
    const next = moveItem(rows, from, to);
    setRows(next);
    const body = { ...params, ids: next.map((row) => row.id) };
    void change.run(() => api(reorder, { body } as never, { quiet: true }), t('resource.sorted'));
  };
  const dragProps = useRowDrag(canMove, move);

  const shown: ColumnsType<ResourceRow> = [
    {
      key: '__order',
      title: t('resource.order'),
      width: 80,
      render: (_, _row, index) => (
        <span title={canMove ? t('resource.drag') : undefined}>
          {canMove ? '⋮⋮ ' : ''}
          {index + 1}
        </span>
      ),
    },
    ...columns,
    {
      key: '__actions',
      title: t('table.actions'),
      render: (_, row, index) => (
        <Space size={0} wrap>
          <RowActions row={row} id={row.id} map={actions} modal={modal} run={change.run} />
          {canMove && (
            <>
              <Button
                type="link"
                size="small"
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                data-testid={`row-up-${row.id}`}
              >
                {t('resource.up')}
              </Button>
              <Button
                type="link"
                size="small"
                disabled={index === rows.length - 1}
                onClick={() => move(index, index + 1)}
                data-testid={`row-down-${row.id}`}
              >
                {t('resource.down')}
              </Button>
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="ordered-table" data-path={resource.list.path}>
      {modalHolder}
      {change.holder}
      {list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : (
        <Table<ResourceRow>
          size="middle"
          rowKey="id"
          loading={list.isFetching}
          dataSource={rows}
          pagination={false}
          columns={shown}
          onRow={(row, index = 0) =>
            ({ ...dragProps(index), 'data-testid': `row-${row.id}` }) as ReturnType<typeof dragProps>
          }
          locale={{
            emptyText: (
              <Empty
                description={resource.empty ? pick(resource.empty) : t('table.empty')}
                data-testid="table-empty"
              />
            ),
          }}
        />
      )}
    </div>
  );
}
