import { defineConfig } from 'vitest/config';

/**
 * Journey files run two at a time (`E2E_WORKERS=1`: one after another): ~9 instead of ~20 min on
 * two cores. The clicks the doubled load used to lose were the product's: a dialog, a confirmation
 * or a confirmation bubble took presses while it zoomed in, a form took input before its stored
 * values landed, and a press landed on whatever moved under the pointer. They take none now until
 * they stand still (packages/web/src/app/global.css, FormModal's `ready`, forms filled before paint),
 * so journeys press once, as a person does, and Playwright waits for a visible, enabled, still
 * target. Full suite at two workers, 2026-11-27: 42 of 43 files (a journey reading a toast that
 * showed twice, fixed), then 43 of 43 (171 tests, 532 s).
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

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
