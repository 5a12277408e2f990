import type { CallDeclaration } from '@jb/contract/api/define';
import type { z } from 'zod';
import { api } from '../../api/http.ts';
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

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The disable and enable buttons of a record, run through its declared calls with `{id, version}`.
 * The labels are the common ones; the confirmations come from `<prefix>.disableTitle`,
 * `<prefix>.disableContent` (what disabling does) and `<prefix>.enableTitle`, with the row's name.
 */
export function statusActions<T extends Named>(
  calls: { disable: StatusCall; enable: StatusCall },
  t: Translate,
  prefix: string,
): RowActionMap<T> {
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
