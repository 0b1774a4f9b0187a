/**
 * Helpers shared by the web app's browser tests (app.test.ts, appDemo.test.ts, appCamera.test.ts):
 * the dice table as listed, the saved game, generated recordings and the video elements a page makes.
 */
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { ffmpegBinary } from '../../training-data/gameVideo/index.ts';
import { randomSynthScene, synthSceneSvg, type SynthScene } from '../../training-data/synthScene.ts';
import type { AppSession } from './harness.ts';

/** The project root. */
export const ROOT = path.resolve(import.meta.dirname, '../..');

/** What the page lists for its latest reading: one entry per die row. */
export interface ListedDie { face: string; box: [number, number, number, number]; inArena: boolean }

/** Waits for the dice table and returns its rows. */
export async function listedDice(page: Page): Promise<ListedDie[]> {
  await page.getByTestId('die-row').first().waitFor({ timeout: 120_000 });
  return page.getByTestId('die-row').evaluateAll((rows) => rows.map((row) => ({
    face: row.getAttribute('data-face') ?? '',
    box: (row.getAttribute('data-box') ?? '').split(',').map(Number) as [number, number, number, number],
    inArena: row.getAttribute('data-in-arena') === 'true',
  })));
}

/**
 * Stores `record` as the saved game (idb-keyval's database and store, savedGame.ts's key), or
 * deletes the saved game when `record` is undefined.
 */
export function storeSavedGame(page: Page, record: unknown): Promise<void> {
  return page.evaluate((value) => new Promise<void>((resolve, reject) => {
    const opened = indexedDB.open('keyval-store');
    opened.onupgradeneeded = () => opened.result.createObjectStore('keyval');
    opened.onsuccess = () => {
      const tx = opened.result.transaction('keyval', 'readwrite');
      if (value === undefined) tx.objectStore('keyval').delete('dice-referee/current-game');
      else tx.objectStore('keyval').put(value, 'dice-referee/current-game');
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    };
    opened.onerror = () => reject(opened.error);
  }), record);
}

/** The saved game as stored (idb-keyval's database and store, savedGame.ts's key), `undefined` when none. */
export function storedSavedGame(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise<unknown>((resolve, reject) => {
    const opened = indexedDB.open('keyval-store');
    opened.onupgradeneeded = () => opened.result.createObjectStore('keyval');
    opened.onsuccess = () => {
      const request = opened.result.transaction('keyval', 'readonly').objectStore('keyval').get('dice-referee/current-game');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    };
    opened.onerror = () => reject(opened.error);
  }));
}

/** Forgets the saved game and reloads, so that the page does not resume a game an earlier test left. */
export async function forgetSavedGame(page: Page): Promise<void> {
  await storeSavedGame(page, undefined);
  await page.reload();
}

/**
 * Opens a static file of the app served at `url` (public/favicon.svg), which starts no app: its
 * origin's storage (IndexedDB, localStorage) can be set there before the app first loads, instead
 * of loading the app, setting it and reloading, which starts the app's vision worker a second
 * time (about 5 s under load).
 */
export async function gotoStaticPage(page: Page, url: string): Promise<void> {
  await page.goto(new URL('favicon.svg', url).href);
}

/**
 * Opens `url` (a page of the app) with `record` as the saved game (as {@link storeSavedGame}
 * stores it; `undefined`: no game saved, so that the page does not resume one an earlier test
 * left), stored before the app loads ({@link gotoStaticPage}): the app starts once.
 */
export async function gotoWithSavedGame(page: Page, url: string, record: unknown): Promise<void> {
  await gotoStaticPage(page, url);
  await storeSavedGame(page, record);
  await page.goto(url);
}

/** Opens `url` (a page of the app) with no game saved ({@link gotoWithSavedGame}). */
export function gotoWithNoSavedGame(page: Page, url: string): Promise<void> {
  return gotoWithSavedGame(page, url, undefined);
}

/**
 * Records generated arena `scene` standing still for `seconds` at `fps` frames a second (WebM,
 * VP8), as `name`.webm in the temporary folder. @returns its path
 */
export function stillVideo(scene: SynthScene, name: string, seconds: number, fps: number): Promise<string> {
  return stillsVideo([{ scene, seconds }], name, fps);
}

/**
 * Records generated arena scenes one after the other, each standing still for its `seconds`, at
 * `fps` frames a second (WebM, VP8), as `name`.webm in the temporary folder. @returns its path
 */
export async function stillsVideo(stills: { scene: SynthScene; seconds: number }[], name: string, fps: number): Promise<string> {
  const video = path.join(tmpdir(), `${name}.webm`);
  const inputs: string[] = [];
  for (const [i, { scene, seconds }] of stills.entries()) {
    const still = path.join(tmpdir(), `${name}-${i}.png`);
    await sharp(Buffer.from(synthSceneSvg(scene))).png().toFile(still);
    inputs.push('-loop', '1', '-framerate', String(fps), '-t', String(seconds), '-i', still);
  }
  const concat = `${stills.map((_, i) => `[${i}:v]`).join('')}concat=n=${stills.length}:v=1:a=0[v]`;
  const args = ['-v', 'error', '-y', ...inputs, '-filter_complex', concat, '-map', '[v]', '-r', String(fps), '-c:v', 'libvpx', '-b:v', '1M', '-pix_fmt', 'yuv420p', video];
  expect(spawnSync(await ffmpegBinary(), args).status).toBe(0);
  return video;
}

/**
 * A generated recording (10 frames/s) of one arena: the start die 3 alone for 3 s, then Ann's
 * throw, a die leaning at 50° (read unreadable: the referee asks its face), for 6 s. @returns its path
 */
export function leaningThrowVideo(name: string): Promise<string> {
  const scene = randomSynthScene(900_079, { width: 640, height: 480, faces: ['3', '5'], count: 2, sizePx: 60, unreadableShare: 0 });
  scene.dice[1]!.pose = 'leaning';
  scene.dice[1]!.leanDeg = 50;
  return stillsVideo([{ scene: { ...scene, dice: scene.dice.slice(0, 1) }, seconds: 3 }, { scene, seconds: 6 }], name, 10);
}

/**
 * A new page of `session` on the still demo arena (`?source=demo`), with no game saved and its
 * dice listed; `prepare` runs on the page before it loads (init scripts).
 */
export async function stillDemoPage(session: AppSession, prepare?: (page: Page) => Promise<unknown>): Promise<Page> {
  const page = await session.context.newPage();
  await prepare?.(page);
  await gotoWithNoSavedGame(page, `${session.url}?source=demo`);
  await listedDice(page);
  return page;
}

/** Keeps every video element the page makes (they are not in the document), to see which play. */
export async function keepVideoElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const videos: HTMLVideoElement[] = [];
    (window as unknown as { videos: HTMLVideoElement[] }).videos = videos;
    const create = document.createElement.bind(document);
    document.createElement = ((tag: string, options?: ElementCreationOptions) => {
      const element = create(tag, options);
      if (tag.toLowerCase() === 'video') videos.push(element as HTMLVideoElement);
      return element;
    }) as typeof document.createElement;
  });
}

/** The recordings playing on a page that keeps its video elements ({@link keepVideoElements}), by file name. */
export function playingVideos(page: Page): Promise<(string | undefined)[]> {
  return page.evaluate(() => (window as unknown as { videos: HTMLVideoElement[] }).videos.filter((video) => !video.paused).map((video) => video.src.split('/').pop()));
}

/** What a page that counts them ({@link countFramesAnalysed}) keeps of its vision worker's answers. */
interface FramesCounted { framesAnalysed: { frames: number; readings: number } }

/**
 * Counts the frames the page's vision worker has analysed, as `window.framesAnalysed`: `frames`,
 * its answers to `process` (a frame result, with its motion) and `read` (a reading, with its
 * time), as comlink posts them back (src/worker/api.ts); `readings`, those of them with the dice
 * read (a settled frame, or a photo: useVisionLoop.ts reads a photo once). A test that checks
 * that something does not happen waits for frames analysed instead of on the clock, which a
 * loaded machine makes too short. Call before the page opens.
 */
export async function countFramesAnalysed(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as FramesCounted & { Worker: typeof Worker };
    w.framesAnalysed = { frames: 0, readings: 0 };
    const Base = w.Worker;
    w.Worker = class extends Base {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        this.addEventListener('message', (event: MessageEvent) => {
          const value = (event.data as { value?: unknown } | null)?.value;
          if (typeof value !== 'object' || value === null) return;
          const frame = 'motion' in value;
          const reading = 'readMs' in value;
          if (!frame && !reading) return;
          w.framesAnalysed.frames += 1;
          if (reading || (value as { reading?: unknown }).reading) w.framesAnalysed.readings += 1;
        });
      }
    };
  });
}

/** The frames analysed so far by a page that counts them ({@link countFramesAnalysed}). */
export function framesAnalysed(page: Page): Promise<{ frames: number; readings: number }> {
  return page.evaluate(() => (window as unknown as FramesCounted).framesAnalysed);
}

/**
 * Resolves once the page ({@link countFramesAnalysed}) has analysed `count` frames (with
 * `readings`, frames whose dice were read) more than `from` (by default, than when called), and
 * has drawn a frame since, so that what the referee made of them is on the page.
 * @throws playwright's TimeoutError after `timeoutMs`
 */
export async function afterFramesAnalysed(page: Page, count: number, { from, readings = false, timeoutMs = 60_000 }: { from?: number; readings?: boolean; timeoutMs?: number } = {}): Promise<void> {
  const kind = readings ? 'readings' : 'frames';
  const start = from ?? (await framesAnalysed(page))[kind];
  await page.waitForFunction(([which, until]) => (window as unknown as FramesCounted).framesAnalysed[which] >= until, [kind, start + count] as const, { timeout: timeoutMs, polling: 50 });
  await afterPaint(page);
}

/**
 * Resolves once the page is done with the photo it shows (the status line's `data-photo-read`:
 * its settle is voted on, src/app/useVisionLoop.ts `stillRead`), whose status line starts with
 * `name` where given (a file name, so that the photo shown before it is not taken for it), and
 * has drawn a frame since, so that what the referee made of it is on the page.
 * @throws playwright's TimeoutError after `timeoutMs`
 */
export async function afterPhotoRead(page: Page, name = '', timeoutMs = 60_000): Promise<void> {
  await page.waitForFunction((start) => {
    const status = document.querySelector('[data-testid="status"]');
    return status?.getAttribute('data-photo-read') === 'true' && (status.textContent ?? '').startsWith(start);
  }, name, { timeout: timeoutMs, polling: 50 });
  await afterPaint(page);
}

/**
 * Resolves once the page has drawn `count` more animation frames: as many turns of the vision
 * loop (src/app/useVisionLoop.ts offers a frame on each one the worker is free), counted on the
 * page itself, so that a loaded machine that draws fewer frames a second waits longer.
 */
export async function afterAnimationFrames(page: Page, count: number): Promise<void> {
  await page.evaluate((left) => new Promise<void>((resolve) => {
    const next = (n: number) => requestAnimationFrame(() => (n <= 1 ? resolve() : next(n - 1)));
    next(left);
  }), count);
}

/**
 * Resolves once the page has drawn a frame and run a task after it: what an input handled
 * before (a click, a key) or a state update made shows on the page by then (React commits a
 * discrete event's update at once, and any other before the next frame).
 */
export async function afterPaint(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/**
 * A new page of `context` on which `window[storage]` throws a `SecurityError` when read, as in a
 * browser whose site data is blocked: the page must work on without it.
 */
export async function pageWithBlockedStorage(context: BrowserContext, storage: 'indexedDB' | 'localStorage'): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript((name) => {
    Object.defineProperty(window, name, { get: () => { throw new DOMException('The operation is insecure.', 'SecurityError'); } });
  }, storage);
  return page;
}
