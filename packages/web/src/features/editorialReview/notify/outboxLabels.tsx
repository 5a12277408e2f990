import { pick } from '@jb/contract/i18n';
import {
  NOTIFICATION_EVENTS,
  OUTBOX_RETRIED,
  OUTBOX_STATES,
  type OutboxState,
} from '@jb/contract/notificationEvents';
import { Tag } from 'antd';
import { useCallback } from 'react';
import { useLang } from '../../../i18n/useLang.ts';

const STATE_COLORS: Record<OutboxState, string> = {
  queued: 'processing',
  sent: 'success',
  failed: 'error',
  skipped: 'warning',
};

/** The state of a message; with its attempts, "retried" beside it when it was tried more than once. */
export function OutboxStateTag({ state, attempts = 0 }: { state: OutboxState; attempts?: number }) {
  const lang = useLang();
  return (
    <>
      <Tag color={STATE_COLORS[state]} data-testid={`outbox-state-${state}`}>
        {pick(OUTBOX_STATES[state], lang)}
      </Tag>
      {attempts > 1 && (
        <Tag color="orange" data-testid="outbox-retried">
          {pick(OUTBOX_RETRIED, lang)}
        </Tag>
      )}
    </>
  );
}

/** An event's name as the screens show it (the raw name for messages outside the template events). */
export function useEventLabel() {
  const lang = useLang();
  return useCallback(
    (event: string) => {
      const known = NOTIFICATION_EVENTS[event as keyof typeof NOTIFICATION_EVENTS];
      return known ? pick(known.label, lang) : event;
    },
    [lang],
  );
}
