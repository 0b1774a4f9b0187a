/**
 * The live referee at the table: Chromium's fake camera plays a scripted Strike game rendered
 * by the project's own generator (training-data/gameVideo: real die crops from ../shared/data
 * on an arena background, dice tumbling in, a hand passing over, dice being collected), and
 * the page must announce the script's rulings in order.
 *
 * Chromium's fake camera loops the file from the moment the page opens it, so the test starts
 * the game the way players do: on an empty arena. The video opens with a long empty stretch
 * (a `pause` step), the only moment in the script when the arena is empty; the test opens the
 * diagnostics panel and waits for it to report that empty arena (harness.ts `waitForLeadIn`), then starts.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGameVideo, replayTable, scriptFromSeed, type GameScript, type MadeGameVideo } from '../../training-data/gameVideo/index.ts';
import { hasChromium, waitForLeadIn } from './harness.ts';
import { useAppSession } from './useAppSession.ts';

const hasShared = existsSync(path.resolve(import.meta.dirname, '../../../shared/data/byler-d6/train/annotations.json'));
if (!hasShared) console.warn('live referee browser test skipped: ../shared/data/byler-d6 (the die photos) is absent');

/**
 * Empty arena at the start of the video, ms: time for the test to start the game, while the
 * video first plays when the vision worker starts in time (4–10 s here), else when it loops.
 */
const LEAD_IN_MS = 12_000;

describe.skipIf(!hasChromium || !hasShared)('the live referee with a fake camera', () => {
  let made: MadeGameVideo;
  let script: GameScript;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'dice-live-'));
    const game = scriptFromSeed(11, { players: ['Ann', 'Bob'], keepThrowing: true, maxThrows: 4 });
    // Seed 11 already pushes dice around and collects twice; a hand also sweeps over the
    // arena after the first collection (it changes nothing, so nothing may be announced).
    const firstCollect = game.steps.findIndex((step) => step.kind === 'collect');
    const steps = [...game.steps];
    steps.splice(firstCollect + 1, 0, { kind: 'handPass', by: 1 });
    script = { ...game, steps: [{ kind: 'pause', ms: LEAD_IN_MS }, ...steps] };
    made = await makeGameVideo(script, path.join(dir, 'game.y4m'), { diceSource: 'photo' });
  }, 120_000);
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  // Registered after the hooks above: opened once the video is made, closed before it is deleted.
  const session = useAppSession({
    flags: () => ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${made.video.path}`],
  });

  it('uses a script with every kind of motion, whose arena is empty only before the start die', () => {
    const kinds = new Set(script.steps.map((step) => step.kind));
    for (const kind of ['placeStartDie', 'throw', 'collect', 'handPass', 'rearrange'] as const) expect(kinds.has(kind)).toBe(true);
    expect(script.steps.some((step) => step.kind === 'throw' && (step.knocked?.length ?? 0) > 0)).toBe(true);
    const tables = replayTable(script);
    expect(tables.slice(1).every((dice) => dice.length > 0)).toBe(true);
  });

  it('announces the scripted rulings in order', async () => {
    const page = await session.context.newPage();
    await page.goto(session.url);
    await page.getByRole('button', { name: 'Diagnostics' }).click();
    await waitForLeadIn(page, LEAD_IN_MS, 90_000);
    // Without a GPU, Chromium draws WebGL with SwiftShader: the panel says it was not timed, and names it on hover.
    expect(await page.getByTestId('backend-test').textContent()).toMatch(/^webgl software WebGL, not timed · wasm \d+\.\d ms · cpu not timed$/);
    expect(await page.getByTestId('backend-test').getAttribute('title')).toContain('SwiftShader');
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup-start').click();
    const expected = made.truth.rulings.map((ruling) => ruling.text);
    expect(expected.length).toBeGreaterThanOrEqual(6);
    await expect.poll(async () => (await page.getByTestId('log-say').allTextContents()).length, { timeout: 60_000, interval: 500 })
      .toBeGreaterThanOrEqual(expected.length);
    const said = await page.getByTestId('log-say').allTextContents();
    expect(said.slice(0, expected.length)).toEqual(expected);
    // The game's tracker says when a settle is voted on: its frames are then analysed for motion
    // only, not read again, until the dice move (src/app/useVisionLoop.ts).
    await expect.poll(() => page.getByTestId('read').textContent(), { timeout: 60_000, interval: 100 }).toBe('voted on: read again once the arena moves');
    await page.close();
  }, 180_000);
});
