import type { ColumnRow } from '@jb/contract/schemas/columns';
import { Button, Space, Switch, Table, theme } from 'antd';
import { type DragEvent, type HTMLAttributes, useState } from 'react';
import { moveItem } from '../../../lib/moveItem.ts';
import { useProgramTexts } from './texts.ts';

interface Props {
  rows: ColumnRow[];
  loading: boolean;
  canEdit: boolean;
  /** The whole new order, after a drag or a move button. */
  onReorder: (rows: ColumnRow[]) => void;
  onRename: (row: ColumnRow) => void;
  onToggle: (row: ColumnRow, enabled: boolean) => void;
}

/**
 * A journal's columns in order. Rows drag and drop (HTML5), and each has move-up and move-down buttons
 * for keyboard users; either way the whole order is handed back.
 */
export function ColumnTable({ rows, loading, canEdit, onReorder, onRename, onToggle }: Props) {
  const t = useProgramTexts();
  const { token } = theme.useToken();
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const move = (from: number, to: number) => onReorder(moveItem(rows, from, to));

  const dragProps = (index: number) =>
    canEdit
      ? {
          draggable: true,
          onDragStart: (e: DragEvent) => {
            e.dataTransfer.effectAllowed = 'move';
            e.dataTransfer.setData('text/plain', String(index));
            setDragged(index);
          },
          onDragOver: (e: DragEvent) => {
            e.preventDefault();
            setOver(index);
          },
          onDragLeave: () => setOver((current) => (current === index ? null : current)),
          onDrop: (e: DragEvent) => {
            e.preventDefault();
            if (dragged !== null) move(dragged, index);
            setDragged(null);
            setOver(null);
          },
          onDragEnd: () => {
            setDragged(null);
            setOver(null);
          },
          style: {
            cursor: 'grab',
            opacity: dragged === index ? 0.5 : 1,
            boxShadow:
              over === index && dragged !== index ? `inset 0 2px 0 ${token.colorPrimary}` : undefined,
          },
        }
      : {};

  return (
    <Table<ColumnRow>
      size="middle"
      rowKey="id"
      loading={loading}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: t('none') }}
      data-testid="column-table"
      onRow={(row, index = 0) => {
        const props: Record<string, unknown> = { ...dragProps(index), 'data-testid': `column-row-${row.id}` };
        return props as HTMLAttributes<HTMLElement>;
      }}
      columns={[
        {
          key: 'order',
          title: t('order'),
          width: 80,
          render: (_, _row, index) => (
            <span title={canEdit ? t('drag') : undefined}>
              {canEdit ? '⋮⋮ ' : ''}
              {index + 1}
            </span>
          ),
        },
        { key: 'name', title: t('name'), dataIndex: 'name' },
        {
          key: 'enabled',
          title: t('enabled'),
          render: (_, row) => (
            <Switch
              checked={row.enabled}
              disabled={!canEdit}
              onChange={(enabled) => onToggle(row, enabled)}
              data-testid={`column-enabled-${row.id}`}
            />
          ),
        },
        ...(canEdit
          ? [
              {
                key: 'actions',
                title: '',
                render: (_: unknown, row: ColumnRow, index: number) => (
                  <Space size={0}>
                    <Button
                      type="link"
                      size="small"
                      onClick={() => onRename(row)}
                      data-testid={`column-rename-${row.id}`}
                    >
                      {t('rename')}
                    </Button>
                    <Button
                      type="link"
                      size="small"
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                      data-testid={`column-up-${row.id}`}
                    >
                      {t('up')}
                    </Button>
                    <Button
                      type="link"
                      size="small"
                      disabled={index === rows.length - 1}
                      onClick={() => move(index, index + 1)}
                      data-testid={`column-down-${row.id}`}
                    >
                      {t('down')}
                    </Button>
                  </Space>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
