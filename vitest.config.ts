import { defineConfig } from 'vitest/config';

/**
 * Unit and integration tests sit beside the code (`src/**\/*.test.ts`); tests that drive the
 * CLI or a real browser live in `tests/`.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts', 'training-data/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores on the CI machine: keep the heavy browser and OpenCV suites from fighting.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
