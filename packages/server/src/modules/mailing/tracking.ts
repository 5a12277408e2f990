import type { TrackingState } from '@jb/contract/schemas/mailing';

/** What the tracking provider is asked: the carrier (its code at the provider) and the number. */
export interface TrackingQuery {
  carrier: string;
  trackingNo: string;
}

/** Where a parcel is: the state and the newest event (`2026-11-20 10:00 已签收`), as the provider said. */
export interface TrackingAnswer {
  state: Exclude<TrackingState, 'none'>;
  event: string;
}

/** A courier tracking service (ARCHITECTURE "Real parts"): off by default, an HTTP adapter when configured. */
export interface TrackingProvider {
  track(query: TrackingQuery): Promise<TrackingAnswer>;
}

const STATES: Record<string, TrackingAnswer['state']> = {
  pending: 'pending',
  in_transit: 'inTransit',
  delivered: 'delivered',
  exception: 'exception',
  returned: 'exception',
};

/**
 * The HTTP adapter: `POST {url}/track` with JSON `{ carrier, number }` and `authorization: Bearer
 * {key}`; the provider answers JSON `{ state: pending | in_transit | delivered | exception | returned,
 * events: [{ time, text }] }`, newest event first. Any other answer, status or a time-out is an error
 * (the parcel keeps its previous state).
 */
export function httpTrackingProvider(opts: {
  url: string;
  key: string;
  timeoutMs: number;
}): TrackingProvider {
  const endpoint = `${opts.url.replace(/\/+$/, '')}/track`;
  return {
    async track(query) {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.key}` },
        body: JSON.stringify({ carrier: query.carrier, number: query.trackingNo }),
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      if (!res.ok) throw new Error(`tracking provider answered ${res.status}`);
      const body = (await res.json()) as { state?: unknown; events?: unknown };
      const state = typeof body.state === 'string' ? STATES[body.state] : undefined;
      if (!state) throw new Error('tracking provider answered an unknown state');
      const events = Array.isArray(body.events) ? (body.events as { time?: unknown; text?: unknown }[]) : [];
      const newest = events[0];
      const event = newest
        ? [newest.time, newest.text]
            .filter((v) => typeof v === 'string')
            .join(' ')
            .slice(0, 300)
        : '';
      return { state, event };
    },
  };
}

/** The configured provider, or null (tracking off). */
export function trackingProviderFrom(config: {
  TRACKING_URL?: string;
  TRACKING_KEY: string;
  TRACKING_TIMEOUT_MS: number;
}): TrackingProvider | null {
  if (!config.TRACKING_URL) return null;
  return httpTrackingProvider({
    url: config.TRACKING_URL,
    key: config.TRACKING_KEY,
    timeoutMs: config.TRACKING_TIMEOUT_MS,
  });
}
