import { defineConfig } from 'vitest/config';

/**
 * Journey files run two at a time (`E2E_WORKERS=1` one after another, for a machine shared with
 * other work or to read one journey's log in order). The clicks the doubled load used to lose were
 * the product's (a dialog or confirmation bubble taking presses while it zoomed in, forms taking input
 * before their stored values landed, the annex requirements dialog starting over on a background
 * read, 稿件排期 writing its default journal into the address after the person had pressed another
 * screen, the sign-out waiting for the server's answer: all fixed in packages/web) and the journeys'
 * own (a confirmation bubble pressed while it still grew, support/antd.ts pressInPopconfirm; a side
 * menu entry pressed while its area still unfolded, support/menu.ts openFromMenu; a row measured after
 * a refresh replaced it, support/screen.ts oneLine). Two workers became the default on 2026-11-29
 * after the whole suite passed at two workers (54 files, 237 tests, 2213 s) on a machine also running
 * two helpers' API suites and builds (load average 4–6); quiet, it takes about half the one-worker
 * time (~24 min). Issue 22.
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
