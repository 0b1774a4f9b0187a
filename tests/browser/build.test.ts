/**
 * The app as `npm run build` makes it (minified) and `npm run preview` serves it: its vision
 * worker starts, reads the still demo arena on the live page and the demo recording on the review
 * page, and neither page throws (errors that minification brings, e.g. a tfjs wasm thread's
 * "e is not defined", show only as console errors). The other browser tests use the same build,
 * but for tests/browser/worker.test.ts, which uses the dev server of `npm start`.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './harness.ts';
import { useAppSession } from './useAppSession.ts';

describe.skipIf(!hasChromium)('the built app', () => {
  const session = useAppSession();

  it('reads the demo arena and the demo recording in its vision worker, and its pages throw nothing', async () => {
    const page = await session.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // A failing tfjs wasm thread reports here ("worker sent an error! … e is not defined").
    page.on('console', (message) => {
      if (message.type() === 'error' || /worker sent an error/.test(message.text())) errors.push(message.text());
    });
    await page.goto(`${session.url}?source=demo`);
    // public/demo/arena.png holds 8 dice (tests/browser/worker.test.ts).
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 60_000 }).toBe('demo arena · 8 dice · tfjs wasm');
    expect(await page.getByTestId('die-row').count()).toBe(8);
    // The review page analyses its demo recording in the same worker: its first ruling comes.
    await page.goto(`${session.url}review.html`);
    await page.getByTestId('review-demo').click();
    await expect.poll(() => page.getByTestId('timeline-ruling').first().textContent(), { timeout: 60_000 })
      .toBe('New game: Ann starts. Put the start die in the arena.');
    await page.getByTestId('review-cancel').click();
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
