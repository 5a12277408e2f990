import type { ResultOf } from '@jb/contract/api/define';
import {
  notifyPreviewCall,
  notifyTemplateReset,
  notifyTemplateSave,
  notifyTemplates,
  notifyTestSend,
  outboxDetailCall,
  outboxResend,
} from '@jb/contract/api/notifications';
import type { Lang } from '@jb/contract/i18n';
import type { NotificationEventName } from '@jb/contract/notificationEvents';
import type { OutboxRow } from '@jb/contract/schemas/notifications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';

export type WordingRow = ResultOf<typeof notifyTemplates>[number];
export type Wording = WordingRow['wordings'][Lang];
export type OutboxDetail = ResultOf<typeof outboxDetailCall>;
export type { OutboxRow };

/** The press (platform operators name it) and the journal (null: the press's own wording). */
export interface WordingScope {
  pressId?: number;
  journalId: number | null;
}

/** The wording being edited: what a preview renders and a save keeps. */
export interface WordingValues {
  subject: string;
  body: string;
  sms: string;
  enabled: boolean;
}

export interface WordingTarget {
  event: NotificationEventName;
  lang: Lang;
}

export const WORDINGS_KEY = ['notifyTemplates'] as const;

function scopeQuery(scope: WordingScope) {
  return {
    ...(scope.pressId ? { pressId: scope.pressId } : {}),
    ...(scope.journalId ? { journalId: scope.journalId } : {}),
  };
}

export function useWordings(scope: WordingScope) {
  return useQuery({
    queryKey: [...WORDINGS_KEY, scope.pressId ?? null, scope.journalId],
    queryFn: () => api(notifyTemplates, { query: scopeQuery(scope) }),
  });
}

export function saveWording(
  scope: WordingScope,
  target: WordingTarget,
  values: WordingValues,
  version: number,
) {
  return api(notifyTemplateSave, { body: { ...scope, ...target, ...values, version } }, { quiet: true });
}

export function resetWording(scope: WordingScope, target: WordingTarget, version: number) {
  return api(notifyTemplateReset, { query: { ...scopeQuery(scope), ...target, version } }, { quiet: true });
}

export function testSendWording(scope: WordingScope, target: WordingTarget, manuscript: string) {
  return api(notifyTestSend, { body: { ...scope, ...target, manuscript } }, { quiet: true });
}

/**
 * The wording as it would read on a manuscript, re-rendered by the server whenever the (debounced)
 * values change; refusals (a variable the event lacks, bad syntax, an unknown manuscript) are shown
 * in the panel, not toasted.
 */
export function usePreview(
  scope: WordingScope,
  target: WordingTarget,
  values: WordingValues,
  manuscript: string,
) {
  return useQuery({
    queryKey: ['notifyPreview', scope, target, values, manuscript],
    queryFn: () =>
      api(notifyPreviewCall, { body: { ...scope, ...target, ...values, manuscript } }, { silent: true }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useOutboxDetail(id: number | null) {
  return useQuery({
    queryKey: ['outboxDetail', id],
    queryFn: () => api(outboxDetailCall, { query: { id: id! } }),
    enabled: id !== null,
  });
}

export function resendMessage(id: number) {
  return api(outboxResend, { body: { id } }, { quiet: true });
}
