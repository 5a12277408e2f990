import { defineConfig } from 'vitest/config';

/** Browser journeys: one file per journey, each against its own server on a fresh embedded database. */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['journeys/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
