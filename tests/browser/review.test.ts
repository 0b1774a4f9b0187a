/**
 * The review page in the system Chromium: a scripted Strike game rendered by the project's
 * generator (training-data/gameVideo, synthetic dice, VP8 WebM — Chromium plays WebM and, in
 * Debian's build, MP4 too) is opened through the file input, analysed in the vision worker,
 * and its timeline must hold the script's rulings. Clicking an entry shows its frame with the
 * dice boxes; frames step one by one; a corrected die re-runs the referee; both exports hold
 * the game; a file that is not a video is explained and the review kept; a file cut short
 * ends its timeline where its frames stop, with a warning; a die showing a face the chosen dice
 * lack (a 6 read as a Strike die) is said so under its arena; a recorded dice game (arena
 * scenes, training-data/gameVideo/sceneFrames.ts) is reviewed into its rolls and report.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderAnnouncement } from '../../src/referee/render.ts';
import { clock, type GameRecord } from '../../src/review/report.ts';
import { REVIEW_SETUP_KEY } from '../../src/app/review/savedSetup.ts';
import { FR_EDITION_NAMES } from '../../src/referee/messages/editions.ts';
import { EDITIONS, editionForPlayers } from '../../src/rules/strike/index.ts';
import {
  diceGameScenes, expectedRulings, ffmpegBinary, makeGameVideo, renderGame, sceneFrames, scriptFromSeed, writeVideo, type GameScript, type MadeGameVideo,
} from '../../training-data/gameVideo/index.ts';
import { DIE_BESIDE_ARENA } from '../gameScripts.ts';
import { expectedRealThrows, hasRealVideo, REAL_VIDEO, realThrowsRead } from '../realVideo.ts';
import { pageWithBlockedStorage } from './appPages.ts';
import { editionNameLines } from './editionNameLines.ts';
import { hasChromium, waitShown, type AppSession } from './harness.ts';
import { useAppSession } from './useAppSession.ts';

if (!hasChromium) console.warn('review page browser tests skipped: no Chromium at /usr/bin/chromium (apt-get install -y chromium)');
if (!hasRealVideo) console.warn(`real-video review page test skipped: ${REAL_VIDEO} is absent`);

/** A timeline entry as the page lists it. */
interface ListedEntry { index: number; tMs: number; change: string; dice: { id: number; face: string }[]; rulings: string[] }

/** The timeline's entries as listed on the page. */
function listedEntries(page: Page): Promise<ListedEntry[]> {
  return page.getByTestId('timeline-entry').evaluateAll((items) => items.map((item) => ({
    index: Number(item.getAttribute('data-index')),
    tMs: Number(item.getAttribute('data-t-ms')),
    change: item.getAttribute('data-change') ?? '',
    dice: [...item.querySelectorAll('[data-testid="timeline-die"]')].map((die) => ({ id: Number(die.getAttribute('data-die-id')), face: die.textContent ?? '' })),
    rulings: [...item.querySelectorAll('[data-testid="timeline-ruling"]')].map((ruling) => ruling.textContent ?? ''),
  })));
}

/** What the review page shows instead of the element a test waits for: its error, and how far the analysis went. */
const REVIEW_STATE = ['review-error', 'review-progress', 'review-time'];

/**
 * A new page of `session` on the review page (at `viewport`, CSS px, when given), its demo game
 * (of `game`, as the set-up's menu names it, when given: the set-up is kept on the device between
 * tests) analysed to its end, started with a click on *Demo game*, or from the keyboard (Enter on
 * it) when `fromKeyboard`.
 * @throws Error when the analysis does not end within 180 s (harness.ts `waitShown`)
 */
async function demoReviewed(session: AppSession, options: { game?: 'strike' | 'dice-game'; viewport?: { width: number; height: number }; fromKeyboard?: boolean } = {}): Promise<Page> {
  const page = await session.context.newPage();
  if (options.viewport) await page.setViewportSize(options.viewport);
  await page.goto(`${session.url}review.html`);
  if (options.game) await page.getByTestId('review-game').selectOption(options.game);
  if (options.fromKeyboard) {
    await page.getByTestId('review-demo').focus();
    await page.keyboard.press('Enter');
  } else {
    await page.getByTestId('review-demo').click();
  }
  await waitShown(session, page, 'review-speed', 180_000, REVIEW_STATE);
  return page;
}

/**
 * The test ids of the problems and notices the review page shows above its picture, top to
 * bottom: its error and what it still shows (`review-error`, `review-still-showing`), and the
 * notices of its status region (`review-too-short`, …; a notice without an id as `''`).
 */
function shownNotices(page: Page): Promise<string[]> {
  return page.locator('.review > p, .review > [role="status"] > p').evaluateAll((notes) => notes.map((note) => note.getAttribute('data-testid') ?? ''));
}

/** Time of the frame the player shows, in ms. */
async function shownTimeMs(page: Page): Promise<number> {
  return Number(await page.getByTestId('review-time').getAttribute('data-time-ms'));
}

/** RGBA of the overlay canvas pixel at (x, y) in frame pixels. */
function overlayPixel(page: Page, x: number, y: number): Promise<number[]> {
  // floor(x): the pixel a 2 px line centred on a fractional x covers fully (no anti-aliasing).
  return page.getByTestId('overlay-canvas').evaluate((canvas, [px, py]) => {
    const context = (canvas as HTMLCanvasElement).getContext('2d');
    return Array.from(context!.getImageData(px!, py!, 1, 1).data);
  }, [Math.floor(x), Math.round(y)]);
}

/**
 * Drops the corrections an earlier test may have left (one that failed stops before clearing its
 * own), and waits for the rulings to be the analysis's own, `rulings`.
 */
async function clearCorrections(page: Page, rulings: readonly string[]): Promise<void> {
  const clear = page.getByTestId('clear-corrections');
  if ((await clear.count()) > 0 && (await clear.isEnabled())) await clear.click();
  await expect.poll(async () => (await listedEntries(page)).flatMap((entry) => entry.rulings)).toEqual(rulings);
}

/** What the page shows, for a failure's message: the entry selected and the one playing, and the marks drawn. */
function shownState(page: Page): Promise<unknown> {
  return page.evaluate(() => ({
    selected: document.querySelector('[data-testid="timeline-entry"][aria-current]')?.getAttribute('data-index') ?? null,
    current: document.querySelector('[data-testid="timeline-entry"].current')?.getAttribute('data-index') ?? null,
    marks: document.querySelector('[data-testid="overlay-canvas"]')?.getAttribute('data-highlights') ?? null,
    timeMs: document.querySelector('[data-testid="review-time"]')?.getAttribute('data-time-ms') ?? null,
    playing: document.querySelector('[data-testid="play-pause"]')?.textContent ?? null,
  }));
}

/** Clicks an export button and returns the downloaded file's name and text. */
async function download(page: Page, testId: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
}

/**
 * Makes each tab of `session` open the review page with the default set-up, as on a fresh device,
 * whatever set-up a test before it left saved on the browser's profile (src/app/review/savedSetup.ts,
 * the same localStorage for every tab); a reload of the tab keeps the set-up saved since.
 */
async function freshSetupPerTab(session: AppSession): Promise<void> {
  await session.context.addInitScript((key) => {
    try {
      // sessionStorage lasts as long as the tab, reloads included.
      if (sessionStorage.getItem('test/fresh-setup') !== null) return;
      sessionStorage.setItem('test/fresh-setup', '1');
      localStorage.removeItem(key);
    } catch {
      // A document without storage (about:blank): nothing saved to forget.
    }
  }, REVIEW_SETUP_KEY);
}

/** The set-up the review page's form shows. */
async function shownSetup(page: Page): Promise<{ game: string; names: string[]; edition: string | null; stock: string | null; keepThrowing: boolean | null; tournament: boolean | null; target: string | null; fps: string }> {
  const optional = async <T>(testId: string, read: () => Promise<T>): Promise<T | null> => ((await page.getByTestId(testId).count()) > 0 ? read() : null);
  return {
    game: await page.getByTestId('review-game').inputValue(),
    names: await page.getByTestId('review-name').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    edition: await optional('review-edition', () => page.getByTestId('review-edition').inputValue()),
    stock: await optional('review-stock', () => page.getByTestId('review-stock').inputValue()),
    keepThrowing: await optional('review-keep-throwing', () => page.getByTestId('review-keep-throwing').isChecked()),
    tournament: await optional('review-tournament', () => page.getByTestId('review-tournament').isChecked()),
    target: await optional('review-target', () => page.getByTestId('review-target').inputValue()),
    fps: await page.getByTestId('review-fps').inputValue(),
  };
}

/** The default set-up, as the form shows it (src/app/review/reviewState.ts `defaultSetup`). */
const DEFAULT_SHOWN = { game: 'strike', names: ['Ann', 'Bob'], edition: 'classic', stock: null, keepThrowing: false, tournament: false, target: null, fps: '15' };

describe.skipIf(!hasChromium)('the review page\'s set-up kept on this device', () => {
  const session = useAppSession();

  it('shows the user\'s own set-up after a reload, and not the demo game\'s', async () => {
    const page = await session.context.newPage();
    await page.goto(`${session.url}review.html`);
    expect(await shownSetup(page)).toEqual(DEFAULT_SHOWN);
    // A four-player tournament with the X-and-2–6 dice, analysed at 30 frames/s (helper 165's game).
    await page.getByTestId('review-count').selectOption('4');
    const names = ['Zoé', 'Yann', 'Xu', 'Wim'];
    for (const [i, name] of names.entries()) await page.getByTestId('review-name').nth(i).fill(name);
    await page.getByTestId('review-edition').selectOption('classic-x2');
    await page.getByTestId('review-tournament').check();
    await page.getByTestId('review-fps').selectOption('30');
    const own = { ...DEFAULT_SHOWN, names, edition: 'classic-x2', tournament: true, fps: '30' };
    expect(await shownSetup(page)).toEqual(own);
    await page.reload();
    expect(await shownSetup(page)).toEqual(own);
    // The demo game is reviewed with its own set-up (its two players, its throw-again rule)…
    const demo = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../public/demo/game.json'), 'utf8')) as { players: string[] };
    await page.getByTestId('review-demo').click();
    await expect.poll(async () => (await shownSetup(page)).names, { timeout: 60_000 }).toEqual(demo.players);
    expect(await shownSetup(page)).toMatchObject({ edition: 'classic', keepThrowing: true, tournament: false });
    // …which is not saved over the user's: a reload shows theirs.
    await page.reload();
    expect(await shownSetup(page)).toEqual(own);
    // The dice game with its points to win, kept too.
    await page.getByTestId('review-game').selectOption('dice-game');
    await page.getByTestId('review-target').fill('750');
    await page.reload();
    expect(await shownSetup(page)).toEqual({ ...own, game: 'dice-game', edition: null, keepThrowing: null, tournament: null, target: '750' });
    // A name is cut at 30 characters, as on the live page's form, and the form says so (helper 168).
    expect(await page.getByTestId('review-name-cut').count()).toBe(0);
    await page.getByTestId('review-name').first().fill('Zoé-Marie-Anne-Charlotte de la Fontaine');
    expect(await page.getByTestId('review-name').first().inputValue()).toBe('Zoé-Marie-Anne-Charlotte de la');
    expect(await page.getByTestId('review-name-cut').textContent()).toBe('A name keeps its first 30 characters: the rest is cut.');
    expect(session.journal(page).filter((line) => line.includes('uncaught'))).toEqual([]);
    await page.close();
  }, 120_000);

  it('moves a player one seat up or down with ↑ and ↓, as the live page\'s form does, the focus kept on the arrow (keyboard), and keeps the order', async () => {
    const page = await session.context.newPage();
    await page.goto(`${session.url}review.html`);
    await page.evaluate((key) => localStorage.removeItem(key), REVIEW_SETUP_KEY);
    await page.reload();
    await page.getByTestId('review-count').selectOption('3');
    const shownNames = async () => (await shownSetup(page)).names;
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(await shownNames()).toEqual(['Ann', 'Bob', 'Cleo']);
    // By keyboard: Ann moved down keeps the focus on her ↓, in the seat she moved to.
    await page.getByRole('button', { name: 'Move Ann down' }).focus();
    await page.keyboard.press('Enter');
    expect(await shownNames()).toEqual(['Bob', 'Ann', 'Cleo']);
    expect(await focused()).toBe('Move Ann down');
    await page.keyboard.press('Enter');
    expect(await shownNames()).toEqual(['Bob', 'Cleo', 'Ann']);
    // At the foot of the list ↓ is off: the focus goes to her ↑.
    expect(await page.getByRole('button', { name: 'Move Ann down' }).isDisabled()).toBe(true);
    expect(await focused()).toBe('Move Ann up');
    await page.keyboard.press('Enter');
    expect(await shownNames()).toEqual(['Bob', 'Ann', 'Cleo']);
    expect(await focused()).toBe('Move Ann up');
    // By pointer, and in French.
    await page.getByRole('button', { name: 'Move Bob down' }).click();
    expect(await shownNames()).toEqual(['Ann', 'Bob', 'Cleo']);
    await page.getByTestId('review-language').selectOption('fr');
    await page.getByRole('button', { name: 'Monter Cleo' }).click();
    expect(await shownNames()).toEqual(['Ann', 'Cleo', 'Bob']);
    // The order is the set-up's: kept after a reload.
    await page.reload();
    expect(await shownNames()).toEqual(['Ann', 'Cleo', 'Bob']);
    await page.evaluate((key) => localStorage.removeItem(key), REVIEW_SETUP_KEY);
    await page.close();
  }, 60_000);

  it('keeps an edition\'s name whole in the note on its dice per player, as the live page does, at 1280 and 390 px wide', async () => {
    const page = await session.context.newPage();
    await page.goto(`${session.url}review.html`);
    await page.evaluate((key) => localStorage.removeItem(key), REVIEW_SETUP_KEY);
    await page.reload();
    for (const [language, edition, name] of [['en', 'impact', EDITIONS['impact']!.name], ['en', '2020', EDITIONS['2020']!.name], ['fr', 'impact', FR_EDITION_NAMES['impact']!]] as const) {
      await page.getByTestId('review-language').selectOption(language);
      await page.getByTestId('review-edition').selectOption(edition);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 844 });
        expect(await editionNameLines(page, 'review-stock-note', name), `${name} at ${width} px`).toMatchObject({ kept: true, badBreaks: [] });
      }
    }
    await page.evaluate((key) => localStorage.removeItem(key), REVIEW_SETUP_KEY);
    await page.close();
  }, 60_000);

  it('opens with the default set-up, or what can be read of the one stored, when storage holds no set-up of its own or is blocked', async () => {
    const page = await session.context.newPage();
    await page.goto(`${session.url}review.html`);
    const stored = async (text: string) => {
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [REVIEW_SETUP_KEY, text]);
      await page.reload();
      return shownSetup(page);
    };
    expect(await stored('{"game":"strike","players":["Zed"')).toEqual(DEFAULT_SHOWN); // cut short: not JSON
    expect(await stored('"Zed,Yu"')).toEqual(DEFAULT_SHOWN);
    // An older or hand-edited set-up: what the form could have made is kept, the rest is the default's.
    expect(await stored(JSON.stringify({ game: 'dicestorm', players: ['Zed', 'Yu', 'Xi'], dieKind: 'd8', analysisFps: 7, tournament: 'yes' })))
      .toEqual({ ...DEFAULT_SHOWN, names: ['Zed', 'Yu', 'Xi'] });
    expect(await stored(JSON.stringify({ game: 'dice-game', players: Array(9).fill('Zed'), targetScore: 1234 })))
      .toEqual({ ...DEFAULT_SHOWN, game: 'dice-game', names: Array(8).fill('Zed'), edition: null, keepThrowing: null, tournament: null, target: '5000' });
    // The stored record is left as it was until the user changes the set-up.
    expect(await page.evaluate((key) => localStorage.getItem(key), REVIEW_SETUP_KEY)).toContain('1234');
    expect(session.journal(page).filter((line) => line.includes('uncaught'))).toEqual([]);
    await page.close();
    // Storage blocked (site data off): the default set-up, which still changes for the page.
    const blocked = await pageWithBlockedStorage(session.context, 'localStorage');
    await blocked.goto(`${session.url}review.html`);
    expect(await shownSetup(blocked)).toEqual(DEFAULT_SHOWN);
    await blocked.getByTestId('review-name').first().fill('Zed');
    expect((await shownSetup(blocked)).names).toEqual(['Zed', 'Bob']);
    expect(session.journal(blocked).filter((line) => line.includes('uncaught'))).toEqual([]);
    await blocked.close();
  }, 120_000);
});

describe.skipIf(!hasChromium)('the review page\'s timeline on the demo game', () => {
  const session = useAppSession();
  /**
   * The Strike demo analysed to its end at 1280×800, started from the keyboard: one analysis (the
   * demo takes 11 s alone, 20–40 s on busy cores) shared by the tests that look at the review it
   * leaves, made by the first of them that runs and closed with the session. They run in this
   * order, each leaving what the next expects: "keeps the view on the newest entry…" reads the
   * view as the analysis's end left it; "keeps the picture its size…" reads the scroll and the
   * picture's size; "lists a Strike throw's dice…" reads the timeline and exports the record;
   * "shows an entry's frame…" selects entries and opens and closes the face picker (the player
   * no longer at the end); "rules no throw of the demo…" corrects a die and leaves it corrected,
   * the last to use it.
   */
  let strikeDemo: Promise<Page> | undefined;
  /** The describe's {@link strikeDemo}, analysed on its first call. */
  const analysedStrikeDemo = (): Promise<Page> => (strikeDemo ??= demoReviewed(session, { game: 'strike', viewport: { width: 1280, height: 800 }, fromKeyboard: true }));

  it('reviews a WebM cut inside its last cluster up to its last frame, as the CLI does: the demo cut at 200,000 bytes keeps its throw at 00:18.9 (helper 202)', async () => {
    // mediabunny drops the cut cluster whole (its frames stop at 17.1 s); ffmpeg, and the video
    // element, show its frames to 19.4 s, and `dice-referee review` rules Bob's nine dice at 00:18.9.
    const dir = mkdtempSync(path.join(tmpdir(), 'review-cut-cluster-'));
    const cut = path.join(dir, 'demo-cut.webm');
    writeFileSync(cut, readFileSync(path.join(import.meta.dirname, '../../public/demo/game.webm')).subarray(0, 200_000));
    const page = await session.context.newPage();
    await page.goto(`${session.url}review.html`);
    await page.getByTestId('review-file').setInputFiles(cut);
    await waitShown(session, page, 'review-ends-early', 180_000, REVIEW_STATE);
    const record = JSON.parse((await download(page, 'export-json')).text) as GameRecord;
    expect(record.analysis).toMatchObject({ complete: false });
    expect(record.analysis!.reviewedMs).toBeGreaterThanOrEqual(19_000);
    expect(record.analysis!.reviewedMs).toBeLessThan(20_000);
    const nine = (await listedEntries(page)).find((entry) => entry.change === 'throw' && entry.dice.length === 9);
    expect(nine?.rulings).toContain('X! 3 dice are out of the game.');
    // Finished: the bar is full at the frames analysed, as the line beside it says, not left at
    // the 28 % of the stated duration that looked stuck beside the warning (helper 205).
    expect(await page.getByTestId('review-progress').evaluate((bar) => [(bar as HTMLProgressElement).value, (bar as HTMLProgressElement).max]))
      .toEqual([record.analysis!.frames, record.analysis!.frames]);
    expect(await page.getByTestId('review-speed').textContent()).toMatch(new RegExp(`^Analysed ${record.analysis!.frames} frames \\(`));
    await page.close();
    rmSync(dir, { recursive: true, force: true });
  }, 240_000);

  it('shows the picture and the entry followed together on a phone (390×844), while analysing and while playing; lays out the desktop (1280×800) as before', async () => {
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${session.url}review.html`);
    /**
     * The picture's box, the player's (the picture and its controls), and the box of the entry
     * followed (the one the player is in, else the newest), in the window (CSS px).
     */
    const boxes = () => page.evaluate(() => {
      const rect = (element: Element | null | undefined) => {
        const box = element?.getBoundingClientRect();
        return box ? { top: Math.round(box.top), bottom: Math.round(box.bottom) } : null;
      };
      const items = document.querySelectorAll('[data-testid="timeline-entry"]');
      return {
        analysing: document.querySelector('[data-testid="review-speed"]') === null,
        entries: items.length,
        picture: rect(document.querySelector('[data-testid="frame-canvas"]')),
        player: rect(document.querySelector('[data-testid="review-player"]')),
        entry: rect(document.querySelector('[data-testid="timeline-entry"].current') ?? items[items.length - 1]),
        scrollY: window.scrollY,
      };
    });
    type Boxes = Awaited<ReturnType<typeof boxes>>;
    /** Whether the picture shows whole, and the entry whole below the player (not under it), in the window. */
    const bothShown = ({ picture, player, entry }: Boxes) => picture !== null && player !== null && entry !== null
      && picture.top >= 0 && picture.bottom <= 844 && entry.top >= player.bottom - 1 && entry.bottom <= 844 + 1;
    await page.getByTestId('review-demo').click();
    // While it is analysed: the newest entry is followed down the page, the picture stays in view.
    const seen: Boxes[] = [];
    for (;;) {
      const now = await boxes();
      if (!now.analysing) break;
      if (now.entries >= 2) seen.push(now);
      await page.waitForTimeout(250);
    }
    expect(seen.length).toBeGreaterThan(3);
    // The timeline lies far below the window's first screen: the window scrolled down to it.
    expect(seen.at(-1)!.scrollY).toBeGreaterThan(844);
    expect(seen.find((at) => !bothShown(at)) ?? null).toBeNull();
    await waitShown(session, page, 'review-speed', 180_000, REVIEW_STATE);
    // Played from the top of the page: the entry played comes into view under the picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId('review-seek').evaluate((input) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(input, '0');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await page.getByTestId('play-pause').click();
    const played: Boxes[] = [];
    const firstPlayed = await page.evaluate(() => Number(document.querySelector('[data-testid="timeline-entry"].current')?.getAttribute('data-index') ?? -1));
    await expect.poll(() => page.evaluate(() => Number(document.querySelector('[data-testid="timeline-entry"].current')?.getAttribute('data-index') ?? -1)), { timeout: 30_000 }).toBeGreaterThan(firstPlayed + 1);
    for (let i = 0; i < 4; i++) {
      played.push(await boxes());
      await page.waitForTimeout(500);
    }
    await page.getByTestId('play-pause').click();
    expect(played.find((at) => !bothShown(at)) ?? null).toBeNull();
    // At 1280 × 800 the player column and the side panel stand side by side as before: the grid's
    // 3 : 1.3 columns (review.css) of the 1248 px inside the page's padding, less their 16 px gap;
    // the picture's column sticks, not the player in it; the timeline is a box of 70 % of the window's height.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const desktop = await page.evaluate(() => {
      const rect = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().toJSON() as DOMRect;
      return {
        main: rect('main'), column: rect('.stage-column'), aside: rect('aside'), stage: rect('.stage'), bar: rect('.player-bar'), timeline: rect('.timeline'), setup: rect('.review-setup'),
        columnPosition: getComputedStyle(document.querySelector('.stage-column')!).position,
        playerPosition: getComputedStyle(document.querySelector('[data-testid="review-player"]')!).position,
        scrollPadding: getComputedStyle(document.documentElement).scrollPaddingTop,
        timelineMaxHeight: getComputedStyle(document.querySelector('.timeline')!).maxHeight,
      };
    });
    const columnWidth = ((1280 - 32 - 16) * 3) / 4.3;
    expect(desktop.column.left).toBe(16);
    expect(desktop.column.width).toBeCloseTo(columnWidth, 0);
    expect(desktop.aside.left).toBeCloseTo(16 + columnWidth + 16, 0);
    expect(desktop.aside.width).toBeCloseTo(1280 - 32 - 16 - columnWidth, 0);
    expect([desktop.column.top, desktop.aside.top, desktop.stage.top]).toEqual([desktop.main.top, desktop.main.top, desktop.main.top]);
    expect(desktop.bar.top).toBeCloseTo(desktop.stage.bottom + 8, 0);
    expect(desktop.timeline.top).toBeGreaterThanOrEqual(desktop.setup.bottom);
    expect(desktop).toMatchObject({ columnPosition: 'sticky', playerPosition: 'static', scrollPadding: 'auto', timelineMaxHeight: '560px' });
    await page.close();
  }, 300_000);

  it('keeps the view on the newest entry when an analysis started from the keyboard ends, the focus on an entry in view, at 390×844 and 1280×800', async () => {
    for (const [width, height] of [[390, 844], [1280, 800]] as const) {
      // At 1280×800, the describe's shared demo, no test before this one having used it.
      const shared = width === 1280;
      const page = shared ? await analysedStrikeDemo() : await demoReviewed(session, { game: 'strike', viewport: { width, height }, fromKeyboard: true });
      await page.waitForTimeout(300);
      const shown = await page.evaluate(() => {
        // Shown whole: in the timeline's box, in the window, and on a phone below the player over the window's top.
        const list = document.querySelector('.timeline')!.getBoundingClientRect();
        const covered = window.innerWidth < 640 ? document.querySelector('[data-testid="review-player"]')!.getBoundingClientRect().bottom : 0;
        const visible = (element: Element | null) => {
          const box = element?.getBoundingClientRect();
          return box !== undefined && box.top >= Math.max(list.top, covered, 0) - 1 && box.bottom <= Math.min(list.bottom, window.innerHeight) + 1;
        };
        const items = document.querySelectorAll('[data-testid="timeline-entry"]');
        const focused = document.activeElement;
        return {
          focused: focused?.getAttribute('data-testid') ?? focused?.tagName,
          focusedInView: visible(focused),
          newestInView: visible(items[items.length - 1]!),
          firstInView: visible(items[0]!),
        };
      });
      // The newest entry still in view (the first one's focus had scrolled up to it), the focus on an entry's button in view.
      expect(shown, `${width}×${height}`).toEqual({ focused: 'timeline-seek', focusedInView: true, newestInView: true, firstInView: false });
      if (!shared) await page.close();
    }
  }, 300_000);

  it('keeps the picture its size on a desktop when the page scrolled to the newest entry (its column stuck to the window\'s top)', async () => {
    const page = await analysedStrikeDemo();
    const seen = await page.evaluate(() => ({
      scrollY: window.scrollY,
      stage: document.querySelector('.stage')!.getBoundingClientRect().width,
      column: document.querySelector('.stage-column')!.getBoundingClientRect().width,
    }));
    // The page followed the newest entry down; the picture still fills its column (the window's
    // height allows more: 16 : 9 under a 100 px header). It was 364 px of 870 (helper 192).
    expect(seen.scrollY).toBeGreaterThan(0);
    expect(seen.stage).toBeCloseTo(seen.column, 0);
  }, 300_000);

  it('lists a Strike throw\'s dice left to right, as the CLI\'s review does, not by track id (helper 193)', async () => {
    const page = await analysedStrikeDemo();
    const entries = await listedEntries(page);
    // The record holds each entry's dice in the tracker's order, with their boxes (frame pixels).
    const record = JSON.parse((await download(page, 'export-json')).text) as GameRecord;
    const centreX = (box: readonly number[]): number => (box[0]! + box[2]!) / 2;
    const withDice = entries.filter((entry) => entry.dice.length > 1);
    expect(withDice.length).toBeGreaterThanOrEqual(5);
    for (const entry of withDice) {
      const boxes = new Map(record.entries[entry.index]!.dice.map((die) => [die.id, die.box]));
      const xs = entry.dice.map((die) => centreX(boxes.get(die.id)!));
      expect(xs, `entry ${entry.index}`).toEqual([...xs].sort((a, b) => a - b));
    }
    // Bob's nine dice at 00:18.9 as \`review public/demo/game.webm\` now lists them too (by track id the page
    // listed 5 3 X 2 1 4 X 1 X, the CLI 1 X 5 2 3 X 4 X 1).
    const nine = withDice.find((entry) => entry.change === 'throw' && entry.dice.length === 9)!;
    expect(nine.dice.map((die) => die.face).join(' ')).toBe('1 X 5 X 3 1 X 2 4');
  }, 240_000);

  it('shows an entry\'s frame when the entry is clicked anywhere but its controls, as the README says ("Click a throw to see its frame"; helper 187)', async () => {
    const page = await analysedStrikeDemo();
    // After the analysis the player stands at the video's end, past every entry (the tests before only looked).
    const entries = await listedEntries(page);
    const end = await shownTimeMs(page);
    // Bob's nine dice at 00:19.1: the word "throw" and a ruling under it, neither a button.
    const throwEntry = entries.find((entry) => entry.change === 'throw' && entry.dice.length === 9)!;
    expect(throwEntry.tMs).toBeLessThan(end - 10_000);
    const item = page.locator(`[data-testid="timeline-entry"][data-index="${throwEntry.index}"]`);
    await item.locator('.change').click();
    await expect.poll(async () => throwEntry.tMs - (await shownTimeMs(page))).toBeGreaterThanOrEqual(-1);
    expect(throwEntry.tMs - (await shownTimeMs(page))).toBeLessThan(70);
    expect(await shownState(page)).toMatchObject({ selected: String(throwEntry.index) });
    // Its dice to take out are marked on its frame (the three X, the die out, the pair of 1).
    const marks = JSON.parse((await page.getByTestId('overlay-canvas').getAttribute('data-highlights')) ?? '[]') as { kind: string }[];
    expect(marks.filter((mark) => mark.kind === 'toRemove')).toHaveLength(6);
    // A ruling's words select their entry too.
    const later = entries.find((entry) => entry.index > throwEntry.index && entry.change === 'throw' && entry.rulings.length > 0)!;
    await page.locator(`[data-testid="timeline-entry"][data-index="${later.index}"] [data-testid="timeline-ruling"]`).first().click();
    await expect.poll(async () => ((await shownState(page)) as { selected: string | null }).selected).toBe(String(later.index));
    await expect.poll(async () => Math.abs(later.tMs - (await shownTimeMs(page)))).toBeLessThan(70);
    // A die's button still opens the face picker, and selects no other entry.
    await item.getByTestId('timeline-die').first().click();
    await page.getByTestId('face-picker').waitFor();
    expect(((await shownState(page)) as { selected: string | null }).selected).toBe(String(throwEntry.index));
    await page.keyboard.press('Escape');
  }, 240_000);

  it('rules no throw of the demo while dice a correction took out still lie in the arena, and says so (helper 184)', async () => {
    const other = await analysedStrikeDemo();
    const entries = await listedEntries(other);
    // At 00:38.4 Bob's die is read 1, all dice differ; corrected to 5 he collects 2 × 5, which the recording leaves in the arena.
    const at = entries.find((entry) => clock(entry.tMs) === '00:38.4')!;
    const one = at.dice.find((die) => die.face === '1')!;
    await other.locator(`[data-testid="timeline-entry"][data-index="${at.index}"] [data-die-id="${one.id}"]`).click();
    await other.getByTestId('face-picker').getByRole('button', { name: '5', exact: true }).click();
    await expect.poll(async () => (await listedEntries(other))[at.index]!.rulings[0]).toBe('Bob collects 2 × 5 (2 dice). Turn over.');
    // The entries after it, while a 5 taken out then lies in the arena (to the video's end): the first two as the user saw them (left to right).
    const later = (await listedEntries(other)).filter((entry) => entry.index > at.index);
    expect(later.filter((entry) => entry.change === 'throw').slice(0, 2).map((entry) => [clock(entry.tMs), entry.dice.map((die) => die.face).join(' ')])).toEqual([['00:41.8', '1 3 5 5'], ['00:54.4', '3 3 5']]);
    // Nothing ruled against the dice in view: no "every die differs", no arena emptied. Why is said once, whole, under
    // the first throw they hold, as the CLI's review says it (helper 231: it was repeated under every later one); each
    // later throw says it shortly, pointing at that first entry, so that one looked at alone does not read as forgotten.
    expect(later.flatMap((entry) => entry.rulings)).toEqual([]);
    const laterThrows = later.filter((entry) => entry.change === 'throw');
    const whole = other.getByTestId('timeline-not-taken-out');
    expect(await whole.allTextContents()).toEqual(['2 dice taken out of play at 00:38.4 are still in the arena: the game filmed went on otherwise than the one ruled (a correction or a misread die?). No throw is ruled while they lie there.']);
    expect(await other.locator(`[data-testid="timeline-entry"][data-index="${laterThrows[0]!.index}"] [data-testid="timeline-not-taken-out"]`).count()).toBe(1);
    const short = await other.getByTestId('timeline-not-taken-out-again').allTextContents();
    expect(short).toHaveLength(laterThrows.length - 1);
    expect(short[0]).toBe('Not ruled: a die taken out at 00:38.4 still lies in the arena (see 00:41.8).');
    // In French, the same.
    await other.getByTestId('review-language').selectOption('fr');
    try {
      await expect.poll(() => whole.allTextContents()).toEqual(["2\u00a0dés retirés du jeu à 00:38,4 sont encore dans l'arène\u00a0: la partie filmée a continué autrement que celle arbitrée (une correction ou un dé mal lu\u00a0?). Aucun lancer n'est arbitré tant qu'ils y restent."]);
      expect((await other.getByTestId('timeline-not-taken-out-again').allTextContents())[0]).toBe("Non arbitré\u00a0: un dé retiré à 00:38,4 est encore dans l'arène (voir 00:41,8).");
    } finally {
      await other.getByTestId('review-language').selectOption('en');
    }
  }, 240_000);

  it('lists the dice of a dice-game roll in the order the roll is said, left to right, as the CLI does (helper 187)', async () => {
    const page = await demoReviewed(session, { game: 'dice-game' });
    // Each roll's ruling, "Ann rolled 4 3 2 1 5 1.", and the dice listed above it (every one in the arena on the demo).
    const rolls = (await listedEntries(page)).flatMap((entry) => entry.rulings
      .map((ruling) => /^\S+ rolled ([1-6](?: [1-6])*)\.$/.exec(ruling)?.[1])
      .filter((faces) => faces !== undefined && faces.split(' ').length === entry.dice.length)
      .map((faces) => [faces, entry.dice.map((die) => die.face).join(' ')]));
    // The demo's six rolls that are entries' own (the two rolls ruled with a bank are of the dice then in view too).
    expect(rolls.length).toBeGreaterThanOrEqual(4);
    expect(rolls.map(([, listed]) => listed)).toEqual(rolls.map(([said]) => said));
    // (The first roll read by id would be 5 1 3 4 1 2.)
    expect(rolls[0]).toEqual(['4 3 2 1 5 1', '4 3 2 1 5 1']);
    await page.close();
  }, 240_000);
});

describe.skipIf(!hasChromium)('the review page in Chromium', () => {
  let made: MadeGameVideo;
  let refusedVideo: string;
  let dir: string;
  let page: Page;
  let analysisSeconds = 0;
  // Registered before the session: the videos are deleted after it has closed.
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const session = useAppSession();

  /**
   * Waits for `page`'s analysis to end (its speed line shows), or throws saying what the page
   * shows instead (harness.ts `waitShown`).
   */
  const reviewed = (tab: Page, timeoutMs: number): Promise<void> => waitShown(session, tab, 'review-speed', timeoutMs, REVIEW_STATE);

  /** A new tab with `video` (a path) opened and analysed to its end, in at most 120 s. */
  const tabReviewing = async (video: string): Promise<Page> => {
    const tab = await session.context.newPage();
    await tab.goto(`${session.url}review.html`);
    await tab.getByTestId('review-file').setInputFiles(video);
    await reviewed(tab, 120_000);
    return tab;
  };

  /**
   * The game whose die lands beside the arena (tests/gameScripts.ts `DIE_BESIDE_ARENA`), made and
   * analysed in a tab of its own by the first of the two tests that rule it otherwise ("offers to
   * rule dice that came beside the arena…", "rules a die the players say flew out of sight…"),
   * each of which takes back what it ruled: one video and one analysis for both. Closed with the session.
   */
  let besideArena: Promise<Page> | undefined;
  /** The describe's {@link besideArena}, made and analysed on its first call. */
  const besideArenaReviewed = (): Promise<Page> => (besideArena ??= makeGameVideo(DIE_BESIDE_ARENA, path.join(dir, 'beside-arena.webm'), { diceSource: 'synthetic' })
    .then((made) => tabReviewing(made.video.path)));

  /**
   * The video of two dice thrown at once (`refusedVideo`) analysed in a tab of its own, shared by
   * "marks an arena the rules refuse", which only reads it (its language changed and set back),
   * then "shows no timeline of the last video over a new one…", which opens another video in it
   * and closes it.
   */
  let refused: Promise<Page> | undefined;
  /** The describe's {@link refused}, analysed on its first call. */
  const refusedReviewed = (): Promise<Page> => (refused ??= tabReviewing(refusedVideo));

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'dice-review-'));
    // Seed 3: three throws, two players, no knocks that the reader mistakes (the CLI reviews it right too).
    const script = scriptFromSeed(3, { players: ['Ann', 'Bob'], maxThrows: 3 });
    made = await makeGameVideo(script, path.join(dir, 'game.webm'), { diceSource: 'synthetic' });
    // The same table, but two dice thrown at once: the classic rules allow one (strike-en.txt, Playing the Game).
    const start = script.steps.find((step) => step.kind === 'placeStartDie')!;
    const illegal = await renderGame({ ...script, steps: [start, { kind: 'throw', dice: ['2', '4'] }, { kind: 'pause', ms: 1500 }] }, { diceSource: 'synthetic' });
    refusedVideo = (await writeVideo(illegal, path.join(dir, 'two-at-once.webm'), { fps: illegal.timeline.fps })).path;
    await freshSetupPerTab(session);
    page = await session.context.newPage();
    await page.goto(`${session.url}review.html`);
    const started = Date.now();
    await page.getByTestId('review-file').setInputFiles(made.video.path);
    await reviewed(page, 200_000);
    analysisSeconds = (Date.now() - started) / 1000;
  }, 300_000);

  it('analyses the video into the scripted rulings and says how fast it went', async () => {
    const expected = made.truth.rulings.map((ruling) => ruling.text);
    const rulings = (await listedEntries(page)).flatMap((entry) => entry.rulings);
    expect(rulings).toEqual(expected);
    const speed = Number(await page.getByTestId('review-speed').getAttribute('data-speed'));
    console.info(`review of a ${made.video.width}×${made.video.height}, ${made.video.frames}-frame video: ${await page.getByTestId('review-speed').textContent()} (${analysisSeconds.toFixed(1)} s from opening the file)`);
    expect(speed).toBeGreaterThan(0);
    // The status line gives the video's own rate, said to be its own (the analysis's is in the set-up).
    expect(await page.getByTestId('review-status').textContent()).toMatch(new RegExp(`^game\\.webm · ${made.video.width}×${made.video.height} · recorded at 15 frames/s · `));
    // Decoded straight from the file (mediabunny + WebCodecs), not played through the compositor.
    expect(await page.getByTestId('review-speed').getAttribute('data-strategy')).toBe('decode');
    expect(await page.getByTestId('review-progress').evaluate((bar) => [(bar as HTMLProgressElement).value, (bar as HTMLProgressElement).max]))
      .toEqual([made.video.frames, made.video.frames]);
    expect(await page.getByTestId('timeline-refused').count()).toBe(0);
    // The picture is the last frame analysed, the one the clock gives (within a frame, 66.7 ms).
    const pictureMs = async () => Number(await page.getByTestId('frame-canvas').getAttribute('data-media-time-ms'));
    await expect.poll(async () => Math.abs((await pictureMs()) - (await shownTimeMs(page))), { timeout: 20_000 }).toBeLessThan(70);
    expect(await shownTimeMs(page)).toBeGreaterThan((made.video.frames - 2) * (1000 / 15));
    // With that frame's dice boxed, as read live: the dice of the last throw, which lie there still.
    const last = (await listedEntries(page)).at(-1)!;
    expect(last.change).toBe('throw');
    const record = JSON.parse((await download(page, 'export-json')).text) as GameRecord;
    // (The picture's boxes are that frame's reading, the entry's the settle's vote: a pixel apart at
    // times, with the reader's threads busy; the green edge is looked for within 2 px.)
    const greenNear = async (x: number, y: number) => {
      for (let dx = -2; dx <= 2; dx++) if ((await overlayPixel(page, x + dx, y)).join() === '0,230,118,255') return true;
      return false;
    };
    for (const die of record.entries[last.index]!.dice) {
      await expect.poll(() => greenNear(die.box[0], (die.box[1] + die.box[3]) / 2)).toBe(true);
    }
    expect(JSON.parse((await page.getByTestId('overlay-canvas').getAttribute('data-arena')) ?? '[]')).not.toEqual([]);
  });

  it('shows an entry’s frame with its dice boxes when clicked, and steps frame by frame', async () => {
    const entries = await listedEntries(page);
    const throwEntry = entries.find((entry) => entry.change === 'throw')!;
    expect(throwEntry).toBeDefined();
    await page.getByTestId('timeline-seek').nth(throwEntry.index).click();
    // The frame the entry was read from: shown at tMs (+1 ms), so it starts at most one frame (66.7 ms) before.
    await expect.poll(async () => throwEntry.tMs - (await shownTimeMs(page))).toBeGreaterThanOrEqual(-1);
    expect(throwEntry.tMs - (await shownTimeMs(page))).toBeLessThan(70);

    // The boxes drawn are the entry's dice, in the "read, in the arena" green of drawOverlay.ts.
    const record = JSON.parse((await download(page, 'export-json')).text) as GameRecord;
    const dice = record.entries[throwEntry.index]!.dice;
    expect(dice.map((d) => d.face)).toEqual(throwEntry.dice.map((d) => d.face));
    for (const die of dice) {
      expect(await overlayPixel(page, die.box[0], (die.box[1] + die.box[3]) / 2)).toEqual([0, 230, 118, 255]);
    }
    // With the arena outline the reader used on that frame (the oval mat, wider than half the frame).
    const arena = JSON.parse((await page.getByTestId('overlay-canvas').getAttribute('data-arena')) ?? '[]') as [number, number][];
    expect(arena.length).toBeGreaterThanOrEqual(4);
    const xs = arena.map(([x]) => x);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(made.video.width / 2);

    const at = await shownTimeMs(page);
    expect(await shownState(page)).toMatchObject({ selected: String(throwEntry.index), current: String(throwEntry.index) });
    await page.getByTestId('step-forward').click();
    await expect.poll(() => shownTimeMs(page)).toBeGreaterThan(at + 50);
    expect(await shownTimeMs(page)).toBeLessThan(at + 80);
    // The player has left the entry clicked: it is no longer marked chosen; the entry whose arena stands then is marked current.
    expect(await shownState(page)).toMatchObject({ selected: null, current: String(throwEntry.index) });
    // Off the entry's frame, no boxes are drawn.
    const [first] = dice;
    expect(await overlayPixel(page, first!.box[0], (first!.box[1] + first!.box[3]) / 2)).toEqual([0, 0, 0, 0]);
    await page.getByTestId('step-back').click();
    await expect.poll(() => shownTimeMs(page)).toBe(at);
    expect(await overlayPixel(page, first!.box[0], (first!.box[1] + first!.box[3]) / 2)).toEqual([0, 230, 118, 255]);

    // The keys do the same (→, ←); with Ctrl (or Alt, the browser's Back) they are the browser's.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownTimeMs(page)).toBeGreaterThan(at + 50);
    const next = await shownTimeMs(page);
    await page.keyboard.press('Control+ArrowLeft');
    // A fixed wait, for something that must not happen: counting the seeks started instead (helper 217)
    // also counted a late one of the step before on busy cores, and failed in CI.
    await page.waitForTimeout(300);
    expect(await shownTimeMs(page)).toBe(next);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shownTimeMs(page)).toBe(at);

    // In a small window, an entry scrolled to and clicked shows its frame in view: the player stays put.
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: 800, height: 600 });
    try {
      const last = page.getByTestId('timeline-seek').last();
      await last.scrollIntoViewIfNeeded();
      await last.click();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const stage = await page.locator('.stage-column').evaluate((column) => column.getBoundingClientRect().toJSON() as DOMRect);
      expect(stage.top).toBeGreaterThanOrEqual(0);
      expect(stage.bottom).toBeLessThanOrEqual(600);
    } finally {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.setViewportSize(size);
    }
  });

  it('steps a frame a key press however quick the presses, from the entry clicked just before; keeps a frame\'s time on a seek onto it and at the end', async () => {
    const FRAME_MS = 1000 / 15;
    const [a, b] = (await listedEntries(page)).filter((entry) => entry.change === 'throw');
    const seekButton = (index: number) => page.getByTestId('timeline-seek').nth(index);
    await seekButton(b!.index).click();
    // b's frame: shown at tMs (+1 ms), so it starts at most one frame (66.7 ms) before (the seeks
    // wait for frames the machine presents: 10 s, not expect.poll's 1 s, when it is busy).
    await expect.poll(() => shownTimeMs(page), { timeout: 10_000 }).toSatisfy((ms: number) => b!.tMs - ms >= -1 && b!.tMs - ms < 70);
    const at = await shownTimeMs(page);
    // Another entry, back to b, and five presses of → at once, none waiting for a seek to land.
    await seekButton(a!.index).click();
    await seekButton(b!.index).click();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(async () => Math.abs((await shownTimeMs(page)) - (at + 5 * FRAME_MS)), { timeout: 10_000 }).toBeLessThan(2);
    // No sixth step comes after the fifth: a fixed wait, for something that must not happen.
    await page.waitForTimeout(500);
    expect(Math.abs((await shownTimeMs(page)) - (at + 5 * FRAME_MS))).toBeLessThan(2);
    // A seek onto the frame shown (the seek bar set within it twice): the clock gives the frame's time, not the bar's.
    const setBar = (ms: number) => page.getByTestId('review-seek').evaluate((input, value) => {
      const bar = input as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(bar, String(value));
      bar.dispatchEvent(new Event('input', { bubbles: true }));
    }, ms);
    const within = Math.round(at + 17);
    await setBar(within);
    await expect.poll(() => shownTimeMs(page), { timeout: 10_000 }).toBeLessThan(at + 5);
    const frameTime = await shownTimeMs(page);
    await setBar(within);
    // The clock does not move to the bar's time: a fixed wait, for something that must not happen
    // (past SEEKED_GRACE_MS, after which a seek that presents no new frame ends).
    await page.waitForTimeout(1500);
    expect(await shownTimeMs(page)).toBe(frameTime);
    // The end: the last frame's time, with its boxes, however far on one steps.
    const max = Number(await page.getByTestId('review-seek').getAttribute('max'));
    await setBar(max);
    await expect.poll(async () => max - (await shownTimeMs(page)), { timeout: 10_000 }).toBeLessThan(FRAME_MS + 1);
    const last = await shownTimeMs(page);
    // → past the last frame goes nowhere: a fixed wait, for something that must not happen (counting the
    // seeks started also counted a late one of the seek to the end on busy cores, and failed in CI).
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(1500);
    expect(await shownTimeMs(page)).toBe(last);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => Math.abs(last - FRAME_MS - (await shownTimeMs(page))), { timeout: 10_000 }).toBeLessThan(2);
    // At the first frame, ← goes nowhere: ← ← → → at once ends two frames on, not back where it began.
    await setBar(0);
    await expect.poll(() => shownTimeMs(page), { timeout: 10_000 }).toBe(0);
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
    await expect.poll(async () => Math.abs(2 * FRAME_MS - (await shownTimeMs(page))), { timeout: 10_000 }).toBeLessThan(2);
  });

  it('keeps its clock on the frames shown while the seek bar is dragged, each seek landing after the next is asked', async () => {
    // A drag fires a seek every few ms, faster than a seek lands (25–60 ms): the clock must still
    // follow the frames shown, not wait for the drag to end (in CI, clicks that fast kept it still 45 s).
    const seen = await page.getByTestId('review-seek').evaluate(async (input) => {
      const bar = input as HTMLInputElement;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const clockShown = document.querySelector('[data-testid="review-time"]')!;
      const times = new Set<string>();
      const max = Number(bar.max);
      for (let step = 0; step <= 300; step++) {
        setValue.call(bar, String(Math.round((max * step) / 300)));
        bar.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((resolve) => setTimeout(resolve, 5));
        times.add(clockShown.getAttribute('data-time-ms')!);
      }
      return { times: times.size, max };
    });
    expect(seen.times).toBeGreaterThanOrEqual(4);
    // And it ends on the frame asked last: the video's last, within a frame (66.7 ms).
    await expect.poll(async () => seen.max - (await shownTimeMs(page))).toBeLessThan(70);
  });

  it('steps a frame on an arrow key with the seek bar focused (its native 1 ms step snapped back to the frame shown)', async () => {
    const FRAME_MS = 1000 / 15;
    const [, b] = (await listedEntries(page)).filter((entry) => entry.change === 'throw');
    await page.getByTestId('timeline-seek').nth(b!.index).click();
    await expect.poll(async () => b!.tMs - (await shownTimeMs(page))).toBeGreaterThanOrEqual(-1);
    const at = await shownTimeMs(page);
    const bar = page.getByTestId('review-seek');
    await bar.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => Math.abs(at + FRAME_MS - (await shownTimeMs(page)))).toBeLessThan(2);
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => Math.abs(at + 2 * FRAME_MS - (await shownTimeMs(page)))).toBeLessThan(2);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => Math.abs(at - (await shownTimeMs(page)))).toBeLessThan(2);
    // One step a press: the page's own → (the window's listener) does not step again for the bar.
    await page.waitForTimeout(500);
    expect(Math.abs(at - (await shownTimeMs(page)))).toBeLessThan(2);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('review-seek');
  });

  it('takes a play cut short by a step (the browser\'s AbortError) for no problem: no error, the player still', async () => {
    const [, b] = (await listedEntries(page)).filter((entry) => entry.change === 'throw');
    // An entry clicked, and while its seek runs (no frame to play yet), Play then → in one task:
    // the step's pause interrupts the play, whose promise Chromium rejects with an AbortError.
    await page.evaluate(async (index) => {
      (document.querySelectorAll('[data-testid="timeline-seek"]')[index] as HTMLButtonElement).click();
      await new Promise((resolve) => setTimeout(resolve, 0));
      (document.querySelector('[data-testid="play-pause"]') as HTMLButtonElement).click();
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
    }, b!.index);
    // The step's frame stays shown: the play never started, and nothing is said to have gone wrong.
    await page.waitForTimeout(1000);
    const shown = await shownTimeMs(page);
    await page.waitForTimeout(1000);
    expect(await shownTimeMs(page)).toBe(shown);
    expect(await page.getByTestId('review-error').count()).toBe(0);
    expect(await page.getByTestId('play-pause').textContent()).toBe('Play');
  });

  it('says that other dice or another rate need the video analysed again, until it is', async () => {
    expect(await page.getByTestId('review-needs-analysis').count()).toBe(0);
    await page.getByTestId('review-edition').selectOption('classic-x2');
    expect(await page.getByTestId('review-needs-analysis').textContent())
      .toBe('The timeline was read with the game, dice and rate chosen before: press “Analyse again” to read the video with those chosen now.');
    await page.getByTestId('review-edition').selectOption('classic');
    expect(await page.getByTestId('review-needs-analysis').count()).toBe(0);
    const fps = await page.getByTestId('review-fps').inputValue();
    const other = (await page.getByTestId('review-fps').locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).find((v) => v !== fps)!;
    await page.getByTestId('review-fps').selectOption(other);
    expect(await page.getByTestId('review-needs-analysis').count()).toBe(1);
    await page.getByTestId('review-fps').selectOption(fps);
    expect(await page.getByTestId('review-needs-analysis').count()).toBe(0);
  });

  it('reviews with the 2020 box and the dice each player starts with: its rolled start die, its stocks; another edition with the same dice re-rules, other dice need Analyse again', async () => {
    // 2020: the start die rolled (harry-potter-strike-en.txt, Setup); no chart, so the players
    // give their stock, as on the live page's form and the CLI's --dice-per-player.
    const rulingsWith = (edition: string, stock?: number) => expectedRulings({ ...made.truth.script, edition: editionForPlayers(edition, 2, stock) as GameScript['edition'] }).map((r) => r.text);
    const tab = await session.context.newPage();
    await tab.goto(`${session.url}review.html`);
    const editions = await tab.getByTestId('review-edition').locator('option').evaluateAll((options) => options.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
    expect(editions).toEqual([['classic', 'Strike (31 dice)'], ['classic-x2', 'Strike (31 dice, X and 2–6)'], ['2020', 'Strike Dice Game (2020)'], ['impact', 'Impact: Battle of Elements (as Strike)']]);
    expect(await tab.getByTestId('review-stock').count()).toBe(0); // the classic box has its chart
    await tab.getByTestId('review-edition').selectOption('2020');
    // First guess: the classic chart's 9 for two players; the note and the check are the live form's.
    expect(await shownSetup(tab)).toEqual({ ...DEFAULT_SHOWN, edition: '2020', stock: '9' });
    expect(await tab.getByTestId('review-stock-note').textContent()).toBe('Strike Dice Game (2020): no rulebook here gives how many dice each player starts with; count them as your box says.');
    await tab.getByTestId('review-stock').fill('16');
    expect(await tab.getByTestId('review-stock-rule').textContent()).toBe('Dice each player starts with: a whole number from 1 to 15.');
    await tab.getByTestId('review-stock').fill('2');
    expect(await tab.getByTestId('review-stock-rule').count()).toBe(0);
    await tab.getByTestId('review-file').setInputFiles(made.video.path);
    await reviewed(tab, 200_000);
    // Ruled with the 2020 box and two dice each: the start die rolled, and Ann out of dice at her second throw.
    const rulings = async () => (await listedEntries(tab)).flatMap((entry) => entry.rulings);
    expect(await rulings()).toEqual(rulingsWith('2020', 2));
    expect(await rulings()).toContain('Bob wins: the last player with dice!');
    const record = JSON.parse((await download(tab, 'export-json')).text) as GameRecord;
    expect(record.setup).toEqual({ game: 'strike', players: ['Ann', 'Bob'], edition: '2020', dicePerPlayer: 2, dieKind: 'strike', keepThrowing: false, language: 'en', analysisFps: 15 });
    // The game-started event names the edition refereed, as the CLI's review --json does.
    expect(record.events[0]).toMatchObject({ type: 'gameStarted', edition: { id: '2020', startDie: 'rolled', dicePerPlayer: { '2': 2 } } });
    expect((await download(tab, 'export-report')).text).toContain('- Game: Strike Dice Game (2020), dice 1 2 3 4 5 X, 2 dice each player at the start\n');
    // Another stock, or the classic box (the same dice): ruled again, nothing to analyse again.
    await tab.getByTestId('review-stock').fill('5');
    await expect.poll(rulings).toEqual(rulingsWith('2020', 5));
    await tab.getByTestId('review-edition').selectOption('classic');
    await expect.poll(rulings).toEqual(made.truth.rulings.map((r) => r.text));
    expect(await tab.getByTestId('review-needs-analysis').count()).toBe(0);
    // Dice showing X and 2–6: the video must be read again.
    await tab.getByTestId('review-edition').selectOption('classic-x2');
    expect(await tab.getByTestId('review-needs-analysis').count()).toBe(1);
    // The edition and the stock are kept on this device.
    await tab.getByTestId('review-edition').selectOption('2020');
    await tab.reload();
    expect(await shownSetup(tab)).toEqual({ ...DEFAULT_SHOWN, edition: '2020', stock: '5' });
    expect(session.journal(tab).filter((line) => line.includes('uncaught'))).toEqual([]);
    await tab.close();
  }, 300_000);

  it('exports the game record as JSON and a Markdown report', async () => {
    const json = await download(page, 'export-json');
    expect(json.name).toBe('game.review.json');
    const record = JSON.parse(json.text) as GameRecord;
    expect(record.format).toBe('dice-referee/game-record@1');
    expect(record.setup).toEqual({ game: 'strike', players: ['Ann', 'Bob'], edition: 'classic', dieKind: 'strike', keepThrowing: false, language: 'en', analysisFps: 15 });
    expect(record.video).toMatchObject({ name: 'game.webm', width: made.video.width, height: made.video.height });
    expect(record.analysis).toMatchObject({ frames: made.video.frames, complete: true, reviewedMs: Math.round((made.video.frames / 15) * 1000) });
    expect(record.entries.flatMap((e) => e.rulings.map((r) => r.text))).toEqual(made.truth.rulings.map((r) => r.text));
    // Times in whole ms, as the CLI writes them.
    expect(record.entries.map((e) => e.tMs)).toEqual((await listedEntries(page)).map((e) => e.tMs));
    expect(record.entries.every((e) => Number.isInteger(e.tMs))).toBe(true);
    // Boxes in whole pixels and confidences to 2 decimals, as the CLI writes them too.
    const dice = record.entries.flatMap((e) => e.dice);
    expect(dice.length).toBeGreaterThan(0);
    expect(dice.every((d) => d.box.every(Number.isInteger) && Math.abs(d.confidence * 100 - Math.round(d.confidence * 100)) < 1e-9)).toBe(true);
    expect(record.events[0]?.type).toBe('gameStarted');
    expect(record.events.filter((e) => e.type === 'diceThrown')).toHaveLength(made.truth.script.steps.filter((s) => s.kind === 'throw').length);

    const report = await download(page, 'export-report');
    expect(report.name).toBe('game.review.md');
    expect(report.text).toContain('# Game review: game.webm');
    expect(report.text).toContain('### Ann');
    expect(report.text).toContain('### Bob');
    expect(report.text).toMatch(/χ² = \d+\.\d{3}, 5 degrees of freedom, p = (0\.\d{4}|1\.0000)/);
    for (const text of made.truth.rulings.map((r) => r.text)) expect(report.text).toContain(text);
    expect(await page.getByTestId('review-no-dice').count()).toBe(0);

    // Names the referee refuses: nothing to export until they are fixed (the record would mix them with the rulings shown).
    // Three players first: the game re-ruled with 8 dice each.
    await page.getByTestId('review-count').selectOption('3');
    await expect.poll(async () => (await listedEntries(page)).flatMap((entry) => entry.rulings)).not.toEqual(made.truth.rulings.map((r) => r.text));
    const threePlayers = (await listedEntries(page)).flatMap((entry) => entry.rulings);
    const second = page.getByTestId('review-name').nth(1);
    await second.fill('ann');
    await expect.poll(() => page.getByTestId('export-report').isDisabled()).toBe(true);
    expect(await page.getByTestId('export-json').isDisabled()).toBe(true);
    // The timeline stays the last one ruled (three players), not the two-player analysis.
    expect((await listedEntries(page)).flatMap((entry) => entry.rulings)).toEqual(threePlayers);
    await second.fill('Bob');
    await expect.poll(() => page.getByTestId('export-report').isDisabled()).toBe(false);
    await page.getByTestId('review-count').selectOption('2');
    await expect.poll(async () => (await listedEntries(page)).flatMap((entry) => entry.rulings)).toEqual(made.truth.rulings.map((r) => r.text));
  });

  // Retried once: in 2 of 5 CI runs (sessions 42, 43) a white mark was not found after a seek,
  // never on this machine otherwise; the failure prints what the page showed (shownState).
  it('re-runs the referee when a die’s reading is corrected', { retry: 1 }, async () => {
    await clearCorrections(page, made.truth.rulings.map((r) => r.text));
    const entries = await listedEntries(page);
    // A throw after which the thrower passed (all dice differ): make the new die match another.
    const index = entries.findIndex((entry, i) => entry.change === 'throw' && entry.rulings.some((r) => r.includes('passes')) && entries[i - 1]!.dice.length > 0);
    expect(index).toBeGreaterThan(0);
    const entry = entries[index]!;
    const before = new Set(entries[index - 1]!.dice.map((d) => d.id));
    const thrown = entry.dice.find((d) => !before.has(d.id))!;
    const other = entry.dice.find((d) => d.id !== thrown.id && d.face !== thrown.face)!;
    await page.locator(`[data-testid="timeline-entry"][data-index="${index}"] [data-die-id="${thrown.id}"]`).click();
    await page.getByTestId('face-picker').getByRole('button', { name: other.face, exact: true }).click();

    await expect.poll(async () => (await listedEntries(page))[index]!.rulings[0]).toMatch(new RegExp(`collects 2 × ${other.face} \\(2 dice\\)`));
    expect(await page.locator(`[data-testid="timeline-entry"][data-index="${index}"] [data-die-id="${thrown.id}"]`).getAttribute('class')).toContain('corrected');
    // Said to a screen reader, with where (helper 163: the rulings changed without a word).
    expect(await page.getByTestId('review-announce').textContent()).toMatch(new RegExp(`^Corrected at \\d\\d:\\d\\d\\.\\d: the die read as ${thrown.face} shows ${other.face}\\. The rulings from there are ruled again\\.$`));
    const record = JSON.parse((await download(page, 'export-json')).text) as GameRecord;
    expect(record.corrections).toEqual([{ entry: index, tMs: record.entries[index]!.tMs, dieId: thrown.id, read: thrown.face, face: other.face }]);
    expect(Math.round(record.corrections[0]!.tMs)).toBe(entry.tMs);
    expect(record.events.some((e) => e.type === 'matchCollected')).toBe(true);
    // On the entry's frame the corrected die, now collected with the other, is marked to take out
    // with the face given, as on the live page (drawOverlay.ts `toRemove`, its tab in place of the face's).
    const marks = async () => JSON.parse((await page.getByTestId('overlay-canvas').getAttribute('data-highlights')) ?? '[]') as { label: string; kind: string }[];
    const correctedMark = { label: `take out · ${other.face} ✓`, kind: 'toRemove' };
    await expect.poll(marks, { timeout: 15_000 }).toContainEqual(correctedMark);
    expect((await marks()).filter((mark) => mark.kind === 'toRemove')).toHaveLength(2);
    // Where the correction stands on (the die lies still in later entries): the die says what was
    // read, its button too, and its frame marks it with the face given (to take out still).
    const later = record.entries.findIndex((e, i) => i > index && e.dice.some((d) => d.id === thrown.id));
    expect(later).toBeGreaterThan(index);
    const carried = record.entries[later]!.dice.find((d) => d.id === thrown.id)!;
    expect(carried).toMatchObject({ face: other.face, read: thrown.face });
    const laterDie = page.locator(`[data-testid="timeline-entry"][data-index="${later}"] [data-die-id="${thrown.id}"]`);
    expect(await laterDie.getAttribute('title')).toBe(`corrected (read ${thrown.face}): click to correct`);
    await laterDie.click();
    // The picker opens once the entry's frame is shown (a seek): Escape before that closed nothing,
    // and the picker then stood open over the marks (CI, session 52, under load).
    await page.getByTestId('face-picker').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('face-picker').waitFor({ state: 'detached' });
    await expect.poll(marks, { timeout: 15_000 }).toContainEqual(correctedMark);

    await page.getByTestId('clear-corrections').click();
    await expect.poll(async () => (await listedEntries(page)).flatMap((e) => e.rulings)).toEqual(made.truth.rulings.map((r) => r.text));
    await expect.poll(async () => (await marks()).filter((mark) => mark.label.includes('✓'))).toEqual([]);
  });

  it('opens the face picker clear of the die being corrected on a phone (390×844)', async () => {
    // The video analysed before (beforeAll), in a phone's window for this test: analysed again at
    // that size, it gives the same timeline.
    const phone = page;
    const size = phone.viewportSize()!;
    await phone.setViewportSize({ width: 390, height: 844 });
    try {
      const record = JSON.parse((await download(phone, 'export-json')).text) as GameRecord;
      /** The die's box on the screen (CSS pixels), from its box on the overlay's frame (frame pixels). */
      const dieOnScreen = (box: readonly number[]) => phone.getByTestId('overlay-canvas').evaluate((canvas, [x0, y0, x1, y1]) => {
        const rect = canvas.getBoundingClientRect();
        const sx = rect.width / (canvas as HTMLCanvasElement).width;
        const sy = rect.height / (canvas as HTMLCanvasElement).height;
        return { x: rect.left + x0! * sx, y: rect.top + y0! * sy, width: (x1! - x0!) * sx, height: (y1! - y0!) * sy };
      }, box);
      const overlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
        Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
      // Every die of the last entry, wherever it lies on the picture.
      const index = record.entries.length - 1;
      const dice = record.entries[index]!.dice;
      expect(dice.length).toBeGreaterThan(1);
      for (const die of dice) {
        await phone.locator(`[data-testid="timeline-entry"][data-index="${index}"] [data-die-id="${die.id}"]`).click();
        const picker = phone.getByTestId('face-picker');
        await picker.waitFor();
        // Once the entry's frame is shown, the die asked about marked on it (a seek).
        await expect.poll(async () => ((JSON.parse((await phone.getByTestId('overlay-canvas').getAttribute('data-highlights')) ?? '[]') as { kind: string }[]).some((mark) => mark.kind === 'asked')), { timeout: 15_000 }).toBe(true);
        const pickerBox = (await picker.boundingBox())!;
        const dieBox = await dieOnScreen(die.box);
        expect(overlap(pickerBox, dieBox), `die ${die.id} at ${JSON.stringify(dieBox)}, picker at ${JSON.stringify(pickerBox)}`).toBe(0);
        // Both in the window's view, whole (the menu alone scrolled into view cut the die off at the window's top).
        expect(dieBox.y).toBeGreaterThanOrEqual(0);
        expect(dieBox.y + dieBox.height).toBeLessThanOrEqual(844);
        expect(pickerBox.y).toBeGreaterThanOrEqual(0);
        expect(pickerBox.y + pickerBox.height).toBeLessThanOrEqual(844);
        await phone.keyboard.press('Escape');
        await picker.waitFor({ state: 'detached' });
      }
    } finally {
      await phone.evaluate(() => window.scrollTo(0, 0));
      await phone.setViewportSize(size);
    }
  }, 300_000);

  it('keeps the entry that matters in view on a phone (390×844): the newest while analysing, the one the player is in, without pulling back a user who scrolled away', async () => {
    const phone = await session.context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${session.url}review.html`);
    /** The current entry's index and its box in the window (the timeline lies under the picture and the set-up, below the window's bottom edge at first). */
    const currentEntry = () => phone.evaluate(() => {
      const item = document.querySelector('[data-testid="timeline-entry"].current');
      const box = item?.getBoundingClientRect();
      return { index: item ? Number(item.getAttribute('data-index')) : null, top: box?.top ?? null, bottom: box?.bottom ?? null, scrollY: window.scrollY };
    });
    const inWindow = (box: { top: number | null; bottom: number | null }) => box.top !== null && box.top >= 0 && box.bottom! <= 844;
    await phone.getByTestId('review-file').setInputFiles(made.video.path);
    // While the video is analysed (its entries' buttons off), the newest entry shows whole, from the second on.
    const whileAnalysing = await phone.waitForFunction(() => {
      if (document.querySelector('[data-testid="review-speed"]')) return 'analysis ended first';
      const items = document.querySelectorAll('[data-testid="timeline-entry"]');
      const newest = items[items.length - 1];
      if (items.length < 2 || newest?.querySelector<HTMLButtonElement>('[data-testid="timeline-seek"]')?.disabled !== true) return false;
      const box = newest.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight ? 'newest shown' : false;
    }, null, { timeout: 200_000, polling: 'raf' });
    expect(await whileAnalysing.jsonValue()).toBe('newest shown');
    await reviewed(phone, 200_000);
    const entries = await listedEntries(phone);
    // The user scrolls up to the player and seeks to the first arena after the set-up: its entry is scrolled into view.
    await phone.mouse.wheel(0, -20_000);
    await expect.poll(() => phone.evaluate(() => window.scrollY)).toBe(0);
    await phone.getByTestId('review-seek').evaluate((input, tMs) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(input, String(tMs));
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }, Math.ceil(entries[1]!.tMs) + 1);
    await expect.poll(currentEntry).toMatchObject({ index: 1 });
    expect(inWindow(await currentEntry()), JSON.stringify(await currentEntry())).toBe(true);
    // Up to the player again, and Play: the entry played is kept in view…
    await phone.mouse.wheel(0, -20_000);
    await expect.poll(() => phone.evaluate(() => window.scrollY)).toBe(0);
    await phone.getByTestId('play-pause').click();
    await expect.poll(async () => inWindow(await currentEntry())).toBe(true);
    // …until the user scrolls away: the next entry played does not pull them back.
    const playedFrom = (await currentEntry()).index!;
    await phone.mouse.wheel(0, -20_000);
    await expect.poll(() => phone.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(async () => (await currentEntry()).index, { timeout: 30_000 }).toBeGreaterThan(playedFrom);
    expect(await phone.evaluate(() => window.scrollY)).toBe(0);
    expect(inWindow(await currentEntry())).toBe(false);
    await phone.getByTestId('play-pause').click();
    await phone.close();
  }, 300_000);

  it('keeps the timeline analysed so far when stopped: it can be corrected and exported', async () => {
    const other = await session.context.newPage();
    // Frames taken by playing the video (about real time): slow enough to stop after its first throw.
    await other.goto(`${session.url}review.html?frames=play`);
    // Stopped at once, before any arena has settled: no verdict on the whole video.
    await other.getByTestId('review-file').setInputFiles(made.video.path);
    await expect.poll(async () => Number(await other.getByTestId('review-progress').evaluate((bar) => (bar as HTMLProgressElement).value)), { timeout: 60_000, interval: 50 }).toBeGreaterThan(0);
    await other.getByTestId('review-cancel').click();
    await expect.poll(() => other.getByTestId('review-ends-early').textContent(), { timeout: 30_000 }).toMatch(/^Analysis stopped at [01]\.\d s of 15\.\d s/); // 1.0 s on busy cores (CI beside other work)
    expect(await other.getByTestId('review-no-dice').count()).toBe(0);
    await other.reload();
    await other.getByTestId('review-file').setInputFiles(made.video.path);
    await expect.poll(async () => (await listedEntries(other)).filter((entry) => entry.change === 'throw').length, { timeout: 120_000, interval: 100 }).toBeGreaterThan(0);
    await other.getByTestId('review-cancel').click();
    await expect.poll(() => other.getByTestId('review-ends-early').textContent(), { timeout: 30_000 })
      .toMatch(/^Analysis stopped at \d+\.\d s of 15\.\d s: the timeline ends there \(corrections and exports work on it\)\. “Analyse again” starts over\.$/);
    expect(await other.getByTestId('review-cancel').count()).toBe(0);
    const entries = await listedEntries(other);
    const rulings = entries.flatMap((entry) => entry.rulings);
    const truth = made.truth.rulings.map((ruling) => ruling.text);
    expect(rulings.length).toBeLessThan(truth.length);
    expect(rulings).toEqual(truth.slice(0, rulings.length));
    // Its entries show their frame with their dice boxes.
    const index = entries.findIndex((entry) => entry.change === 'throw');
    const entry = entries[index]!;
    await other.getByTestId('timeline-seek').nth(index).click();
    await expect.poll(async () => entry.tMs - (await shownTimeMs(other))).toBeGreaterThanOrEqual(-1);
    const pictureMs = async () => Number(await other.getByTestId('frame-canvas').getAttribute('data-media-time-ms'));
    await expect.poll(async () => Math.abs((await pictureMs()) - (await shownTimeMs(other)))).toBeLessThan(70);
    const stoppedRecord = JSON.parse((await download(other, 'export-json')).text) as GameRecord;
    expect(stoppedRecord.analysis).toMatchObject({ complete: false, stopped: true, frames: Math.round((stoppedRecord.analysis!.reviewedMs / 1000) * 15) });
    const box = stoppedRecord.entries[index]!.dice[0]!.box;
    await expect.poll(() => overlayPixel(other, box[0], (box[1] + box[3]) / 2)).toEqual([0, 230, 118, 255]);
    // A correction re-rules it: the die thrown was an X.
    const before = new Set(entries[index - 1]?.dice.map((d) => d.id) ?? []);
    const thrown = entry.dice.find((d) => !before.has(d.id))!;
    await other.locator(`[data-testid="timeline-entry"][data-index="${index}"] [data-die-id="${thrown.id}"]`).click();
    await other.getByTestId('face-picker').getByRole('button', { name: 'X', exact: true }).click();
    await expect.poll(async () => (await listedEntries(other))[index]!.rulings[0]).toMatch(/^X! 1 die is out of the game\./);
    const report = await download(other, 'export-report');
    expect(report.text).toMatch(/- \*\*Analysis stopped\*\* at \d\d:\d\d\.\d of 00:15\.\d: the rulings go no further/);
    await other.close();
  }, 200_000);

  it('analyses again with an arena drawn by hand (dice outside it are out), and with the proposed one after “Find arena again”', async () => {
    const other = await session.context.newPage();
    await other.goto(`${session.url}review.html`);
    await other.getByTestId('review-file').setInputFiles(made.video.path);
    await reviewed(other, 200_000);
    const truth = made.truth.rulings.map((ruling) => ruling.text);
    expect((await listedEntries(other)).flatMap((entry) => entry.rulings)).toEqual(truth);
    const overlay = other.getByTestId('overlay-canvas');
    const outline = async () => JSON.parse((await overlay.getAttribute('data-arena')) ?? 'null') as [number, number][] | null;
    // Drawing starts from the outline the reader used on the frame shown (the oval mat): nothing to analyse again yet.
    const proposed = (await outline())!;
    await other.getByTestId('review-arena').click();
    expect(await other.getByTestId('review-arena').innerText()).toBe('Done with arena');
    expect(await other.getByTestId('review-editing-arena').textContent()).toMatch(/^Drag the yellow corners onto the arena's rim/);
    expect(await outline()).toEqual(proposed);
    expect(await other.getByTestId('review-needs-analysis').count()).toBe(0);
    // Every vertex right of the picture's middle dragged onto it: the arena is the mat's left half.
    const middle = made.video.width / 2;
    let box = (await overlay.boundingBox())!;
    const toScreen = ([x, y]: [number, number]) => [box.x + (x / made.video.width) * box.width, box.y + (y / made.video.height) * box.height] as const;
    for (let i = 0; i < proposed.length; i++) {
      const corner = (await outline())![i]!;
      if (corner[0] <= middle) continue;
      await other.mouse.move(...toScreen(corner));
      await other.mouse.down();
      await other.mouse.move(...toScreen([middle, corner[1]]), { steps: 4 });
      await other.mouse.up();
      await expect.poll(async () => (await outline())![i]![0]).toBeLessThanOrEqual(middle + 2);
    }
    expect(await other.getByTestId('review-arena-refused').count()).toBe(0);
    // The picture stayed where it was under the pointer: nothing was said above it while drawing.
    expect(await overlay.boundingBox()).toEqual(box);
    expect(await other.getByTestId('review-needs-analysis').count()).toBe(0);
    const drawnOutline = await outline();
    await other.keyboard.press('Escape'); // done with the arena, as in the live app
    expect(await other.getByTestId('review-editing-arena').count()).toBe(0);
    expect(await other.getByTestId('review-needs-analysis').textContent())
      .toBe('The timeline was read with another arena outline: press “Analyse again” to rule with the one drawn now.');
    await other.getByTestId('review-analyse').click();
    await expect.poll(() => other.getByTestId('review-speed').count()).toBe(0);
    await reviewed(other, 200_000);
    expect(await other.getByTestId('review-needs-analysis').count()).toBe(0);
    // Read with it: every die whose centre lies right of the middle is out, and some die was seen there.
    const drawn = JSON.parse((await download(other, 'export-json')).text) as GameRecord;
    expect(drawn.analysis?.arena).toEqual(drawnOutline);
    const dice = drawn.entries.flatMap((entry) => entry.dice);
    const right = dice.filter((die) => (die.box[0] + die.box[2]) / 2 > middle + 4);
    expect(right.length).toBeGreaterThan(0);
    expect(right.filter((die) => die.inArena)).toEqual([]);
    expect(drawn.entries.flatMap((entry) => entry.rulings.map((r) => r.text))).not.toEqual(truth);
    // “Find arena again”: the reader proposes it again once analysed again, and the scripted rulings come back.
    await other.getByTestId('review-arena').click();
    await other.getByTestId('review-find-arena-again').click();
    expect(await other.getByTestId('review-editing-arena').count()).toBe(0);
    expect(await other.getByTestId('review-needs-analysis').count()).toBe(1);
    await other.getByTestId('review-analyse').click();
    await expect.poll(() => other.getByTestId('review-speed').count()).toBe(0);
    await reviewed(other, 200_000);
    expect((await listedEntries(other)).flatMap((entry) => entry.rulings)).toEqual(truth);
    expect((JSON.parse((await download(other, 'export-json')).text) as GameRecord).analysis).not.toHaveProperty('arena');
    expect(await other.getByTestId('review-no-dice').count()).toBe(0);
    // A frame after the opening one shows no outline of the reader's: drawing starts from the
    // picture but a margin (5 % of 360 px). Its right corners dragged left of the mat: no die settles inside.
    // (Clicked until it takes: the page may still be moving the player to the last frame analysed.
    // Until the clock showed every frame a seek presented, clicks faster than seeks land kept it
    // still, once 45 s in a CI run; 45 s still allows a stuck seek's 15 s SEEK_TIMEOUT_MS and a margin.)
    await expect.poll(async () => {
      await other.getByTestId('timeline-seek').nth(0).click();
      return shownTimeMs(other);
    }, { timeout: 45_000 }).toBeLessThan(5);
    await other.getByTestId('step-forward').click();
    await expect.poll(() => outline()).toBeNull();
    // The page scrolled to the entry the player is in, and the player's column stuck to the window's top.
    box = (await overlay.boundingBox())!;
    await other.getByTestId('review-arena').click();
    // The picture stays where it was as the button's label swaps: the toolbar did not reflow (it
    // wrapped once *Open a record…* joined it, and the corners were dragged from where they had been).
    expect(await overlay.boundingBox()).toEqual(box);
    expect(await outline()).toEqual([[18, 18], [622, 18], [622, 342], [18, 342]]);
    for (const [i, corner] of [[1, [622, 18]], [2, [622, 342]]] as const) {
      await other.mouse.move(...toScreen([...corner]));
      await other.mouse.down();
      await other.mouse.move(...toScreen([60, corner[1]]), { steps: 4 });
      await other.mouse.up();
      await expect.poll(async () => (await outline())![i]).toEqual([60, corner[1]]);
    }
    await other.keyboard.press('Escape');
    await other.getByTestId('review-analyse').click();
    await expect.poll(() => other.getByTestId('review-speed').count()).toBe(0);
    await reviewed(other, 200_000);
    expect(await other.getByTestId('review-no-dice').textContent())
      .toBe('No settled arena of this video showed a die (dice may have been read while they moved). Does the arena outline drawn cover the arena? Only the outline is watched for the dice to settle: “Arena” to draw it again, or “Find arena again”.');
    await other.close();
  }, 400_000);

  it('re-runs the referee in French when the language changes, and speaks French itself', async () => {
    await clearCorrections(page, made.truth.rulings.map((r) => r.text));
    const record = JSON.parse((await download(page, 'export-json')).text) as GameRecord;
    const french = record.entries.flatMap((entry) => entry.rulings.map((ruling) => renderAnnouncement('strike', ruling, 'fr')));
    await page.getByTestId('review-language').selectOption('fr');
    // The choice is remembered for the pages opened next (localStorage): English again at the end, whatever fails.
    try {
      await expect.poll(async () => (await listedEntries(page)).flatMap((entry) => entry.rulings)).toEqual(french);
      expect(french[0]).not.toBe(made.truth.rulings[0]!.text);
      expect(await page.locator('h1').innerText()).toBe('Dice Referee · revoir une partie');
      expect(await page.title()).toBe('Dice Referee · revoir une partie');
      expect(await page.locator('[data-testid="timeline-entry"] .change').first().innerText()).toBe('mise en place');
      // Times with the decimal comma, in the timeline and on the player's clock.
      expect(await page.getByTestId('timeline-seek').first().innerText()).toMatch(/^\d\d:\d\d,\d$/);
      expect(await page.getByTestId('review-time').innerText()).toMatch(/^\d\d:\d\d,\d \/ \d\d:\d\d,\d$/);
      expect(await page.getByTestId('review-speed').innerText()).toMatch(/^\d+\u00a0images analysées \(\d+,\d\u00a0s de vidéo\) en \d+,\d\u00a0s\u00a0: \d+,\d × le temps réel\.$/);
    } finally {
      await page.getByTestId('review-language').selectOption('en');
    }
    await expect.poll(async () => (await listedEntries(page)).flatMap((entry) => entry.rulings)).toEqual(made.truth.rulings.map((r) => r.text));
  });

  it('warns that a Strike recording whose first arenas hold several dice before any start die alone may start mid-game', async () => {
    // The test game from its second throw on: the start die and the first throw's die lie there together.
    const trimmed = path.join(dir, 'mid-game.webm');
    const fromS = ((made.truth.timeline.stretches.find((stretch) => stretch.afterKind === 'throw')!.startMs + 200) / 1000).toFixed(1);
    expect(spawnSync(await ffmpegBinary(), ['-v', 'error', '-y', '-ss', fromS, '-i', made.video.path, '-c:v', 'libvpx', '-b:v', '1M', trimmed]).status).toBe(0);
    const other = await session.context.newPage();
    await other.goto(`${session.url}review.html`);
    await other.getByTestId('review-file').setInputFiles(trimmed);
    await reviewed(other, 120_000);
    expect(await other.getByTestId('review-mid-game').innerText()).toMatch(
      /^The first (settled arena \(\d\d:\d\d\.\d\)|\d+ settled arenas \(\d\d:\d\d\.\d to \d\d:\d\d\.\d\)) held several dice before any start die alone\. Does the recording start mid-game\? /);
    // The whole game has no such notice.
    expect(await page.getByTestId('review-mid-game').count()).toBe(0);
    await other.close();
  });

  it('marks an arena the rules refuse', async () => {
    const other = await refusedReviewed();
    const entries = await listedEntries(other);
    expect(entries.map((e) => e.change)).toEqual(['setup', 'startDie', 'throw']);
    expect(entries[2]!.rulings).toEqual([]);
    expect(await other.getByTestId('timeline-refused').count()).toBe(1);
    // How the analysis ended reaches a screen reader once, from the status region: the visible line is hidden from it (helper 184).
    expect((await other.locator('body').textContent())!.match(/Analysed \d+ frames/g)).toHaveLength(2);
    expect((await other.locator('body').ariaSnapshot()).match(/Analysed \d+ frames/g)).toHaveLength(1);
    // Dice read, no throw ruled: said as the CLI's review says it.
    expect(await other.getByTestId('review-no-throw').innerText())
      .toBe('Dice were read, but the rules took no Strike throw from them. Is this a recording of the dice game? Choose “The dice game (Farkle)” under “Game”, then “Analyse again”.');
    expect(await other.locator('[data-testid="timeline-entry"][data-index="2"] .why').textContent())
      .toBe('The rules cannot explain this arena. 2 dice appeared but exactly 1 may be thrown.');
    // In French too, two sentences (a capital after a colon was wrong there).
    await other.getByTestId('review-language').selectOption('fr');
    await expect.poll(() => other.locator('[data-testid="timeline-entry"][data-index="2"] .why').textContent())
      .toBe("Les règles ne peuvent pas expliquer cette arène. 2 dés sont apparus, mais on ne lance qu'un dé à la fois.");
    await other.getByTestId('review-language').selectOption('en');
  }, 150_000);

  it('shows no timeline of the last video over a new one whose review the setup keeps from starting', async () => {
    const other = await refusedReviewed();
    expect((await listedEntries(other)).length).toBeGreaterThan(1);
    // Names the rules refuse, then another video: it is not reviewed, and the last one's entries are not shown over it.
    await other.getByTestId('review-name').nth(1).fill('Ann');
    await other.getByTestId('review-file').setInputFiles(made.video.path);
    await expect.poll(() => other.getByTestId('review-error').textContent()).toMatch(/^The review cannot start: /);
    expect(await listedEntries(other)).toEqual([]);
    await other.close();
  });

  it('says which dice show a face the chosen dice lack, before the rules take them for leaning', async () => {
    // A 6 of the X-and-2–6 edition's dice thrown, reviewed as the page's default dice (1–5 and X).
    const script = scriptFromSeed(3, { players: ['Ann', 'Bob'], maxThrows: 1 });
    const steps: GameScript['steps'] = [{ kind: 'placeStartDie', face: '3' }, { kind: 'throw', dice: ['6'] }, { kind: 'pause', ms: 1500 }];
    const six = await renderGame({ ...script, edition: 'classic-x2', steps }, { diceSource: 'synthetic' });
    const sixVideo = (await writeVideo(six, path.join(dir, 'a-six.webm'), { fps: six.timeline.fps })).path;
    const other = await session.context.newPage();
    await other.goto(`${session.url}review.html`);
    await other.getByTestId('review-file').setInputFiles(sixVideo);
    await reviewed(other, 120_000);
    const entries = await listedEntries(other);
    expect(entries.map((e) => e.change)).toEqual(['setup', 'startDie', 'throw']);
    expect(entries[2]!.dice.map((die) => die.face)).toEqual(['3', '?']);
    expect(await other.getByTestId('timeline-outside-kind').allTextContents()).toEqual([
      'A die shows 6, a face the chosen dice do not have: the rules take it for a die not lying flat. Other dice? Choose their edition under “Edition” and press “Analyse again”.',
    ]);
    // The notice naming the dice that have a 6 keeps their edition's name whole, as the live page's does (helper 185).
    for (const width of [1280, 390]) {
      await other.setViewportSize({ width, height: 844 });
      expect(await editionNameLines(other, 'review-outside-kind', EDITIONS['classic-x2']!.name), `at ${width} px`).toMatchObject({ kept: true, badBreaks: [] });
    }
    expect(entries[2]!.rulings).toEqual([renderAnnouncement('strike', { type: 'reroll', params: { count: 1 } }, 'en')]);
    await other.close();
  }, 150_000);

  it('offers to rule dice that came beside the arena while nothing in it moved as a throw that missed it, and takes that back (helpers 142, 154)', async () => {
    // Bob's die lands beside the arena crossing none of it: taken as set down, with the question
    // a live referee would ask; ruled as Bob's throw when the user says so.
    const other = await besideArenaReviewed();
    const asked = other.locator('[data-testid="timeline-entry"][data-change="setDown"]');
    expect(await asked.locator('.change').textContent()).toBe('dice set down beside the arena');
    expect(await asked.locator('.why').textContent())
      .toBe("A live referee would have asked: A die came to lie beside the arena while nothing in it moved: taken as set down there. If it was Bob's throw and missed the arena, rule it as a throw.");
    const rulings = async () => (await listedEntries(other)).flatMap((entry) => entry.rulings);
    expect(await rulings()).toEqual(['New game: Ann starts. Put the start die in the arena.', "Ann's turn.", 'Ann passes.', "Bob's turn.", 'Bob passes.', "Ann's turn."]);
    await asked.getByTestId('timeline-rule-as-throw').click();
    await expect.poll(rulings).toEqual([
      'New game: Ann starts. Put the start die in the arena.', "Ann's turn.", 'Ann passes.', "Bob's turn.",
      '1 die left the arena: out of the game.', 'Bob passes.', "Ann's turn.", 'Ann passes.', "Bob's turn.",
    ]);
    expect(await other.getByTestId('timeline-ruled-as-throw').textContent()).toBe('Ruled as a throw, as you said. It was not a throw');
    expect(await other.getByTestId('review-standing').textContent()).toContain("Bob's turn.");
    const record = JSON.parse((await download(other, 'export-json')).text) as GameRecord;
    expect(record.entries.filter((entry) => entry.mayBeThrow === 'ruled')).toHaveLength(1);
    expect(record.events.filter((event) => event.type === 'diceThrown')).toHaveLength(3);
    await other.getByTestId('timeline-not-a-throw').click();
    await expect.poll(rulings).toEqual(['New game: Ann starts. Put the start die in the arena.', "Ann's turn.", 'Ann passes.', "Bob's turn.", 'Bob passes.', "Ann's turn."]);
    expect(await other.getByTestId('timeline-rule-as-throw').count()).toBe(1);
  }, 150_000);

  it('rules a die the players say flew out of sight after an entry (strike-en.txt, That was probably niX!), from the keyboard, keeps it in the record, and takes it back', async () => {
    const other = await besideArenaReviewed();
    const rulings = async () => (await listedEntries(other)).flatMap((entry) => entry.rulings);
    const asAnalysed = ['New game: Ann starts. Put the start die in the arena.', "Ann's turn.", 'Ann passes.', "Bob's turn.", 'Bob passes.', "Ann's turn."];
    expect(await rulings()).toEqual(asAnalysed);
    // Nothing changed since the analysis: Analyse again is not offered until the game, dice, rate or arena change (helper 184).
    expect(await other.getByTestId('review-analyse').isDisabled()).toBe(true);
    const rate = await other.getByTestId('review-fps').inputValue();
    await other.getByTestId('review-fps').selectOption(rate === '15' ? '10' : '15');
    expect(await other.getByTestId('review-analyse').isDisabled()).toBe(false);
    await other.getByTestId('review-fps').selectOption(rate);
    expect(await other.getByTestId('review-analyse').isDisabled()).toBe(true);
    // After Ann's throw, Bob's die flew off the table: said with the keyboard on that entry's button,
    // offered under the entry the player shows only (helper 184: it stood under nearly every entry).
    const annThrow = other.locator('[data-testid="timeline-entry"][data-change="throw"]').first();
    const button = annThrow.getByTestId('timeline-die-missed');
    await annThrow.getByTestId('timeline-seek').click();
    await expect.poll(() => other.getByTestId('timeline-die-missed').count()).toBe(1);
    expect([await button.textContent(), await button.getAttribute('aria-pressed')]).toEqual(['Count a die lost out of sight after this arena', 'false']);
    await button.focus();
    await other.keyboard.press('Enter');
    await expect.poll(rulings).toEqual([
      'New game: Ann starts. Put the start die in the arena.', "Ann's turn.", 'Ann passes.', "Bob's turn.",
      '1 die left the arena: out of the game.', 'Bob passes.', "Ann's turn.", 'Ann passes.', "Bob's turn.",
    ]);
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    expect(await annThrow.getByTestId('timeline-missed').textContent()).toBe("Then a die thrown flew out of sight, as you said: out of the arena, ruled after this arena's rulings.");
    // Kept in the record (the entry's "missed", its time for the CLI's --missed-at) and said in the report.
    const record = JSON.parse((await download(other, 'export-json')).text) as GameRecord;
    expect(record.entries.filter((entry) => entry.missed).map((entry) => [Math.round(entry.tMs), entry.missed])).toEqual([[Number(await annThrow.getAttribute('data-t-ms')), 1]]);
    expect(record.events.filter((event) => event.type === 'diceThrown').map((event) => event.type === 'diceThrown' && [event.player, event.out])).toEqual([[0, 0], [1, 1], [0, 0]]);
    expect((await download(other, 'export-report')).text).toContain('*as the players said*: then a die thrown flew out of sight');
    // Taken back: the game as analysed.
    await button.focus();
    await other.keyboard.press('Space');
    await expect.poll(rulings).toEqual(asAnalysed);
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    expect(await other.getByTestId('timeline-missed').count()).toBe(0);
  }, 150_000);

  it('rules the game again with a player who left after an entry (picked there, from the keyboard), keeps it in the record, and takes it back', async () => {
    const rulings = async () => (await listedEntries(page)).flatMap((entry) => entry.rulings);
    const asAnalysed = made.truth.rulings.map((ruling) => ruling.text);
    expect(await rulings()).toEqual(asAnalysed);
    // After Ann's first throw, Bob went home: picked under that entry, offered under the entry the player shows only.
    const annThrow = page.locator('[data-testid="timeline-entry"][data-change="throw"]').first();
    await annThrow.getByTestId('timeline-seek').click();
    await expect.poll(() => page.getByTestId('timeline-player-left').count()).toBe(1);
    const picker = annThrow.getByTestId('timeline-player-left');
    expect(await picker.evaluate((select) => (select as HTMLSelectElement).labels?.[0]?.textContent)).toMatch(/^A player left after this arena: /);
    // The keyboard: down the list to Bob (nobody, Ann, Bob) rules nobody yet; Tab to the button, Enter rules him.
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect([await picker.inputValue(), await rulings()]).toEqual(['1', asAnalysed]);
    await page.keyboard.press('Tab');
    expect(await annThrow.getByTestId('timeline-player-left-rule').evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const throwAt = asAnalysed.indexOf("Bob's turn.");
    await expect.poll(rulings).toEqual([...asAnalysed.slice(0, throwAt + 1), 'Bob retires from the game.', 'Ann wins: every other player has left the game!']);
    expect(await annThrow.getByTestId('timeline-left-ruled').textContent()).toBe("Bob left the game here, as you said: ruled after this arena's rulings. Undo Bob leaving");
    // The focus stays in the entry, on what takes it back (helper 215: the button pressed was disabled, the focus fell to the page's top).
    const focused = () => page.evaluate(() => `${document.activeElement?.getAttribute('data-testid')} ${document.activeElement?.closest('[data-testid="timeline-entry"]')?.getAttribute('data-index')}`);
    const annIndex = await annThrow.getAttribute('data-index');
    expect(await focused()).toBe(`timeline-left-undo ${annIndex}`);
    // Ann has won: nobody more is offered to leave there (helper 215: Ann was, and refused when picked).
    expect(await annThrow.getByTestId('timeline-player-left').count()).toBe(0);
    // Kept in the record: the entry's "left" (seats), its time for the CLI's --left-at.
    const record = JSON.parse((await download(page, 'export-json')).text) as GameRecord;
    expect(record.entries.filter((entry) => entry.left).map((entry) => [Math.round(entry.tMs), entry.left])).toEqual([[Number(await annThrow.getAttribute('data-t-ms')), [1]]]);
    // Taken back from the keyboard: the game as analysed.
    await annThrow.getByTestId('timeline-left-undo').focus();
    await page.keyboard.press('Enter');
    await expect.poll(rulings).toEqual(asAnalysed);
    expect(await page.getByTestId('timeline-left-ruled').count()).toBe(0);
    // Back on the list of players, to pick another from the keyboard.
    expect(await focused()).toBe(`timeline-player-left ${annIndex}`);
  }, 60_000);

  it('keeps a player said to have left on the same person when the players move seats, and forgets him with his seat (helper 215)', async () => {
    const rulings = async () => (await listedEntries(page)).flatMap((entry) => entry.rulings);
    const asAnalysed = made.truth.rulings.map((ruling) => ruling.text);
    await clearCorrections(page, asAnalysed);
    const names = () => page.getByTestId('review-name').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const annThrow = page.locator('[data-testid="timeline-entry"][data-change="throw"]').first();
    const leftNotes = () => page.getByTestId('timeline-left-ruled').or(page.getByTestId('timeline-left-refused')).allTextContents();
    try {
      await annThrow.getByTestId('timeline-seek').click();
      await annThrow.getByTestId('timeline-player-left').selectOption({ label: 'Bob' });
      await annThrow.getByTestId('timeline-player-left-rule').click();
      await expect.poll(leftNotes).toEqual(["Bob left the game here, as you said: ruled after this arena's rulings. Undo Bob leaving"]);
      // Bob moved up to the first seat: it is still Bob who left (it was Ann, now in his seat).
      await page.getByRole('button', { name: 'Move Bob up' }).click();
      await expect.poll(names).toEqual(['Bob', 'Ann']);
      await expect.poll(leftNotes).toEqual(["Bob left the game here, as you said: ruled after this arena's rulings. Undo Bob leaving"]);
      expect((await rulings()).filter((ruling) => /retires/.test(ruling))).toEqual(['Bob retires from the game.']);
      await page.getByRole('button', { name: 'Move Bob down' }).click();
      await expect.poll(names).toEqual(['Ann', 'Bob']);
      await expect.poll(leftNotes).toEqual(["Bob left the game here, as you said: ruled after this arena's rulings. Undo Bob leaving"]);
      // A third player said to have left, then the set-up back to two: his leaving goes with his seat
      // (it said "3 could not leave here (that player was already out of the game)", with "Undo 3 leaving").
      await page.getByTestId('timeline-left-undo').click();
      await page.getByTestId('review-count').selectOption('3');
      await page.getByTestId('review-name').nth(2).fill('Cleo');
      await annThrow.getByTestId('timeline-player-left').selectOption({ label: 'Cleo' });
      await annThrow.getByTestId('timeline-player-left-rule').click();
      await expect.poll(leftNotes).toEqual(["Cleo left the game here, as you said: ruled after this arena's rulings. Undo Cleo leaving"]);
      await page.getByTestId('review-count').selectOption('2');
      await expect.poll(rulings).toEqual(asAnalysed);
      expect(await leftNotes()).toEqual([]);
      expect(await page.getByTestId('clear-corrections').count()).toBe(0);
    } finally {
      // The set-up as the tests after this one expect it.
      if ((await page.getByTestId('review-count').inputValue()) !== '2') await page.getByTestId('review-count').selectOption('2');
      if ((await names())[0] !== 'Ann') await page.getByRole('button', { name: 'Move Ann up' }).click();
    }
  }, 60_000);

  it('reviews a recorded dice game: the rolls, the dice set aside, a bank nobody pressed, and its report', async () => {
    const game = diceGameScenes();
    const video = (await writeVideo(sceneFrames(game.states, 15), path.join(dir, 'farkle.webm'), { fps: 15 })).path;
    const other = await session.context.newPage();
    await other.goto(`${session.url}review.html`);
    await other.getByTestId('review-game').selectOption('dice-game');
    expect(await other.getByTestId('review-edition').count()).toBe(0); // plain d6, nothing to choose
    expect(await other.getByTestId('review-keep-throwing').count()).toBe(0);
    // Points to win the live setup refuses: said under the field, and the review does not start.
    await other.getByTestId('review-target').fill('1234');
    expect(await other.getByTestId('review-target-rule').textContent()).toBe('Points to win: a whole number from 500 to 100000, in steps of 50.');
    await other.getByTestId('review-file').setInputFiles(video);
    await expect.poll(() => other.getByTestId('review-error').textContent())
      .toBe('The review cannot start: Points to win: a whole number from 500 to 100000, in steps of 50.');
    await other.getByTestId('review-target').fill('1000');
    expect(await other.getByTestId('review-target-rule').count()).toBe(0);
    await other.getByTestId('review-analyse').click();
    await reviewed(other, 120_000);
    expect(await other.getByTestId('review-error').count()).toBe(0);
    const entries = await listedEntries(other);
    const { annRoll, bobRoll, annAgain, annRest } = game.rolled;
    expect(entries.flatMap((entry) => entry.rulings)).toEqual([
      'New game: Ann and Bob. Play to 1000 points: once a player reaches them, everyone else gets one final turn.', "Ann's turn (0 points).",
      `Ann rolled ${annRoll.join(' ')}.`,
      `Ann keeps ${annRoll.filter((face) => face !== '3').join(' ')} for 400: 400 this turn.`,
      'Ann banks 400: score 400.', "Bob's turn (0 points).", `Bob rolled ${bobRoll.join(' ')}.`, "No score! Bob's turn ends.", "Ann's turn (400 points).",
      `Ann rolled ${annAgain.join(' ')}.`,
      'Ann keeps 1 1 for 200: 200 this turn.', `Ann rolled ${annRest.join(' ')}.`, 'No score! Ann loses the 200 points of this turn, and the turn.', "Bob's turn (0 points).",
    ]);
    expect(await other.locator('[data-testid="timeline-entry"] .change').allTextContents())
      .toEqual(['game set up', 'roll', 'dice set aside', 'roll', 'roll', 'roll']);
    expect(await other.locator('[data-testid="timeline-entry"][data-index="5"] .why').textContent())
      .toBe('A live referee would have asked: Ann set aside dice and rolled 4 dice at once. Which dice did Ann set aside: 1 1 or 1 5?');
    expect(await other.getByTestId('review-standing').textContent()).toBe("Game not finished. Scores: Ann (400), Bob (0). Bob's turn (0 points this turn).");
    const record = JSON.parse((await download(other, 'export-json')).text) as GameRecord;
    expect(record.setup).toMatchObject({ game: 'dice-game', dieKind: 'd6', targetScore: 1000, players: ['Ann', 'Bob'] });
    // Only what the dice game uses: no Strike edition, no keep-throwing choice.
    expect(Object.keys(record.setup).sort()).toEqual(['analysisFps', 'dieKind', 'game', 'language', 'players', 'targetScore']);
    expect(record.events.filter((event) => event.type === 'diceRolled')).toHaveLength(4);
    const report = (await download(other, 'export-report')).text;
    expect(report).toContain('- Game: the dice game, to 1000 points, dice 1 2 3 4 5 6');
    expect(report).toContain(`| 2 | ${clock(entries[3]!.tMs)} | 6 | ${bobRoll.join(' ')} | no score |`);
    // Another game needs another analysis: its dice are others.
    await other.getByTestId('review-game').selectOption('strike');
    expect(await other.getByTestId('review-needs-analysis').count()).toBe(1);
    await other.close();
  }, 150_000);

  it('ends the timeline where a cut-short video\'s frames stop, and says so', async () => {
    // The game as a faststart MP4 cut at 45 % of its bytes: the index up front still gives the
    // whole duration, but the frames stop part-way (the first frame must not stand in for the rest).
    const mp4 = path.join(dir, 'game.mp4');
    const converted = spawnSync(await ffmpegBinary(), ['-v', 'error', '-y', '-i', made.video.path, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', mp4]);
    expect(converted.status).toBe(0);
    const whole = readFileSync(mp4);
    const cut = path.join(dir, 'cut.mp4');
    writeFileSync(cut, whole.subarray(0, Math.round(whole.length * 0.45)));
    const other = await session.context.newPage();
    await other.goto(`${session.url}review.html`);
    await other.getByTestId('review-file').setInputFiles(cut);
    await reviewed(other, 120_000);
    const record = JSON.parse((await download(other, 'export-json')).text) as GameRecord;
    const durationMs = (made.video.frames / 15) * 1000;
    expect(record.analysis).toMatchObject({ complete: false });
    expect(record.analysis!.frames).toBeGreaterThan(0);
    expect(record.analysis!.frames).toBeLessThan(made.video.frames * 0.7);
    expect(record.analysis!.reviewedMs).toBe(Math.round((record.analysis!.frames / 15) * 1000));
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    expect(await other.getByTestId('review-ends-early').textContent())
      .toBe(`The video ends early: frames stop at ${seconds(record.analysis!.reviewedMs)} s of ${seconds(durationMs)} s — the file may be cut short. The timeline ends there.`);
    // The scrub bar and the clock stop where the frames stop.
    expect(await other.getByTestId('review-seek').getAttribute('max')).toBe(String(record.analysis!.reviewedMs));
    expect(await other.getByTestId('review-time').textContent()).toMatch(new RegExp(` / ${clock(record.analysis!.reviewedMs)}$`));
    const entries = await listedEntries(other);
    for (const entry of entries) expect(entry.tMs).toBeLessThanOrEqual(record.analysis!.reviewedMs);
    // Nothing invented after the cut: the rulings are the first ones of the whole game.
    const rulings = entries.flatMap((entry) => entry.rulings);
    expect(rulings).toEqual(made.truth.rulings.map((ruling) => ruling.text).slice(0, rulings.length));
    expect((await download(other, 'export-report')).text).toContain(`- **The video ends early**: frames stop at `);
    // The whole video is complete: no warning.
    await other.getByTestId('review-file').setInputFiles(mp4);
    await expect.poll(async () => (await listedEntries(other)).flatMap((entry) => entry.rulings), { timeout: 120_000 })
      .toEqual(made.truth.rulings.map((ruling) => ruling.text));
    await reviewed(other, 120_000);
    expect(await other.getByTestId('review-ends-early').count()).toBe(0);
    await other.close();
  }, 300_000);

  it('ends the timeline where a file damaged part-way stops decoding, says so, and stops playing there with a message', async () => {
    // The game as a faststart MP4 whose second half is random bytes: the decoder fails there.
    const mp4 = path.join(dir, 'whole.mp4');
    expect(spawnSync(await ffmpegBinary(), ['-v', 'error', '-y', '-i', made.video.path, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', mp4]).status).toBe(0);
    const whole = readFileSync(mp4);
    const damaged = path.join(dir, 'damaged.mp4');
    writeFileSync(damaged, Buffer.concat([whole.subarray(0, Math.round(whole.length * 0.5)), randomBytes(whole.length - Math.round(whole.length * 0.5))]));
    const other = await session.context.newPage();
    await other.goto(`${session.url}review.html`);
    await other.getByTestId('review-file').setInputFiles(damaged);
    await waitShown(session, other, 'review-ends-early', 120_000, REVIEW_STATE);
    expect(await other.getByTestId('review-error').count()).toBe(0);
    const record = JSON.parse((await download(other, 'export-json')).text) as GameRecord;
    expect(record.analysis).toMatchObject({ complete: false });
    expect(record.analysis!.frames).toBeGreaterThan(0);
    expect(record.analysis!.frames).toBeLessThan(made.video.frames * 0.8);
    // The seek bar ends there; nothing is invented after it.
    expect(await other.getByTestId('review-seek').getAttribute('max')).toBe(String(record.analysis!.reviewedMs));
    const rulings = (await listedEntries(other)).flatMap((entry) => entry.rulings);
    expect(rulings).toEqual(made.truth.rulings.map((ruling) => ruling.text).slice(0, rulings.length));
    // Played on from there, the video stops at the damage: the player says so and can play again.
    const setBar = (ms: number) => other.getByTestId('review-seek').evaluate((input, value) => {
      const bar = input as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(bar, String(value));
      bar.dispatchEvent(new Event('input', { bubbles: true }));
    }, ms);
    await setBar(record.analysis!.reviewedMs - 300);
    await other.getByTestId('play-pause').click();
    await expect.poll(() => other.getByTestId('review-error').textContent(), { timeout: 30_000 })
      .toMatch(/^The video cannot play: The video stopped decoding at \d+\.\d\d s \(.+\)\.$/);
    expect(await other.getByTestId('play-pause').textContent()).toBe('Play');
    await other.close();
  }, 200_000);

  it('reviews a WebM without an index (as the browser\'s MediaRecorder writes) to its end, and one cut short up to the cut', async () => {
    // The same game remuxed without Cues: no key-frame index to look times up in.
    const live = path.join(dir, 'no-cues.webm');
    const remuxed = spawnSync(await ffmpegBinary(), ['-v', 'error', '-y', '-i', made.video.path, '-c', 'copy', '-live', '1', '-f', 'webm', live]);
    expect(remuxed.status).toBe(0);
    const other = await session.context.newPage();
    await other.goto(`${session.url}review.html`);
    await other.getByTestId('review-file').setInputFiles(live);
    await reviewed(other, 120_000);
    expect((await listedEntries(other)).flatMap((entry) => entry.rulings)).toEqual(made.truth.rulings.map((ruling) => ruling.text));
    expect(await other.getByTestId('review-ends-early').count()).toBe(0);
    const wholeTimes = (await listedEntries(other)).map((entry) => entry.tMs);
    // The game as written (its duration in the header, its Cues at the end) cut at 60 % of its
    // bytes: no index left, and the frames go on to about 60 % of the game, not 5 s.
    const whole = readFileSync(made.video.path);
    const cut = path.join(dir, 'cut.webm');
    writeFileSync(cut, whole.subarray(0, Math.round(whole.length * 0.6)));
    await other.getByTestId('review-file').setInputFiles(cut);
    await waitShown(session, other, 'review-ends-early', 120_000, REVIEW_STATE);
    const record = JSON.parse((await download(other, 'export-json')).text) as GameRecord;
    const durationMs = (made.video.frames / 15) * 1000;
    expect(record.analysis).toMatchObject({ complete: false });
    expect(record.analysis!.reviewedMs).toBeGreaterThan(durationMs * 0.45);
    expect(record.analysis!.reviewedMs).toBeLessThan(durationMs * 0.75);
    // The game is not over where the frames stop: the record says where it stands, as the report does.
    expect(record.standing).toMatchObject({ players: [{ name: 'Ann', eliminated: false }, { name: 'Bob', eliminated: false }], current: expect.any(Number) });
    const rulings = (await listedEntries(other)).flatMap((entry) => entry.rulings);
    expect(rulings).toEqual(made.truth.rulings.map((ruling) => ruling.text).slice(0, rulings.length));
    // The game remuxed with its clock starting at 100 s (as `ffmpeg -copyts` keeps a source's):
    // reviewed from its first picture, at the same times as the game itself, as the CLI does.
    const late = path.join(dir, 'late-start.webm');
    expect(spawnSync(await ffmpegBinary(), ['-v', 'error', '-y', '-i', made.video.path, '-c', 'copy', '-output_ts_offset', '100', late]).status).toBe(0);
    await other.getByTestId('review-file').setInputFiles(late);
    await expect.poll(async () => (await listedEntries(other)).flatMap((entry) => entry.rulings), { timeout: 120_000 }).toEqual(made.truth.rulings.map((ruling) => ruling.text));
    await reviewed(other, 120_000);
    expect((await listedEntries(other)).map((entry) => entry.tMs)).toEqual(wholeTimes);
    expect(await other.getByTestId('review-ends-early').count()).toBe(0);
    // An entry clicked shows its own frame, not one 100 s before it.
    const entries = await listedEntries(other);
    const last = entries.at(-1)!;
    await other.getByTestId('timeline-seek').nth(last.index).click();
    await expect.poll(async () => last.tMs - (await shownTimeMs(other))).toBeGreaterThanOrEqual(-1);
    expect(last.tMs - (await shownTimeMs(other))).toBeLessThan(70);
    await other.close();
  }, 300_000);
  it('reviews the app’s demo recording with the game it shows, into its rulings', async () => {
    // public/demo/game.json: the demo's players, throw-again rule and rulings (npm run make:demo).
    const demo = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../public/demo/game.json'), 'utf8')) as { players: string[]; rulings: string[] };
    const other = await session.context.newPage();
    await other.goto(`${session.url}review.html`);
    await other.getByTestId('review-demo').click();
    // While it is analysed, the picture follows the frames analysed (decoded from the file, the
    // video element itself never moves): two looks 150 frames apart differ.
    const done = async () => Number(await other.getByTestId('review-progress').evaluate((bar) => (bar as HTMLProgressElement).value));
    const picture = () => other.getByTestId('frame-canvas').evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());
    await waitShown(session, other, 'review-progress', 120_000, REVIEW_STATE);
    await expect.poll(done, { timeout: 120_000, interval: 100 }).toBeGreaterThan(100);
    const early = { at: await done(), picture: await picture() };
    await expect.poll(done, { timeout: 120_000, interval: 100 }).toBeGreaterThan(early.at + 150);
    expect(await other.getByTestId('review-speed').count()).toBe(0); // still analysing
    expect(await picture()).not.toBe(early.picture);
    // The language changed while it runs: the rulings listed so far are worded in it at once.
    await other.getByTestId('review-language').selectOption('fr');
    try {
      await expect.poll(() => other.getByTestId('timeline-ruling').first().textContent(), { timeout: 5000 }).toBe('Nouvelle partie : Ann commence. Placez le dé de départ dans l\'arène.');
      expect(await other.getByTestId('review-speed').count()).toBe(0); // still analysing
    } finally {
      await other.getByTestId('review-language').selectOption('en');
    }
    await reviewed(other, 180_000);
    expect(await other.getByTestId('review-name').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(demo.players);
    expect(await other.getByTestId('review-keep-throwing').isChecked()).toBe(true);
    expect((await listedEntries(other)).flatMap((entry) => entry.rulings)).toEqual(demo.rulings);
    // The all-in throw's frame marks the dice it took out of play "take out", as the live page
    // does: its 3 X dice, the die that left the arena and the 2 × 1 collected.
    const allIn = (await listedEntries(other)).find((entry) => entry.rulings.includes('X! 3 dice are out of the game.'))!;
    await other.getByTestId('timeline-seek').nth(allIn.index).click();
    const marks = async () => JSON.parse((await other.getByTestId('overlay-canvas').getAttribute('data-highlights')) ?? '[]') as { label: string; kind: string }[];
    await expect.poll(async () => (await marks()).filter((mark) => mark.kind === 'toRemove').map((mark) => mark.label), { timeout: 10_000 })
      .toEqual(Array(6).fill('take out'));
    expect(await other.locator('[data-testid="overlay-legend"] li[data-entry="toRemove"]').count()).toBe(1);
    // Both boxes are drawn whole beside their long labels (the tournament's was squeezed to 6 px).
    for (const id of ['review-keep-throwing', 'review-tournament']) expect((await other.getByTestId(id).boundingBox())?.width, id).toBeGreaterThanOrEqual(12);
    // Reviewed as a tournament, from the same readings: its first round, won by Ann, then round 2.
    await other.getByTestId('review-tournament').check();
    await expect.poll(async () => (await listedEntries(other)).flatMap((entry) => entry.rulings)[0]).toBe('Round 1 of 2: Ann starts. Put the start die in the arena.');
    const asTournament = (await listedEntries(other)).flatMap((entry) => entry.rulings);
    expect(asTournament.slice(-3)).toEqual(['Ann wins round 1: the last player with dice!', 'Scores after round 1: Ann +0 (0), Bob +1 (1).', 'Round 2 of 2: Bob starts. Put the start die in the arena.']);
    expect((JSON.parse((await download(other, 'export-json')).text) as GameRecord).setup).toMatchObject({ game: 'strike', tournament: true });
    await other.getByTestId('review-tournament').uncheck();
    await expect.poll(async () => (await listedEntries(other)).flatMap((entry) => entry.rulings)).toEqual(demo.rulings);
    // The demo's game is won: its record has no standing.
    expect((JSON.parse((await download(other, 'export-json')).text) as GameRecord).standing).toBeNull();
    // A file that does not open leaves the demo's review as it was: its rule, its rulings.
    const broken = path.join(dir, 'broken-after-demo.webm');
    writeFileSync(broken, Buffer.alloc(4096, 7));
    await other.getByTestId('review-file').setInputFiles(broken);
    await expect.poll(() => other.getByTestId('review-error').textContent(), { timeout: 20_000 }).toMatch(/^“broken-after-demo\.webm” is not a video/);
    expect(await other.getByTestId('review-keep-throwing').isChecked()).toBe(true);
    expect((await listedEntries(other)).flatMap((entry) => entry.rulings)).toEqual(demo.rulings);
    // A recording of one's own game then goes back to the thrower passing (the demo's rule was not chosen).
    await other.getByTestId('review-file').setInputFiles(made.video.path);
    await expect.poll(() => other.getByTestId('review-keep-throwing').isChecked()).toBe(false);
    await expect.poll(async () => (await listedEntries(other)).flatMap((entry) => entry.rulings), { timeout: 120_000 })
      .toEqual(made.truth.rulings.map((ruling) => ruling.text));
    await other.close();
  }, 300_000);

  it('reviews a video with the set-up as changed while it opened, and shows that one: a file of the user\'s, the demo game', async () => {
    const tab = await session.context.newPage();
    // Reads of a file's bytes wait while `holdReads` stands: the page reads the head of a file
    // not typed as a video (frameSources.ts `startsAsVideo`) before opening it.
    await tab.addInitScript(() => {
      const read = Blob.prototype.arrayBuffer;
      Blob.prototype.arrayBuffer = async function (this: Blob) {
        await (window as unknown as { holdReads?: Promise<void> }).holdReads;
        return read.call(this);
      };
    });
    await tab.goto(`${session.url}review.html`);
    await tab.evaluate(() => {
      const held = window as unknown as { holdReads?: Promise<void>; releaseReads?: () => void };
      held.holdReads = new Promise((resolve) => {
        held.releaseReads = resolve;
      });
    });
    await tab.getByTestId('review-file').setInputFiles({ name: 'game-opening', mimeType: 'application/octet-stream', buffer: readFileSync(made.video.path) });
    // Changed while the file opens: the first name, and the rate.
    await tab.getByTestId('review-name').first().fill('Zoe');
    await tab.getByTestId('review-fps').selectOption('10');
    await tab.evaluate(() => (window as unknown as { releaseReads: () => void }).releaseReads());
    await waitShown(session, tab, 'review-progress', 60_000, REVIEW_STATE);
    expect(await tab.getByTestId('review-progress-box').textContent()).toMatch(/ at 10 frames\/s/);
    expect((await shownSetup(tab))).toMatchObject({ names: ['Zoe', 'Bob'], fps: '10' });
    await expect.poll(() => tab.getByTestId('timeline-ruling').first().textContent(), { timeout: 60_000 }).toMatch(/^New game: Zoe starts\./);
    await tab.getByTestId('review-cancel').click();
    await tab.getByTestId('review-speed').waitFor({ timeout: 60_000 });

    // The demo game: its recording held back until the rate is changed.
    let asked = () => {};
    const demoAsked = new Promise<void>((resolve) => {
      asked = resolve;
    });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await tab.route('**/demo/game.webm', async (route) => {
      asked();
      await released;
      await route.continue();
    });
    await tab.getByTestId('review-demo').click();
    await demoAsked;
    await tab.getByTestId('review-fps').selectOption('15');
    release();
    await expect.poll(() => tab.getByTestId('review-status').textContent(), { timeout: 60_000 }).toMatch(/^demo-game\.webm · /);
    expect(await shownSetup(tab)).toMatchObject({ fps: '15', keepThrowing: true });
    // Stopped where it is (unless done already): the record says the rate analysed.
    await tab.getByTestId('review-cancel').click({ timeout: 1000 }).catch(() => undefined);
    await tab.getByTestId('review-speed').waitFor({ timeout: 60_000 });
    expect((JSON.parse((await download(tab, 'export-json')).text) as GameRecord).setup).toMatchObject({ analysisFps: 15, keepThrowing: true });
    await tab.close();
  }, 180_000);

  it('reviews the dice game’s demo recording when the dice game is chosen, into its rulings', async () => {
    // public/demo/dice-game.json: the demo dice game's players, points to win and rulings (npm run make:demo).
    const demo = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../public/demo/dice-game.json'), 'utf8')) as { players: string[]; targetScore: number; rulings: string[] };
    const other = await session.context.newPage();
    await other.goto(`${session.url}review.html`);
    expect(await other.getByTestId('review-demo').innerText()).toBe('Demo game');
    expect(await other.getByTestId('review-hint').innerText()).toMatch(/^Open a video of a Strike game: .* “Demo game” reviews/);
    await other.getByTestId('review-game').selectOption('dice-game');
    expect(await other.getByTestId('review-demo').innerText()).toBe('Demo dice game');
    expect(await other.getByTestId('review-hint').innerText()).toMatch(/^Open a video of a dice game: .* “Demo dice game” reviews/);
    // From the keyboard: the button that starts the analysis is disabled by it, so the focus
    // goes to Stop, then to the timeline (an entry in view); a screen reader hears the start and the
    // end, not every frame (helper 124).
    const focused = () => other.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);
    const announced = () => other.getByTestId('review-announce').textContent();
    expect(await announced()).toBe('');
    await other.getByTestId('review-name').first().fill('Léa');
    await other.getByTestId('review-demo').focus();
    await other.keyboard.press('Enter');
    await expect.poll(announced, { timeout: 60_000 }).toBe('Analysing the video…');
    expect(await focused()).toBe('review-cancel');
    await reviewed(other, 180_000);
    await expect.poll(announced).toMatch(/^Analysed \d+ frames /);
    await expect.poll(focused).toBe('timeline-seek');
    // Each entry's button is named by its time and what changed there, not by its time alone.
    const entryCount = await other.getByTestId('timeline-seek').count();
    expect(entryCount).toBeGreaterThan(5);
    expect(await other.getByRole('button', { name: /^Show the frame at \d\d:\d\d\.\d: [a-z]/ }).count()).toBe(entryCount);
    expect(await other.getByTestId('timeline-seek').first().getAttribute('aria-label')).toMatch(/^Show the frame at 00:0\d\.\d: (game set up|arena seen|roll)/);
    expect(await other.getByRole('button', { name: /: roll$/ }).count()).toBeGreaterThan(3);
    expect(await other.getByTestId('review-name').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(demo.players);
    expect(await other.getByTestId('review-target').inputValue()).toBe(String(demo.targetScore));
    // The players typed are replaced with the demo's own: said so (helper 160).
    expect(await other.getByTestId('review-demo-setup').textContent()).toBe('The demo game is reviewed with its own players, Ann and Bob, in place of Léa and Bob: change the set-up to rule it otherwise. Your own set-up comes back for the next video you open.');
    expect((await listedEntries(other)).flatMap((entry) => entry.rulings)).toEqual(demo.rulings);
    expect(demo.rulings.at(-1)).toBe('Ann wins with 900 points!');
    // The dice game takes no die out (its dice are set aside): its key names no "die to take out" (helper 148).
    expect(await other.locator('[data-testid="overlay-legend"] li').count()).toBe(6);
    expect(await other.locator('[data-testid="overlay-legend"] li[data-entry="toRemove"]').count()).toBe(0);
    expect(await other.getByTestId('review-no-throw').count()).toBe(0);
    expect(await other.getByTestId('review-after-end').count()).toBe(0);
    // The demo, then its first 12 s again: another game's start recorded after the winner.
    const demoVideo = path.resolve(import.meta.dirname, '../../public/demo/dice-game.webm');
    const ffmpeg = await ffmpegBinary();
    const head = path.join(dir, 'head.webm');
    const list = path.join(dir, 'two-games.txt');
    const twoGames = path.join(dir, 'two-games.webm');
    expect(spawnSync(ffmpeg, ['-v', 'error', '-y', '-i', demoVideo, '-t', '12', '-c', 'copy', head]).status).toBe(0);
    writeFileSync(list, `file '${demoVideo}'\nfile '${head}'\n`);
    expect(spawnSync(ffmpeg, ['-v', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', twoGames]).status).toBe(0);
    // A file of theirs that does not open leaves their own set-up kept for the next (helper 168: it was dropped).
    const junk = path.join(dir, 'junk.webm');
    writeFileSync(junk, 'not a video at all');
    await other.getByTestId('review-file').setInputFiles(junk);
    await expect.poll(() => other.getByTestId('review-error').count(), { timeout: 30_000 }).toBe(1);
    // The players' own video after the demo is reviewed with their own set-up again (helper 165): Léa, and the rules' 5000 points.
    await other.getByTestId('review-file').setInputFiles(head);
    await expect.poll(() => other.getByTestId('review-name').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)), { timeout: 60_000 }).toEqual(['Léa', 'Bob']);
    expect(await other.getByTestId('review-target').inputValue()).toBe('5000');
    expect(await other.getByTestId('review-demo-setup').count()).toBe(0);
    await reviewed(other, 120_000);
    // Set like the demo's game by hand, the demo followed by its first 12 s again.
    await other.getByTestId('review-name').first().fill('Ann');
    await other.getByTestId('review-target').fill('500');
    await other.getByTestId('review-file').setInputFiles(twoGames);
    await expect.poll(() => other.getByTestId('review-after-end').count(), { timeout: 120_000 }).toBe(1);
    expect(await other.getByTestId('review-demo-setup').count()).toBe(0);
    expect(await other.getByTestId('review-after-end').innerText()).toMatch(
      /^\d+ arenas settled after the game was won \(00:3\d\.\d to 00:4\d\.\d\) and were not ruled\. If another game was recorded after it, review that game on its own \(cut the video where it starts\)\. If the game went on, check the players \(and, in the dice game, the points to win\)\.$/);
    expect((await listedEntries(other)).flatMap((entry) => entry.rulings)).toEqual(demo.rulings);
    await other.close();
  }, 300_000);

  it('opens a video whose first picture cannot be copied at once, though loaded (a race of Chromium\'s, 1 open in 40)', async () => {
    const other = await session.context.newPage();
    // As Chromium does now and then: the first copies of a video that has fired \`loadeddata\` fail.
    await other.addInitScript(() => {
      const copy = window.createImageBitmap.bind(window);
      let refused = 0;
      (window as unknown as { refusedCopies: () => number }).refusedCopies = () => refused;
      window.createImageBitmap = ((source: ImageBitmapSource, ...rest: never[]) => {
        if (source instanceof HTMLVideoElement && refused < 3) {
          refused += 1;
          return Promise.reject(new DOMException("Failed to execute 'createImageBitmap' on 'Window': The image source is not usable.", 'InvalidStateError'));
        }
        return copy(source, ...rest);
      }) as typeof window.createImageBitmap;
    });
    await other.goto(`${session.url}review.html`);
    await other.getByTestId('review-file').setInputFiles(made.video.path);
    await reviewed(other, 60_000);
    expect(await other.evaluate(() => (window as unknown as { refusedCopies: () => number }).refusedCopies())).toBe(3);
    expect(await other.getByTestId('review-error').count()).toBe(0);
    expect((await listedEntries(other)).flatMap((entry) => entry.rulings)).toEqual(made.truth.rulings.map((ruling) => ruling.text));
    await other.close();
  }, 120_000);

  it('explains a file that is not a video, and keeps the review', async () => {
    const before = await listedEntries(page);
    const text = path.join(dir, 'notes.txt');
    writeFileSync(text, 'not a video');
    await page.getByTestId('review-file').setInputFiles(text);
    await expect.poll(() => page.getByTestId('review-error').textContent()).toBe('“notes.txt” is not a video (text/plain). Choose a video of the game: MP4, WebM, MOV…');
    // A photo: the live page referees photos.
    await page.getByTestId('review-file').setInputFiles(path.resolve(import.meta.dirname, '../../public/demo/arena.png'));
    await expect.poll(() => page.getByTestId('review-error').textContent())
      .toBe('“arena.png” is named as a picture (image/png), not a video: photos are refereed on the live page (“Live referee”). Here, choose a video of the game: MP4, WebM, MOV…');
    // Under the error: the review shown is still the game's, not the file's.
    expect(await page.getByTestId('review-still-showing').textContent()).toBe('The review below is still that of “game.webm”.');
    const empty = path.join(dir, 'empty.mp4');
    writeFileSync(empty, '');
    await page.getByTestId('review-file').setInputFiles(empty);
    await expect.poll(() => page.getByTestId('review-error').textContent()).toBe('“empty.mp4” is empty (0 bytes).');
    const broken = path.join(dir, 'broken.webm');
    writeFileSync(broken, Buffer.alloc(4096, 7));
    await page.getByTestId('review-file').setInputFiles(broken);
    await expect.poll(() => page.getByTestId('review-error').textContent(), { timeout: 20_000 })
      .toBe('“broken.webm” is not a video this browser can play (damaged, or in a format it lacks: H.264 MP4 and WebM play everywhere).');
    // A thumbnail-sized video: too small to show dice (helper 180: it replaced the review with an empty one).
    const tiny = path.join(dir, 'tiny.webm');
    expect(spawnSync(await ffmpegBinary(), ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=0x2e7d32:s=16x16:r=15:d=1', '-c:v', 'libvpx', tiny]).status).toBe(0);
    await page.getByTestId('review-file').setInputFiles(tiny);
    await expect.poll(() => page.getByTestId('review-error').textContent(), { timeout: 20_000 })
      .toBe('“tiny.webm” is only 16 × 16 pixels: too small to show dice (a picture of the arena needs at least 32 pixels a side).');
    expect(await page.getByTestId('review-still-showing').textContent()).toBe('The review below is still that of “game.webm”.');
    // A photo named as a video: said to be a photo, for the main page.
    const photo = path.join(dir, 'photo.mp4');
    writeFileSync(photo, await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6' } }).jpeg().toBuffer());
    await page.getByTestId('review-file').setInputFiles(photo);
    await expect.poll(() => page.getByTestId('review-error').textContent(), { timeout: 20_000 })
      .toBe('“photo.mp4” is a still picture, not a video: open it on the main page, which reads photos.');
    // A camcorder's MPEG transport stream (H.264 in .mts), which browsers do not play: the CLI does.
    const mts = path.join(dir, 'camcorder.mts');
    expect(spawnSync(await ffmpegBinary(), ['-v', 'error', '-y', '-i', made.video.path, '-t', '2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-f', 'mpegts', mts]).status).toBe(0);
    await page.getByTestId('review-file').setInputFiles(mts);
    await expect.poll(() => page.getByTestId('review-error').textContent(), { timeout: 20_000 })
      .toBe('“camcorder.mts” is an MPEG transport stream (as camcorders record: .mts, .m2ts, .ts), which browsers cannot play. Review it with the command line (npx dice-referee review "camcorder.mts" --players 2, with your game\'s --game, --players and --names), or convert it to MP4 first (ffmpeg -i "camcorder.mts" game.mp4).');
    // Named so, but not one: a photo, and a TypeScript file (Linux calls .ts a Qt translation file).
    const pictureTs = path.join(dir, 'picture.ts');
    writeFileSync(pictureTs, await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6' } }).png().toBuffer());
    await page.getByTestId('review-file').setInputFiles(pictureTs);
    await expect.poll(() => page.getByTestId('review-error').textContent(), { timeout: 20_000 }).toBe('“picture.ts” is a still picture, not a video: open it on the main page, which reads photos.');
    const sourceTs = path.join(dir, 'notes.ts');
    writeFileSync(sourceTs, 'export const notAVideo = true;\n'.repeat(20));
    await page.getByTestId('review-file').setInputFiles(sourceTs);
    await expect.poll(() => page.getByTestId('review-error').textContent(), { timeout: 20_000 })
      .toBe('“notes.ts” is not a video this browser can play (damaged, or in a format it lacks: H.264 MP4 and WebM play everywhere).');
    // A game record opened as a video: pointed to the button that opens records (helper 250).
    const record = path.join(dir, 'game-record.json');
    writeFileSync(record, JSON.stringify({ format: 'dice-referee/game-record' }));
    await page.getByTestId('review-file').setInputFiles(record);
    await expect.poll(() => page.getByTestId('review-error').textContent(), { timeout: 20_000 })
      .toBe('“game-record.json” is JSON, not a video: a game record is opened with “Open a record…”. Here, choose a video of the game: MP4, WebM, MOV…');
    expect(await page.getByTestId('review-still-showing').textContent()).toBe('The review below is still that of “game.webm”.');
    expect(await listedEntries(page)).toEqual(before);
    expect(await page.getByTestId('export-json').isEnabled()).toBe(true);
  });

  it('reviews a video named as a picture, or with no extension, as the video it is (helper 143)', async () => {
    const before = await listedEntries(page);
    expect(before.flatMap((entry) => entry.rulings)).toEqual(made.truth.rulings.map((ruling) => ruling.text));
    const other = await session.context.newPage();
    await other.goto(`${session.url}review.html`);
    for (const name of ['game-copy.jpg', 'game-copy']) {
      const renamed = path.join(dir, name);
      copyFileSync(made.video.path, renamed);
      await other.getByTestId('review-file').setInputFiles(renamed);
      await reviewed(other, 60_000);
      expect(await other.getByTestId('review-error').count()).toBe(0);
      expect((await listedEntries(other)).map((entry) => entry.rulings)).toEqual(before.map((entry) => entry.rulings));
    }
    await other.close();
  }, 150_000);

  // Retried once: in 1 of 3 CI runs (session 43) the 2 frames/s video's analysis did not end
  // within 120 s, never on this machine otherwise; the failure prints how far it had got.
  it('says at once that a sound track, or a header without a frame, has no pictures, clears that for the next file, and warns of too few frames and of a clip too short', { retry: 1, timeout: 260_000 }, async () => {
    const ffmpeg = await ffmpegBinary();
    const sound = path.join(dir, 'sound.webm');
    expect(spawnSync(ffmpeg, ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-c:a', 'libopus', sound]).status).toBe(0);
    const slow = path.join(dir, 'slow.webm');
    expect(spawnSync(ffmpeg, ['-v', 'error', '-y', '-i', made.video.path, '-r', '2', '-c:v', 'libvpx', '-b:v', '1M', slow]).status).toBe(0);
    const other = await session.context.newPage();
    await other.goto(`${session.url}review.html`);
    await other.getByTestId('review-file').setInputFiles(sound);
    await expect.poll(() => other.getByTestId('review-error').textContent(), { timeout: 10_000 }).toBe('“sound.webm” has no pictures (only sound).');
    // The first 3 KB of the game (its header, no frame to copy): said at once.
    const head = path.join(dir, 'head.webm');
    writeFileSync(head, readFileSync(made.video.path).subarray(0, 3000));
    await other.getByTestId('review-file').setInputFiles(head);
    await expect.poll(() => other.getByTestId('review-error').textContent(), { timeout: 10_000 })
      .toBe('“head.webm” is not a video this browser can play (damaged, or in a format it lacks: H.264 MP4 and WebM play everywhere).');
    // The next file chosen clears it at once, before it has even opened.
    await other.getByTestId('review-file').setInputFiles(slow);
    expect(await other.getByTestId('review-error').count()).toBe(0);
    await reviewed(other, 60_000);
    expect(await other.getByTestId('review-rate').textContent())
      .toBe('This video has only 2 frames/s: below 4 the arena is seen settled too seldom and throws are missed. Record at 4 frames/s or more.');
    expect(await other.getByTestId('review-error').count()).toBe(0);
    // Nothing said of the files refused before it stays over or under its notices (helper 248): only what is true of this
    // one (at 2 frames/s, throws are missed: the start die is seen with other dice, and no throw is ruled).
    expect(await shownNotices(other)).toEqual(['review-rate', 'review-no-throw', 'review-mid-game']);
    expect(await other.getByTestId('review-speed').textContent()).toMatch(/^Analysed \d+ frames/);
    expect(await other.getByTestId('review-too-short').count()).toBe(0);
    // Half a second of the game: shorter than one settle and its readings, as the CLI warns.
    const short = path.join(dir, 'short.webm');
    expect(spawnSync(ffmpeg, ['-v', 'error', '-y', '-i', made.video.path, '-t', '0.5', '-c:v', 'libvpx', '-b:v', '1M', short]).status).toBe(0);
    await other.getByTestId('review-file').setInputFiles(short);
    await expect.poll(() => other.getByTestId('review-too-short').textContent(), { timeout: 30_000 })
      .toMatch(/^This video lasts only 0\.[56] s: an arena is read once it has been seen still for about 1 s, so this one may never be\.$/);
    await expect.poll(() => other.getByTestId('review-speed').textContent(), { timeout: 60_000 }).toMatch(/^Analysed \d+ frames \(0\.[56] s of video\)/);
    expect(await other.getByTestId('review-no-dice').count()).toBe(0);
    // Nor what was said of the file before: its rate (helper 248).
    expect(await shownNotices(other)).toEqual(['review-too-short']);
    // Three seconds of bare green felt: analysed to its end, with no die read anywhere.
    const bare = path.join(dir, 'bare.webm');
    expect(spawnSync(ffmpeg, ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=0x1f6b3a:s=640x360:r=15:d=3', '-c:v', 'libvpx', '-b:v', '300k', bare]).status).toBe(0);
    await other.getByTestId('review-file').setInputFiles(bare);
    await expect.poll(() => other.getByTestId('review-speed').textContent(), { timeout: 90_000 }).toMatch(/^Analysed 45 frames \(3\.0 s of video\)/)
      .catch(async (error: unknown) => {
        console.log('REVIEW PAGE', await other.getByTestId('review-status').textContent(), await other.locator('.notice, .error').allTextContents());
        throw error;
      });
    const dice = (await listedEntries(other)).flatMap((entry) => entry.dice);
    expect(dice).toEqual([]);
    expect(await other.getByTestId('review-no-dice').textContent())
      .toBe('No settled arena of this video showed a die (dice may have been read while they moved). Is the arena in view and well lit, and do the dice lie still for half a second after each throw?');
    expect(await shownNotices(other)).toEqual(['review-no-dice']);
    await other.close();
  });

  it('reviews the pictures of a video whose sound runs on after them, as the CLI does', async () => {
    const ffmpeg = await ffmpegBinary();
    // Three seconds of felt, six of sound.
    const longSound = path.join(dir, 'long-sound.webm');
    expect(spawnSync(ffmpeg, ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=0x1f6b3a:s=640x360:r=15:d=3', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=6',
      '-c:v', 'libvpx', '-b:v', '300k', '-c:a', 'libopus', longSound]).status).toBe(0);
    const other = await session.context.newPage();
    await other.goto(`${session.url}review.html`);
    await other.getByTestId('review-file').setInputFiles(longSound);
    await expect.poll(() => other.getByTestId('review-speed').textContent(), { timeout: 90_000 }).toMatch(/^Analysed 45 frames \(3\.0 s of video\)/);
    expect(await other.getByTestId('review-ends-early').count()).toBe(0);
    const record = JSON.parse((await download(other, 'export-json')).text) as GameRecord;
    expect(Math.round(record.video!.durationMs / 100)).toBe(30);
    await other.close();
  }, 120_000);

  it('reviews a video stored on its side with a rotation in its metadata (a phone held upright) upright', async () => {
    // The pictures turned a quarter (H.264 in MP4, which holds the rotation), then the metadata
    // that turns them back for display written by a copy (a re-encode drops it).
    const ffmpeg = await ffmpegBinary();
    const turned = path.join(dir, 'turned.mp4');
    const sideways = path.join(dir, 'sideways.mp4');
    expect(spawnSync(ffmpeg, ['-v', 'error', '-y', '-i', made.video.path, '-vf', 'transpose=2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', turned]).status).toBe(0);
    expect(spawnSync(ffmpeg, ['-v', 'error', '-y', '-i', turned, '-c', 'copy', '-metadata:s:v:0', 'rotate=90', sideways]).status).toBe(0);
    const other = await session.context.newPage();
    await other.goto(`${session.url}review.html`);
    await other.getByTestId('review-file').setInputFiles(sideways);
    await reviewed(other, 200_000);
    expect(await other.getByTestId('review-speed').getAttribute('data-strategy')).toBe('decode');
    expect((await listedEntries(other)).flatMap((entry) => entry.rulings)).toEqual(made.truth.rulings.map((ruling) => ruling.text));
    await other.close();
  }, 300_000);

  it.skipIf(!hasRealVideo)('reviews a real video (white d6 thrown on felt, H.264) into its eight throws, every top face read as the CLI reads them', async () => {
    const other = await session.context.newPage();
    await other.goto(`${session.url}review.html`);
    await other.getByTestId('review-game').selectOption('dice-game');
    await other.getByTestId('review-file').setInputFiles(REAL_VIDEO);
    await reviewed(other, 120_000);
    expect(await other.getByTestId('review-speed').getAttribute('data-strategy')).toBe('decode');
    const record = JSON.parse((await download(other, 'export-json')).text) as GameRecord;
    const settles = record.entries.filter((entry) => entry.change !== 'setup');
    expect(realThrowsRead(settles.map((entry) => ({ tMs: entry.tMs, faces: entry.dice.filter((die) => die.inArena).map((die) => die.face) }))))
      .toEqual(expectedRealThrows());
    expect(await other.getByTestId('review-no-throw').innerText())
      .toBe("Dice were read, but the rules took no roll of the dice game from them. A turn's first roll is of 6 dice, and no settled arena held more than 2: were all six thrown, and in view?");
    await other.close();
  }, 150_000);
});
