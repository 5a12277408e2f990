import type { CallDeclaration, CallInput } from '@jb/contract/api/define';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { isApiError } from '../api/ApiError.ts';
import { toast } from '../api/notify.ts';
import { useLang } from '../i18n/useLang.ts';
import { errorText } from '../lib/errorText.ts';
import { asAuthor, mineKey, siteQueryClient } from './api.ts';

/**
 * An author's action on one of their manuscripts from its detail page (a revision, an annex
 * supplement): busy while it runs, the server's field problems under the form's fields (`fieldOf`
 * names the form field of a path), other refusals as one message, and the manuscript reloaded after
 * success or when someone moved it first (409).
 */
export function useSiteAction<V>(
  journalId: number,
  form: FormInstance<V>,
  fieldOf: (path: string) => keyof V,
) {
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reload = () => siteQueryClient.invalidateQueries({ queryKey: mineKey(journalId) });

  const run = async (work: () => Promise<unknown>, done: string) => {
    setError(null);
    setBusy(true);
    try {
      await work();
      toast('success', done);
      await reload();
    } catch (caught) {
      if (isApiError(caught) && caught.fields.length) {
        form.setFields(
          caught.fields.map((f) => ({
            name: fieldOf(f.path) as never,
            errors: [lang === 'en-US' ? f.en : f.zh],
          })),
        );
      } else setError(errorText(caught));
      if (isApiError(caught) && caught.status === 409) await reload();
    } finally {
      setBusy(false);
    }
  };
  /** Sends one call as the author (its refusals shown here, not as a toast), then says `done`. */
  const send = <C extends CallDeclaration>(call: C, input: CallInput<C>, done: string) =>
    run(() => asAuthor(journalId, call, input, { quiet: true }), done);
  return { busy, error, setError, run, send };
}
