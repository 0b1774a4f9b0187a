import { beforeAll, describe, expect, it } from 'vitest';
import type { RgbaFrame } from '../core/types.ts';
import { randomScene, sceneSvg } from '../../training-data/arenaScene.ts';
import { applyHomography } from '../core/homography.ts';
import { findCameraMove } from './cameraMove.ts';
import { withMatScope } from './matScope.ts';
import { classicalReader } from './dieReader.ts';
import { MotionGate, type MotionGateOutput } from './motionGate.ts';
import { loadOpenCvNode } from './opencv-node.ts';
import type { OpenCv } from './opencv.ts';
import { VisionPipeline } from './pipeline.ts';
import { noisyFrame, renderSvg } from './testing/arenaFrames.ts';

const W = 640;
const H = 480;
const STEP_MS = 100;

const render = renderSvg;
/** Adds ±`amp` grey-level noise (fixed seed) to a copy of a frame: a webcam never gives two equal frames. */
const noisy = (f: RgbaFrame, seed: number, amp = 4): RgbaFrame => noisyFrame(f, seed, amp);

/** A homography (row-major) turning by `deg` and scaling by `scale` about the frame's middle, then shifting by `(dx, dy)` pixels. */
function cameraHomography(deg: number, scale: number, dx: number, dy: number): number[] {
  const c = scale * Math.cos((deg * Math.PI) / 180);
  const s = scale * Math.sin((deg * Math.PI) / 180);
  const [mx, my] = [W / 2, H / 2];
  return [c, -s, mx - c * mx + s * my + dx, s, c, my - s * mx - c * my + dy, 0, 0, 1];
}

describe('findCameraMove', () => {
  let cv: OpenCv;
  let scene: ReturnType<typeof randomScene>;
  let before: RgbaFrame;
  let hand: RgbaFrame;
  const truth = cameraHomography(3, 0.85, 20, -10);
  /** `frame` seen through `homography`, the border the table's grey. */
  const warp = (frame: RgbaFrame, homography: number[]): RgbaFrame => withMatScope((scope) => {
    const out = scope.add(new cv.Mat());
    cv.warpPerspective(scope.add(cv.matFromArray(H, W, cv.CV_8UC4, frame.data)), out, scope.add(cv.matFromArray(3, 3, cv.CV_64FC1, homography)),
      new cv.Size(W, H), cv.INTER_LINEAR, cv.BORDER_CONSTANT, new cv.Scalar(90, 90, 90, 255));
    return { width: W, height: H, data: Uint8Array.from(out.data) };
  });
  /** A working picture of `frame` as the gate makes it (4 × 4 boxes: 160 × 120). */
  const work = (frame: RgbaFrame) => {
    const rgb = new Uint8Array(160 * 120 * 3);
    for (let y = 0; y < 120; y++) {
      for (let x = 0; x < 160; x++) {
        for (let k = 0; k < 3; k++) {
          let sum = 0;
          for (let dy = 0; dy < 4; dy++) for (let dx = 0; dx < 4; dx++) sum += frame.data[((y * 4 + dy) * W + x * 4 + dx) * 4 + k]!;
          rgb[(y * 160 + x) * 3 + k] = Math.round(sum / 16);
        }
      }
    }
    return { rgb, w: 160, h: 120, factor: 4 };
  };

  beforeAll(async () => {
    cv = await loadOpenCvNode();
    scene = randomScene(['3', '5', 'X', '1', '2', '4'], { width: W, height: H, sizePx: 40, seed: 11 });
    const armSvg = '<g fill="#d6a282"><rect x="-20" y="190" width="300" height="90" rx="40"/><ellipse cx="300" cy="235" rx="80" ry="70"/></g>';
    [before, hand] = await Promise.all([render(sceneSvg(scene)), render(sceneSvg(scene).replace('</svg>', `${armSvg}</svg>`))]);
  }, 60_000);

  it('finds a camera turned by 3°, zoomed out to 0.85 and shifted, to within 2 pixels over the frame and at the arena\'s corners', () => {
    const moved = warp(before, truth);
    const move = findCameraMove(cv, noisy(before, 1), noisy(moved, 2), work(before));
    expect(move).not.toBeNull();
    expect(move!.inliers).toBeGreaterThanOrEqual(20);
    for (const corner of [[0, 0], [W, 0], [W, H], [0, H], [W / 2, H / 2], ...scene.arena] as [number, number][]) {
      const [x, y] = applyHomography(move!.homography, corner);
      const [u, v] = applyHomography(truth, corner);
      expect(Math.hypot(x - u, y - v)).toBeLessThan(2);
    }
    // The background's working picture seen from the new position: in view over the middle, not at the frame's corner.
    expect(move!.valid[60 * 160 + 80]).toBe(1);
    expect(move!.valid[0]).toBe(0);
  });

  it('finds no move between two different scenes', async () => {
    const other = await render(sceneSvg(randomScene(['6', '6', '2'], { width: W, height: H, sizePx: 40, seed: 5 })));
    const move = findCameraMove(cv, before, other, work(before));
    // Either nothing fits, or what fits leaves the frame where it was (the mat's rim, which both share).
    if (move) for (const corner of [[0, 0], [W, H]] as [number, number][]) expect(Math.hypot(...applyHomography(move.homography, corner).map((c, i) => c - corner[i]!) as [number, number])).toBeLessThan(1);
  });

  it('throws a RangeError for frames of two sizes', () => {
    const small: RgbaFrame = { width: 320, height: 240, data: new Uint8Array(320 * 240 * 4) };
    expect(() => findCameraMove(cv, before, small, work(before))).toThrow(RangeError);
  });

  it('moves the arena the user gave with the camera, in the pipeline, until another is given', async () => {
    const pipeline = new VisionPipeline(cv, classicalReader(cv), { motion: { settleMs: 500 } });
    const moved = warp(before, truth);
    const arena = scene.arena.map(([x, y]): [number, number] => [x, y]);
    let t = 0;
    const frames = [...Array<RgbaFrame>(8).fill(before), ...Array<RgbaFrame>(8).fill(moved)];
    const results = [];
    for (const [i, f] of frames.entries()) results.push(await pipeline.process(noisy(f, i + 1), (t += STEP_MS), { dieKind: 'd6', arena, read: false }));
    expect(results.filter((r) => r.motion.cameraMove)).toHaveLength(1);
    const last = results.at(-1)!;
    expect(last.arenaSource).toBe('user');
    expect(last.motion.state).toBe('settled');
    last.arena!.forEach((vertex, i) => {
      const [u, v] = applyHomography(truth, arena[i]!);
      // Within 1.5 working pixels of the motion gate (4 frame pixels each here), through two noisy
      // frames (±4 grey levels): over 18 such moves of rendered arenas the worst corner was 0.3–3.6 px off.
      expect(Math.hypot(vertex[0] - u, vertex[1] - v)).toBeLessThan(6);
    });
    // Another outline given (the players dragged it): taken as it is.
    const dragged: [number, number][] = [[60, 60], [580, 60], [580, 420], [60, 420]];
    expect((await pipeline.process(noisy(moved, 99), (t += STEP_MS), { dieKind: 'd6', arena: dragged, read: false })).arena).toEqual(dragged);
  });

  describe('in the motion gate (live: no cuts)', () => {
    const states = (out: MotionGateOutput[]): string[] => out.map((o) => o.state);
    /** Feeds `frames` (each held `n` frames, noisy) to `gate` from t = 0, every 100 ms. */
    const feed = (gate: MotionGate, frames: [RgbaFrame, number][]): MotionGateOutput[] => {
      let t = 0;
      let seed = 1;
      return frames.flatMap(([f, n]) => Array.from({ length: n }, () => gate.update(noisy(f, seed++), (t += STEP_MS), scene.arena, scene.dice.length)));
    };
    const finder = () => (background: RgbaFrame, picture: RgbaFrame, backgroundWork: Parameters<typeof findCameraMove>[3]) => findCameraMove(cv, background, picture, backgroundWork);

    it('learns the picture of a camera moved as soon as it is still, and says how it moved', () => {
      const moved = warp(before, truth);
      const withFinder = feed(new MotionGate({ settleMs: 500 }, finder()), [[before, 8], [moved, 30]]);
      const after = withFinder.slice(8);
      // Settled settleMs after the move (the first moved frame starts the still period).
      expect(states(after)).toEqual([...Array<string>(5).fill('moving'), ...Array<string>(25).fill('settled')]);
      const said = after.filter((o) => o.cameraMove);
      expect(said).toHaveLength(1);
      const [x, y] = applyHomography(said[0]!.cameraMove!, [100, 100]);
      const [u, v] = applyHomography(truth, [100, 100]);
      expect(Math.hypot(x - u, y - v)).toBeLessThan(2);
      // Without a finder, the moved camera is an obstruction until relearnStillMs (6 s).
      const without = feed(new MotionGate({ settleMs: 500 }), [[before, 8], [moved, 30]]).slice(8);
      expect(states(without)).toEqual(Array<string>(30).fill('moving'));
      expect(without[10]!.obstructionShare).toBeGreaterThan(0.04);
    });

    it('learns a camera moved while 8 dice were thrown, though they match nothing and differ over more of the arena than a hand may cover', async () => {
      // The 6 dice of the settled arena stay; 8 more land while the camera turns, zooms out and shifts.
      const thrown = randomScene(['3', '5', 'X', '1', '2', '4', '6', '6', '2', '3', '5', '1', '4', 'X'], { width: W, height: H, sizePx: 40, seed: 11 });
      const [settled, landed] = await Promise.all([render(sceneSvg({ ...thrown, dice: thrown.dice.slice(0, 6) })), render(sceneSvg(thrown))]);
      const out = feed(new MotionGate({ settleMs: 500 }, finder()), [[settled, 8], [warp(landed, truth), 30]]).slice(8);
      expect(states(out)).toEqual([...Array<string>(5).fill('moving'), ...Array<string>(25).fill('settled')]);
      const said = out.filter((o) => o.cameraMove);
      expect(said).toHaveLength(1);
      const [x, y] = applyHomography(said[0]!.cameraMove!, [100, 100]);
      const [u, v] = applyHomography(truth, [100, 100]);
      expect(Math.hypot(x - u, y - v)).toBeLessThan(2);
    });

    it('says how a camera zoomed in moved, though the mat it shows leaves the arena unobstructed (what lies outside changed)', () => {
      const zoomIn = cameraHomography(0, 1.2, 0, 0);
      const out = feed(new MotionGate({ settleMs: 500 }, finder()), [[before, 8], [warp(before, zoomIn), 30]]).slice(8);
      expect(out.slice(5).every((o) => o.obstructionShare < 0.04)).toBe(true);
      expect(states(out)).toEqual([...Array<string>(5).fill('moving'), ...Array<string>(25).fill('settled')]);
      const said = out.filter((o) => o.cameraMove);
      expect(said).toHaveLength(1);
      expect(out.indexOf(said[0]!)).toBe(5);
      for (const corner of scene.arena) {
        const [x, y] = applyHomography(said[0]!.cameraMove!, corner);
        const [u, v] = applyHomography(zoomIn, corner);
        expect(Math.hypot(x - u, y - v)).toBeLessThan(2);
      }
    });

    it('says no camera move when the camera stayed and only what lies outside the arena changed', () => {
      const aside = sceneSvg(scene).replace('</svg>', '<rect x="2" y="2" width="30" height="30" fill="#d6a282"/></svg>');
      return render(aside).then((withHandAside) => {
        const out = feed(new MotionGate({ settleMs: 500 }, finder()), [[before, 8], [withHandAside, 20]]).slice(8);
        expect(out.every((o) => o.cameraMove === null)).toBe(true);
        expect(out.at(-1)!.state).toBe('settled');
      });
    });

    it('keeps a hand held still a hand: no camera move explains it', () => {
      const out = feed(new MotionGate({ settleMs: 500 }, finder()), [[before, 8], [hand, 30]]).slice(8);
      expect(states(out)).toEqual(Array<string>(30).fill('moving'));
      expect(out.every((o) => o.cameraMove === null)).toBe(true);
    });

    it('keeps a hand a hand when the camera moved under it as well', () => {
      const out = feed(new MotionGate({ settleMs: 500 }, finder()), [[before, 8], [warp(hand, truth), 30]]).slice(8);
      expect(states(out)).toEqual(Array<string>(30).fill('moving'));
    });
  });
});
