import { Button, type Modal, Space } from 'antd';
import { useState } from 'react';
import { actionsOf, type RowAction, type RowActionMap } from './rowActions.ts';

interface Props<T> {
  row: T;
  id: string | number;
  map: RowActionMap<T>;
  /** Which actions to show, when the row carries no `actions`. */
  listed?: readonly string[];
  modal: ReturnType<typeof Modal.useModal>[0];
  run: (change: () => Promise<unknown>, done?: string) => Promise<unknown>;
}

/** A row's buttons, drawn from its `actions`; changes behind a confirmation where the action asks for one. */
export function RowActions<T>({ row, id, map, listed, modal, run }: Props<T>) {
  const [busy, setBusy] = useState<string | null>(null);

  const perform = async (key: string, action: RowAction<T>) => {
    const result = action.run(row);
    if (!result) return;
    setBusy(key);
    try {
      await run(() => result, action.done);
    } finally {
      setBusy(null);
    }
  };

  const onClick = (key: string, action: RowAction<T>) => {
    const ask = action.confirm?.(row);
    if (!ask) {
      void perform(key, action);
      return;
    }
    modal.confirm({
      title: ask.title,
      content: ask.content,
      okButtonProps: { danger: action.danger, 'data-testid': 'confirm-ok' },
      cancelButtonProps: { 'data-testid': 'confirm-cancel' },
      onOk: () => perform(key, action),
    });
  };

  return (
    <Space size={0} wrap>
      {actionsOf(row, map, listed).map(([key, action]) => (
        <Button
          key={key}
          type="link"
          size="small"
          danger={action.danger}
          loading={busy === key}
          onClick={() => onClick(key, action)}
          data-testid={`row-action-${key}-${id}`}
        >
          {action.label}
        </Button>
      ))}
    </Space>
  );
}
