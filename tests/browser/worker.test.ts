/**
 * The vision worker in Chromium, through the page's VisionClient: it starts and reports its
 * backend, drops frames offered while busy (latest frame wins), and can cancel its work. It runs
 * on the dev server of `npm start` (the page imports the client's source), the one browser test
 * that does (and so the review's analysis, against a worker that never answers).
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './harness.ts';
import { useAppSession } from './useAppSession.ts';

describe.skipIf(!hasChromium)('the vision worker', () => {
  const session = useAppSession({ dev: true });

  it('starts, drops frames while busy, reads the demo, and cancels on request', async () => {
    const page = await session.context.newPage();
    await page.goto(`${session.url}?source=demo`);
    // The code runs in the page as a string, so the test runner does not rewrite its imports.
    const result = await page.evaluate(`(async () => {
      const { VisionClient, CancelledError } = await import('/src/worker/visionClient.ts');
      const client = new VisionClient();
      const info = await client.start();
      const blob = await (await fetch('/demo/arena.png')).blob();
      const frame = () => createImageBitmap(blob);
      const options = { dieKind: 'd6' };
      const [first, second] = await Promise.all([client.read(await frame(), options), client.read(await frame(), options)]);
      const busy = client.process(await frame(), 0, options);
      const cancelled = client.cancel();
      let error = '';
      try { await busy; } catch (e) { error = e instanceof CancelledError ? 'cancelled' : String(e); }
      const after = await client.read(await frame(), options);
      client.terminate();
      return {
        backend: info.backend, timings: info.backendTimings.map((t) => [t.backend, t.ms === null ? null : 'timed', t.skipped ?? null, t.renderer ?? null]), startMs: info.startMs, first: first && first.dice.length, second,
        cancelled, error, after: after && after.dice.length, idleCancel: client.cancel(),
      };
    })()`);
    console.info(`vision worker start-up: ${(result as { startMs: number }).startMs} ms (OpenCV.js, tfjs backend, models)`);
    // Headless Chromium without a GPU draws WebGL with SwiftShader: not worth timing (7.5 s of start-up).
    expect(result).toEqual({
      backend: 'wasm',
      timings: [['webgl', null, 'software-renderer', expect.stringContaining('SwiftShader')], ['wasm', 'timed', null, null], ['cpu', null, 'fallback', null]], startMs: expect.any(Number), first: 8, second: null, cancelled: true, error: 'cancelled', after: 8, idleCancel: false,
    });
    await page.close();
  }, 120_000);

  it('ends a review\'s analysis with an error, not a wait for ever, when the worker gives no answer for a frame', async () => {
    const page = await session.context.newPage();
    await page.goto(`${session.url}review.html`);
    const result = await page.evaluate(`(async () => {
      const { analyseVideo } = await import('/src/app/review/analyseVideo.ts');
      const file = await (await fetch('/demo/game.webm')).blob();
      const video = document.createElement('video');
      video.muted = true;
      video.src = URL.createObjectURL(file);
      await new Promise((resolve) => video.addEventListener('loadeddata', resolve, { once: true }));
      // A worker that took the frame and died: its answer never comes.
      let asked = 0;
      const client = { process: () => { asked += 1; return new Promise(() => {}); } };
      const review = { wantsReading: true, feed: () => null };
      const started = performance.now();
      try {
        await analyseVideo(video, client, review, { dieKind: 'd6', plan: { fps: 15, frames: 30 }, frameS: 1 / 15, file, stallMs: 1500 });
        return { error: 'none' };
      } catch (e) {
        return { error: String(e), asked, waitedMs: performance.now() - started };
      }
    })()`) as { error: string; asked: number; waitedMs: number };
    expect(result).toMatchObject({
      error: 'Error: the vision worker gave no answer for the frame at 0.00 s within 1.5 s (it may have run out of memory): reload the page to start it again',
      asked: 1,
    });
    expect(result.waitedMs).toBeGreaterThanOrEqual(1500);
    expect(result.waitedMs).toBeLessThan(10_000);
    await page.close();
  }, 60_000);
});
