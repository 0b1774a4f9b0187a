/**
 * The dice game refereed through Chromium's fake camera: a video made of the project's own
 * arena scenes (training-data/arenaScene.ts) shows Ann's roll of six dice, her scoring dice
 * (three 1s and two 5s: 400 points, the least a first bank may take) taken out, then Bob's
 * roll, which scores nothing; a hand passes between the states. Ann banks with the B key while her
 * set-aside dice are out. The page must announce what the dice-game rules engine announces
 * for the same actions, in order.
 *
 * The fake camera loops the file from when the page opens it, so (as in liveReferee.test.ts)
 * the video opens on an empty arena and the game starts when the diagnostics show it (in the
 * video's lead-in, or after the loop's dice: harness.ts `waitForLeadIn`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Face } from '../../src/core/types.ts';
import { GameSession } from '../../src/referee/gameSession.ts';
import { renderAnnouncement } from '../../src/referee/render.ts';
import { diceGame, type DiceGameAction } from '../../src/rules/dice-game/index.ts';
import { randomScene, type ArenaScene } from '../../training-data/arenaScene.ts';
import { sceneFrames, writeVideo } from '../../training-data/gameVideo/index.ts';
import { hasChromium, waitForLeadIn } from './harness.ts';
import { useAppSession } from './useAppSession.ts';

if (!hasChromium) console.warn('dice game camera test skipped: no Chromium at /usr/bin/chromium (apt-get install -y chromium)');

const FPS = 15;
/** Empty arena at the start of the video, s: time to start the game once the vision worker has started (4–10 s here). */
const LEAD_IN_S = 12;
const SIZE = { width: 640, height: 360, sizePx: 36 };

/** Faces of a scene's dice from left to right (the live referee's roll order). */
const leftToRight = (scene: ArenaScene): Face[] => [...scene.dice].sort((a, b) => a.x - b.x).map((d) => d.face);

describe.skipIf(!hasChromium)('the dice game with a fake camera', () => {
  let dir: string;
  /** The video the fake camera plays. */
  let video: string;
  const empty: ArenaScene = { ...randomScene([], { ...SIZE, seed: 1 }), dice: [] };
  const annRoll = { ...randomScene(['1', '5', '1', '3', '1', '5'], { ...SIZE, seed: 7 }), mat: empty.mat, wall: empty.wall, arena: empty.arena };
  const annKept = { ...annRoll, dice: annRoll.dice.filter((d) => d.face === '3') };
  const setAside = { ...annRoll, dice: annRoll.dice.filter((d) => d.face !== '3') };
  // Seed 11: Bob's dice are at least 40 px apart from left to right (seed 8 put a 6 and a 4
  // 1.3 px apart, so the roll's order hung on a pixel of the detector's boxes).
  const bobRoll = { ...randomScene(['2', '6', '3', '6', '4', '2'], { ...SIZE, seed: 11 }), mat: empty.mat, wall: empty.wall, arena: empty.arena };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'dice-game-camera-'));
    video = (await writeVideo(sceneFrames([[empty, LEAD_IN_S], [annRoll, 5], [annKept, 5], [bobRoll, 5], [empty, 2]], FPS), path.join(dir, 'farkle.y4m'), { fps: FPS })).path;
  }, 120_000);
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  // Registered after the hooks above: opened once the video is made, closed before it is deleted.
  const session = useAppSession({
    flags: () => ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });

  // One retry: the fake camera loops the 29 s video from wherever it is when the page joins, and
  // the bank key must land while Ann's kept die is shown (before Bob's roll); a run whose first
  // reads came late missed that 5 s window once in CI (session 4: 7 of 9 announcements, 79 s).
  it('announces the rolls, the set-aside dice, the bank and the farkle as the rules do', { retry: 1, timeout: 180_000 }, async () => {
    // What the rules engine announces for the same actions.
    const { session: rules, step } = GameSession.start(diceGame, { players: ['Ann', 'Bob'] });
    const announced = [...step.announcements];
    const actions: DiceGameAction[] = [
      { type: 'roll', faces: leftToRight(annRoll) },
      { type: 'keep', faces: leftToRight(setAside) },
      { type: 'bank' },
      { type: 'roll', faces: leftToRight(bobRoll) },
    ];
    /** Announcements made up to and including each action. */
    const upTo: number[] = [];
    for (const action of actions) {
      const done = rules.act(action);
      expect(done.rejected).toBeUndefined();
      announced.push(...done.announcements);
      upTo.push(announced.length);
    }
    const expected = announced.map((a) => renderAnnouncement('dice-game', a, 'en'));
    expect(rules.state.scores).toEqual([400, 0]);
    expect(rules.state.active).toBe(0); // Bob's roll scored nothing: back to Ann

    const page = await session.context.newPage();
    await page.goto(session.url);
    await page.getByRole('button', { name: 'Diagnostics' }).click();
    await waitForLeadIn(page, LEAD_IN_S * 1000, 90_000);
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup-game').selectOption('dice-game');
    await page.getByTestId('setup-name').nth(0).fill('Ann');
    await page.getByTestId('setup-name').nth(1).fill('Bob');
    await page.getByTestId('setup-start').click();
    // Ann's scoring dice are out: bank while they are (the next thing the video shows is Bob's roll).
    await expect.poll(async () => (await page.getByTestId('log-say').allTextContents()).length, { timeout: 60_000, interval: 100 })
      .toBeGreaterThanOrEqual(upTo[1]!);
    await page.getByRole('heading', { name: 'Dice Referee' }).click();
    await page.keyboard.press('b');
    await expect.poll(async () => (await page.getByTestId('log-say').allTextContents()).length, { timeout: 60_000, interval: 500 })
      .toBeGreaterThanOrEqual(expected.length);
    expect((await page.getByTestId('log-say').allTextContents()).slice(0, expected.length)).toEqual(expected);
    await page.close();
  });
});
