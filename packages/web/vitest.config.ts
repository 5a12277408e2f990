import { defineConfig } from 'vitest/config';

/** Unit tests beside the code: pure helpers and the wire's crypto, in Node (WebCrypto is global there). */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'build/**/*.test.ts', '../client/src/**/*.test.ts'],
    environment: 'node',
  },
});
