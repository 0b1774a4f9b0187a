/**
 * Builds the app once for the browser tests, as `npm run build` does (minified), into a temporary
 * folder that each test file serves with `vite preview` (harness.ts `startAppSession`): the
 * bundled pages start their vision worker about 1.5 s sooner per page load than the dev server's
 * unbundled modules, over some 60 page loads. The folder is deleted after the run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absolute path of the app built for this run's browser tests. */
    appBuildDir: string;
  }
}

/** The project root, where `vite.config.ts` is. */
const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Builds the app and provides its folder as `appBuildDir`.
 * @returns the teardown, which deletes the folder
 * @throws Error when the build fails
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'dice-referee-build-'));
  await build({ root: ROOT, logLevel: 'error', build: { outDir, emptyOutDir: true } });
  project.provide('appBuildDir', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}
