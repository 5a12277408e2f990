import type { Locator } from 'playwright-core';

const TRIES = 3;
/** How long each click is given to take effect: the last one, long enough for a slow screen. */
const WAIT_MS = [3_000, 6_000, 20_000];

/** How long the result must keep holding: a form that sets its starting values late undoes a choice. */
const STEADY_MS = 300;

/** Whether `done` comes within `ms` and keeps holding for STEADY_MS, asked every 100 ms. */
async function holdsWithin(done: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  let since: number | null = null;
  for (;;) {
    if (await done().catch(() => false)) {
      since ??= Date.now();
      if (Date.now() - since >= STEADY_MS) return true;
    } else {
      since = null;
      if (Date.now() >= deadline) return false;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Kept only where no cause in the product was found (the expert pool's search and sort presses,
 * journeys/expertPool.e2e.ts); dialogs and confirmations are pressed once (support/antd.ts), since
 * they take no press until they have finished opening.
 *
 * Clicks `target` and waits for what the click should bring about (`done`: a dialog shown, a choice
 * checked, an address reached; a locator means "is visible"). On a busy machine a click can go lost:
 * it lands while its target is still moving (a dialog zooming in), or before the screen listens (a
 * form that sets its starting values after it showed). Then, if the target is still there and the
 * result has not come, it is clicked again, at most three times in all. Fails, naming `what`, when
 * the result never comes: a screen that does not react to the click fails the journey.
 */
export async function clickUntil(
  target: Locator,
  done: Locator | (() => Promise<boolean>),
  what = 'the result of the click',
): Promise<void> {
  const reached = typeof done === 'function' ? done : () => done.isVisible();
  for (let attempt = 1; attempt <= TRIES; attempt++) {
    if (attempt === 1) await target.click();
    // Again only while the result is still missing and the target still there (a click that took
    // may just be slow to show).
    else if (!(await reached().catch(() => false)) && (await target.isVisible().catch(() => false)))
      await target.click({ timeout: 5_000 }).catch(() => undefined);
    if (await holdsWithin(reached, WAIT_MS[attempt - 1]!)) return;
  }
  throw new Error(`${what}: not there after ${TRIES} clicks on ${target}`);
}
