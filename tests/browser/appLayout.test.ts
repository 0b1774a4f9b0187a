/**
 * The live page's layout in Chromium, at a desktop window and at a phone's (390 × 844, touch
 * emulated through the DevTools protocol: the session's persistent context cannot take
 * Playwright's `hasTouch`): long names shown whole, what a touch screen shows and does not, the
 * game log's lines in its box (helper 178).
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { randomSynthScene, synthSceneSvg } from '../../training-data/synthScene.ts';
import { stillDemoPage, storedSavedGame, storeSavedGame } from './appPages.ts';
import { hasChromium } from './harness.ts';
import { useAppSession } from './useAppSession.ts';

/**
 * Whether the visible element showing exactly `text` shows it whole: its text's box lies inside
 * the element's own visible box and the side panel's, and nothing of it scrolls out of sight.
 * Options of a menu are left out (a closed menu shows its choice cut, and no option is visible).
 */
function shownWhole(page: Page, text: string): Promise<{ found: number; cut: string[] }> {
  return page.evaluate((wanted) => {
    const all = [...document.querySelectorAll<HTMLElement>('aside *')].filter((element) => element.textContent === wanted
      && !(element instanceof HTMLOptionElement) && !(element instanceof HTMLSelectElement) && element.getClientRects().length > 0
      && getComputedStyle(element).visibility !== 'hidden' && Number(getComputedStyle(element).opacity) > 0);
    const cut: string[] = [];
    for (const element of all) {
      const range = document.createRange();
      range.selectNodeContents(element);
      const words = range.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      const panel = element.closest('aside')!.getBoundingClientRect();
      if (element.scrollWidth > element.clientWidth) cut.push(`scrolls: ${element.scrollWidth} > ${element.clientWidth}`);
      if (words.left < box.left - 0.5 || words.right > box.right + 0.5) cut.push(`past its box: ${words.left}–${words.right} in ${box.left}–${box.right}`);
      if (words.right > panel.right + 0.5) cut.push(`past the panel: ${words.right} > ${panel.right}`);
    }
    return { found: all.length, cut };
  }, text);
}

describe.skipIf(!hasChromium)('the live page\'s layout', () => {
  const session = useAppSession();

  it('shows the Impact edition\'s name whole when chosen in the side panel, at its least (284 px), and the menu still takes the choice', async () => {
    const page = await stillDemoPage(session);
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup-edition').selectOption('impact');
    const name = 'Impact: Battle of Elements (as Strike)';
    for (const [width, height] of [[1280, 900], [800, 600], [390, 844]] as const) {
      await page.setViewportSize({ width, height });
      expect(await shownWhole(page, name), `${width} × ${height}`).toEqual({ found: 1, cut: [] });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    // The menu lies over the name shown: a click on the name opens it (it is what the click hits).
    const hit = await page.getByTestId('setup-edition-shown').evaluate((shown) => {
      const box = shown.getBoundingClientRect();
      return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.getAttribute('data-testid');
    });
    expect(hit).toBe('setup-edition');
    await page.getByTestId('setup-edition').selectOption('2020');
    expect(await page.getByTestId('setup-edition-shown').textContent()).toBe('Strike Dice Game (2020)');
    await page.close();
  });

  it('on a phone (touch, 390 × 844) shows no keyboard hints on the buttons and one New game, the toolbar\'s; a mouse and keyboard keep the hints', async () => {
    const page = await stillDemoPage(session);
    /** The New game buttons shown, by their test id ("panel": the game panel's). */
    const newGames = () => page.evaluate(() => [...document.querySelectorAll('button')]
      .filter((button) => button.innerText.trim() === 'New game' && button.getClientRects().length > 0)
      .map((button) => button.getAttribute('data-testid') ?? 'panel'));
    const shownText = (testId: string) => page.getByTestId(testId).evaluate((button) => (button as HTMLElement).innerText.trim());
    const undoText = () => page.evaluate(() => [...document.querySelectorAll('.actions button')].map((button) => (button as HTMLElement).innerText.trim()).find((text) => text.startsWith('Undo')));
    const startGame = async (game: 'strike' | 'dice-game') => {
      await page.getByTestId('new-game').click();
      await page.getByTestId('setup-game').selectOption(game);
      await page.getByTestId('setup-start').click();
    };
    // A desktop window with a mouse: the keys are said on the buttons.
    await startGame('strike');
    expect(await shownText('pass')).toBe('Pass (P)');
    expect(await undoText()).toBe('Undo correction (U)');
    // A phone: a touch screen (coarse pointer, no hover) in a phone's window.
    const cdp = await session.context.newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches && matchMedia('(hover: none)').matches)).toBe(true);
    expect(await shownText('pass')).toBe('Pass');
    expect(await undoText()).toBe('Undo correction');
    expect(await newGames()).toEqual(['new-game']);
    // The dice game's Bank too, in French as in English.
    await startGame('dice-game');
    expect(await shownText('bank')).toBe('Bank');
    await page.getByTestId('language').selectOption('fr');
    expect(await shownText('bank')).toBe('Marquer');
    await page.getByTestId('language').selectOption('en');
    expect(await newGames()).toEqual(['new-game']);
    await cdp.detach();
    await page.close();
  });

  it('lines up the players\' scores, Leaves buttons and a leaver\'s mark in columns whatever the names\' widths, on a phone and a desktop', async () => {
    const page = await stillDemoPage(session);
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup-game').selectOption('dice-game');
    await page.getByTestId('setup-count').selectOption('3');
    for (const [i, name] of ['Ann', 'Maximilian', 'Bo'].entries()) await page.getByTestId('setup-name').nth(i).fill(name);
    await page.getByTestId('setup-start').click();
    await expect.poll(() => page.getByTestId('retire').count(), { timeout: 30_000 }).toBe(3);
    /** Each row's cells after the name: [left edge, right edge] in window pixels, rounded. */
    const cells = () => page.getByTestId('players').evaluate((list) => [...list.children].map((row) => [...row.children].slice(1)
      .map((cell) => { const box = cell.getBoundingClientRect(); return [Math.round(box.left), Math.round(box.right)]; })));
    for (const [width, height] of [[390, 844], [1280, 900]] as const) {
      await page.setViewportSize({ width, height });
      const [ann, max, bo] = await cells();
      // The scores start at one x, and the buttons end at one x, however long the name before them.
      expect(max![0]![0], `${width} px: scores`).toBe(ann![0]![0]);
      expect(bo![0]![0], `${width} px: scores`).toBe(ann![0]![0]);
      expect([max![1]![1], bo![1]![1]], `${width} px: Leaves`).toEqual([ann![1]![1], ann![1]![1]]);
    }
    // Maximilian leaves: his score stays in its column, and his mark takes the button's.
    await page.getByTestId('retire').nth(1).click();
    await page.getByTestId('retire-yes').click();
    await expect.poll(() => page.getByTestId('retire').count()).toBe(2);
    const [ann, max] = await cells();
    expect(max![0]![0]).toBe(ann![0]![0]);
    expect(max![1]![0]).toBeGreaterThanOrEqual(ann![1]![0]! - 1);
    expect(max![1]![1]).toBeLessThanOrEqual(ann![1]![1]! + 1);
    await page.close();
  });

  it('shows the answer to a refused key in the window at 1280 × 800, under a panel of eight players (helper 229: B seemed to do nothing)', async () => {
    const page = await stillDemoPage(session);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup-game').selectOption('dice-game');
    await page.getByTestId('setup-count').selectOption('8');
    // Long names: the game's first line in the log takes several lines, and the panel more than the window.
    for (let i = 0; i < 8; i++) await page.getByTestId('setup-name').nth(i).fill(`Player number ${i + 1} of the evening`);
    await page.getByTestId('setup-start').click();
    await expect.poll(() => page.getByTestId('retire').count(), { timeout: 30_000 }).toBe(8);
    await page.evaluate(() => window.scrollTo(0, 0));
    // Below the window before the key is pressed: the panel ends under it.
    expect(await page.getByTestId('game').evaluate((panel) => panel.getBoundingClientRect().bottom)).toBeGreaterThan(800);
    await page.keyboard.press('b');
    const note = page.getByTestId('intent-refused');
    await expect.poll(() => note.textContent()).toBe('Nothing to bank yet this turn: roll the dice first.');
    // Its whole box lies inside the window (the page scrolled the least way to it).
    await expect.poll(() => note.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    }), { timeout: 10_000 }).toBe(true);
    await page.close();
  });

  it('shows eight players\' names whole in the players\' table at 1280 × 800 and on a phone (helper 234: cut to "Anne-So…", whole only in a tooltip)', async () => {
    const page = await stillDemoPage(session);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup-game').selectOption('dice-game');
    await page.getByTestId('setup-count').selectOption('8');
    const names = ['Anne-Sophie', 'Dominique', 'Jean-Baptiste', 'Marie-Christine', 'Maximilien', 'Bérengère', 'Guillaume', 'Charlotte-Amélie'];
    for (const [i, name] of names.entries()) await page.getByTestId('setup-name').nth(i).fill(name);
    await page.getByTestId('setup-start').click();
    await expect.poll(() => page.getByTestId('retire').count(), { timeout: 30_000 }).toBe(8);
    // In French, « Quitte la partie » leaves the names 105 px at 1280 px: they were cut there.
    for (const [width, height, language] of [[1280, 800, 'en'], [390, 844, 'en'], [1280, 800, 'fr'], [390, 844, 'fr']] as const) {
      await page.setViewportSize({ width, height });
      await page.getByTestId('language').selectOption(language);
      for (const name of names) expect(await shownWhole(page, name), `${name} at ${width} × ${height}, ${language}`).toEqual({ found: 1, cut: [] });
      // The scores still start at one x, whatever lines the names take.
      const scores = await page.getByTestId('score').evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().left)));
      expect(new Set(scores).size, `${width} × ${height}, ${language}: scores`).toBe(1);
    }
    await page.getByTestId('language').selectOption('en');
    await page.close();
  });

  it('words Leaves in French as « Quitte la partie », shown whole on a phone (390 × 844) beside a Strike tournament\'s dice and points, the names too', async () => {
    const page = await stillDemoPage(session, (fresh) => fresh.setViewportSize({ width: 390, height: 844 }));
    await page.getByTestId('language').selectOption('fr');
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup-game').selectOption('strike');
    await page.getByTestId('setup-count').selectOption('4');
    for (const [i, name] of ['Ann', 'Maximilian', 'Bo', 'Cléo'].entries()) await page.getByTestId('setup-name').nth(i).fill(name);
    await page.getByTestId('setup-tournament').check();
    await page.getByTestId('setup-start').click();
    // The start die in (a generated photo of one die): each row offers Leaves, after its dice and points.
    const scene = randomSynthScene(900_203, { width: 640, height: 480, faces: ['3'], count: 1, sizePx: 60, unreadableShare: 0 });
    const startPhoto = path.join(tmpdir(), 'layout-leaves-start.png');
    await sharp(Buffer.from(synthSceneSvg(scene))).png().toFile(startPhoto);
    await page.getByTestId('file-input').setInputFiles(startPhoto);
    await expect.poll(() => page.getByTestId('retire').count(), { timeout: 60_000 }).toBe(4);
    // It was « Part »: terse, and read as "part" (a share) as much as "leaves".
    expect(await page.getByTestId('retire').allTextContents()).toEqual(Array(4).fill('Quitte la partie'));
    expect(await page.getByTestId('players').innerText()).toMatch(/^Ann\s+7\u00a0dés\s+0\u00a0pt\s+Quitte la partie\s+Maximilian\s/);
    expect(await shownWhole(page, 'Quitte la partie')).toEqual({ found: 4, cut: [] });
    expect(await shownWhole(page, 'Maximilian')).toEqual({ found: 1, cut: [] });
    // The confirmation says it in the same words.
    await page.getByTestId('retire').nth(1).click();
    expect(await page.getByTestId('retire-confirm').innerText()).toMatch(/^Maximilian quitte la partie\u00a0\?/);
    expect(await page.getByTestId('retire-yes').innerText()).toBe('Maximilian quitte la partie');
    // The language is kept for the next page (localStorage): back to English for the tests after this one.
    await page.getByTestId('language').selectOption('en');
    await page.close();
  });

  it('shows the New game form whole when it opens on a phone (390 × 844), Start included, and scrolls nothing on a desktop (helper 183)', async () => {
    let page: Page;
    /** The form's first field and its Start button, top and bottom in window pixels, and how far the page is scrolled. */
    const formInView = () => page.evaluate(() => ({
      boxes: ['setup-game', 'setup-start'].map((id) => {
        const box = document.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom };
      }),
      height: window.innerHeight,
      scrolled: window.scrollY,
    }));
    for (const [size, scrolls] of [[{ width: 390, height: 844 }, true], [{ width: 1280, height: 800 }, false]] as const) {
      page = await stillDemoPage(session, (fresh) => fresh.setViewportSize(size));
      await page.getByTestId('new-game').click();
      await expect.poll(async () => (await formInView()).boxes[1]!.bottom, { timeout: 5_000 }).toBeLessThanOrEqual(size.height);
      const { boxes, scrolled } = await formInView();
      for (const box of boxes) expect(box.top).toBeGreaterThanOrEqual(0);
      expect(scrolled > 0).toBe(scrolls);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('setup-game');
      await page.close();
    }
  });

  it('shows the game log\'s top line whole when the log scrolls to its newest line, the newest line whole too', async () => {
    const page = await stillDemoPage(session);
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup-start').click();
    await expect.poll(async () => ((await storedSavedGame(page)) as { said?: unknown[] } | undefined)?.said?.length ?? 0).toBeGreaterThan(0);
    // The game saved with 30 lines in its log, resumed: the log scrolls.
    const saved = (await storedSavedGame(page)) as { said: unknown[] };
    await storeSavedGame(page, { ...saved, said: Array.from({ length: 30 }, () => saved.said[0]) });
    await page.reload();
    await expect.poll(() => page.getByTestId('log-info').first().textContent(), { timeout: 30_000 }).toMatch(/^Resumed the game saved /);
    /** The top and bottom text lines in view in the log scrolled to its newest line, and the box they show in (px from the window's top). */
    const linesInView = () => page.getByTestId('log').evaluate((log) => {
      log.scrollTop = log.scrollHeight; // as the page does for each new line
      const box = log.getBoundingClientRect();
      const top = box.top + log.clientTop;
      const bottom = top + log.clientHeight;
      const walker = document.createTreeWalker(log, NodeFilter.SHOW_TEXT);
      const rects: DOMRect[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        rects.push(...[...range.getClientRects()].filter((rect) => rect.bottom > top && rect.top < bottom));
      }
      rects.sort((a, b) => a.top - b.top);
      const [first, last] = [rects[0]!, rects.at(-1)!];
      return { scrolls: log.scrollHeight > log.clientHeight, view: [top, bottom], first: [first.top, first.bottom], last: [last.top, last.bottom] };
    });
    for (const [width, height, language] of [[1280, 900, 'en'], [1280, 900, 'fr'], [800, 600, 'fr'], [390, 844, 'en']] as const) {
      await page.setViewportSize({ width, height });
      await page.getByTestId('language').selectOption(language);
      const { scrolls, view: [top, bottom], first, last } = await linesInView();
      const at = `${width} × ${height}, ${language}`;
      expect(scrolls, at).toBe(true);
      expect(first[0], `${at}: the top line's top`).toBeGreaterThanOrEqual(top! - 0.5);
      expect(first[1], `${at}: the top line's bottom`).toBeLessThanOrEqual(bottom! + 0.5);
      expect(last[1], `${at}: the newest line's bottom`).toBeLessThanOrEqual(bottom! + 0.5);
    }
    await page.close();
  });
});
