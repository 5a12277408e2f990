import { CLIENT_MESSAGES, ErrorCode } from '@jb/contract/errors';
import { type Lang, pick } from '@jb/contract/i18n';
import { Modal, Typography } from 'antd';
import { useCallback } from 'react';
import { isApiError } from '../../../api/ApiError.ts';
import { toast } from '../../../api/notify.ts';
import { useLang } from '../../../i18n/useLang.ts';
import type { Confirmable } from './api.ts';
import { OVER_BUDGET_FIELD } from './scheduling.ts';
import { useSchedulingTexts } from './texts.ts';

/** The sentence of a refusal over the page budget (the server's, with its figures), else null. */
function overBudgetText(error: unknown, lang: Lang): string | null {
  if (!isApiError(error)) return null;
  const field = error.fields.find((f) => f.path === OVER_BUDGET_FIELD);
  return field ? pick(field, lang) : null;
}

/**
 * What the http client says of a failure it was told to keep quiet about (`silent`): its field
 * problems, or that the record could not be loaded. The callers (FormModal, useListChange) take
 * those as said already; stale versions and other refusals they say themselves.
 */
function sayAsTheClientWould(error: unknown, lang: Lang) {
  if (!isApiError(error)) return;
  if (error.status === 404) toast('error', CLIENT_MESSAGES.loadFailed);
  else if (error.code === ErrorCode.VALIDATION)
    toast(
      'error',
      error.fields.map((f) => pick(f, lang)).join('；') || pick(CLIENT_MESSAGES.requestFailed, lang),
    );
}

/**
 * A change the page budget may refuse (placing, moving, planned pages): `ask` shows the
 * server's sentence with its figures and answers whether the person goes on; `send` makes the
 * change, and on a refusal over the budget asks and sends it again confirmed. Declined, it throws
 * that refusal again: nothing changed, and the callers show nothing more (a field problem is said).
 * Render `holder`.
 */
export function useBudgetConfirm() {
  const t = useSchedulingTexts();
  const lang = useLang();
  const [modal, holder] = Modal.useModal();

  const ask = useCallback(
    async (message: string, count = 1): Promise<boolean> =>
      !!(await modal.confirm({
        title: t('overBudgetTitle'),
        content: (
          <div data-testid="over-budget">
            <Typography.Paragraph style={{ marginBottom: 4 }}>{message}</Typography.Paragraph>
            {count > 1 && <Typography.Text>{t('overBudgetMore', { count: count - 1 })}</Typography.Text>}
          </div>
        ),
        okText: t('overBudgetOk'),
        okButtonProps: { 'data-testid': 'confirm-ok' },
        cancelButtonProps: { 'data-testid': 'confirm-cancel' },
      })),
    [modal, t],
  );

  const send = useCallback(
    async <R,>(change: Confirmable<R>): Promise<R> => {
      try {
        return await change(false, { silent: true });
      } catch (error) {
        const message = overBudgetText(error, lang);
        if (message === null) sayAsTheClientWould(error, lang);
        if (message === null || !(await ask(message))) throw error;
        return change(true, { quiet: true });
      }
    },
    [ask, lang],
  );

  return { ask, send, holder };
}
