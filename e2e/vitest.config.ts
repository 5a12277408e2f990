import { defineConfig } from 'vitest/config';

/** Browser journeys: one file per journey, each against its own server on a fresh embedded database. */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['./support/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
    // expect.poll waits for what the screen shows after a request; vitest's default of one second is
    // shorter than a list reload takes on a busy two-core machine (CI runs these after the API suites).
    expect: { poll: { timeout: 20_000, interval: 100 } },
  },
});
