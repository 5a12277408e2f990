import { useCallback, useState } from 'react';

/** Which record the add/edit dialog is open for: none (closed), a new one, or a row. */
export type EditorTarget<T> = { mode: 'create'; from?: T } | { mode: 'edit'; row: T } | null;

export function useEditor<T>() {
  const [target, setTarget] = useState<EditorTarget<T>>(null);
  return {
    target,
    /** A new record, optionally prefilled from another (a copy). */
    create: useCallback((from?: T) => setTarget({ mode: 'create', from }), []),
    edit: useCallback((row: T) => setTarget({ mode: 'edit', row }), []),
    close: useCallback(() => setTarget(null), []),
  };
}
