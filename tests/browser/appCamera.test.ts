/**
 * The web app with Chromium's fake camera, and recordings and photos opened as sources: a camera
 * unplugged mid-game, a recording played again from its start for a game started on it, and
 * questions the referee asks while a recording or photo waits for the players' answer.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ffmpegBinary, makeGameVideo, scriptFromSeed } from '../../training-data/gameVideo/index.ts';
import { DIE_BESIDE_ARENA } from '../gameScripts.ts';
import { randomSynthScene, synthSceneSvg } from '../../training-data/synthScene.ts';
import { afterAnimationFrames, countFramesAnalysed, framesAnalysed, gotoWithNoSavedGame, gotoWithSavedGame, keepVideoElements, leaningThrowVideo, playingVideos, ROOT, stillDemoPage, storedSavedGame, storeSavedGame } from './appPages.ts';
import { hasChromium } from './harness.ts';
import { useAppSession } from './useAppSession.ts';

describe.skipIf(!hasChromium)('the web app with a camera', () => {
  const session = useAppSession({ flags: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] });

  it('says so when the camera is unplugged mid-game, and keeps the game', async () => {
    const page = await session.context.newPage();
    await countFramesAnalysed(page);
    // Remember the camera tracks the page listens to, to unplug one below.
    await page.addInitScript(() => {
      const tracks: MediaStreamTrack[] = [];
      (window as unknown as { cameraTracks: MediaStreamTrack[] }).cameraTracks = tracks;
      const add = MediaStreamTrack.prototype.addEventListener;
      MediaStreamTrack.prototype.addEventListener = function (this: MediaStreamTrack, ...args: Parameters<typeof add>) {
        tracks.push(this);
        return add.apply(this, args);
      } as typeof add;
    });
    await page.goto(session.url);
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 30_000 }).toMatch(/fake|camera|device/i);
    // Chromium's fake camera draws a picture that never lies still: the page says it waits for a still one (it said "Reading…").
    await expect.poll(() => page.getByTestId('dice-waiting').textContent(), { timeout: 60_000 }).toBe('Something is moving in the picture: the dice are read once it lies still.');
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup-start').click();
    await page.evaluate(() => {
      for (const track of (window as unknown as { cameraTracks: MediaStreamTrack[] }).cameraTracks) track.dispatchEvent(new Event('ended'));
    });
    await expect.poll(() => page.getByTestId('notice').textContent()).toBe('The camera was disconnected. The game is kept: plug the camera back in and press “Camera”.');
    // Back on, then stopped without an `ended` event (MediaStreamTrack.stop() fires none): the same.
    await page.getByRole('button', { name: 'Camera', exact: true }).click();
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 30_000 }).toMatch(/fake|camera|device/i);
    await expect.poll(() => page.getByTestId('notice').count()).toBe(0);
    await page.evaluate(() => {
      for (const track of (window as unknown as { cameraTracks: MediaStreamTrack[] }).cameraTracks) track.stop();
    });
    await expect.poll(() => page.getByTestId('notice').textContent()).toBe('The camera was disconnected. The game is kept: plug the camera back in and press “Camera”.');
    expect(await page.getByTestId('players').innerText()).toMatch(/Ann\s+9 dice\s+Bob\s+9 dice/);
    // Nothing is read any more (a dead camera's black frame would look like an empty arena), and the referee waits.
    await expect.poll(() => page.getByTestId('status').textContent()).toMatch(/^No source/);
    const log = await page.getByTestId('log-say').allTextContents();
    // Over 120 turns of the vision loop (about 2 s at 60 frames a second) it reads no frame (one
    // already sent when the camera stopped may still come back), and the game hears nothing.
    const { frames } = await framesAnalysed(page);
    expect(frames).toBeGreaterThan(0);
    await afterAnimationFrames(page, 120);
    expect((await framesAnalysed(page)).frames).toBeLessThanOrEqual(frames + 1);
    expect(await page.getByTestId('log-say').allTextContents()).toEqual(log);
    expect(await page.getByTestId('dice-table').count()).toBe(0);
    await page.close();
  }, 150_000);

  it('plays a recording the players open again from its start when a game starts on it, every throw refereed, and says when it ends', async () => {
    // Three throws of a generated game played with the throw-again rule, as the page's default set-up.
    const script = scriptFromSeed(11, { players: ['Ann', 'Bob'], keepThrowing: true, maxThrows: 3 });
    const made = await makeGameVideo(script, path.join(tmpdir(), 'opened-game.webm'), { diceSource: 'synthetic' });
    const rulings = made.truth.rulings.map((ruling) => ruling.text);
    const page = await stillDemoPage(session, keepVideoElements);
    await page.getByTestId('file-input').setInputFiles(made.video.path);
    await expect.poll(() => page.getByTestId('notice').textContent(), { timeout: 60_000 })
      .toBe('Playing “opened-game.webm”: press “New game”, then “Start”, and it plays again from its start, for the referee to see every throw.');
    // The players look on past the first throw (its ruling is the third) before they start the
    // game: the recording's own clock 1 s past it.
    await page.waitForFunction((atS) => (window as unknown as { videos: HTMLVideoElement[] }).videos.some((video) => video.src.startsWith('blob:') && video.currentTime > atS),
      (made.truth.rulings[2]!.atMs + 1000) / 1000, { timeout: 60_000, polling: 100 });
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup-start').click();
    await expect.poll(async () => (await page.getByTestId('log-say').allTextContents()).length, { timeout: 60_000, interval: 500 })
      .toBeGreaterThanOrEqual(rulings.length);
    expect((await page.getByTestId('log-say').allTextContents()).slice(0, rulings.length)).toEqual(rulings);
    await expect.poll(() => page.getByTestId('notice').textContent(), { timeout: 60_000 })
      .toBe('“opened-game.webm” has ended. The game is kept: open the next recording or photo, or press “Camera”, to go on.');
    // The same game as an MP4 whose second half is garbage: its pictures stop on a decode error
    // part-way, which is said (not a frozen picture with nothing said), and Start plays it again.
    const mp4 = path.join(tmpdir(), 'opened-game.mp4');
    expect(spawnSync(await ffmpegBinary(), ['-v', 'error', '-y', '-i', made.video.path, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', mp4]).status).toBe(0);
    const whole = readFileSync(mp4);
    const damaged = path.join(tmpdir(), 'damaged-game.mp4');
    writeFileSync(damaged, Buffer.concat([whole.subarray(0, Math.round(whole.length * 0.5)), randomBytes(Math.round(whole.length * 0.5))]));
    // Opened mid-game, it plays at once, and the game is kept where its pictures stop.
    await page.getByTestId('file-input').setInputFiles(damaged);
    const stopped = (then: string) => new RegExp(`^“damaged-game\\.mp4” stopped at \\d+\\.\\d s: the rest of the file cannot be played \\(cut short or damaged\\)${then}$`);
    await expect.poll(() => page.getByTestId('notice').textContent(), { timeout: 60_000 })
      .toMatch(stopped('\\. The game is kept: open the next recording or photo, or press “Camera”, to go on\\.'));
    // A game started on it plays it again from its start (loaded again: it had failed), its first throw ruled again.
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup-start').click();
    await expect.poll(async () => (await page.getByTestId('log-say').allTextContents()).slice(0, 3), { timeout: 60_000, interval: 500 }).toEqual(rulings.slice(0, 3));
    await expect.poll(() => page.getByTestId('notice').textContent(), { timeout: 60_000 })
      .toMatch(stopped('\\. The game is kept: open the next recording or photo, or press “Camera”, to go on\\.'));
    // A WebM cut short ends with no decode error, where its data ends, short of its stated length: said so too.
    const webm = readFileSync(made.video.path);
    const cut = path.join(tmpdir(), 'cut-game.webm');
    writeFileSync(cut, webm.subarray(0, Math.round(webm.length * 0.5)));
    await page.getByTestId('file-input').setInputFiles(cut);
    await expect.poll(() => page.getByTestId('notice').textContent(), { timeout: 60_000 })
      .toMatch(/^“cut-game\.webm” stopped at \d+\.\d s: the rest of the file cannot be played \(cut short or damaged\)\. The game is kept: /);
    await page.close();
  }, 180_000);

  // One play of DIE_BESIDE_ARENA serves the two tests of the question it makes: the page is left on
  // the question (the first test answers it there), and the game as saved then, question
  // included, resumed on a page of its own (as a reload at the question resumes it) for the second.
  describe('a die come beside the arena while nothing in it moved', () => {
    const asked = "A die came to lie beside the arena while nothing in it moved: taken as set down there. If it was Ann's throw and missed the arena, rule it as a throw.";
    /** The page on the recording, left asking `asked` (the first test answers it). */
    let page: Page;
    /** The game as saved while `asked` was asked, and what had been said then. */
    let saved: { question?: { kind: string } } | undefined;
    let said: string[];
    /** The arena as it lies with the die beside it (Bob picks it up later on): the players' next look after the reload. */
    let still: string;
    beforeAll(async () => {
      const made = await makeGameVideo(DIE_BESIDE_ARENA, path.join(tmpdir(), 'beside-arena.webm'), { diceSource: 'synthetic' });
      still = path.join(tmpdir(), 'beside-reload.png');
      expect(spawnSync(await ffmpegBinary(), ['-v', 'error', '-y', '-ss', '8.5', '-i', made.video.path, '-frames:v', '1', still]).status).toBe(0);
      page = await stillDemoPage(session);
      await page.getByTestId('file-input').setInputFiles(made.video.path);
      await page.getByTestId('new-game').click();
      await page.getByTestId('setup-start').click();
      // Ann's 4 (she may go on: nobody pressed Pass), then the die beside the arena. (vi.waitFor:
      // expect.poll is for tests only.)
      await vi.waitFor(async () => expect(await page.getByTestId('question-text').textContent()).toBe(asked), { timeout: 60_000, interval: 100 });
      // The game as saved with the question (the saving follows it).
      saved = await vi.waitFor(async () => {
        const stored = await storedSavedGame(page) as typeof saved;
        expect(stored?.question).toBeDefined();
        return stored;
      }, { timeout: 10_000, interval: 100 });
      said = await page.getByTestId('log-say').allTextContents();
    }, 150_000);
    afterAll(async () => {
      if (page && !page.isClosed()) await page.close();
    });

    it('asks whether a die come beside the arena, nothing in it moving, was a throw that missed it, and rules it so when told (helpers 142, 154)', async () => {
      expect(await page.getByTestId('question-text').textContent()).toBe(asked);
      expect(await page.getByTestId('log-say').allTextContents()).not.toContain('1 die left the arena: out of the game.');
      await page.getByTestId('rule-as-throw').click();
      await expect.poll(() => page.getByTestId('log-say').allTextContents(), { timeout: 10_000 }).toContain('1 die left the arena: out of the game.');
      expect(await page.getByTestId('question').count()).toBe(0);
      await page.close();
    }, 150_000);

    it('asks again after a reload whether the die beside the arena was a throw: the question is saved with the game (helper 178)', async () => {
      expect(saved?.question?.kind).toBe('besideArena');
      const resumed = await session.context.newPage();
      await gotoWithSavedGame(resumed, `${session.url}?source=demo`, saved);
      await expect.poll(() => resumed.getByTestId('log-info').last().textContent(), { timeout: 30_000 }).toMatch(/^Resumed the game saved /);
      await resumed.getByTestId('file-input').setInputFiles(still);
      // Asked again, not taken for a die to take out; ruled as Ann's throw out of the arena when told.
      await expect.poll(() => resumed.getByTestId('question-text').textContent(), { timeout: 60_000 }).toBe(asked);
      expect(await resumed.getByTestId('die-mark').allTextContents()).not.toContain('take out');
      await resumed.getByTestId('rule-as-throw').click();
      await expect.poll(() => resumed.getByTestId('log-say').allTextContents(), { timeout: 10_000 }).toEqual([...said, '1 die left the arena: out of the game.', 'Every die differs: Ann may throw another die or pass.']);
      await storeSavedGame(resumed, undefined);
      await resumed.close();
    }, 180_000);
  });

  it('shows a photo opened while the referee waits for the players’ answer about the one shown once it is answered, and rules it then', async () => {
    // One generated arena: the start die 3, then Ann's throw with a die leaning (unreadable), then the same die flat, a 5.
    const scene = randomSynthScene(900_079, { width: 640, height: 480, faces: ['3', '5'], count: 2, sizePx: 60, unreadableShare: 0 });
    const leaning = { ...scene, dice: [scene.dice[0]!, { ...scene.dice[1]!, pose: 'leaning' as const, leanDeg: 50 }] };
    const shots = [{ ...scene, dice: scene.dice.slice(0, 1) }, leaning, scene];
    const photos = shots.map((_, i) => path.join(tmpdir(), `answer-first-${i + 1}.png`));
    await Promise.all(shots.map((shown, i) => sharp(Buffer.from(synthSceneSvg(shown))).png().toFile(photos[i]!)));
    const page = await stillDemoPage(session);
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup-start').click();
    const said = () => page.getByTestId('log-say').allTextContents();
    await page.getByTestId('file-input').setInputFiles(photos[0]!);
    await expect.poll(async () => (await said()).at(-1), { timeout: 60_000 }).toBe("Ann's turn.");
    await page.getByTestId('file-input').setInputFiles(photos[1]!);
    await expect.poll(() => page.getByTestId('question').count(), { timeout: 60_000 }).toBe(1);
    expect(await page.getByTestId('question').textContent()).toMatch(/^Check /);
    // The next photo waits for the answer: the question and the photo it is about stay.
    await page.getByTestId('file-input').setInputFiles(photos[2]!);
    await expect.poll(() => page.getByTestId('notice').textContent(), { timeout: 30_000 })
      .toBe('“answer-first-3.png” is shown once you have answered the referee about “answer-first-2.png”: the referee rules each photo in turn.');
    // A fixed wait: the photo waiting is shown, when it is, as soon as it has been decoded; no
    // frame is read meanwhile (the photo shown was read and is held for the answer), so the page
    // gives no signal that it has decided to keep it waiting beyond the notice already seen.
    await page.waitForTimeout(1000);
    expect(await page.getByTestId('status').textContent()).toMatch(/^answer-first-2\.png · /);
    expect(await page.getByTestId('question').textContent()).toMatch(/^Check /);
    // Answered (a 5): the throw is ruled, then the photo waiting is shown and ruled in its turn (the same dice: no throw).
    // The alert a screen reader says is the question's sentence alone, not its dice buttons, whose answers change (helper 124).
    const alertText = () => page.getByTestId('question').getByRole('alert').allTextContents();
    expect(await alertText()).toEqual([(await page.getByTestId('question-text').textContent())!]);
    await page.getByTestId('asked-die').click();
    await page.getByTestId('face-picker').getByRole('button', { name: '5', exact: true }).click();
    expect(await page.getByTestId('asked-die').textContent()).toMatch(/: 5$/);
    expect((await alertText()).join()).not.toMatch(/: 5/);
    await page.getByTestId('confirm').click();
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 60_000 }).toMatch(/^answer-first-3\.png · /);
    await expect.poll(async () => (await page.getByTestId('log-info').allTextContents()).at(-1), { timeout: 60_000 })
      .toMatch(/^“answer-first-3\.png” shows the same dice as the arena before it/);
    expect(await said()).toEqual(['New game: Ann starts. Put the start die in the arena.', "Ann's turn.", 'Every die differs: Ann may throw another die or pass.']);
    await page.close();
  }, 180_000);

  it('pauses a recording while the referee waits for the players’ answer, and plays it on once answered, or when told to', async () => {
    const video = await leaningThrowVideo('held-for-answer');
    const page = await stillDemoPage(session, keepVideoElements);
    await page.getByTestId('file-input').setInputFiles(video);
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup-start').click();
    /** The opened recording's element: whether it is paused, and where. */
    const opened = () => page.evaluate(() => {
      const element = (window as unknown as { videos: HTMLVideoElement[] }).videos.find((v) => v.src.startsWith('blob:'))!;
      return { paused: element.paused, ended: element.ended, atS: element.currentTime };
    });
    const held = page.getByTestId('held-for-answer');
    await held.waitFor({ timeout: 60_000 });
    expect(await held.textContent()).toBe('“held-for-answer.webm” is paused until you answer the referee, so that its next throw does not sweep the question away. Play on unanswered');
    expect(await page.getByTestId('question').textContent()).toMatch(/^Check /);
    expect(await page.getByTestId('log-say').allTextContents()).toEqual(['New game: Ann starts. Put the start die in the arena.', "Ann's turn."]);
    // The New game form hides the question, and the notice with it (its button would go on unseen).
    await page.getByTestId('new-game').click();
    expect(await held.count()).toBe(0);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await held.waitFor({ timeout: 5000 });
    const pausedAt = await opened();
    expect(pausedAt).toMatchObject({ paused: true, ended: false });
    expect(pausedAt.atS).toBeGreaterThan(3);
    expect(pausedAt.atS).toBeLessThan(8);
    // A fixed wait: a recording that played on would move its clock with the wall clock, the
    // only thing to wait on for a paused one (no frame is read while it is held).
    await page.waitForTimeout(1500);
    expect((await opened()).atS).toBe(pausedAt.atS);
    // The die asked about, unreadable: no confidence in a face shown for it (helper 129: it read 1.00).
    const unreadRow = page.locator('[data-testid="die-row"][data-face=""]');
    expect(await unreadRow.count()).toBe(1);
    expect(await unreadRow.locator('td').nth(2).textContent()).toBe('–');
    // The die asked about, opened from its row of the dice table: its faces, and "leaning".
    const picker = page.getByTestId('face-picker');
    await page.locator('[data-testid="die-row"]:not([data-face="3"])').getByTestId('set-face').click();
    expect(await picker.getByRole('button').allTextContents()).toEqual(['1', '2', '3', '4', '5', 'X', 'leaning', 'Cancel']);
    await page.keyboard.press('Escape');
    await expect.poll(() => picker.count()).toBe(0);
    // Answered from the question (the leaning die is a 4): the throw is ruled and the recording plays on to its end.
    await page.getByTestId('asked-die').click();
    await page.getByTestId('face-picker').getByRole('button', { name: '4', exact: true }).click();
    await page.getByTestId('confirm').click();
    await expect.poll(async () => (await page.getByTestId('log-say').allTextContents()).at(-1), { timeout: 30_000 }).toBe('Every die differs: Ann may throw another die or pass.');
    expect(await held.count()).toBe(0);
    await expect.poll(() => page.getByTestId('notice').textContent(), { timeout: 30_000 })
      .toBe('“held-for-answer.webm” has ended. The game is kept: open the next recording or photo, or press “Camera”, to go on.');
    expect((await opened()).ended).toBe(true);
    // A new game on it: held at the same question again; played on unanswered, it is not held again for it.
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup-start').click();
    await held.waitFor({ timeout: 60_000 });
    expect((await opened()).paused).toBe(true);
    await page.getByTestId('play-on').click();
    expect(await held.count()).toBe(0);
    expect((await opened()).paused).toBe(false);
    await expect.poll(() => page.getByTestId('notice').textContent(), { timeout: 30_000 }).toMatch(/^“held-for-answer\.webm” has ended\./);
    expect(await page.getByTestId('question').textContent()).toMatch(/^Check /);
    expect(await held.count()).toBe(0);
    // Another view opened with the throw still unchecked: it is said not to have been ruled.
    await page.getByTestId('file-input').setInputFiles(path.join(ROOT, 'public/demo/arena.png'));
    await expect.poll(async () => (await page.getByTestId('log-info').allTextContents()).at(-1), { timeout: 30_000 })
      .toBe('The throw that waited for your answer was not ruled: the new view is looked at afresh.');
    expect(await page.getByTestId('log-say').allTextContents()).toEqual(['New game: Ann starts. Put the start die in the arena.', "Ann's turn."]);
    await page.close();
  }, 180_000);

  it('words a refusal that stands through several arenas in one log line, said once each time by the question', async () => {
    // The start die, then two arenas that cannot follow it: 2 dice thrown at once, then 3; then the
    // start die alone showing another face (a change the rules cannot explain), then the 3 again.
    const scene = randomSynthScene(900_080, { width: 640, height: 480, faces: ['2', '3', '4', '5'], count: 4, sizePx: 60, unreadableShare: 0 });
    const turned = { ...scene, dice: [{ ...scene.dice[0]!, face: scene.dice[0]!.face === '2' ? '4' as const : '2' as const }] };
    const shots = [...[1, 3, 4].map((count) => ({ ...scene, dice: scene.dice.slice(0, count) })), turned, scene];
    const photos = shots.map((_, i) => path.join(tmpdir(), `refused-again-${i + 1}.png`));
    await Promise.all(shots.map((shown, i) => sharp(Buffer.from(synthSceneSvg(shown))).png().toFile(photos[i]!)));
    const page = await stillDemoPage(session, (tab) => tab.addInitScript(() => {
      const spoken: string[] = [];
      (window as unknown as { spoken: string[] }).spoken = spoken;
      window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => { spoken.push(utterance.text); };
    }));
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup-start').click();
    const spoken = () => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken);
    await page.getByTestId('file-input').setInputFiles(photos[0]!);
    await expect.poll(async () => (await page.getByTestId('log-say').allTextContents()).at(-1), { timeout: 60_000 }).toBe("Ann's turn.");
    const refusals = () => page.getByTestId('log-refused').allTextContents();
    await page.getByTestId('file-input').setInputFiles(photos[1]!);
    await expect.poll(refusals, { timeout: 60_000 }).toEqual(['2 dice appeared but exactly 1 may be thrown.']);
    await page.getByTestId('file-input').setInputFiles(photos[2]!);
    await expect.poll(refusals, { timeout: 60_000 }).toEqual(['3 dice appeared but exactly 1 may be thrown.']);
    expect(await page.getByTestId('question').textContent()).toBe('This cannot be the arena after a throw. 3 dice appeared but exactly 1 may be thrown. Take the 2 extra dice out of the arena: the die left is ruled as the throw. Or put the arena back as it was, then throw one die.');
    // Each refusal said once, in the question's words (not a second time as the log line).
    expect((await spoken()).filter((text) => text.includes('dice appeared'))).toEqual([
      'This cannot be the arena after a throw. 2 dice appeared but exactly 1 may be thrown. Take the extra die out of the arena: the die left is ruled as the throw. Or put the arena back as it was, then throw one die.',
      'This cannot be the arena after a throw. 3 dice appeared but exactly 1 may be thrown. Take the 2 extra dice out of the arena: the die left is ruled as the throw. Or put the arena back as it was, then throw one die.',
    ]);
    // Another question between them: the same refusal after it is a line of its own.
    await page.getByTestId('file-input').setInputFiles(photos[3]!);
    await expect.poll(() => page.getByTestId('question').textContent(), { timeout: 60_000 }).toMatch(/^The arena changed in a way the rules cannot explain/);
    await page.getByTestId('file-input').setInputFiles(photos[4]!);
    await expect.poll(refusals, { timeout: 60_000 }).toEqual(['3 dice appeared but exactly 1 may be thrown.', '3 dice appeared but exactly 1 may be thrown.']);
    // The step the question gives: the extra dice taken out, the die left is ruled as Ann's throw (h198).
    expect(await page.getByTestId('stock').allTextContents()).toEqual(['9 dice', '9 dice']);
    const oneThrown = path.join(tmpdir(), 'refused-again-taken-out.png');
    await sharp(Buffer.from(synthSceneSvg({ ...scene, dice: scene.dice.slice(0, 2) }))).png().toFile(oneThrown);
    await page.getByTestId('file-input').setInputFiles(oneThrown);
    await expect.poll(async () => (await page.getByTestId('stock').allTextContents())[0], { timeout: 60_000 }).not.toBe('9 dice');
    expect(await page.getByTestId('question').count()).toBe(0);
    expect(await refusals()).toHaveLength(2);
    await page.close();
  }, 180_000);

  it('drops a question about the players’ last view once the demo game plays over their game, and says so', async () => {
    // Ann's throw shows a leaning die: the referee asks its face; then the Demo button is pressed.
    const video = await leaningThrowVideo('asked-then-demo');
    const page = await stillDemoPage(session);
    await page.getByTestId('file-input').setInputFiles(video);
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup-start').click();
    await page.getByTestId('held-for-answer').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('question').textContent()).toMatch(/^Check /);
    await page.getByRole('button', { name: 'Demo', exact: true }).click();
    await page.getByTestId('demo-not-refereed').waitFor({ timeout: 30_000 });
    // No question over the demo's dice (it named them by the demo's rows), no recording held.
    await expect.poll(() => page.getByTestId('question').count(), { timeout: 10_000 }).toBe(0);
    expect(await page.getByTestId('held-for-answer').count()).toBe(0);
    expect(await page.getByTestId('log-info').allTextContents()).toContain('The throw that waited for your answer was not ruled: the game waits for your own camera or pictures, which will be looked at afresh.');
    // The game itself is kept: Ann's turn, both players in.
    expect(await page.getByTestId('game').locator('h2').textContent()).toBe("Ann's turn");
    expect(await page.getByTestId('log-say').allTextContents()).toEqual(['New game: Ann starts. Put the start die in the arena.', "Ann's turn."]);
    await page.close();
  }, 180_000);

  it('plays the dice game’s demo from its start for a dice game like its own started on the camera, then Demo pressed (helper 229: Strike’s played, the game said “under way”)', async () => {
    // public/demo/dice-game.json: the rulings of the dice game in public/demo/dice-game.webm (npm run make:demo).
    const demo = JSON.parse(readFileSync(path.join(ROOT, 'public/demo/dice-game.json'), 'utf8')) as { players: string[]; targetScore: number; rulings: string[] };
    const page = await session.context.newPage();
    await keepVideoElements(page);
    await gotoWithNoSavedGame(page, session.url);
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 30_000 }).toMatch(/fake|camera|device/i);
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup-game').selectOption('dice-game');
    await page.getByTestId('setup-name').nth(0).fill(demo.players[0]!);
    await page.getByTestId('setup-name').nth(1).fill(demo.players[1]!);
    await page.getByTestId('setup-target').fill(String(demo.targetScore));
    await page.getByTestId('setup-start').click();
    await page.getByRole('button', { name: 'Demo', exact: true }).click();
    // The demo's first roll and keep are ruled for this game: its recording plays from its start.
    const opening = demo.rulings.slice(0, 4);
    await expect.poll(async () => (await page.getByTestId('log-say').allTextContents()).slice(0, 4), { timeout: 90_000, interval: 500 }).toEqual(opening);
    expect(await page.getByTestId('demo-not-refereed').count()).toBe(0);
    // Back on the camera, the game now played: Demo plays the dice game's recording again (not
    // Strike's), and says this game cannot go on on it.
    await page.getByRole('button', { name: 'Camera', exact: true }).click();
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 30_000 }).toMatch(/fake|camera|device/i);
    await page.getByRole('button', { name: 'Demo', exact: true }).click();
    await expect.poll(() => page.getByTestId('demo-not-refereed').textContent(), { timeout: 30_000 })
      .toMatch(/^This game waits: the demo plays its recording from the start, so it cannot go on with a game already under way\. /);
    await expect.poll(() => playingVideos(page), { timeout: 30_000 }).toEqual(['dice-game.webm']);
    await page.close();
  }, 180_000);
});
