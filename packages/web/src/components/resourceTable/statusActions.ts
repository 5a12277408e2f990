import { http } from '../../api/http.ts';
import type { RowActionMap } from './rowActions.ts';

interface Versioned {
  id: number;
  version: number;
}

export interface StatusTexts<T> {
  disable: string;
  enable: string;
  disableTitle: (row: T) => string;
  /** What disabling does (who is signed out, what stops working). */
  disableContent: string;
  enableTitle: (row: T) => string;
  disabled: string;
  enabled: string;
}

/** The disable and enable buttons of a record with `POST <base>/disable|enable {id, version}`. */
export function statusActions<T extends Versioned>(base: string, text: StatusTexts<T>): RowActionMap<T> {
  const call = (path: string) => (row: T) =>
    http.post(path, { id: row.id, version: row.version }, { quiet: true });
  return {
    disable: {
      label: text.disable,
      danger: true,
      confirm: (row) => ({ title: text.disableTitle(row), content: text.disableContent }),
      run: call(`${base}/disable`),
      done: text.disabled,
    },
    enable: {
      label: text.enable,
      confirm: (row) => ({ title: text.enableTitle(row) }),
      run: call(`${base}/enable`),
      done: text.enabled,
    },
  };
}
