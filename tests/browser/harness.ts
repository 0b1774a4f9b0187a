/**
 * Shared set-up for the browser tests: the built app served as `vite preview` serves it (or the
 * dev server of `npm start`) and the system Chromium driven by playwright-core (platform-notes.md, "Real browser tests": never download a browser;
 * these flags keep Chromium off the closed network).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createServer, preview, type ViteDevServer } from 'vite';

/** Where Debian's chromium package installs the browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Whether the system Chromium is installed (`apt-get install -y chromium`). */
export const hasChromium = existsSync(CHROMIUM_PATH);

/** Flags that keep headless Chromium quiet and offline on these machines. */
const BASE_FLAGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--no-first-run', '--disable-sync', '--disable-quic',
];

/** A running app server and browser, closed together by `close()`. */
export interface AppSession {
  /** Base URL of the app, e.g. `http://127.0.0.1:5174/`. */
  url: string;
  browser: Browser;
  context: BrowserContext;
  /**
   * What `page` reported that a test failing on it should say (newest last, at most
   * {@link JOURNAL_LINES}): a renderer crash, uncaught errors, console errors, a worker that ended.
   */
  journal(page: Page): readonly string[];
  close(): Promise<void>;
}

/** Lines kept of each page's journal ({@link AppSession.journal}). */
const JOURNAL_LINES = 30;

/** Starts keeping `page`'s journal in `journals` (see {@link AppSession.journal}). */
function keepJournal(page: Page, journals: WeakMap<Page, string[]>): void {
  const lines: string[] = [];
  journals.set(page, lines);
  const note = (line: string) => {
    lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (lines.length > JOURNAL_LINES) lines.shift();
  };
  page.on('crash', () => note('the page crashed'));
  page.on('pageerror', (error) => note(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') note(`console ${message.type()}: ${message.text()}`);
  });
  page.on('worker', (worker) => worker.on('close', () => note(`worker ended: ${worker.url()}`)));
}

/** The project root, where `vite.config.ts` is. */
const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Launches the system Chromium with a fresh profile, for the app served at `url`.
 * @param closeServer stops the server, after the browser has closed
 * @returns the session; its `close()` also deletes the profile
 */
async function openSession(url: string | undefined, extraFlags: string[], closeServer: () => Promise<void>): Promise<AppSession> {
  if (!url) throw new Error('the Vite server did not report its URL');
  const profile = mkdtempSync(path.join(tmpdir(), 'dice-referee-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...BASE_FLAGS, ...extraFlags],
    viewport: { width: 1280, height: 900 },
    // The app opens in the browser's language (src/app/i18n/language.ts): pin it, whatever the machine's.
    locale: 'en-US',
  });
  const journals = new WeakMap<Page, string[]>();
  context.pages().forEach((page) => keepJournal(page, journals));
  context.on('page', (page) => keepJournal(page, journals));
  return {
    url,
    browser: context.browser() as Browser,
    context,
    journal: (page) => journals.get(page) ?? [],
    async close() {
      await context.close();
      await closeServer();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Serves the app as the dev server of `npm start` does (unbundled modules, `/src/…` importable
 * from the page) on a free port, and launches Chromium.
 * @param extraFlags more Chromium flags
 * @throws Error when the server or the browser fails to start
 */
export async function startDevAppSession(extraFlags: string[] = []): Promise<AppSession> {
  const server: ViteDevServer = await createServer({
    root: ROOT,
    logLevel: 'error',
    server: { port: 0, host: '127.0.0.1' },
  });
  await server.listen();
  return openSession(server.resolvedUrls?.local[0], extraFlags, () => server.close());
}

/**
 * Serves the app as `npm run build` makes it (minified; built once per run by globalSetup.ts) and
 * `npm run preview` serves it, on a free port, and launches Chromium.
 * @param extraFlags more Chromium flags, e.g. the fake-camera ones
 * @throws Error when the build is missing, or the server or the browser fails to start
 */
export async function startAppSession(extraFlags: string[] = []): Promise<AppSession> {
  // Imported here, not at the top: the benchmarks (bench/) import this file outside vitest, where importing it fails.
  const { inject } = await import('vitest');
  const outDir = inject('appBuildDir');
  if (!outDir || !existsSync(path.join(outDir, 'index.html'))) throw new Error(`no app build at ${String(outDir)} (tests/browser/globalSetup.ts)`);
  const server = await preview({ root: ROOT, logLevel: 'error', build: { outDir }, preview: { port: 0, host: '127.0.0.1' } });
  return openSession(server.resolvedUrls?.local[0], extraFlags, () => server.close());
}

/**
 * Time the test keeps, after it finds the fake camera's empty lead-in, to start a game before
 * the video's first die arrives (New game, Start, and the referee's first look), in ms.
 */
const START_MARGIN_MS = 4000;

/**
 * Resolves when a game may be started on the empty arena at the start of the game video that
 * Chromium's fake camera plays from the moment the page opens it (the diagnostics panel must be
 * open): the page's motion state turns `empty` within `leadInMs` − {@link START_MARGIN_MS} of
 * the page opening (still the video's lead-in), or else, after having shown dice, turns `empty`
 * again (the video looping back to its start).
 * @param leadInMs how long the video's arena stays empty at its start
 * @throws playwright's TimeoutError after `timeoutMs`
 */
export async function waitForLeadIn(page: Page, leadInMs: number, timeoutMs: number): Promise<void> {
  await page.waitForFunction((startBy) => {
    const w = window as unknown as { sawDice?: boolean };
    const state = document.querySelector('[data-testid=motion]')?.getAttribute('data-state');
    if (state === 'moving' || state === 'settled') w.sawDice = true;
    return state === 'empty' && (w.sawDice === true || performance.now() < startBy);
  }, leadInMs - START_MARGIN_MS, { timeout: timeoutMs, polling: 50 });
}

/**
 * Waits for the element of `testId` to show on `page`. When it does not within `timeoutMs`,
 * throws an Error that says what the page showed instead: the texts of `explain`'s test ids
 * (an error message, a progress bar's value) and the page's journal ({@link AppSession.journal}).
 * @throws Error after `timeoutMs` (playwright's TimeoutError as its cause)
 */
export async function waitShown(session: AppSession, page: Page, testId: string, timeoutMs: number, explain: readonly string[] = []): Promise<void> {
  try {
    await page.getByTestId(testId).waitFor({ timeout: timeoutMs });
  } catch (error) {
    const shown = await Promise.all(explain.map(async (id) => {
      const text = await page.getByTestId(id).evaluate((element) => (element instanceof HTMLProgressElement ? `${element.value}/${element.max}` : element.textContent), null, { timeout: 2000 })
        .catch(() => 'not shown');
      return `${id}: ${text}`;
    }));
    const journal = session.journal(page);
    throw new Error(`${testId} did not show within ${timeoutMs / 1000} s; the page shows ${shown.join('; ') || 'nothing asked for'}; its journal: ${journal.length > 0 ? journal.join(' | ') : 'empty'}`, { cause: error });
  }
}
