/**
 * The live page when the camera is moved for good mid-game (a phone on a stand nudged back):
 * Chromium's fake camera plays a generated Strike game whose picture zooms out to 0.8 about its
 * middle over 0.4 s, while the dice lie still after the first collection. The outline the players
 * set must follow the mat (src/vision/pipeline.ts moves it by the motion gate's `cameraMove`; the
 * page keeps it and saves it, src/app/App.tsx), and the throws after the move must be ruled (no
 * "covered" stall). A proposed outline (none set) must follow the mat too, and nothing is saved.
 * On the review page (the same video as an MP4), an outline drawn by hand is shown where the
 * analysis moved it, and drawn again from there on a frame after the move (useArenaDrawing.ts).
 *
 * The fake camera loops the file from the moment the page opens it (a page of the same browser
 * opened later joins it where it is: each test has a browser of its own); as in
 * liveReferee.test.ts the game starts on the video's empty lead-in (harness.ts `waitForLeadIn`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyHomography } from '../../src/core/homography.ts';
import { ffmpegBinary, makeGameVideo, scriptFromSeed, type MadeGameVideo } from '../../training-data/gameVideo/index.ts';
import { hasChromium, waitForLeadIn, waitShown } from './harness.ts';
import { useAppSession } from './useAppSession.ts';

/** Empty arena at the start of the video, ms (liveReferee.test.ts `LEAD_IN_MS`). */
const LEAD_IN_MS = 12_000;
/** The zoom the camera ends at (the picture shrinks about its middle onto a grey border). */
const ZOOM = 0.8;
/** Where the page saves the outline for 640 × 360 frames (src/app/arenaStore.ts). */
const ARENA_KEY = 'dice-referee/arena/640x360';
/** How far (pixels) an outline vertex may lie from where the zoom took it. */
const TOLERANCE_PX = 5;

type Polygon = [number, number][];

/** The `data-arena` of the page's overlay, `null` when none is drawn. */
async function shownArena(page: Page): Promise<Polygon | null> {
  const attribute = await page.getByTestId('overlay-canvas').getAttribute('data-arena');
  return attribute ? (JSON.parse(attribute) as Polygon) : null;
}

/** The largest distance (pixels) between the vertices of two outlines of as many vertices, in order. */
function farthestPx(a: Polygon, b: Polygon): number {
  expect(a.length).toBe(b.length);
  return Math.max(...a.map(([x, y], i) => Math.hypot(x - b[i]![0], y - b[i]![1])));
}

describe.skipIf(!hasChromium)('the live page when the camera moves for good', () => {
  let dir: string;
  let made: MadeGameVideo;
  /** The zoom's map, frame pixels (row-major 3 × 3). */
  let zoom: number[];
  /** Chromium's flags for the fake camera playing the moved video. */
  let flags: string[];
  /** The moved video as an MP4, for the review page. */
  let movedMp4: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'dice-camera-move-'));
    // Seed 11's four throws, with 3 s of still dice after the first collection for the camera to move in.
    const game = scriptFromSeed(11, { players: ['Ann', 'Bob'], keepThrowing: true, maxThrows: 4 });
    const collect = game.steps.findIndex((step) => step.kind === 'collect');
    const steps = [...game.steps];
    steps.splice(collect + 1, 0, { kind: 'pause', ms: 3000 });
    made = await makeGameVideo({ ...game, steps: [{ kind: 'pause', ms: LEAD_IN_MS }, ...steps] }, path.join(dir, 'game.webm'), { diceSource: 'synthetic' });
    const { width, height, fps } = made.truth.timeline;
    const still = made.truth.timeline.stretches.find((stretch) => stretch.afterKind === 'collect')!;
    const fromS = ((still.startMs + 500) / 1000).toFixed(2);
    // tests/cli/review.test.ts's zoom-out: the picture padded with grey to 1/ZOOM its size, then
    // zoomed from showing the picture alone to showing it all, over 6 frames (0.4 s).
    const padW = Math.round(width / ZOOM);
    const padH = Math.round(height / ZOOM);
    const zoomOut = `pad=${padW}:${padH}:(ow-iw)/2:(oh-ih)/2:color=0x707070,zoompan=z='max(${(padW / width).toFixed(4)}-on*${((padW / width - 1) / 6).toFixed(4)}\\,1)'`
      + `:x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=1:s=${width}x${height}:fps=${fps},setsar=1`;
    const graph = `[0:v]split[a][b];[a]trim=0:${fromS},setpts=PTS-STARTPTS[a1];[b]trim=${fromS},setpts=PTS-STARTPTS,${zoomOut}[b1];[a1][b1]concat=n=2:v=1,format=yuv420p[v]`;
    const moved = path.join(dir, 'zoomed-out.y4m');
    const encoded = spawnSync(await ffmpegBinary(), ['-v', 'error', '-y', '-i', made.video.path, '-filter_complex', graph, '-map', '[v]', '-r', String(fps), moved]);
    expect(encoded.status, encoded.stderr?.toString()).toBe(0);
    movedMp4 = path.join(dir, 'zoomed-out.mp4');
    const mp4 = spawnSync(await ffmpegBinary(), ['-v', 'error', '-y', '-i', moved, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', movedMp4]);
    expect(mp4.status, mp4.stderr?.toString()).toBe(0);
    const [sx, sy] = [width / padW, height / padH];
    zoom = [sx, 0, (width / 2) * (1 - sx), 0, sy, (height / 2) * (1 - sy), 0, 0, 1];
    flags = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${moved}`];
  }, 180_000);
  // A browser for each test: the fake camera plays on from where it was for a second page of the same browser.
  const session = useAppSession({ perTest: true, flags: (test) => (test?.startsWith('review') ? [] : flags) });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Opens the page with `saved` as the outline kept on this device (none: `null`), starts a game
   * on the video's lead-in, and returns the page and the outline it shows then.
   */
  async function startedGame(saved: Polygon | null): Promise<{ page: Page; before: Polygon }> {
    const page = await session.context.newPage();
    await page.addInitScript(([key, value]) => {
      if (value) localStorage.setItem(key!, value);
      else localStorage.removeItem(key!);
    }, [ARENA_KEY, saved ? JSON.stringify(saved) : null]);
    await page.goto(session.url);
    await page.getByRole('button', { name: 'Diagnostics' }).click();
    await waitForLeadIn(page, LEAD_IN_MS, 90_000);
    await page.getByTestId('new-game').click();
    await page.getByTestId('setup-start').click();
    await expect.poll(() => shownArena(page), { timeout: 30_000 }).not.toBeNull();
    return { page, before: (await shownArena(page))! };
  }

  /** Waits for the outline shown to move off `before`, and returns where it went. */
  async function movedArena(page: Page, before: Polygon): Promise<Polygon> {
    await expect.poll(async () => {
      const now = await shownArena(page);
      return now ? farthestPx(now, before) : 0;
    }, { timeout: 60_000, interval: 200 }).toBeGreaterThan(TOLERANCE_PX);
    await page.waitForTimeout(1000);
    return (await shownArena(page))!;
  }

  /** Waits for the game's rulings, and expects them to be the clean video's. */
  async function expectRulings(page: Page): Promise<void> {
    const expected = made.truth.rulings.map((ruling) => ruling.text);
    await expect.poll(async () => (await page.getByTestId('log-say').allTextContents()).length, { timeout: 60_000, interval: 500 })
      .toBeGreaterThanOrEqual(expected.length);
    expect((await page.getByTestId('log-say').allTextContents()).slice(0, expected.length)).toEqual(expected);
  }

  it('moves the outline the players set with the mat, saves it there, and rules the throws after the move', async () => {
    // A 16-gon just inside the mat (an ellipse), as players would drag it.
    const mat = made.truth.timeline.arena;
    const outline: Polygon = Array.from({ length: 16 }, (_, i) => {
      const angle = (i / 16) * 2 * Math.PI;
      return [Math.round(mat.cx + 0.95 * mat.rx * Math.cos(angle)), Math.round(mat.cy + 0.95 * mat.ry * Math.sin(angle))];
    });
    const { page, before } = await startedGame(outline);
    expect(before).toEqual(outline);
    const after = await movedArena(page, before);
    const expected = before.map((vertex) => applyHomography(zoom, vertex));
    expect(farthestPx(after, expected), JSON.stringify({ after, expected })).toBeLessThanOrEqual(TOLERANCE_PX);
    // Saved where it went: the camera's next visit finds it there.
    const saved = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), ARENA_KEY)) ?? 'null') as Polygon;
    expect(saved).toEqual(after);
    await expectRulings(page);
    expect(farthestPx((await shownArena(page))!, expected)).toBeLessThanOrEqual(TOLERANCE_PX);
    await page.close();
  }, 240_000);

  it('moves a proposed outline with the mat too, saves none, and rules the throws after the move', async () => {
    const { page, before } = await startedGame(null);
    // Proposed on the mat before the move; proposed again on the moved picture about where the zoom took it.
    const box = (polygon: Polygon) => {
      const xs = polygon.map(([x]) => x);
      const ys = polygon.map(([, y]) => y);
      return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    };
    const mat = made.truth.timeline.arena;
    const farthestSide = (a: number[], b: number[]) => Math.max(...a.map((v, i) => Math.abs(v - b[i]!)));
    const matBox = [mat.cx - mat.rx, mat.cy - mat.ry, mat.cx + mat.rx, mat.cy + mat.ry];
    expect(farthestSide(box(before), matBox), JSON.stringify(before)).toBeLessThanOrEqual(4 * TOLERANCE_PX);
    const expected = box(before.map((vertex) => applyHomography(zoom, vertex)));
    await expect.poll(async () => farthestSide(box((await shownArena(page))!), expected), { timeout: 60_000, interval: 200 })
      .toBeLessThanOrEqual(2 * TOLERANCE_PX);
    expect(await page.evaluate((key) => localStorage.getItem(key), ARENA_KEY)).toBeNull();
    await expectRulings(page);
    // By then the outline may have been proposed afresh on the moved picture (every 10 s of settled
    // frames, dice lying on the mat): as near the moved mat as the first proposal lay to the mat,
    // not to the first proposal moved (ci62c: 11.6 px from it after the rulings, within 10 px right after the move).
    const movedMat = box([[matBox[0]!, matBox[1]!], [matBox[2]!, matBox[1]!], [matBox[2]!, matBox[3]!], [matBox[0]!, matBox[3]!]].map((corner) => applyHomography(zoom, corner as [number, number])));
    expect(farthestSide(box((await shownArena(page))!), movedMat)).toBeLessThanOrEqual(4 * TOLERANCE_PX);
    await page.close();
  }, 240_000);

  it('review: shows the outline drawn by hand where the analysis moved it with the camera, and draws it again where it was used', async () => {
    const page = await session.context.newPage();
    await page.goto(`${session.url}review.html`);
    const reviewed = () => waitShown(session, page, 'review-speed', 200_000, ['review-error', 'review-progress', 'review-time']);
    await page.getByTestId('review-file').setInputFiles(movedMp4);
    await reviewed();
    const seek = page.getByTestId('timeline-seek');
    /** One frame of the video, ms. */
    const frameMs = 1000 / made.truth.timeline.fps;
    /**
     * Shows entry `i`'s frame and returns the outline drawn over it: once the time shown is the
     * entry's (at its time, or within a frame after it), the overlay drawn in the same update is
     * its frame's. (A time shown only at or after the entry's passed at once on the frame shown
     * before the seek, the video's end after an analysis, whose outline it then read: the
     * fixed 300 ms wait that followed was too short on a loaded machine.)
     */
    const entryArena = async (i: number): Promise<Polygon | null> => {
      await seek.nth(i).click();
      await expect.poll(async () => Number(await page.getByTestId('timeline-entry').nth(i).getAttribute('data-t-ms')) - Number(await page.getByTestId('review-time').getAttribute('data-time-ms')), { timeout: 30_000 })
        .toSatisfy((ms: number) => ms <= 0 && ms >= -frameMs);
      return shownArena(page);
    };
    // The start die's entry (the second: the first, the empty arena, has no outline), before the move:
    // the outline proposed on it, its first vertex dragged 12 px left, is the reviewer's outline.
    const proposed = (await entryArena(1))!;
    await page.getByTestId('review-arena').click();
    const overlay = page.getByTestId('overlay-canvas');
    const { width, height } = made.truth.timeline;
    let box = (await overlay.boundingBox())!;
    const toScreen = ([x, y]: readonly [number, number]) => [box.x + (x / width) * box.width, box.y + (y / height) * box.height] as const;
    const corner = proposed[0]!;
    await page.mouse.move(...toScreen(corner));
    await page.mouse.down();
    await page.mouse.move(...toScreen([corner[0] - 12, corner[1]]), { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => (await shownArena(page))![0]![0]).toBeLessThan(corner[0] - 6);
    const drawn = (await shownArena(page))!;
    await page.keyboard.press('Escape');
    await page.getByTestId('review-analyse').click();
    await expect.poll(() => page.getByTestId('review-speed').count()).toBe(0);
    await reviewed();
    // The start die's entry shows it as drawn; the last (after the move), where the zoom took it.
    expect(farthestPx((await entryArena(1))!, drawn)).toBeLessThanOrEqual(1);
    const last = (await seek.count()) - 1;
    const moved = drawn.map((vertex) => applyHomography(zoom, vertex));
    const used = (await entryArena(last))!;
    expect(farthestPx(used, moved), JSON.stringify({ used, moved })).toBeLessThanOrEqual(TOLERANCE_PX);
    // Drawing again on that frame starts from the outline used on it, not from where it was drawn before the move.
    await page.getByTestId('review-arena').click();
    expect(farthestPx((await shownArena(page))!, used)).toBeLessThanOrEqual(1);
    // A corner dragged 10 px down there is that corner of the first picture's outline dragged 10 / 0.8 px down.
    const dragged = used[2]!;
    box = (await overlay.boundingBox())!;
    await page.mouse.move(...toScreen(dragged));
    await page.mouse.down();
    await page.mouse.move(...toScreen([dragged[0], dragged[1] + 10]), { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => (await shownArena(page))![2]![1]).toBeGreaterThan(dragged[1] + 5);
    const draggedTo = (await shownArena(page))![2]!;
    await page.keyboard.press('Escape');
    await page.getByTestId('review-analyse').click();
    await expect.poll(() => page.getByTestId('review-speed').count()).toBe(0);
    await reviewed();
    const first = (await entryArena(1))!;
    expect(first[2]![1] - drawn[2]![1]).toBeCloseTo((draggedTo[1] - dragged[1]) / ZOOM, 0);
    expect(farthestPx(first.filter((_, i) => i !== 2), drawn.filter((_, i) => i !== 2))).toBeLessThanOrEqual(1);
    const usedAfter = (await entryArena(last))!;
    expect(farthestPx(usedAfter, first.map((vertex) => applyHomography(zoom, vertex))), JSON.stringify({ usedAfter, first })).toBeLessThanOrEqual(TOLERANCE_PX);
    await page.close();
  }, 600_000);
});
