/**
 * The web app on its bundled demo game in the system Chromium: it opens on the demo when there
 * is no camera, referees the demo's own game (Strike's and the dice game's) to its winner, and
 * says why any other game is not refereed on it.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { randomSynthScene, synthSceneSvg } from '../../training-data/synthScene.ts';
import { play } from '../../src/rules/engine.ts';
import { CLASSIC, strike } from '../../src/rules/strike/index.ts';
import { afterFramesAnalysed, countFramesAnalysed, forgetSavedGame, gotoWithNoSavedGame, gotoWithSavedGame, keepVideoElements, playingVideos, ROOT, storeSavedGame } from './appPages.ts';
import { hasChromium } from './harness.ts';
import { useAppSession } from './useAppSession.ts';

/**
 * Frames of the demo read, after it showed a settled arena, before a test checks that the game
 * (not refereed on it) heard nothing: a refereed game would have had its ruling by then.
 */
const DEMO_FRAMES_NOT_RULED = 20;

describe.skipIf(!hasChromium)('the web app on its demo game', () => {
  // A session of its own: a game saved by another test would be resumed on load.
  const session = useAppSession();

  // One retry: the page reads the video as it plays, in real time; a machine busy with something
  // else can miss a settled arena (seen once with another Chromium running beside the test).
  it('opens on the bundled demo game when there is no camera, and referees it when a game starts', { retry: 1, timeout: 240_000 }, async () => {
    // public/demo/game.json: the rulings of the scripted game in public/demo/game.webm (npm run make:demo).
    const demo = JSON.parse(readFileSync(path.join(ROOT, 'public/demo/game.json'), 'utf8')) as { players: string[]; rulings: string[] };
    const page = await session.context.newPage();
    // The demo recording arrives 5 s late and the dice reader's weights 10 s late: New game and
    // Start are pressed before any source shows, and the demo must then wait for the reader
    // rather than play its first throws to no one.
    const routes: [string, number][] = [['**/demo/game.webm*', 5000], ['**/*.weights*.bin', 10_000]];
    for (const [url, ms] of routes) {
      await session.context.unroute(url); // a retry must not stack a second delay on the first attempt's
      await session.context.route(url, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        // The page may be gone by then (a failed attempt): a route left unhandled is no error here.
        await route.continue().catch(() => undefined);
      });
    }
    await page.goto(session.url);
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup-name').nth(0).fill(demo.players[0]!);
    await page.getByTestId('setup-name').nth(1).fill(demo.players[1]!);
    expect(await page.getByTestId('status').textContent()).toContain('No source');
    await page.getByTestId('setup-start').click();
    await expect.poll(() => page.getByTestId('demo-waits').textContent(), { timeout: 30_000 }).toBe('The demo game starts as soon as the dice reader is ready…');
    expect(await page.getByTestId('status').textContent()).toMatch(/^demo game · starting vision/);
    // The status line says how far the start-up has got: the weights held back, the models are loading.
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 15_000 })
      .toMatch(/^demo game · starting vision: loading OpenCV\.js and the trained models \([1-9]\d* s\)…$/);
    expect(await page.getByTestId('notice').textContent()).toMatch(/camera/i);
    expect(await page.getByTestId('demo-not-refereed').count()).toBe(0);
    for (const [url] of routes) await session.context.unroute(url);
    await expect.poll(() => page.getByTestId('demo-waits').count(), { timeout: 60_000 }).toBe(0);
    // The video restarts from its empty arena and plays once (about 69 s), to the game's winner.
    await expect.poll(async () => (await page.getByTestId('log-say').allTextContents()).length, { timeout: 150_000, interval: 1000 })
      .toBeGreaterThanOrEqual(demo.rulings.length).catch(async (error: unknown) => {
        console.log('SAID', JSON.stringify(await page.getByTestId('log-say').allTextContents(), null, 1), 'WANT', JSON.stringify(demo.rulings, null, 1));
        throw error;
      });
    const said = await page.getByTestId('log-say').allTextContents();
    expect(said).toEqual(demo.rulings);
    // The log stays scrolled to its newest line when a language change rewraps it (French is longer).
    const atEnd = () => page.getByTestId('log').evaluate((log) => log.scrollHeight > log.clientHeight && log.scrollTop + log.clientHeight >= log.scrollHeight - 2);
    expect(await atEnd()).toBe(true);
    await page.getByTestId('language').selectOption('fr');
    await expect.poll(atEnd).toBe(true);
    await page.getByTestId('language').selectOption('en');
    await expect.poll(() => page.getByTestId('notice').textContent(), { timeout: 30_000 })
      .toBe('The demo recording ends here, with its game won: press “New game”, then “Start”, to watch it again.');
    // Watching it again rewinds to the empty arena: the dice of its end are no longer listed.
    expect(await page.getByTestId('die-row').count()).toBeGreaterThan(0);
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup-start').click();
    expect(await page.getByTestId('die-row').count()).toBe(0);
    expect(await page.getByTestId('status').textContent()).toMatch(/^demo game · tfjs /);
    await expect.poll(() => page.getByTestId('no-dice').count(), { timeout: 30_000 }).toBe(1);
    await page.close();
  });

  it('referees no game on the demo but its own: three players, or a game resumed on it, are told so', async () => {
    const page = await session.context.newPage();
    await countFramesAnalysed(page);
    // No game resumed (one an earlier test saved would wait, and the demo's invitation with it).
    await gotoWithNoSavedGame(page, `${session.url}?source=demo-game`);
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 60_000 }).toContain('demo game');
    await expect.poll(() => page.getByTestId('notice').textContent(), { timeout: 30_000 }).toBe('Showing the demo game: press “New game”, then “Start” (2 players), to watch the referee play it (the dice game too: 2 players, 500 points).');
    await page.getByTestId('new-game').click();
    // The form says it before Start, as the choices change: the demo's own game gets no note.
    const mismatch = 'The demo is a recorded game of Strike (31\u00a0dice) with 2 players, not a tournament: start one like it to watch the referee play it. This game is not refereed on the demo.';
    expect(await page.getByTestId('setup-demo-note').count()).toBe(0);
    await page.getByTestId('setup-tournament').check();
    expect(await page.getByTestId('setup-demo-note').textContent()).toBe(mismatch);
    await page.getByTestId('setup-tournament').uncheck();
    expect(await page.getByTestId('setup-demo-note').count()).toBe(0);
    // The dice game chosen on the demo: the form is set like its demo (500 points, not the rules' 5000).
    await page.getByTestId('setup-game').selectOption('dice-game');
    expect(await page.getByTestId('setup-target').inputValue()).toBe('500');
    expect(await page.getByTestId('setup-demo-note').count()).toBe(0);
    // The dice game to the rules' 5000 points, where its demo plays to 500.
    await page.getByTestId('setup-target').fill('5000');
    expect(await page.getByTestId('setup-demo-note').textContent()).toBe('The dice-game demo is a recorded game with 2 players to 500 points: start one like it to watch the referee play it. This game is not refereed on the demo.');
    // One press sets the form like the demo: its 500 points; the note goes, and the focus goes on to Start (helper 163).
    await page.getByTestId('setup-like-demo').focus();
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('setup-target').inputValue()).toBe('500');
    expect(await page.getByTestId('setup-demo-note').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('setup-start');
    await page.getByTestId('setup-target').fill('5000');
    await page.getByTestId('setup-game').selectOption('strike');
    await page.getByTestId('setup-count').selectOption('3');
    expect(await page.getByTestId('setup-demo-note').textContent()).toBe(mismatch);
    // Like the demo: two players (the names given kept), not a tournament.
    await page.getByTestId('setup-tournament').check();
    await page.getByTestId('setup-like-demo').click();
    expect(await page.getByTestId('setup-count').inputValue()).toBe('2');
    expect(await page.getByTestId('setup-tournament').isChecked()).toBe(false);
    expect(await page.getByTestId('setup-demo-note').count()).toBe(0);
    await page.getByTestId('setup-count').selectOption('3');
    expect(await page.getByTestId('setup-demo-note').textContent()).toBe(mismatch);
    await page.getByTestId('setup-start').click();
    // The notice has the form's button: the form opens set like the demo (Cancel keeps the game).
    await expect.poll(() => page.getByTestId('notice').textContent()).toBe(`${mismatch} Set up like the demo`);
    await page.getByTestId('notice-like-demo').click();
    expect(await page.getByTestId('setup-count').inputValue()).toBe('2');
    expect(await page.getByTestId('setup-tournament').isChecked()).toBe(false);
    expect(await page.getByTestId('setup-demo-note').count()).toBe(0);
    expect(await page.getByTestId('notice-like-demo').count()).toBe(0);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    // New game then starts from the game in progress again, not from the demo's.
    await page.getByTestId('new-game').click();
    expect(await page.getByTestId('setup-count').inputValue()).toBe('3');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    // The looping demo shows its dice, but no ruling follows the game's first announcement: not
    // after a settled arena was read (its dice listed), nor over the frames read after it.
    await expect.poll(() => page.getByTestId('die-row').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await afterFramesAnalysed(page, DEMO_FRAMES_NOT_RULED);
    expect(await page.getByTestId('log-say').allTextContents()).toEqual(['New game: Ann starts. Put the start die in the arena.']);
    // A game resumed on the demo (a reload: no camera) is kept but said not to be refereed on it.
    await page.reload();
    await expect.poll(() => page.getByTestId('log-info').first().textContent(), { timeout: 30_000 }).toMatch(/^Resumed the game saved /);
    await expect.poll(() => page.getByTestId('demo-not-refereed').textContent(), { timeout: 30_000 })
      .toBe("This game waits: the demo shows another game. Open the camera, or a photo or video of your arena, to go on with it; or press “New game”, then “Start” (2 players), to watch the demo's own game. New game");
    // That notice says how to watch the demo: the demo's own invitation is not said again above it.
    expect(await page.getByTestId('notice').count()).toBe(0);
    // Without a camera (the page asks for one first), only why the demo shows stays beside it.
    await page.goto(session.url);
    await expect.poll(() => page.getByTestId('demo-not-refereed').count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('notice').textContent(), { timeout: 30_000 }).toBe('No camera was found. Plug one in, or open a photo or video.');
    await expect.poll(() => page.getByTestId('die-row').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await afterFramesAnalysed(page, DEMO_FRAMES_NOT_RULED);
    expect(await page.getByTestId('log-say').allTextContents()).toEqual(['New game: Ann starts. Put the start die in the arena.']);
    // The demo's own game, resumed: the recording starts again from its beginning, so it cannot go on with it.
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup-count').selectOption('2');
    await page.getByTestId('setup-start').click();
    await expect.poll(() => page.getByTestId('demo-not-refereed').count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByTestId('demo-not-refereed').textContent(), { timeout: 30_000 })
      .toMatch(/^This game waits: the demo plays its recording from the start, so it cannot go on with a game already under way\. /);
    await page.close();
  }, 150_000);

  it('shows a saved game that had ended as it ended, not resumed; a saved game that waits on the demo offers New game in its notice', async () => {
    const page = await session.context.newPage();
    // Bob throws his last die and matches nothing: he is out, and Ann wins.
    const edition = { ...CLASSIC, id: 'tiny', name: 'Tiny Strike', dicePerPlayer: { '2': 1 } };
    let over = play(strike, strike.setup({ players: ['Bob', 'Ann'], edition }), { type: 'placeStartDie', face: '4' });
    over = play(strike, over.log, { type: 'throw', arena: ['4', '3'], out: 0 });
    expect(over.state).toMatchObject({ phase: 'over', winner: 1 });
    await gotoWithSavedGame(page, `${session.url}?source=demo-game`, { game: 'strike', log: over.log, savedAt: Date.now() });
    await expect.poll(() => page.locator('[data-testid="game"] h2').textContent(), { timeout: 30_000 }).toBe('Ann wins');
    expect(await page.getByTestId('log-say').allTextContents()).toEqual([
      'New game: Bob starts. Put the start die in the arena.', "Bob's turn.", 'Bob has no dice left and is out (1 player left).', 'Ann wins: the last player with dice!',
    ]);
    // Before: "Resumed the game saved …" after the win, as for a game in progress. (It would come
    // with the log shown again, in the same update as the lines above: src/app/useLiveGame.ts.)
    expect(await page.getByTestId('log-info').allTextContents()).toEqual([]);
    expect(await page.locator('.panel-new-game').count()).toBe(1);
    // A game in progress of the demo's own kind, saved: it waits (the recording plays from its
    // start), and its notice offers New game, set like the demo's game.
    const waiting = play(strike, strike.setup({ players: ['Ann', 'Bob'] }), { type: 'placeStartDie', face: '3' });
    await storeSavedGame(page, { game: 'strike', log: waiting.log, savedAt: Date.now() });
    await page.reload();
    await expect.poll(() => page.getByTestId('demo-not-refereed').textContent(), { timeout: 30_000 })
      .toMatch(/^This game waits: the demo plays its recording from the start, .* New game$/);
    await page.getByTestId('demo-not-refereed-new-game').click();
    expect(await page.getByTestId('setup-demo-note').count()).toBe(0);
    await page.getByTestId('setup-start').click();
    await expect.poll(() => page.getByTestId('demo-not-refereed').count()).toBe(0);
    expect(await page.getByTestId('log-say').allTextContents()).toEqual(['New game: Ann starts. Put the start die in the arena.']);
    await forgetSavedGame(page);
    await page.close();
  }, 120_000);

  it('plays the dice game\'s recording for the dice game started on Strike\'s demo with the form as it comes (helper 185: Strike\'s played on, nothing ruled)', async () => {
    const page = await session.context.newPage();
    await keepVideoElements(page);
    await gotoWithNoSavedGame(page, `${session.url}?source=demo-game`);
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 60_000 }).toMatch(/^demo game · (?:\d+ di(?:e|ce) · )?tfjs /); // the worker ready (a die may be read already)
    expect(await playingVideos(page)).toEqual(['game.webm']);
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup-game').selectOption('dice-game');
    expect(await page.getByTestId('setup-target').inputValue()).toBe('500');
    await page.getByTestId('setup-start').click();
    await expect.poll(() => playingVideos(page), { timeout: 30_000 }).toEqual(['dice-game.webm']);
    expect(await page.getByTestId('notice').count()).toBe(0);
    // Refereed: the recording's first roll is ruled after the game's first line.
    await expect.poll(async () => (await page.getByTestId('log-say').allTextContents()).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
    await page.close();
  }, 120_000);

  it('keeps the page where it is as rulings come in: the log scrolls in its own box (helper 163: at 200 % zoom the focus went out of view)', async () => {
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 640, height: 450 });
    await gotoWithNoSavedGame(page, `${session.url}?source=demo-game`);
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup-start').click();
    await expect.poll(async () => (await page.getByTestId('log-say').allTextContents()).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
    await page.evaluate(() => window.scrollTo(0, 0));
    const lines = (await page.getByTestId('log-say').allTextContents()).length;
    await expect.poll(async () => (await page.getByTestId('log-say').allTextContents()).length, { timeout: 60_000 }).toBeGreaterThan(lines + 1);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });

  it('looks afresh at a photo of another size: a face the line-up gave is not carried to a die of the other picture', async () => {
    const page = await session.context.newPage();
    await gotoWithNoSavedGame(page, `${session.url}?source=demo-game`);
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup-start').click();
    await expect.poll(async () => (await page.getByTestId('log-say').allTextContents()).at(-1), { timeout: 60_000 }).toBe("Ann's turn.");
    // Twelve dice; one of them, near the top, alone in the first photo (the demo's start die is a 3).
    const scene = randomSynthScene(900_071, { width: 640, height: 480, faces: ['1', '2', '4', '5', '2', '4', '5', '2', '4', '5', '2', '4'], count: 12, sizePx: 50, unreadableShare: 0 });
    const alone = scene.dice.find((die) => die.face === '1')!;
    const one = path.join(tmpdir(), 'one-die.png');
    await sharp(Buffer.from(synthSceneSvg({ ...scene, dice: [alone] }))).png().toFile(one);
    const many = path.join(tmpdir(), 'many-dice.png');
    // A wider picture (800 × 600), each die at the same pixels as in a 640 × 480 one.
    await sharp(Buffer.from(synthSceneSvg(scene))).extend({ right: 160, bottom: 120, background: '#303030' }).png().toFile(many);
    const rows = () => page.getByTestId('die-row').evaluateAll((list) => list.map((row) => [row.getAttribute('data-face'), row.getAttribute('data-given-face')]));
    // A photo after the demo is a new view: lined up with the game's arena, its die read 1 is the 3.
    await page.getByTestId('file-input').setInputFiles(one);
    await expect.poll(rows, { timeout: 30_000 }).toEqual([['1', '3']]);
    const log = await page.getByTestId('log-say').allTextContents();
    // A photo of another size is a new view too: where its dice lie says nothing of the last
    // photo's, so the 3 given there is not carried to the die lying about where that one lay.
    await page.getByTestId('file-input').setInputFiles(many);
    await expect.poll(async () => (await rows()).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(10);
    expect((await rows()).filter(([, given]) => given !== null)).toEqual([]);
    expect(await page.getByTestId('log-say').allTextContents()).toEqual(log);
    await page.close();
  });

  it('stops a demo recording that another source replaces: none plays on unseen; a game not refereed on it hears nothing of its dice', async () => {
    const page = await session.context.newPage();
    await keepVideoElements(page);
    await countFramesAnalysed(page);
    await gotoWithNoSavedGame(page, `${session.url}?source=demo-game`);
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 60_000 }).toMatch(/^demo game · (?:\d+ di(?:e|ce) · )?tfjs /); // the worker ready (a die may be read already)
    const playing = () => playingVideos(page);
    expect(await playing()).toEqual(['game.webm']);
    // A dice game unlike the dice-game demo's (5000 points): Strike's demo plays on, the game not
    // refereed on it, and its X dice are not said to be outside the dice game's dice.
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup-game').selectOption('dice-game');
    await page.getByTestId('setup-target').fill('5000');
    await page.getByTestId('setup-start').click();
    await expect.poll(() => page.getByTestId('notice').textContent()).toMatch(/This game is not refereed on the demo\. Set up like the demo$/);
    await page.evaluate(() => {
      // Held where three X dice lie (public/demo/game.json: "X! 3 dice are out of the game").
      const demo = (window as unknown as { videos: HTMLVideoElement[] }).videos.find((video) => !video.paused)!;
      demo.pause();
      demo.currentTime = 21;
    });
    // Read as the dice game's plain dice, the X dice are unreadable (no face in the table).
    await expect.poll(() => page.getByTestId('die-row').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(8);
    expect(await page.getByTestId('die-row').evaluateAll((rows) => rows.filter((row) => row.getAttribute('data-face') === '').length)).toBeGreaterThan(0);
    expect(await page.getByTestId('faces-outside-kind').count()).toBe(0);
    // A dice game like the dice-game demo's: its recording plays, Strike's is stopped.
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup-game').selectOption('dice-game');
    await page.getByTestId('setup-target').fill('500');
    await page.getByTestId('setup-start').click();
    await expect.poll(playing, { timeout: 30_000 }).toEqual(['dice-game.webm']);
    // A photo opened over it: no recording plays on (one that did, ending unseen, said the demo was over).
    await page.getByTestId('file-input').setInputFiles(path.join(ROOT, 'public/demo/arena.png'));
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 30_000 }).toContain('arena.png');
    expect(await playing()).toEqual([]);
    // Reloaded, the dice game resumes and waits; the dice game's demo shows (not Strike's: helper
    // 160): it is said that it restarts from its beginning, so it cannot go on with this game.
    await page.reload();
    await expect.poll(() => page.getByTestId('demo-not-refereed').textContent(), { timeout: 60_000 })
      .toMatch(/^This game waits: the demo plays its recording from the start, so it cannot go on with a game already under way\. /);
    await expect.poll(playing, { timeout: 30_000 }).toEqual(['dice-game.webm']);
    await expect.poll(() => page.getByTestId('status').textContent()).toMatch(/^demo game · /);
    // Once: the Demo button then plays the demo of the game in progress again, from its start
    // (a new recording: the dice game's, not Strike's beside a dice game said to be "under way":
    // helper 229), and it stays (helper 162).
    const opened = () => page.evaluate(() => (window as unknown as { videos: HTMLVideoElement[] }).videos.length);
    const before = await opened();
    await page.getByRole('button', { name: 'Demo', exact: true }).click();
    await expect.poll(opened, { timeout: 30_000 }).toBeGreaterThan(before);
    await expect.poll(playing, { timeout: 30_000 }).toEqual(['dice-game.webm']);
    // Still after it was read for a while (the page has taken it in as the demo shown).
    await afterFramesAnalysed(page, 10);
    expect(await playing()).toEqual(['dice-game.webm']);
    await page.close();
  });

  // One retry, as for Strike's demo above: the page reads the video as it plays, in real time.
  it('plays the dice game’s demo for a dice game like its own, started before any source shows, and referees it to its winner', { retry: 1, timeout: 240_000 }, async () => {
    // public/demo/dice-game.json: the rulings of the dice game in public/demo/dice-game.webm (npm run make:demo).
    const demo = JSON.parse(readFileSync(path.join(ROOT, 'public/demo/dice-game.json'), 'utf8')) as { players: string[]; targetScore: number; rulings: string[] };
    const page = await session.context.newPage();
    // Strike's demo recording arrives 3 s late: the dice game like the demo's is started before
    // any source shows (as at once after the page opened), and the Strike demo that comes first
    // gives way to the dice game's recording, which plays it from its start.
    await session.context.unroute('**/demo/game.webm*'); // a retry must not stack a second delay on the first attempt's
    await session.context.route('**/demo/game.webm*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue().catch(() => undefined);
    });
    await gotoWithNoSavedGame(page, session.url);
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup-game').selectOption('dice-game');
    await page.getByTestId('setup-name').nth(0).fill(demo.players[0]!);
    await page.getByTestId('setup-name').nth(1).fill(demo.players[1]!);
    await page.getByTestId('setup-target').fill(String(demo.targetScore));
    expect(await page.getByTestId('status').textContent()).toContain('No source');
    await page.getByTestId('setup-start').click();
    await session.context.unroute('**/demo/game.webm*');
    await expect.poll(async () => (await page.getByTestId('log-say').allTextContents()).length, { timeout: 120_000, interval: 1000 })
      .toBeGreaterThanOrEqual(demo.rulings.length).catch(async (error: unknown) => {
        console.log('SAID', JSON.stringify(await page.getByTestId('log-say').allTextContents(), null, 1), 'WANT', JSON.stringify(demo.rulings, null, 1));
        throw error;
      });
    expect(await page.getByTestId('log-say').allTextContents()).toEqual(demo.rulings);
    await expect.poll(() => page.getByTestId('notice').textContent(), { timeout: 30_000 })
      .toBe('The demo recording ends here, with its game won: press “New game”, then “Start”, to watch it again.');
    // The rulebook's 5000 points: not the demo's game, which is said.
    await page.getByTestId('new-game').click();
    expect(await page.getByTestId('setup-game').inputValue()).toBe('dice-game');
    await page.getByTestId('setup-target').fill('5000');
    await page.getByTestId('setup-start').click();
    await expect.poll(() => page.getByTestId('notice').textContent())
      .toBe('The dice-game demo is a recorded game with 2 players to 500 points: start one like it to watch the referee play it. This game is not refereed on the demo. Set up like the demo');
    await page.close();
  });

});
