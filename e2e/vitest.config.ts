import { defineConfig } from 'vitest/config';

/**
 * Journey files run one after another unless `E2E_WORKERS` says otherwise (`E2E_WORKERS=2`: two at
 * a time, ~9 instead of ~20 min on two cores). The clicks the doubled load used to lose were the
 * product's (a dialog or confirmation bubble taking presses while it zoomed in, forms taking input
 * before their stored values landed, the annex requirements dialog starting over on a background
 * read: fixed in packages/web) and then the journeys' own: the annex requirements' lost removal was
 * a confirmation bubble pressed while it still grew, which made Playwright scroll the page behind
 * the dialog and move the bubble away between press and release (support/antd.ts,
 * pressInPopconfirm). The annex, expert pool and press scope journeys at two workers beside two CPU
 * burners, 2026-11-28: 8/10 runs before that fix, 9/10 after; the one failure a press on the sider
 * menu's entry that never navigated (openFromMenu; cause not found, another suite ran on the machine
 * meanwhile), so CI stays at one (issue 22).
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
