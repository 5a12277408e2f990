import type { CallDeclaration } from '@jb/contract/api/define';
import { ErrorCode } from '@jb/contract/errors';
import { Modal } from 'antd';
import { useCallback } from 'react';
import { isApiError } from '../../api/ApiError.ts';
import { toast } from '../../api/notify.ts';
import { useLang } from '../../i18n/useLang.ts';
import { refusalOf } from './refusal.ts';
import { useReloadList } from './useResourceList.ts';

/** Failures the http client has shown already (transport, expiry, validation); the rest are ours to show. */
export function shownByClient(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const { status, code } = error;
  return (
    status === 0 ||
    status === 401 ||
    status === 404 ||
    status >= 500 ||
    code === ErrorCode.VALIDATION ||
    code === ErrorCode.SESSION_EXPIRED ||
    code === ErrorCode.SESSION_REPLACED
  );
}

/**
 * Runs changes to the records of a list (calls made `quiet`): reloads the list afterwards, and shows
 * a refusal once: a stale version as a warning (and the list reloads), names in the way in a dialog,
 * any other business refusal as the server's message.
 */
export function useListChange(list: CallDeclaration) {
  const reload = useReloadList(list);
  const lang = useLang();
  const [modal, holder] = Modal.useModal();

  const report = useCallback(
    (error: unknown) => {
      const refusal = refusalOf(error, lang);
      if (refusal.stale) {
        toast('warning', refusal.message);
        void reload();
        return;
      }
      if (shownByClient(error)) return;
      if (refusal.details.length === 0) {
        toast('error', refusal.message);
        return;
      }
      modal.error({
        title: refusal.message,
        content: (
          <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="refusal-details">
            {refusal.details.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        ),
      });
    },
    [lang, modal, reload],
  );

  /** Runs a change; resolves with its answer, or undefined after showing why it was refused. */
  const run = useCallback(
    async <R,>(change: () => Promise<R>, done?: string): Promise<R | undefined> => {
      try {
        const result = await change();
        if (done) toast('success', done);
        await reload();
        return result;
      } catch (error) {
        report(error);
        return undefined;
      }
    },
    [reload, report],
  );

  return { run, report, reload, holder };
}
