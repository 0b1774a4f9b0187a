/**
 * The vision worker in Chromium, through the page's VisionClient: it starts and reports its
 * backend, drops frames offered while busy (latest frame wins), and can cancel its work. It runs
 * on the dev server of `npm start` (the page imports the client's source), the one browser test
 * that does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, startDevAppSession, type AppSession } from './harness.ts';

describe.skipIf(!hasChromium)('the vision worker', () => {
  let session: AppSession;
  beforeAll(async () => {
    session = await startDevAppSession();
  });
  afterAll(async () => {
    await session?.close();
  });

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
});
