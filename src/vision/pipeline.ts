/**
 * The vision pipeline for a stream of frames (camera or video): the arena, the motion gate,
 * and the die reader, which reads only while nothing moves. Pure over RGBA frames: the worker
 * runs it in the browser, the review CLI runs it in Node.
 */
import type { ArenaReading, DieKind, RgbaFrame } from '../core/types.ts';
import { proposeArena } from './arena.ts';
import { applyHomography } from '../core/homography.ts';
import { findCameraMove } from './cameraMove.ts';
import type { DieReader } from './dieReader.ts';
import { MotionGate, type MotionGateConfig, type MotionGateOutput } from './motionGate.ts';
import type { OpenCv } from './opencv.ts';
import { distanceToSegment, insidePolygon, polygonArea, type PointPx } from './polygon.ts';

/** Tunables of the pipeline. */
export interface PipelineConfig {
  /** Motion gate tunables (src/vision/motionGate.ts). */
  motion: Partial<MotionGateConfig>;
  /** While settled, propose the arena again at most this often, in ms (when the user gave none). */
  arenaRefreshMs: number;
  /**
   * A proposal made again that lies inside the arena used so far and covers less than this share
   * of its area (0–1) is not taken: part of the mat is hidden (see {@link keepsArena}).
   */
  minRefreshedArenaShare: number;
}

/**
 * Defaults: re-propose the arena every 10 s of settled frames; keep the arena used so far when a
 * new proposal shrank inside it to under 0.85 of its area. A dark shadow over a third of the
 * arena (the app's demo recording darkened by 60 % left of a soft edge, made with ffmpeg `geq`)
 * cut the proposal at the shadow's edge, to 0.55–0.7 of the arena, and dice in the shadow were
 * ruled out of the arena; proposals of the same still arena differ by a few per cent.
 */
export const DEFAULT_PIPELINE_CONFIG: Readonly<PipelineConfig> = { motion: {}, arenaRefreshMs: 10_000, minRefreshedArenaShare: 0.85 };

/**
 * Whether a proposal made again keeps the arena used so far: the new polygon lies inside the old
 * one (every vertex within 2 % of the old one's longer side of it: both are convex), at least two
 * of its vertices lie on the old outline (within that 2 %), and it covers less than `minShare` of
 * its area. Then something hides part of the mat (a dark shadow, a cloth, an arm resting on it):
 * the proposal stops at its edge and follows the old outline elsewhere. A camera moved or turned
 * moves the outline, and a camera zoomed out or moved back shrinks it towards the middle, off
 * every old side: both are taken.
 * @param previous the arena used so far, `[[x, y], …]` in frame pixels (convex)
 * @param proposal the new proposal, in the same frame pixels (convex)
 * @param minShare 0–1
 */
export function keepsArena(previous: readonly (readonly [number, number])[], proposal: readonly (readonly [number, number])[], minShare: number): boolean {
  const xs = previous.map(([x]) => x);
  const ys = previous.map(([, y]) => y);
  const tolerancePx = 0.02 * Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  const near = (vertex: readonly [number, number]): boolean =>
    previous.some((a, i) => distanceToSegment(vertex, a, previous[(i + 1) % previous.length]!) <= tolerancePx);
  const inside = proposal.every((vertex) => insidePolygon(vertex, previous) || near(vertex));
  const sharesOutline = proposal.filter(near).length >= 2;
  return inside && sharesOutline && polygonArea(proposal) < minShare * polygonArea(previous);
}

/** Options for one frame. */
export interface FrameOptions {
  /** Which faces the dice can show. */
  dieKind: DieKind;
  /** The user's arena polygon in frame pixels; proposed from settled frames when absent. */
  arena?: [number, number][];
  /**
   * Read the dice when the arena is not moving (default true). A caller that already has
   * this settle's reading (e.g. the review, once the tracker has voted) passes false to save
   * the reader's time.
   */
  read?: boolean;
  /**
   * The frame is a still picture (a photo), not one of a stream: the reader may spend more time
   * on each die (the trained reader looks at the frame and its mirror image and gives unsure
   * crops four views, as the CLI does; a stream's frames get one of each, see LIVE_TUNING).
   * Default false.
   */
  still?: boolean;
  /**
   * The frames are a recording's (a video file), where a cut from one still scene to another is
   * a new scene, learnt as soon as it is still (src/vision/motionGate.ts, Relearning). Default
   * false: a live camera never cuts, and a hand is never taken for one.
   */
  recording?: boolean;
}

/** What the pipeline made of one frame. */
export interface FrameResult {
  /** The frame's time, in ms (the caller's clock). */
  tMs: number;
  /** The motion gate's verdict. */
  motion: MotionGateOutput;
  /** The dice, read only when the arena is not moving; `null` while it moves. */
  reading: ArenaReading | null;
  /**
   * The arena used, vertices in frame pixels; `null` until one is known. A user's arena moved
   * by a camera move (`motion.cameraMove`) is given here where it went, until another is given.
   */
  arena: PointPx[] | null;
  /** Where the arena came from. */
  arenaSource: 'user' | 'proposed' | 'none';
  /** Time spent per stage, in ms. */
  timings: { motionMs: number; arenaMs: number; readMs: number };
}

/** Runs the arena, motion and reading stages over a stream of frames. */
export class VisionPipeline {
  private readonly config: PipelineConfig;
  private gate: MotionGate;
  private proposed: { polygon: PointPx[]; tMs: number; width: number; height: number } | null = null;
  private diceCount: number | undefined;
  /** The user's arena as given (JSON), and where camera moves took it since (frame pixels). */
  private userArenaMoved: { given: string; polygon: PointPx[] } | null = null;

  /**
   * @param cv OpenCV.js, for the arena proposal
   * @param reader the die reader
   * @throws RangeError when a motion tunable is out of range
   */
  constructor(private readonly cv: OpenCv, private readonly reader: DieReader, config: Partial<PipelineConfig> = {}) {
    this.config = { ...DEFAULT_PIPELINE_CONFIG, ...config };
    this.gate = new MotionGate(this.config.motion, (background, picture, work) => findCameraMove(cv, background, picture, work));
  }

  /** Forgets the background, the proposed arena and the dice count (a new source). */
  reset(): void {
    this.gate.reset();
    this.proposed = null;
    this.userArenaMoved = null;
    this.diceCount = undefined;
  }

  /**
   * Processes one frame.
   * @throws Error when the frame's byte length does not match its size
   */
  async process(frame: RgbaFrame, tMs: number, options: FrameOptions): Promise<FrameResult> {
    const t0 = performance.now();
    const arenaBefore = this.arenaFor(frame, options);
    const motion = this.gate.update(frame, tMs, arenaBefore ?? undefined, this.diceCount, { cuts: options.recording ?? false });
    if (motion.cameraMove && arenaBefore) {
      // The camera moved: the outline moves with the mat; a proposed one is proposed again on this frame.
      // (With no outline yet for frames of this size, there is none to move: one is proposed.)
      const move = motion.cameraMove;
      const moved = arenaBefore.map((vertex) => applyHomography(move, vertex));
      if (options.arena) this.userArenaMoved = { given: JSON.stringify(options.arena), polygon: moved };
      else if (this.proposed) this.proposed = { ...this.proposed, polygon: moved, tMs: -Infinity };
    }
    const t1 = performance.now();
    let reading: ArenaReading | null = null;
    let arenaMs = 0;
    let readMs = 0;
    let arena = this.arenaFor(frame, options);
    if (motion.state !== 'moving' && options.read !== false) {
      if (!options.arena && this.needsProposal(frame, tMs)) {
        const a0 = performance.now();
        const polygon = proposeArena(this.cv, frame).polygon;
        const current = this.arenaFor(frame, options);
        const previous = current && keepsArena(current, polygon, this.config.minRefreshedArenaShare) ? current : polygon;
        this.proposed = { polygon: previous, tMs, width: frame.width, height: frame.height };
        arenaMs = performance.now() - a0;
        arena = this.proposed.polygon;
      }
      const r0 = performance.now();
      reading = await this.reader.read(frame, { dieKind: options.dieKind, ...(arena ? { arena } : {}), ...(options.still ? { still: true } : {}) });
      readMs = performance.now() - r0;
      this.diceCount = reading.dice.length;
    }
    return {
      tMs, motion, reading, arena,
      arenaSource: options.arena ? 'user' : arena ? 'proposed' : 'none',
      timings: { motionMs: t1 - t0, arenaMs, readMs },
    };
  }

  /** The user's arena (moved with the camera since it was given), or the last proposal for frames of this size. */
  private arenaFor(frame: RgbaFrame, options: FrameOptions): PointPx[] | null {
    if (options.arena) return this.userArenaMoved?.given === JSON.stringify(options.arena) ? this.userArenaMoved.polygon : options.arena;
    if (this.proposed && this.proposed.width === frame.width && this.proposed.height === frame.height) return this.proposed.polygon;
    return null;
  }

  /** Whether to propose the arena again on this settled frame. */
  private needsProposal(frame: RgbaFrame, tMs: number): boolean {
    return !this.proposed || this.proposed.width !== frame.width || this.proposed.height !== frame.height
      || tMs - this.proposed.tMs >= this.config.arenaRefreshMs;
  }
}
