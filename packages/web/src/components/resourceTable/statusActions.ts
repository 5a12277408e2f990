import type { CallDeclaration } from '@jb/contract/api/define';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { api } from '../../api/http.ts';
import type { Resources } from '../../i18n/zh-CN.ts';
import type { RowActionMap } from './rowActions.ts';

interface Named {
  id: number;
  version: number;
  name: string;
}

/** A declared call whose body is a record's id and version (disable, enable). */
export type StatusCall = CallDeclaration & {
  query?: undefined;
  body: z.ZodType<unknown, { id: number; version: number }>;
};

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
  calls: { disable: StatusCall; enable: StatusCall },
  typed: TFunction,
  prefix: StatusTexts,
): RowActionMap<T> {
  // The keys below are checked through `StatusTexts`; i18next's types cannot follow a template.
  const t = typed as unknown as (key: string, values?: Record<string, unknown>) => string;
  const run = (call: StatusCall) => (row: T) =>
    api(call, { body: { id: row.id, version: row.version } }, { quiet: true });
  return {
    disable: {
      label: t('common.disable'),
      danger: true,
      confirm: (row) => ({
        title: t(`${prefix}.disableTitle`, { name: row.name }),
        content: t(`${prefix}.disableContent`),
      }),
      run: run(calls.disable),
      done: t('common.disabledDone'),
    },
    enable: {
      label: t('common.enable'),
      confirm: (row) => ({ title: t(`${prefix}.enableTitle`, { name: row.name }) }),
      run: run(calls.enable),
      done: t('common.enabledDone'),
    },
  };
}
