/**
 * Waiting for what happens in the background (a job, a delivery, a notice, an announcement on the
 * change feed): tests wait for the state, never for a fixed time. The deadlines are generous, so
 * that they hold on a machine at load average 8 (two cores shared with a second suite); a passing
 * test waits only as long as the work takes, so a long deadline costs nothing when all is well.
 */

/** How long a test waits for a job (or a chain of jobs and their retries) to reach a state. */
export const JOB_DEADLINE_MS = 90_000;

/**
 * The timeout of a test that waits for jobs: vitest's 30 s (vitest.config.ts) is for the rest, and
 * would end such a test before its own, clearer, deadline.
 */
export const JOB_TEST_TIMEOUT_MS = 180_000;

/** How long a test waits for what this process does at once (a notification on the change feed). */
export const FEED_DEADLINE_MS = 20_000;

/**
 * Asks `check` until it answers true, every `intervalMs`; after `timeoutMs` fails naming `what`
 * (a function: what it says once the time is up, e.g. the last answer seen).
 */
export async function until(
  what: string | (() => string),
  check: () => boolean | Promise<boolean>,
  timeoutMs = JOB_DEADLINE_MS,
  intervalMs = 100,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${typeof what === 'string' ? what : what()}`,
      );
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
