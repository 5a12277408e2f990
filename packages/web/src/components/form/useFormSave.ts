import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, isApiError } from '../../api/ApiError.ts';
import { toast } from '../../api/notify.ts';
import { useLang } from '../../i18n/useLang.ts';
import { refusalOf } from '../resourceTable/refusal.ts';
import { shownByClient } from '../resourceTable/useListChange.tsx';
import { showFieldErrors } from './fieldErrors.ts';

export interface SaveOptions {
  /** The form whose fields receive a 400 answer's field problems. */
  form?: FormInstance;
  /** Said after success (from the answer, if a function); "已保存" unless given. */
  done?: string | ((result: never) => string);
  /** A refusal this screen shows its own way (overlapping fees, a failed range check): true if shown. */
  refused?: (error: ApiError) => boolean;
  /** After a stale-version refusal (409) was said and the `reload` keys were refetched. */
  stale?: () => void;
}

/**
 * Saves an editor that sits on a page rather than in a FormModal (settings, a journal's tabs), with the
 * same refusal path: a stale version (409) warns and reloads, field problems land under their
 * fields, other business refusals show the server's message; `reload` keys are refetched after.
 */
export function useFormSave(reload: readonly QueryKey[]) {
  const client = useQueryClient();
  const lang = useLang();
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const keys = JSON.stringify(reload);

  const save = useCallback(
    async <R>(call: () => Promise<R>, opts: SaveOptions = {}): Promise<R | undefined> => {
      const refetch = () =>
        Promise.all(
          (JSON.parse(keys) as QueryKey[]).map((queryKey) => client.invalidateQueries({ queryKey })),
        );
      setSaving(true);
      try {
        const result = await call();
        const done = typeof opts.done === 'function' ? (opts.done as (r: R) => string)(result) : opts.done;
        toast('success', done ?? t('common.saved'));
        await refetch();
        return result;
      } catch (error) {
        const refusal = refusalOf(error, lang);
        if (refusal.stale) {
          toast('warning', refusal.message);
          await refetch();
          opts.stale?.();
        } else if (isApiError(error) && opts.form && showFieldErrors(opts.form, error.fields, lang)) {
          // shown under the fields
        } else if (isApiError(error) && opts.refused?.(error)) {
          // shown by the screen
        } else if (!shownByClient(error)) {
          toast('error', refusal.message);
        }
        return undefined;
      } finally {
        setSaving(false);
      }
    },
    [client, keys, lang, t],
  );

  return { save, saving };
}
