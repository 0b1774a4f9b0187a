import { describe, expect, it } from 'vitest';
import type { RgbaFrame } from '../core/types.ts';
import { randomScene, sceneSvg, seededRandom } from '../../training-data/arenaScene.ts';
import { MotionGate, resolveMotionGateConfig, type MotionGateOutput } from './motionGate.ts';
import { noisyFrame, renderSvg } from './testing/arenaFrames.ts';

type Rgb = [number, number, number];
type Rect = { x0: number; y0: number; x1: number; y1: number; rgb: Rgb };

const W = 160;
const H = 120;
const MAT: Rgb = [110, 115, 120];
const WALL: Rgb = [40, 40, 45];
const SKIN: Rgb = [214, 160, 130];
const ARENA: [number, number][] = [[12, 12], [148, 12], [148, 108], [12, 108]];
const STEP_MS = 100;
/** 160×120 frames worked at 80×60 (2×2 boxes); 100 ms between frames. */
const CONFIG = { workSidePx: 80, settleMs: 500, relearnStillMs: 3000 } as const;

/** A wall-coloured frame with a mat-coloured arena, rectangles drawn over it, and optional uniform noise. */
function frame(rects: readonly Rect[], noise = 0, seed = 1): RgbaFrame {
  const data = new Uint8ClampedArray(W * H * 4);
  const random = seededRandom(seed);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      let c: Rgb = x >= 12 && x < 148 && y >= 12 && y < 108 ? MAT : WALL;
      for (const r of rects) if (x >= r.x0 && x < r.x1 && y >= r.y0 && y < r.y1) c = r.rgb;
      const i = (y * W + x) * 4;
      for (let k = 0; k < 3; k++) data[i + k] = c[k]! + (noise > 0 ? Math.round((random() * 2 - 1) * noise) : 0);
      data[i + 3] = 255;
    }
  }
  return { width: W, height: H, data };
}

/** A 10-pixel die at (x, y), top-left corner. */
const die = (x: number, y: number, rgb: Rgb = [240, 238, 230]): Rect => ({ x0: x, y0: y, x1: x + 10, y1: y + 10, rgb });
/** A forearm from the left frame edge to `reachX`, with a palm at its end. */
const arm = (reachX: number): Rect[] => [
  { x0: 0, y0: 50, x1: reachX, y1: 70, rgb: SKIN },
  { x0: Math.max(0, reachX - 24), y0: 42, x1: reachX, y1: 78, rgb: SKIN },
];
const DICE = [die(40, 40), die(90, 70, [200, 40, 40]), die(120, 30, [30, 30, 30])];

/** Feeds frames at 100 ms steps from `t0Ms`; returns the outputs. */
function run(gate: MotionGate, frames: readonly RgbaFrame[], t0Ms = 0, diceCount?: number): MotionGateOutput[] {
  return frames.map((f, i) => gate.update(f, t0Ms + i * STEP_MS, ARENA, diceCount));
}
const states = (outputs: readonly MotionGateOutput[]): string[] => outputs.map((o) => o.state);
const repeat = <T>(value: T, n: number): T[] => Array.from({ length: n }, () => value);

describe('MotionGate', () => {
  it('settles a still scene exactly settleMs after the first frame', () => {
    const gate = new MotionGate(CONFIG);
    const out = run(gate, repeat(frame(DICE), 8));
    expect(states(out)).toEqual([...repeat('moving', 5), ...repeat('settled', 3)]);
    expect(out.map((o) => o.settledForMs)).toEqual([0, 0, 0, 0, 0, 500, 600, 700]);
    expect(out.map((o) => o.stillForMs)).toEqual([0, 100, 200, 300, 400, 500, 600, 700]);
    expect(out.every((o) => o.changedShare === 0)).toBe(true);
  });

  it('says moving while a die slides, then settled settleMs after its last move', () => {
    const gate = new MotionGate(CONFIG);
    // The die slides 8 px a frame over frames 0..5, then lies still.
    const frames = Array.from({ length: 14 }, (_, i) => frame([...DICE, die(20 + 8 * Math.min(i, 5), 85)]));
    const out = run(gate, frames);
    expect(states(out)).toEqual([...repeat('moving', 10), ...repeat('settled', 4)]);
    expect(out[10]!.settledForMs).toBe(500);
    // A 10 px die moving 8 px changes about 2 × 8×10 px of the 136×96 arena, 1.2 %, less a
    // working pixel (2 px) at each side that a shift of the picture could explain: 0.9 %.
    for (const o of out.slice(1, 6)) expect(o.changedShare).toBeGreaterThan(0.008);
    for (const o of out.slice(6)) expect(o.changedShare).toBe(0);
  });

  it('stays settled while the camera sways by a working pixel, and still sees a die land meanwhile (helper 155)', () => {
    /** `f` moved `dx`, `dy` frame pixels (edges repeated): a camera that sways. */
    const shifted = (f: RgbaFrame, dx: number, dy: number): RgbaFrame => {
      const data = new Uint8ClampedArray(f.data.length);
      for (let y = 0; y < H; y++) {
        for (let x = 0; x < W; x++) {
          const from = (Math.min(H - 1, Math.max(0, y - dy)) * W + Math.min(W - 1, Math.max(0, x - dx))) * 4;
          data.set(f.data.subarray(from, from + 4), (y * W + x) * 4);
        }
      }
      return { ...f, data };
    };
    // ±1 frame pixel: frames differ by up to 2 px, a working pixel at this gate's size (a 960 px
    // wide frame's working pixel is 6 px).
    const sway: readonly [number, number][] = [[1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1], [0, -1], [1, -1]];
    const gate = new MotionGate(CONFIG);
    const swaying = Array.from({ length: 24 }, (_, i) => shifted(frame(DICE), ...sway[i % sway.length]!));
    const out = run(gate, [...repeat(frame(DICE), 6), ...swaying]);
    expect(states(out)).toEqual([...repeat('moving', 5), ...repeat('settled', 25)]);
    // A die lands while it sways: moving, then settled again settleMs after.
    const landed = Array.from({ length: 8 }, (_, i) => shifted(frame([...DICE, die(70, 20)]), ...sway[i % sway.length]!));
    const after = run(gate, landed, 3000);
    expect(states(after)).toEqual(['moving', ...repeat('moving', 4), ...repeat('settled', 3)]);
    // Moved wholesale by 6 px, the picture is no sway: moving.
    expect(run(gate, [shifted(frame([...DICE, die(70, 20)]), 6, 0)], 3800)[0]!.state).toBe('moving');
  });

  it('ignores camera noise of ±12 grey levels per pixel', () => {
    const gate = new MotionGate(CONFIG);
    const out = run(gate, Array.from({ length: 8 }, (_, i) => frame(DICE, 12, i + 1)));
    expect(states(out)).toEqual([...repeat('moving', 5), ...repeat('settled', 3)]);
    for (const o of out.slice(1)) expect(o.changedShare).toBeLessThanOrEqual(0.003);
  });

  it('keeps saying moving while an arm that reached in from the edge holds still, and settles once it leaves', () => {
    const gate = new MotionGate(CONFIG);
    const still = repeat(frame(DICE), 6); // settled at t = 500
    const reaching = [30, 50, 70].map((x) => frame([...DICE, ...arm(x)])); // t = 600..800
    const holding = repeat(frame([...DICE, ...arm(70)]), 20); // t = 900..2800, arm still
    const leaving = [frame([...DICE, ...arm(30)])]; // t = 2900
    const after = repeat(frame(DICE), 7); // t = 3000..3600
    const out = run(gate, [...still, ...reaching, ...holding, ...leaving, ...after]);
    expect(states(out)).toEqual([
      ...repeat('moving', 5), 'settled',
      ...repeat('moving', 3 + 20 + 1),
      ...repeat('moving', 5), 'settled', 'settled',
    ]);
    // The still arm: no frame change, but a large region differing from the background, touching the rim.
    for (const o of out.slice(10, 29)) {
      expect(o.changedShare).toBe(0);
      expect(o.obstructionShare).toBeGreaterThan(0.08);
    }
    expect(out[34]!.obstructionShare).toBe(0);
  });

  it('accepts a still obstruction as the new background after relearnStillMs', () => {
    const gate = new MotionGate(CONFIG);
    const out = run(gate, [...repeat(frame(DICE), 6), frame([...DICE, ...arm(70)]), ...repeat(frame([...DICE, ...arm(70)]), 32)]);
    // The arm arrives at t = 600 and holds still: moving until t = 600 + 3000.
    expect(out.findIndex((o, i) => i > 6 && o.state !== 'moving')).toBe(36);
    expect(out[36]).toMatchObject({ state: 'settled', settledForMs: 3000 });
    expect(out[35]!.state).toBe('moving');
  });

  it('takes a picture after a blank lead-in, or the same arena in other light, for a new scene, not a hand: learnt at settleMs', () => {
    const black = { width: W, height: H, data: Uint8ClampedArray.from({ length: W * H * 4 }, (_, i) => ((i & 3) === 3 ? 255 : 0)) };
    // A recording's black lead-in (1 s), learnt as the first background, then the arena.
    const gate = new MotionGate(CONFIG);
    const out = run(gate, [...repeat(black, 10), ...repeat(frame(DICE), 8)]);
    expect(out[9]!.state).toBe('settled');
    expect(out[10]!.obstructionShare).toBe(1);
    expect(states(out.slice(10))).toEqual([...repeat('moving', 5), 'settled', 'settled', 'settled']);
    // The camera's exposure settles darker (every pixel 30 grey levels down) with the dice still:
    // a change of light over the whole arena is no motion (helper 164), so the arena stays settled.
    const darker = (rects: readonly Rect[]): RgbaFrame => {
      const f = frame(rects);
      return { ...f, data: f.data.map((v, i) => ((i & 3) === 3 ? v : Math.max(0, v - 30))) };
    };
    const dimmed = run(new MotionGate(CONFIG), [...repeat(frame(DICE), 6), ...repeat(darker(DICE), 7)]);
    // (The wall beyond it changed too: once that is still, one frame is re-read for what lies beside the arena.)
    expect(states(dimmed)).toEqual([...repeat('moving', 5), ...repeat('settled', 6), 'moving', 'settled']);
    expect(dimmed[11]!.outsideMoved).toBe(true);
    // Every channel moved alike over the dice and the mat, which show through: a change of light, no obstruction.
    expect(dimmed[6]!.obstructionShare).toBe(0);
    // A die moved after it is seen moving, and the arena in its new light is learnt at settleMs: a new scene, not a hand.
    const moved = run(new MotionGate(CONFIG), [...repeat(frame(DICE), 6), ...repeat(darker(DICE), 2), ...repeat(darker([die(60, 20), die(30, 80)]), 7)]);
    expect(states(moved.slice(8))).toEqual([...repeat('moving', 5), 'settled', 'settled']);
  });

  it('takes a cut in a recording (another still picture from one frame to the next) for a new scene, but never a hand, nor a jump live', () => {
    // The next still of an edited video: the camera a little off (the arena's print shifted), the dice elsewhere.
    const stripes = (dx: number): Rect[] => Array.from({ length: 8 }, (_, k) => ({ x0: 12 + k * 18 + dx, y0: 12, x1: 20 + k * 18 + dx, y1: 108, rgb: [70, 75, 80] as Rgb }));
    const before = frame([...stripes(0), ...DICE]);
    const after = frame([...stripes(6), die(60, 20), die(30, 80, [200, 40, 40])]);
    const runCut = (cuts: boolean): MotionGateOutput[] => {
      const gate = new MotionGate(CONFIG);
      return [...repeat(before, 6), ...repeat(after, 8)].map((f, i) => gate.update(f, i * STEP_MS, ARENA, undefined, { cuts }));
    };
    const recorded = runCut(true);
    expect(recorded[7]!.obstructionShare).toBeGreaterThan(0.04);
    // Settled settleMs after the cut, as after any still frame.
    expect(states(recorded.slice(6))).toEqual([...repeat('moving', 5), 'settled', 'settled', 'settled']);
    // Live, the same jump is taken for a hand until relearnStillMs.
    expect(states(runCut(false).slice(6))).toEqual(repeat('moving', 8));
    // A cut to another scene altogether (another mat colour): changed everywhere, one region.
    const elsewhere = frame([{ x0: 0, y0: 0, x1: W, y1: H, rgb: [150, 90, 60] }, die(60, 20), die(30, 80)]);
    const otherScene = new MotionGate(CONFIG);
    const toElsewhere = [...repeat(before, 6), ...repeat(elsewhere, 8)].map((f, i) => otherScene.update(f, i * STEP_MS, ARENA, undefined, { cuts: true }));
    expect(toElsewhere[7]!.obstructionShare).toBeGreaterThan(0.9);
    expect(states(toElsewhere.slice(6))).toEqual([...repeat('moving', 5), 'settled', 'settled', 'settled']);
    // A hand reaching in over frames, in a recording: still a hand.
    const gate = new MotionGate(CONFIG);
    const frames = [...repeat(frame(DICE), 6), ...[30, 50, 70].map((x) => frame([...DICE, ...arm(x)])), ...repeat(frame([...DICE, ...arm(70)]), 10)];
    expect(states(frames.map((f, i) => gate.update(f, i * STEP_MS, ARENA, undefined, { cuts: true })).slice(6))).toEqual(repeat('moving', 13));
    // A resting hand that twitches once (helper 102): not from a settled scene, so no cut.
    const twitch = new MotionGate(CONFIG);
    const resting = [...frames, frame([...DICE, ...arm(76)]), ...repeat(frame([...DICE, ...arm(76)]), 10)];
    expect(states(resting.map((f, i) => twitch.update(f, i * STEP_MS, ARENA, undefined, { cuts: true })).slice(6))).toEqual(repeat('moving', 24));
    // A hand there in one frame from a settled scene (a slow frame rate): its change is one region, so no cut.
    const sudden = new MotionGate(CONFIG);
    const arrived = [...repeat(frame(DICE), 6), ...repeat(frame([...DICE, ...arm(70)]), 10)];
    expect(states(arrived.map((f, i) => sudden.update(f, i * STEP_MS, ARENA, undefined, { cuts: true })).slice(6))).toEqual(repeat('moving', 10));
  });

  it('takes a brighter lamp on a coloured mat for a change of light: every channel times one gain', () => {
    const green: Rect = { x0: 12, y0: 12, x1: 148, y1: 108, rgb: [50, 110, 60] };
    const scene = frame([green, ...DICE]);
    const lit = { ...scene, data: scene.data.map((v, i) => ((i & 3) === 3 ? v : Math.min(255, Math.round(v * 1.8)))) };
    const out = run(new MotionGate(CONFIG), [...repeat(scene, 6), ...repeat(lit, 7)]);
    // The channels rise by 40, 88 and 48 grey levels: no one shift, but one gain.
    expect(states(out)).toEqual([...repeat('moving', 5), 'settled', ...repeat('moving', 5), 'settled', 'settled']);
  });

  it('keeps a hand a hand, however much of the arena it covers: no change of light explains it', () => {
    // A forearm across the whole arena (about a third of it), and a box over nine tenths of it.
    const wide = [{ x0: 0, y0: 40, x1: 148, y1: 80, rgb: SKIN }];
    const most = [{ x0: 0, y0: 0, x1: 160, y1: 100, rgb: SKIN }];
    for (const cover of [wide, most]) {
      const out = run(new MotionGate(CONFIG), [...repeat(frame(DICE), 6), ...repeat(frame([...DICE, ...cover]), 20)]);
      expect(states(out.slice(6))).toEqual(repeat('moving', 20));
      expect(out[10]!.obstructionShare).toBeGreaterThan(0.3);
    }
  });

  /** `f` with every channel of the pixels left of `edgeX` multiplied by `gain`, over a soft edge 10 pixels wide (a shadow cast from the left). */
  const shadowed = (f: RgbaFrame, edgeX: number, gain: number): RgbaFrame => ({
    ...f,
    data: f.data.map((v, i) => {
      if ((i & 3) === 3) return v;
      const x = (i >> 2) % W;
      const depth = Math.min(1, Math.max(0, (edgeX - x) / 10));
      return Math.round(v * (1 - depth * (1 - gain)));
    }),
  });
  const GREEN: Rect = { x0: 12, y0: 12, x1: 148, y1: 108, rgb: [50, 110, 60] };

  it('takes a dark shadow over part of the arena (someone leaning over it) for a change of light, not a hand, and sees a die land in it (helper 155)', () => {
    for (const mat of [[GREEN], []]) {
      const scene = frame([...mat, ...DICE]);
      // 60 % darker left of x = 60: a third of the arena, with the white die at (40, 40) in it.
      const dark = shadowed(scene, 60, 0.4);
      const landed = shadowed(frame([...mat, ...DICE, die(25, 80)]), 60, 0.4);
      const out = run(new MotionGate(CONFIG), [...repeat(scene, 6), ...repeat(dark, 7), ...repeat(landed, 7), ...repeat(frame([...mat, ...DICE, die(25, 80)]), 7)]);
      expect(states(out)).toEqual([
        ...repeat('moving', 5), 'settled',
        ...repeat('moving', 5), 'settled', 'settled',
        ...repeat('moving', 5), 'settled', 'settled',
        // The shadow lifts: a change of light again.
        ...repeat('moving', 5), 'settled', 'settled',
      ]);
      expect(out[8]!.obstructionShare).toBe(0);
    }
  });

  it('keeps a sleeve a sleeve where a shadow of its shape would not be: black on a coloured mat, grey over the dice of a grey mat (helper 155)', () => {
    const sleeve = (rgb: Rgb): Rect => ({ x0: 0, y0: 0, x1: 60, y1: 120, rgb });
    for (const [mat, cover] of [[[GREEN], sleeve([22, 22, 24])], [[], sleeve([44, 46, 48])]] as const) {
      const out = run(new MotionGate(CONFIG), [...repeat(frame([...mat, ...DICE]), 6), ...repeat(frame([...mat, ...DICE, cover]), 20)]);
      expect(states(out.slice(6))).toEqual(repeat('moving', 20));
      expect(out[10]!.obstructionShare).toBeGreaterThan(0.25);
    }
    // An arm with its shadow beside it: the shadow is a change of light, the arm is still a hand.
    const armAndShadow = shadowed(frame([GREEN, ...DICE]), 60, 0.4);
    const withArm = frame([GREEN, ...DICE, ...arm(70)]);
    const both = { ...withArm, data: withArm.data.map((v, i) => (((i >> 2) % W) < 60 && withArm.data[i - (i & 3)] !== SKIN[0] ? armAndShadow.data[i]! : v)) };
    const out = run(new MotionGate(CONFIG), [...repeat(frame([GREEN, ...DICE]), 6), ...repeat(both, 20)]);
    expect(states(out.slice(6))).toEqual(repeat('moving', 20));
    expect(out[10]!.obstructionShare).toBeGreaterThan(0.04);
  });

  it('settles after a throw that lands dice, even one against the rim (small blobs, not a hand)', () => {
    const gate = new MotionGate(CONFIG);
    const landed = [...DICE, die(60, 20), die(13, 60), die(100, 50)];
    const out = run(gate, [...repeat(frame(DICE), 6), frame([...DICE, die(70, 30), die(30, 60)]), ...repeat(frame(landed), 7)]);
    expect(states(out)).toEqual([...repeat('moving', 5), 'settled', 'moving', 'moving', ...repeat('moving', 4), 'settled', 'settled']);
    expect(out[11]!.obstructionShare).toBeGreaterThan(0);
    expect(out[11]!.obstructionShare).toBeLessThan(0.04);
  });

  it('catches slow creeping motion that no single frame pair shows', () => {
    const gate = new MotionGate(CONFIG);
    // A faint 20 px square (31 grey levels above the mat) creeping 1 px per frame: at 2×2
    // working pixels each step changes edge pixels by only half the contrast, below diffThreshold.
    const creep = (i: number): RgbaFrame => frame([...DICE, { x0: 50 + i, y0: 60, x1: 70 + i, y1: 80, rgb: [145, 145, 145] }]);
    for (let i = 0; i < 4; i++) {
      const pair = new MotionGate(CONFIG);
      pair.update(creep(i), 0, ARENA);
      expect(pair.update(creep(i + 1), 100, ARENA).changedShare).toBe(0);
    }
    const out = run(gate, Array.from({ length: 20 }, (_, i) => creep(i)));
    expect(out.every((o) => o.state === 'moving')).toBe(true);
  });

  it('ignores motion outside the arena polygon', () => {
    const gate = new MotionGate(CONFIG);
    // A hand waving in the wall area, outside the arena.
    const frames = Array.from({ length: 8 }, (_, i) => frame([...DICE, { x0: 150, y0: 10 + 10 * i, x1: 160, y1: 30 + 10 * i, rgb: SKIN }]));
    expect(states(run(gate, frames))).toEqual([...repeat('moving', 5), ...repeat('settled', 3)]);
    // Without the polygon, the whole frame counts.
    const whole = new MotionGate(CONFIG);
    expect(frames.map((f, i) => whole.update(f, i * STEP_MS).state)).toEqual(repeat('moving', 8));
  });

  it('reads the picture anew, for one frame, once a die that landed outside the arena without crossing it has been still settleMs (helper 142)', () => {
    const gate = new MotionGate(CONFIG);
    const outside = die(0, 50); // on the wall, left of the arena
    const out = run(gate, [...repeat(frame(DICE), 6), ...repeat(frame([...DICE, outside]), 8), ...repeat(frame(DICE), 7)]);
    // Settled at 500 ms; the die lands outside at 600 ms and has been still 500 ms at 1100 ms;
    // picked up at 1400 ms, the picture outside is still again at 1900 ms.
    expect(states(out)).toEqual([...repeat('moving', 5), ...repeat('settled', 6), 'moving', 'settled', 'settled', ...repeat('settled', 5), 'moving', 'settled']);
    expect(out.flatMap((o, i) => (o.outsideMoved ? [i] : []))).toEqual([11, 19]);
    expect(out[11]!.changedShare).toBe(0); // nothing moved in the arena
    expect(out[12]!.settledForMs).toBe(1200); // the arena's settle goes on: only the reading is new
  });

  it('does not read anew for a die that came to rest outside the arena before the arena settled', () => {
    const gate = new MotionGate(CONFIG);
    const thrown = [...DICE, die(60, 20), die(0, 50)];
    const out = run(gate, [...repeat(frame(DICE), 6), ...repeat(frame(thrown), 10)]);
    expect(states(out)).toEqual([...repeat('moving', 5), 'settled', ...repeat('moving', 5), ...repeat('settled', 5)]);
    expect(out.some((o) => o.outsideMoved)).toBe(false);
  });

  it('still reads anew for a die set down outside under an outline that jitters across a rounding step (helper 151)', () => {
    const gate = new MotionGate(CONFIG);
    // Corners at 12.5 ± 0.4 px: the mask is rounded to half a working pixel (1 px), so it changes nearly every frame.
    const jitter = (i: number): [number, number][] => ARENA.map(([x, y]) => [x + 0.5 + 0.4 * Math.sin(i), y + 0.5 + 0.4 * Math.cos(i)]);
    const frames = [...repeat(frame(DICE), 6), ...repeat(frame([...DICE, die(0, 50)]), 8)];
    const out = frames.map((f, i) => gate.update(f, i * STEP_MS, jitter(i)));
    expect(out.flatMap((o, i) => (o.outsideMoved ? [i] : []))).toEqual([11]);
  });

  it('reads nothing anew when only the arena polygon changes, or after a stretch with no polygon (helper 146)', () => {
    const gate = new MotionGate(CONFIG);
    const landed = [...DICE, die(14, 60)]; // a die against the rim, inside the arena
    const smaller: [number, number][] = [[20, 20], [140, 20], [140, 100], [20, 100]];
    const frames = [...repeat(frame(DICE), 6), ...repeat(frame(landed), 8)];
    const out = frames.map((f, i) => gate.update(f, i * STEP_MS, i < 10 ? ARENA : smaller));
    // The die lands at 600 ms (arena motion), settles at 1100 ms; the polygon shrinks at 1000 ms,
    // leaving the die outside it: no change there, only another outline.
    expect(out.some((o) => o.outsideMoved)).toBe(false);
    const whole = new MotionGate(CONFIG);
    const seen = [...repeat(frame(DICE), 6), ...repeat(frame([...DICE, die(0, 50)]), 8), ...repeat(frame([...DICE, die(0, 50)]), 8)];
    // With the polygon, then without it while a die lands on the wall, then with it again.
    const outs = seen.map((f, i) => whole.update(f, i * STEP_MS, i >= 6 && i < 14 ? undefined : ARENA));
    expect(outs.some((o) => o.outsideMoved)).toBe(false);
  });

  it('settles on time under an arena polygon that jitters by a fraction of a pixel (a tracked arena)', () => {
    const gate = new MotionGate(CONFIG);
    const jitter = (i: number): [number, number][] => ARENA.map(([x, y]) => [x + 0.4 * Math.sin(i), y + 0.4 * Math.cos(i)]);
    const out = Array.from({ length: 8 }, (_, i) => gate.update(frame(DICE), i * STEP_MS, jitter(i)));
    expect(states(out)).toEqual([...repeat('moving', 5), ...repeat('settled', 3)]);
  });

  it('reports empty instead of settled when the caller says there are no dice', () => {
    const gate = new MotionGate(CONFIG);
    const frames = repeat(frame([]), 7);
    expect(states(run(gate, frames, 0, 0))).toEqual([...repeat('moving', 5), 'empty', 'empty']);
    const unknown = new MotionGate(CONFIG);
    expect(states(run(unknown, frames))).toEqual([...repeat('moving', 5), 'settled', 'settled']);
  });

  it('starts afresh when the frame size changes', () => {
    const gate = new MotionGate(CONFIG);
    run(gate, repeat(frame(DICE), 7));
    const small = { width: 80, height: 60, data: new Uint8ClampedArray(80 * 60 * 4).fill(128) };
    expect(gate.update(small, 800).state).toBe('moving');
    expect(gate.update(small, 1300).state).toBe('settled');
  });

  it('refuses bad input with a clear message', () => {
    const gate = new MotionGate(CONFIG);
    expect(() => gate.update({ width: 10, height: 10, data: new Uint8Array(10) }, 0)).toThrow(/frame data must hold 10×10×4 = 400 bytes, got 10/);
    gate.update(frame([]), 100, ARENA);
    expect(() => gate.update(frame([]), 50, ARENA)).toThrow(/tMs must be finite and not decrease, got 50 after 100/);
    expect(() => gate.update(frame([]), 200, [[0, 0], [1, 1]])).toThrow(/at least 3 vertices/);
    expect(() => gate.update(frame([]), 200, [[500, 500], [600, 500], [600, 600]])).toThrow(/covers no pixel/);
    expect(() => gate.update(frame([]), 200, ARENA, -1)).toThrow(/diceCount must be an integer ≥ 0/);
    expect(() => resolveMotionGateConfig({ relearnStillMs: 100 })).toThrow(/relearnStillMs must be finite and ≥ settleMs \(500\)/);
    expect(() => resolveMotionGateConfig({ diffThreshold: 300 })).toThrow(/diffThreshold must be in 0..255, got 300/);
    expect(() => resolveMotionGateConfig({ minCameraMoveViewShare: 1.5 })).toThrow(/minCameraMoveViewShare must be in 0..1, got 1.5/);
  });
});

describe('MotionGate on rendered arena scenes', () => {
  /** Renders an arena scene (optionally with a skin-coloured arm reaching in from the left) to RGBA. */
  const render = renderSvg;
  /** Adds ±`amp` grey-level noise (fixed seed) to a copy of a frame: a webcam never gives two equal frames. */
  const noisy = (f: RgbaFrame, seed: number, amp = 6): RgbaFrame => noisyFrame(f, seed, amp);

  it('settles, stays moving while a rendered hand rests in the arena, and settles on the moved dice after', async () => {
    const scene = randomScene(['3', '5', 'X', '1'], { width: 640, height: 480, sizePx: 40, seed: 11 });
    const moved = { ...scene, dice: scene.dice.map((d, i) => (i === 0 ? { ...d, x: d.x + 30, y: d.y + 12 } : d)) };
    const armSvg = '<g fill="#d6a282"><rect x="-20" y="190" width="300" height="90" rx="40"/><ellipse cx="300" cy="235" rx="80" ry="70"/></g>';
    const withArm = sceneSvg(moved).replace('</svg>', `${armSvg}</svg>`);
    const [before, hand, after] = await Promise.all([render(sceneSvg(scene)), render(withArm), render(sceneSvg(moved))]);
    const gate = new MotionGate({ settleMs: 500 });
    let seed = 1;
    const feed = (f: RgbaFrame, n: number, t0: number): MotionGateOutput[] =>
      Array.from({ length: n }, (_, i) => gate.update(noisy(f, seed++), t0 + i * STEP_MS, scene.arena, scene.dice.length));
    const settle1 = feed(before, 7, 0);
    const holding = feed(hand, 30, 700); // 3 s of a still hand
    const settle2 = feed(after, 7, 3700);
    expect(states(settle1)).toEqual([...repeat('moving', 5), 'settled', 'settled']);
    expect(states(holding)).toEqual(repeat('moving', 30));
    expect(Math.min(...holding.slice(1).map((o) => o.obstructionShare))).toBeGreaterThan(0.1);
    expect(states(settle2)).toEqual([...repeat('moving', 5), 'settled', 'settled']);
    expect(settle2[5]!.settledForMs).toBe(500);
  });
});
