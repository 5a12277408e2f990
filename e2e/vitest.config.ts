import { defineConfig } from 'vitest/config';

/**
 * Journey files run one after another unless `E2E_WORKERS` says otherwise (`E2E_WORKERS=2`: two at
 * a time, ~12 instead of ~22 min on two cores). The clicks the doubled load used to lose were the
 * product's: a dialog, a confirmation or a confirmation bubble took presses while it zoomed in, and
 * a press landed on whatever moved under the pointer. They take none now until they stand still
 * (packages/web/src/app/global.css), so journeys press once, as a person does, and Playwright waits
 * for a visible, enabled, still target. CI keeps one at a time until the full suite has passed
 * twice in a row at two workers.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

/** Browser journeys: one file per journey, each against its own server on a fresh embedded database. */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['./support/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: workers > 1,
    maxWorkers: workers,
    pool: 'forks',
    // expect.poll waits for what the screen shows after a request; vitest's default of one second is
    // shorter than a list reload takes on a busy two-core machine (CI runs these after the API suites).
    expect: { poll: { timeout: 20_000, interval: 100 } },
  },
});
