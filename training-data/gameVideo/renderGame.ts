/**
 * Renders a game script as RGBA video frames, with the ground truth of every settled
 * stretch: when it starts and ends, and each die's box, face and whether it lies in the arena.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Box, Face, RgbaFrame } from '../../src/core/types.ts';
import { addNoise, drawBackground, drawHand, drawShadow, drawSprite, handShape, hexRgb, makeLight, makeNoise, type Light } from './compose.ts';
import { loadDieSet, type DiceSource, type DieSet } from './dieSprites.ts';
import { dieAt, handAt, type DiePose } from './motion.ts';
import { BYLER_DIR } from './photoDice.ts';
import { planGame, type GamePlan, type PlacedDie, type PlannedStep } from './plan.ts';
import { scheduleGame, type StepTiming } from './schedule.ts';
import { facesOfEdition, type GameScript, type StepKind } from './script.ts';

/** Render settings. */
export interface RenderOptions {
  /** Frame size in pixels (default 640 × 360; even numbers for yuv420p video). */
  width?: number;
  height?: number;
  /** Frames per second (default 15). */
  fps?: number;
  /**
   * Die images: `photo` (byler-d6 crops; X drawn synthetically), `synthetic` (arenaScene.ts),
   * or `auto` (default): photo when the byler-d6 photos are there, else synthetic.
   */
  diceSource?: 'auto' | DiceSource;
  /** byler-d6 train folder (default photoDice.ts `BYLER_DIR`). */
  photoDir?: string;
}

/** A die in a settled stretch, in frame pixels. */
export interface TimelineDie {
  /** Die number (script.ts). */
  id: number;
  /** Top face. */
  face: Face;
  /** Bounding box of the whole die `[x0, y0, x1, y1]`, pixels. */
  box: Box;
  /** Centre `[x, y]`, pixels. */
  centre: [number, number];
  /** Rotation, degrees clockwise. */
  angleDeg: number;
  /** Whether its centre lies inside the arena (strictly, src/core/types.ts `DieReading`). */
  inArena: boolean;
}

/** A settled stretch: every frame in `[startFrame, endFrame)` shows the same still scene. */
export interface TimelineStretch {
  /** Index, from 0 (the empty arena before any step). */
  index: number;
  /** Start and end (exclusive), ms. */
  startMs: number;
  endMs: number;
  /** Frames whose time `index × 1000 / fps` lies in `[startMs, endMs)`. */
  startFrame: number;
  endFrame: number;
  /** The step that led to it (its index and kind), null for the opening stretch. */
  afterStep: number | null;
  afterKind: StepKind | null;
  /** Dice in view, by die number. */
  dice: TimelineDie[];
}

/** The ground truth of a rendered game. */
export interface Timeline {
  /** Frame size, pixels; frames per second; frame count; length in ms. */
  width: number;
  height: number;
  fps: number;
  frameCount: number;
  durationMs: number;
  /** Where the die images came from. */
  diceSource: DiceSource;
  /** Die side, pixels. */
  dieSizePx: number;
  /**
   * The arena (mat) in pixels: an ellipse of centre `cx, cy`, radii `rx, ry`, with a wall
   * `wallPx` thick around it; `polygon` traces the ellipse (64 points).
   */
  arena: { cx: number; cy: number; rx: number; ry: number; wallPx: number; polygon: [number, number][] };
  /** Each step's motion, ms. */
  steps: StepTiming[];
  /** Every settled stretch, in order. */
  stretches: TimelineStretch[];
}

/** A rendered game: its truth, and its frames (iterate, or ask for one by index). */
export interface RenderedGame extends AsyncIterable<RgbaFrame> {
  /** Ground truth. */
  timeline: Timeline;
  /** The frame shown at `index × 1000 / fps` ms. @throws RangeError outside `[0, frameCount)` */
  frame(index: number): RgbaFrame;
}

/** Defaults of {@link RenderOptions}. */
export const DEFAULT_RENDER = { width: 640, height: 360, fps: 15 } as const;

/** Round to 0.1 px. */
const tenth = (v: number): number => Math.round(v * 10) / 10;

/**
 * Box of a die drawn as a rounded square of side `size` (corner radius 0.15 side, as the
 * sprites' outlines) turned `angleDeg`, centred at `(x, y)`.
 */
export function dieBoxPx(x: number, y: number, angleDeg: number, size: number): Box {
  const a = (angleDeg * Math.PI) / 180;
  const r = size * 0.15;
  const half = (size / 2 - r) * (Math.abs(Math.cos(a)) + Math.abs(Math.sin(a))) + r;
  return [tenth(x - half), tenth(y - half), tenth(x + half), tenth(y + half)];
}

/** Frame options with defaults, checked. @throws Error on a bad size or frame rate */
function settings(options: RenderOptions): { width: number; height: number; fps: number } {
  const width = options.width ?? DEFAULT_RENDER.width;
  const height = options.height ?? DEFAULT_RENDER.height;
  const fps = options.fps ?? DEFAULT_RENDER.fps;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 64 || height < 64 || width > 4096 || height > 4096) {
    throw new Error(`renderGame: width and height must be whole numbers of pixels in 64–4096, got ${width}×${height}`);
  }
  if (!(fps > 0 && fps <= 120)) throw new Error(`renderGame: fps must be in (0, 120], got ${fps}`);
  return { width, height, fps };
}

/** The die source `options` ask for, resolving `auto`. */
function resolveSource(options: RenderOptions): DiceSource {
  const wanted = options.diceSource ?? 'auto';
  if (wanted !== 'auto') return wanted;
  return existsSync(path.join(options.photoDir ?? BYLER_DIR, 'annotations.json')) ? 'photo' : 'synthetic';
}

/** The truth of a plan at a frame size. */
function truthOf(script: GameScript, plan: GamePlan, width: number, height: number, fps: number, diceSource: DiceSource, steps: StepTiming[]): Timeline {
  const unit = height;
  const g = plan.geometry;
  const size = g.dieSize * unit;
  const frameOf = (ms: number): number => Math.ceil((ms * fps) / 1000 - 1e-9);
  const die = (d: PlacedDie): TimelineDie => ({
    id: d.id, face: d.face, box: dieBoxPx(d.x * unit, d.y * unit, d.angleDeg, size),
    centre: [tenth(d.x * unit), tenth(d.y * unit)], angleDeg: d.angleDeg, inArena: d.inArena,
  });
  return {
    width, height, fps,
    frameCount: frameOf(plan.durationMs),
    durationMs: plan.durationMs,
    diceSource,
    dieSizePx: tenth(size),
    arena: {
      cx: tenth(g.cx * unit), cy: tenth(g.cy * unit), rx: tenth(g.rx * unit), ry: tenth(g.ry * unit), wallPx: tenth(g.wall * unit),
      polygon: Array.from({ length: 64 }, (_, k) => {
        const a = (k * 2 * Math.PI) / 64;
        return [tenth((g.cx + g.rx * Math.cos(a)) * unit), tenth((g.cy + g.ry * Math.sin(a)) * unit)] as [number, number];
      }),
    },
    steps,
    stretches: plan.stretches.map((s) => ({
      index: s.index, startMs: s.startMs, endMs: s.endMs, startFrame: frameOf(s.startMs), endFrame: frameOf(s.endMs),
      afterStep: s.afterStep, afterKind: s.afterStep === null ? null : script.steps[s.afterStep]!.kind,
      dice: s.dice.map(die),
    })),
  };
}

/**
 * The ground truth of `script` rendered at `options`, without rendering a pixel.
 * @throws Error as {@link renderGame}
 */
export function gameTimeline(script: GameScript, options: RenderOptions = {}): Timeline {
  const { width, height, fps } = settings(options);
  const plan = planGame(script, width / height);
  return truthOf(script, plan, width, height, fps, resolveSource(options), scheduleGame(script).steps);
}

/**
 * Renders `script`: resolves the die images (loading photo crops once per process), then
 * gives frames on demand. Iterating yields every frame in order, each a new
 * `height × width × 4` RGBA buffer. Settled stretches repeat one composed picture (plus the
 * look's sensor noise); dice tumble in with motion blur and flickering faces; hands reach in
 * from their player's edge.
 * @throws Error on a bad frame size or fps, a malformed script, dice that do not fit, or
 *   photos that cannot be read (`diceSource: 'photo'`)
 */
export async function renderGame(script: GameScript, options: RenderOptions = {}): Promise<RenderedGame> {
  const { width, height, fps } = settings(options);
  const source = resolveSource(options);
  const plan = planGame(script, width / height);
  const timeline = truthOf(script, plan, width, height, fps, source, scheduleGame(script).steps);
  const unit = height;
  const sizePx = plan.geometry.dieSize * unit;
  const families = script.look.dice.colours;
  const dice = await loadDieSet({
    families, faces: facesOfEdition(script.edition), sizePx, source, seed: script.seed, photoDir: options.photoDir,
  });
  const light = makeLight(script.look, width, height);
  const background = drawBackground(script.look, plan.geometry, width, height, light, script.seed ^ 0x68e31da4);
  const noise = makeNoise(script.look.noise, script.seed ^ 0x1b873593);
  const skin = hexRgb(script.look.skin);
  const painter = new Painter(width, height, unit, sizePx, light, dice, families);

  let cached: { key: string; picture: Uint8ClampedArray } | null = null;
  const picture = (key: string, draw: () => Uint8ClampedArray): Uint8ClampedArray => {
    if (cached?.key !== key) cached = { key, picture: draw() };
    return cached.picture;
  };
  const stillPicture = (still: PlacedDie[]): Uint8ClampedArray => {
    const out = new Uint8ClampedArray(background);
    for (const d of still) painter.shadow(out, d, 0);
    for (const d of still) painter.die(out, d.id, d);
    return out;
  };

  const frame = (index: number): RgbaFrame => {
    if (!Number.isInteger(index) || index < 0 || index >= timeline.frameCount) {
      throw new RangeError(`frame ${index} is outside 0–${timeline.frameCount - 1}`);
    }
    const t = (index * 1000) / fps;
    const stretch = plan.stretches.find((s) => t >= s.startMs && t < s.endMs);
    if (stretch) {
      const still = picture(`stretch ${stretch.index}`, () => stillPicture(stretch.dice));
      return { width, height, data: addNoise(new Uint8ClampedArray(still), noise, index) };
    }
    const step = plan.steps.find((s) => t >= s.startMs && t < s.endMs)!;
    const out = new Uint8ClampedArray(picture(`step ${step.step}`, () => stillPicture(step.still)));
    painter.motion(out, step, t, 1000 / fps, skin);
    return { width, height, data: addNoise(out, noise, index) };
  };

  return {
    timeline,
    frame,
    async *[Symbol.asyncIterator]() {
      for (let i = 0; i < timeline.frameCount; i += 1) yield frame(i);
    },
  };
}

/** Draws dice and hands of one game into frames. */
class Painter {
  constructor(
    private readonly width: number,
    private readonly height: number,
    private readonly unit: number,
    private readonly sizePx: number,
    private readonly light: Light,
    private readonly dice: DieSet,
    private readonly families: readonly string[],
  ) {}

  /** A die's cast shadow; `lift` 0–1 pushes it away and softens it. */
  shadow(frame: Uint8ClampedArray, pose: { x: number; y: number; angleDeg: number }, lift: number): void {
    const [dx, dy] = this.light.shadowDir;
    const reach = this.sizePx * (0.08 + 0.6 * lift);
    drawShadow(frame, this.width, this.height, pose.x * this.unit + dx * reach, pose.y * this.unit + dy * reach, pose.angleDeg, this.sizePx, 1.5 + this.sizePx * (0.08 + 0.3 * lift), 0.45 * (1 - 0.4 * lift));
  }

  /** Die `id` showing `pose.face` at `pose`. */
  die(frame: Uint8ClampedArray, id: number, pose: { x: number; y: number; angleDeg: number; face: Face }, lift = 0): void {
    const family = this.families[id % this.families.length] as Parameters<DieSet['sprite']>[0];
    const sprite = this.dice.sprite(family, pose.face, id);
    drawSprite(frame, this.width, this.height, sprite, pose.x * this.unit, pose.y * this.unit, pose.angleDeg, this.sizePx * (1 + 0.2 * lift), this.light);
  }

  /**
   * The moving part of a step at `t` ms: tracked dice (motion-blurred over half a frame
   * interval `frameMs`) and the hand.
   */
  motion(frame: Uint8ClampedArray, step: PlannedStep, t: number, frameMs: number, skin: [number, number, number]): void {
    for (const track of step.tracks) {
      const now = dieAt(track, t);
      if (!now) continue;
      const before = dieAt(track, t - frameMs * 0.5) ?? now;
      const travelPx = Math.hypot(now.x - before.x, now.y - before.y) * this.unit;
      const samples = Math.min(6, Math.max(1, Math.ceil(travelPx / 3)));
      if (samples === 1) {
        this.shadow(frame, now, now.lift);
        this.die(frame, track.id, now, now.lift);
      } else {
        const poses: DiePose[] = [];
        for (let k = 0; k < samples; k += 1) poses.push(dieAt(track, t - (frameMs * 0.5 * k) / (samples - 1)) ?? now);
        this.blurred(frame, track.id, poses);
      }
    }
    if (step.hand) {
      const palm = handAt(step.hand, t);
      if (palm) {
        const capsules = handShape([step.hand.shoulder[0] * this.unit, step.hand.shoulder[1] * this.unit], [palm[0] * this.unit, palm[1] * this.unit], this.unit);
        drawHand(frame, this.width, this.height, capsules, skin, this.light, this.unit * 0.035);
      }
    }
  }

  /** Draws a die at each of `poses` and averages them (motion blur), only where they reach. */
  private blurred(frame: Uint8ClampedArray, id: number, poses: DiePose[]): void {
    const reach = this.sizePx * 1.6;
    const xs = poses.map((p) => p.x * this.unit);
    const ys = poses.map((p) => p.y * this.unit);
    const x0 = Math.max(0, Math.floor(Math.min(...xs) - reach));
    const x1 = Math.min(this.width, Math.ceil(Math.max(...xs) + reach));
    const y0 = Math.max(0, Math.floor(Math.min(...ys) - reach));
    const y1 = Math.min(this.height, Math.ceil(Math.max(...ys) + reach));
    if (x1 <= x0 || y1 <= y0) return;
    const rowBytes = (x1 - x0) * 4;
    const saved = new Uint8ClampedArray(rowBytes * (y1 - y0));
    for (let y = y0; y < y1; y += 1) saved.set(frame.subarray((y * this.width + x0) * 4, (y * this.width + x1) * 4), (y - y0) * rowBytes);
    const sum = new Float32Array(saved.length);
    for (const pose of poses) {
      for (let y = y0; y < y1; y += 1) frame.set(saved.subarray((y - y0) * rowBytes, (y - y0 + 1) * rowBytes), (y * this.width + x0) * 4);
      this.shadow(frame, pose, pose.lift);
      this.die(frame, id, pose, pose.lift);
      for (let y = y0; y < y1; y += 1) {
        const o = (y * this.width + x0) * 4;
        const s = (y - y0) * rowBytes;
        for (let k = 0; k < rowBytes; k += 1) sum[s + k]! += frame[o + k]!;
      }
    }
    for (let y = y0; y < y1; y += 1) {
      const o = (y * this.width + x0) * 4;
      const s = (y - y0) * rowBytes;
      for (let k = 0; k < rowBytes; k += 1) frame[o + k] = sum[s + k]! / poses.length;
    }
  }
}
