import type { TFunction } from 'i18next';
import type { Resources } from '../../i18n/zh-CN.ts';
import { atVersion, type BodyAtVersion } from './recordActions.ts';
import type { RowActionMap } from './rowActions.ts';

interface Named {
  id: number;
  version: number;
  name: string;
}

/** The shared texts that name a record's disable and enable confirmations (`staff`, `press`, …). */
export type StatusTexts = {
  [K in keyof Resources]: Resources[K] extends {
    disableTitle: string;
    disableContent: string;
    enableTitle: string;
  }
    ? K
    : never;
}[keyof Resources];

/**
 * The disable and enable buttons of a record, run through its declared calls with `{id, version}`.
 * The labels are the common ones; the confirmations come from `<prefix>.disableTitle`,
 * `<prefix>.disableContent` (what disabling does) and `<prefix>.enableTitle`, with the row's name.
 */
export function statusActions<T extends Named>(
  calls: { disable: BodyAtVersion; enable: BodyAtVersion },
  typed: TFunction,
  prefix: StatusTexts,
): RowActionMap<T> {
  // The keys below are checked through `StatusTexts`; i18next's types cannot follow a template.
  const t = typed as unknown as (key: string, values?: Record<string, unknown>) => string;
  return {
    disable: {
      label: t('common.disable'),
      danger: true,
      confirm: (row) => ({
        title: t(`${prefix}.disableTitle`, { name: row.name }),
        content: t(`${prefix}.disableContent`),
      }),
      run: atVersion(calls.disable),
      done: t('common.disabledDone'),
    },
    enable: {
      label: t('common.enable'),
      confirm: (row) => ({ title: t(`${prefix}.enableTitle`, { name: row.name }) }),
      run: atVersion(calls.enable),
      done: t('common.enabledDone'),
    },
  };
}
