import { http } from '../../api/http.ts';
import type { RowActionMap } from './rowActions.ts';

interface Named {
  id: number;
  version: number;
  name: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The disable and enable buttons of a record with `POST <base>/disable|enable {id, version}`. The
 * labels are the common ones; the confirmations come from `<prefix>.disableTitle`,
 * `<prefix>.disableContent` (what disabling does) and `<prefix>.enableTitle`, with the row's name.
 */
export function statusActions<T extends Named>(base: string, t: Translate, prefix: string): RowActionMap<T> {
  const text = {
    disable: t('common.disable'),
    enable: t('common.enable'),
    disableTitle: (row: T) => t(`${prefix}.disableTitle`, { name: row.name }),
    disableContent: t(`${prefix}.disableContent`),
    enableTitle: (row: T) => t(`${prefix}.enableTitle`, { name: row.name }),
    disabled: t('common.disabledDone'),
    enabled: t('common.enabledDone'),
  };
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
