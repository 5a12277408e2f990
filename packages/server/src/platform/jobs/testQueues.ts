import type { QueueSpec } from './queues.ts';

/** Queues only the job tests use (created when a test's worker starts). */
const base = { policy: 'standard', retryBackoff: false, batchSize: 10 } as const;

export const RETRY_QUEUE: QueueSpec = {
  ...base,
  name: 'test-retry',
  retryLimit: 2,
  retryDelay: 1,
  retryBackoff: true,
  expireInSeconds: 30,
};
/**
 * A run counts as crashed after a minute: the crash test moves the killed run's start back instead
 * of waiting, and the retried run, however slow the machine, never expires too.
 */
export const CRASH_QUEUE: QueueSpec = {
  ...base,
  name: 'test-crash',
  retryLimit: 3,
  retryDelay: 0,
  expireInSeconds: 60,
};
export const KEY_QUEUE: QueueSpec = {
  ...base,
  name: 'test-key',
  policy: 'singleton',
  retryLimit: 0,
  retryDelay: 0,
  expireInSeconds: 30,
};
/** Retries due at once, one job a batch: the case where a late write of a job's end would count. */
export const IMMEDIATE_RETRY_QUEUE: QueueSpec = {
  ...base,
  name: 'test-immediate-retry',
  policy: 'singleton',
  retryLimit: 2,
  retryDelay: 0,
  batchSize: 1,
  expireInSeconds: 30,
};
/** A run may take one second: the hung-handler test. */
export const HANG_QUEUE: QueueSpec = {
  ...base,
  name: 'test-hang',
  retryLimit: 2,
  retryDelay: 0,
  batchSize: 1,
  expireInSeconds: 1,
};
