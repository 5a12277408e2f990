import { theme } from 'antd';
import { type DragEvent, type HTMLAttributes, useState } from 'react';

/**
 * Drag and drop of a table's rows (HTML5): the props of the row at `index`, which hand the move
 * (from, to) back on drop; the dragged row fades and the row it would land on shows a line.
 */
export function useRowDrag(enabled: boolean, move: (from: number, to: number) => void) {
  const { token } = theme.useToken();
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const reset = () => {
    setDragged(null);
    setOver(null);
  };
  return (index: number): HTMLAttributes<HTMLElement> =>
    enabled
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
            reset();
          },
          onDragEnd: reset,
          style: {
            cursor: 'grab',
            opacity: dragged === index ? 0.5 : 1,
            boxShadow:
              over === index && dragged !== index ? `inset 0 2px 0 ${token.colorPrimary}` : undefined,
          },
        }
      : {};
}
