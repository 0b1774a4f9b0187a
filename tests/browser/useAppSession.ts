/**
 * The app session of a group of browser tests: one call registers the hooks that open it
 * (harness.ts `startAppSession`, or `startDevAppSession`) and close it, instead of each
 * `describe` writing them out. Kept apart from harness.ts, which must not import vitest at its
 * top (the benchmarks in bench/ import it outside vitest).
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startAppSession, startDevAppSession, type AppSession } from './harness.ts';

/** Options of {@link useAppSession}. */
export interface AppSessionOptions {
  /**
   * More Chromium flags (e.g. the fake-camera ones), or a function that gives them when the
   * session opens: after the `beforeAll` hooks registered before the call (a video made there),
   * and given the test's name when {@link AppSessionOptions.perTest}.
   */
  flags?: readonly string[] | ((testName: string | undefined) => readonly string[]);
  /** Serve the dev server of `npm start` (`startDevAppSession`) instead of the build. */
  dev?: boolean;
  /**
   * A session (server, browser and profile) for each test, opened in `beforeEach` and closed in
   * `afterEach`; else one for all the tests of the `describe` (or of the file, when called at
   * its top level), whose pages share its localStorage and IndexedDB.
   */
  perTest?: boolean;
}

/**
 * Registers, in the `describe` it is called in, the hooks that open an app session and close it
 * (after the tests, or after each test with {@link AppSessionOptions.perTest}).
 * @returns the session open at the time of each use (its `url`, `context`, `journal` are read
 *   then): it throws when used outside the tests and hooks that run while it is open
 */
export function useAppSession(options: AppSessionOptions = {}): AppSession {
  let current: AppSession | undefined;
  const open = async (testName?: string): Promise<void> => {
    const flags = typeof options.flags === 'function' ? options.flags(testName) : options.flags ?? [];
    current = await (options.dev ? startDevAppSession : startAppSession)([...flags]);
  };
  const close = async (): Promise<void> => {
    const closing = current;
    current = undefined;
    await closing?.close();
  };
  if (options.perTest) {
    beforeEach((context) => open(context.task.name));
    afterEach(close);
  } else {
    beforeAll(() => open());
    afterAll(close);
  }
  const session = (): AppSession => {
    if (!current) throw new Error('no app session is open: useAppSession\'s hook has not run, or failed to start it');
    return current;
  };
  return {
    get url() { return session().url; },
    get browser() { return session().browser; },
    get context() { return session().context; },
    journal: (page: Page) => session().journal(page),
    close,
  };
}
