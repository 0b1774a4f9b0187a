import { defineConfig } from 'vitest/config';

/**
 * Two groups of tests, run one after the other:
 * - `unit`: unit and integration tests beside the code (`src/**`, `training-data/**`) and the
 *   CLI tests (`tests/cli`), two files at a time;
 * - `browser`: the real-browser tests (`tests/browser`), two files at a time, after the unit
 *   group, so that timing-sensitive pages never share the 2 cores with the unit tests; they
 *   serve the app built once by `tests/browser/globalSetup.ts`. A page playing a recording in
 *   real time keeps about one core busy (session 49: 45 % of the 2 cores over the demo game),
 *   so two files fit beside each other; the live page's tests are split over three files
 *   (app, appDemo, appCamera) for the two to end together.
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/cli/**/*.test.ts', 'training-data/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // The app is built once for every browser test file (harness.ts startAppSession).
          globalSetup: ['tests/browser/globalSetup.ts'],
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
