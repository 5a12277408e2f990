import type { CallDeclaration } from '@jb/contract/api/define';
import type { z } from 'zod';
import { api } from '../../api/http.ts';
import type { RowActionMap } from '../../components/resourceTable/rowActions.ts';
import { statusActions } from '../../components/resourceTable/statusActions.ts';

/** A declared call whose body is a record's id and version (disable, enable). */
type StatusCall = CallDeclaration & {
  query?: undefined;
  body: z.ZodType<unknown, { id: number; version: number }>;
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The disable and enable buttons of `statusActions`, run through the declared calls instead of a
 * path (`<prefix>` names the confirmation texts as there).
 */
export function declaredStatusActions<T extends { id: number; version: number; name: string }>(
  calls: { disable: StatusCall; enable: StatusCall },
  t: Translate,
  prefix: string,
): RowActionMap<T> {
  const { disable, enable } = statusActions<T>('', t, prefix);
  const run = (call: StatusCall) => (row: T) =>
    api(call, { body: { id: row.id, version: row.version } }, { quiet: true });
  return {
    ...(disable && { disable: { ...disable, run: run(calls.disable) } }),
    ...(enable && { enable: { ...enable, run: run(calls.enable) } }),
  };
}
