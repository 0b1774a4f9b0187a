/**
 * The live referee at the table: Chromium's fake camera plays a scripted Strike game rendered
 * by the project's own generator (training-data/gameVideo: real die crops from ../shared/data
 * on an arena background, dice tumbling in, a hand passing over, dice being collected), and
 * the page must announce the script's rulings in order.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGameVideo, scriptFromSeed, type MadeGameVideo } from '../../training-data/gameVideo/index.ts';
import { hasChromium, startAppSession, type AppSession } from './harness.ts';

const hasShared = existsSync(path.resolve(import.meta.dirname, '../../../shared/data/byler-d6/train/annotations.json'));
if (!hasShared) console.warn('live referee browser test skipped: ../shared/data/byler-d6 (the die photos) is absent');

describe.skipIf(!hasChromium || !hasShared)('the live referee with a fake camera', () => {
  let session: AppSession;
  let made: MadeGameVideo;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'dice-live-'));
    const script = scriptFromSeed(11, { players: ['Ann', 'Bob'], keepThrowing: true, maxThrows: 4 });
    made = await makeGameVideo(script, path.join(dir, 'game.y4m'), { diceSource: 'photo' });
    session = await startAppSession([
      '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${made.video.path}`,
    ]);
  }, 120_000);
  afterAll(async () => {
    await session?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('announces the scripted rulings in order', async () => {
    const page = await session.context.newPage();
    await page.goto(session.url);
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup-start').click();
    const expected = made.truth.rulings.map((ruling) => ruling.text);
    await expect.poll(async () => (await page.getByTestId('log-say').allTextContents()).length, { timeout: 60_000, interval: 500 })
      .toBeGreaterThanOrEqual(expected.length);
    const said = await page.getByTestId('log-say').allTextContents();
    expect(said.slice(0, expected.length)).toEqual(expected);
    await page.close();
  }, 120_000);
});
