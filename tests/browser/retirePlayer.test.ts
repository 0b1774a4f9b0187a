/**
 * A player who has to go home mid-game (src/rules/common/retire.ts, our reading: no rulebook has
 * it): on the still demo arena with a three-player Strike game played from generated photos, a
 * player's row offers *Leaves*, asked to be confirmed (Escape cancels, as for *Die flew out of
 * sight*) and reachable with the keyboard; the
 * referee says it, the turn skips that player, Undo takes it back, and a reload resumes the game
 * with the player out.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomSynthScene, synthSceneSvg } from '../../training-data/synthScene.ts';
import { listedDice, storeSavedGame } from './appPages.ts';
import { hasChromium, startAppSession, type AppSession } from './harness.ts';

describe.skipIf(!hasChromium)('a player leaves mid-game (web app)', () => {
  let session: AppSession;
  beforeAll(async () => {
    session = await startAppSession();
  }, 180_000);
  afterAll(async () => {
    await session?.close();
  });

  it('takes a player out on his row, confirmed; says it, skips him, and Undo brings him back', async () => {
    const page = await session.context.newPage();
    await page.goto(`${session.url}?source=demo`);
    await listedDice(page);
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup-game').selectOption('strike');
    await page.getByTestId('setup-count').selectOption('3');
    for (const [i, name] of ['Ann', 'Bob', 'Cleo'].entries()) await page.getByTestId('setup-name').nth(i).fill(name);
    await page.getByTestId('setup-start').click();
    const said = async (n: number) => (await page.getByTestId('log-say').allTextContents()).slice(-n);
    await expect.poll(() => said(1), { timeout: 30_000 }).toEqual(['New game: Ann starts. Put the start die in the arena.']);
    // Nobody leaves before the start die is in.
    expect(await page.getByTestId('retire').count()).toBe(0);
    // The start die, then Ann's throw: two photos of one generated arena.
    const scene = randomSynthScene(900_203, { width: 640, height: 480, faces: ['3', '5'], count: 2, sizePx: 60, unreadableShare: 0 });
    const [startPhoto, throwPhoto] = [path.join(tmpdir(), 'retire-start.png'), path.join(tmpdir(), 'retire-throw.png')];
    await sharp(Buffer.from(synthSceneSvg({ ...scene, dice: scene.dice.slice(0, 1) }))).png().toFile(startPhoto);
    await sharp(Buffer.from(synthSceneSvg(scene))).png().toFile(throwPhoto);
    await page.getByTestId('file-input').setInputFiles(startPhoto);
    await expect.poll(() => said(1), { timeout: 60_000 }).toEqual(["Ann's turn."]);
    await page.getByTestId('file-input').setInputFiles(throwPhoto);
    await expect.poll(() => said(1), { timeout: 60_000 }).toEqual(['Every die differs: Ann may throw another die or pass.']);
    const stocks = await page.getByTestId('stock').allTextContents();
    expect(stocks).toEqual(['7 dice', '8 dice', '8 dice']);

    // Escape answers a confirmation as its Cancel does, and the focus goes back to the button that asked.
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
    await page.getByTestId('die-missed').focus();
    await page.keyboard.press('Enter');
    expect(await focused()).toBe('die-missed-yes');
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('die-missed-confirm').count()).toBe(0);
    expect(await focused()).toBe('die-missed');
    expect(await page.getByTestId('stock').allTextContents()).toEqual(stocks);

    // Bob has to go: *Leaves* on his row asks first; Cancel changes nothing.
    const bobLeaves = page.getByTestId('retire').nth(1);
    expect(await bobLeaves.getAttribute('aria-label')).toBe('Bob leaves the game (goes home): out like an eliminated player');
    await bobLeaves.click();
    expect(await page.getByTestId('retire-confirm').innerText()).toMatch(/^Bob leaves the game\? Their dice leave play, the turn passes on if it was theirs, and the last player left wins\. Undo \(U\) brings them back\./);
    await page.getByTestId('retire-no').click();
    expect(await page.getByTestId('retire-confirm').count()).toBe(0);
    expect(await page.getByTestId('stock').allTextContents()).toEqual(stocks);
    // With the keyboard, Escape closes it too, the focus back on his Leaves.
    await bobLeaves.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('retire-confirm').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Bob leaves the game (goes home): out like an eliminated player');
    expect(await page.getByTestId('stock').allTextContents()).toEqual(stocks);
    // With the keyboard: the focus on his row's button, Enter asks, and the focus is on the yes, Enter confirms.
    await bobLeaves.focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('retire-yes');
    await page.keyboard.press('Enter');
    await expect.poll(() => said(2)).toEqual(['Every die differs: Ann may throw another die or pass.', 'Bob retires from the game.']);
    expect(await page.getByTestId('stock').allTextContents()).toEqual(['7 dice', 'left', '8 dice']);

    // Undo takes it back, and says whom it brings back.
    const undo = page.getByRole('button', { name: /^Undo Bob leaving/ });
    expect(await undo.getAttribute('title')).toBe('Brings Bob back into the game, as it was before they left. Keyboard: U');
    await page.keyboard.press('u');
    await expect.poll(() => said(2)).toEqual(['Undone: Bob is back in the game.', 'Every die differs: Ann may throw another die or pass.']);
    expect(await page.getByTestId('stock').allTextContents()).toEqual(stocks);

    // He leaves after all; Ann passes: Cleo's turn, then Ann's again (Bob skipped).
    await page.getByTestId('retire').nth(1).click();
    await page.getByTestId('retire-yes').click();
    await expect.poll(() => said(2)).toEqual(['Every die differs: Ann may throw another die or pass.', 'Bob retires from the game.']);
    await page.getByTestId('pass').click();
    await expect.poll(() => said(2)).toEqual(['Ann passes.', "Cleo's turn."]);
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toContain('Cleo');

    // The saved game resumes with Bob out.
    await page.reload();
    await expect.poll(() => page.getByTestId('log-info').first().textContent(), { timeout: 30_000 }).toMatch(/^Resumed the game saved /);
    expect(await page.getByTestId('stock').allTextContents()).toEqual(['7 dice', 'left', '8 dice']);
    expect((await page.getByTestId('log-say').allTextContents()).at(-1)).toBe("Cleo's turn.");
    await storeSavedGame(page, undefined);
    await page.close();
  }, 240_000);
});
