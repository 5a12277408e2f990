import type { ReactNode } from 'react';

/** What a row's action button does. Which buttons a row shows comes from the row's `actions`. */
export interface RowAction<T> {
  label: string;
  danger?: boolean;
  /** Asks first (destructive or far-reaching changes); the dialog waits for the change. */
  confirm?: (row: T) => { title: string; content?: ReactNode };
  /**
   * Opens something (a form, a drawer), or makes a change: a returned promise is run as a change of
   * the list (reloaded afterwards, refusals shown).
   */
  run: (row: T) => undefined | Promise<unknown>;
  /** Said after the change succeeded. */
  done?: string;
}

export type RowActionMap<T> = Record<string, RowAction<T>>;

/** The row's actions this screen knows, in the row's order (or in `listed`, for rows without any). */
export function actionsOf<T>(
  row: T,
  map: RowActionMap<T>,
  listed: readonly unknown[] | undefined = (row as { actions?: unknown[] }).actions,
): [string, RowAction<T>][] {
  return (Array.isArray(listed) ? (listed as string[]) : []).flatMap((key) => {
    const action = map[key];
    return action ? [[key, action] as [string, RowAction<T>]] : [];
  });
}
