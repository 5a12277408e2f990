import { defineConfig } from 'vitest/config';

/**
 * Journey files run one after another unless `E2E_WORKERS` says otherwise (`E2E_WORKERS=2`: two at
 * a time, ~9 instead of ~20 min on two cores). The clicks the doubled load used to lose were mostly
 * the product's: a dialog, a confirmation or a confirmation bubble took presses while it zoomed in,
 * a form took input before its stored values landed, the annex requirements dialog started over on a
 * background read. They are fixed (packages/web/src/app/global.css, FormModal's `ready`, forms filled
 * before paint, AnnexKindsModal), and journeys press once. Full suite at two workers, 2026-11-27:
 * 42/43 files, then 43/43 (532 s), then 42/43 in a clean-clone CI (attachmentReview's second
 * removal of a requirement lost under a CPU burner, cause not yet found), so CI stays at one.
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
