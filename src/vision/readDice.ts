/**
 * The classical die reader: finds every die in an RGBA frame and reads its top face by
 * counting pips. OpenCV.js only (no trained model), the same in Node and in a Web Worker.
 *
 * Steps: (1) arena: given, or proposed from the floor (arena.ts); (2) floor background: a
 * wide median of a coarse Lab image, with everything off the floor painted floor-coloured;
 * (3) dice: pixels far from the background colour, cleaned and split (segmentDice.ts);
 * (4) faces: pips of either polarity, counted and checked against the d6 layouts
 * (readPips.ts, pipLayout.ts), restricted to the faces of the die kind.
 */
import type { Mat } from '@techstark/opencv-js';
import { FACES_OF_KIND, type ArenaReading, type Box, type DieKind, type DieReading, type Face, type RgbaFrame } from '../core/types.ts';
import { checkFrame } from './frame.ts';
import { coarseLabOf, isInArena, proposeArenaOnCoarseLab, type PointPx } from './arena.ts';
import { withMatScope } from './matScope.ts';
import type { OpenCv } from './opencv.ts';
import { readPips, type PipReading } from './readPips.ts';
import { DEFAULT_READ_CONFIG, type ReadConfig } from './readConfig.ts';
import { shrinkFrame } from './shrink.ts';
import { fillPolygon, floorBackground } from './floorModel.ts';
import { foregroundMask, segmentDice } from './segmentDice.ts';

/** Options of {@link readDice}. */
export interface ReadOptions {
  /** Which faces the dice can show (default `'d6'`); a reading outside them is never returned. */
  dieKind?: DieKind;
  /** Arena polygon, vertices `[x, y]` in frame pixels; when absent one is proposed from the image. */
  arena?: readonly (readonly [number, number])[];
  /** Overrides of {@link DEFAULT_READ_CONFIG}. */
  config?: Partial<ReadConfig>;
}

/** Options of {@link readDiceDetailed}: {@link ReadOptions} plus debugging output. */
export interface DetailedReadOptions extends ReadOptions {
  /** Also return the foreground mask (`height × width` uint8, 255 = die pixel). */
  withForeground?: boolean;
}

/** A reading plus what the reader used, for overlays and debugging. */
export interface DetailedReading extends ArenaReading {
  /** The arena used: the caller's, or the proposed one. */
  arena: PointPx[];
  /** Pips of each die's best reading (also when its face is null), same order as `dice` (frame pixels). */
  pips: [number, number][][];
  /** Foreground mask, `height × width` uint8 (only with `withForeground`). */
  foreground?: Uint8Array;
}

/**
 * Finds every die in `frame` and reads its top face.
 *
 * @param cv an initialised OpenCV.js (see opencv.ts / opencv-node.ts).
 * @param frame `height × width × 4` uint8 RGBA.
 * @returns per die: whole-die box (pixels), face (`null` when unreadable), confidence 0..1,
 *   and whether its centre is inside the arena (off the rim). The "X" face is never read by
 *   this pip counter: on a Strike die an X shows as `null` (or a wrong count).
 * @throws Error when the frame's data length does not match `width × height × 4`.
 */
export function readDice(cv: OpenCv, frame: RgbaFrame, options: ReadOptions = {}): ArenaReading {
  const { width, height, dice } = readDiceDetailed(cv, frame, options);
  return { width, height, dice };
}

/** {@link readDice}, also returning the arena used and the pips found (same errors). */
export function readDiceDetailed(cv: OpenCv, frame: RgbaFrame, options: DetailedReadOptions = {}): DetailedReading {
  const config: ReadConfig = { ...DEFAULT_READ_CONFIG, ...options.config };
  checkFrame(frame);
  const longSide = Math.max(frame.width, frame.height);
  if (longSide <= config.maxWorkingSidePx) return readAtWorkingSize(cv, frame, options, config);
  // Large frames (phone photos) are read at a working size, and the results scaled back.
  const s = config.maxWorkingSidePx / longSide;
  const small = shrinkFrame(cv, frame, Math.max(1, Math.round(frame.width * s)), Math.max(1, Math.round(frame.height * s)));
  const sx = frame.width / small.width;
  const sy = frame.height / small.height;
  const arena = options.arena?.map((p): [number, number] => [p[0] / sx, p[1] / sy]);
  const r = readAtWorkingSize(cv, small, { ...options, ...(arena ? { arena } : {}), withForeground: false }, config);
  return {
    width: frame.width,
    height: frame.height,
    dice: r.dice.map((d) => ({ ...d, box: [d.box[0] * sx, d.box[1] * sy, d.box[2] * sx, d.box[3] * sy] })),
    arena: options.arena ? options.arena.map((p): PointPx => [p[0], p[1]]) : r.arena.map((p): PointPx => [p[0] * sx, p[1] * sy]),
    pips: r.pips.map((list) => list.map((p): [number, number] => [p[0] * sx, p[1] * sy])),
  };
}


/** The reader proper, on a frame no larger than `maxWorkingSidePx`. */
function readAtWorkingSize(cv: OpenCv, frame: RgbaFrame, options: DetailedReadOptions, config: ReadConfig): DetailedReading {
  const allowed = FACES_OF_KIND[options.dieKind ?? 'd6'];
  return withMatScope((scope) => {
    const keep = <T extends Mat>(m: T): T => scope.add(m);
    const coarse = coarseLabOf(cv, frame, config.coarseWidthPx, keep);
    const arena: PointPx[] = options.arena
      ? options.arena.map((p) => [p[0], p[1]])
      : proposeArenaOnCoarseLab(cv, coarse.lab, coarse.scale, frame.width, frame.height, config).polygon;
    // The floor modelled and searched: the arena's flood with a tighter shadow allowance.
    const floorConfig = { ...config, floorMaxShadowShare: config.backgroundFloorMaxShadowShare };
    const proposal = proposeArenaOnCoarseLab(cv, coarse.lab, coarse.scale, frame.width, frame.height, floorConfig);

    // Search region: the floor, plus the caller's arena when given (dice outside it are reported, not in arena).
    const coarseSearch = scope.add(cv.Mat.zeros(coarse.lab.rows, coarse.lab.cols, cv.CV_8UC1));
    fillPolygon(cv, coarseSearch, proposal.polygon, 1 / coarse.scale, scope);
    if (options.arena) fillPolygon(cv, coarseSearch, arena, 1 / coarse.scale, scope);
    const background = floorBackground(cv, coarse.lab, coarseSearch, config, scope);

    const rgba = scope.add(new cv.Mat(frame.height, frame.width, cv.CV_8UC4));
    rgba.data.set(frame.data);
    const rgb = scope.add(new cv.Mat());
    cv.cvtColor(rgba, rgb, cv.COLOR_RGBA2RGB);
    const lab = scope.add(new cv.Mat());
    cv.cvtColor(rgb, lab, cv.COLOR_RGB2Lab);
    const backgroundFull = scope.add(new cv.Mat());
    cv.resize(background, backgroundFull, new cv.Size(frame.width, frame.height), 0, 0, cv.INTER_LINEAR);
    const search = scope.add(cv.Mat.zeros(frame.height, frame.width, cv.CV_8UC1));
    fillPolygon(cv, search, proposal.polygon, 1, scope);
    if (options.arena) fillPolygon(cv, search, arena, 1, scope);

    // Dice against the walls stick out of the floor: look a margin beyond it, but there keep
    // only blobs wide enough to be dice (an opening wipes the thin band of wall).
    const shorter = Math.min(frame.width, frame.height);
    const marginPx = Math.max(1, Math.round(config.searchMarginShare * shorter));
    const searchWide = scope.add(new cv.Mat());
    cv.dilate(search, searchWide, scope.add(cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(2 * marginPx + 1, 2 * marginPx + 1))));
    const foreground = foregroundMask(cv, lab, backgroundFull, searchWide, config, scope);
    const openPx = Math.max(3, Math.round(config.marginOpeningShare * shorter) | 1);
    const opened = scope.add(new cv.Mat());
    cv.morphologyEx(foreground, opened, cv.MORPH_OPEN, scope.add(cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(openPx, openPx))));
    const fg = foreground.data;
    const op = opened.data;
    const inner = search.data;
    for (let i = 0; i < fg.length; i++) if (inner[i] === 0) fg[i] = op[i]!;
    const labSmooth = scope.add(new cv.Mat());
    cv.medianBlur(lab, labSmooth, 5);
    const regions = segmentDice(cv, foreground, labSmooth, config, scope);

    const dice: DieReading[] = [];
    const pips: [number, number][][] = [];
    for (const region of regions) {
      const side = Math.sqrt(region.areaPx);
      const rect = new cv.Rect(region.rect.x, region.rect.y, region.rect.width, region.rect.height);
      const readings = readPips(cv, lab, region.hullMask, rect, side, region.centre, config);
      const choice = chooseFace(readings, allowed);
      const box: Box = [region.rect.x, region.rect.y, region.rect.x + region.rect.width, region.rect.y + region.rect.height];
      const readable = choice !== undefined && choice.score >= config.minConfidence;
      // Every die shows at least one pip: an unreadable blob with no pip-like mark at all needs a
      // near-perfect square outline to be reported (holes, hands and shadows are not).
      if (!readable && region.shapeScore < (readings.length === 0 ? config.minPiplessShapeScore : config.minUnreadableShapeScore)) continue;
      dice.push({
        box,
        face: readable ? choice.face : null,
        confidence: round3(readable ? choice.score : region.shapeScore),
        inArena: isInArena(region.centre, arena, config.arenaRimPx),
      });
      pips.push(choice ? choice.reading.pips.map((p) => p.centre) : []);
    }
    const reading: DetailedReading = { width: frame.width, height: frame.height, dice, arena, pips };
    if (options.withForeground) reading.foreground = new Uint8Array(foreground.data);
    return reading;
  });
}

/** The best-scoring pip reading whose count is a face of the die kind. */
function chooseFace(readings: readonly PipReading[], allowed: readonly Face[]): { face: Face; score: number; reading: PipReading } | undefined {
  let best: { face: Face; score: number; reading: PipReading } | undefined;
  for (const reading of readings) {
    const face = String(reading.pips.length) as Face;
    if (!allowed.includes(face) || reading.score <= 0) continue;
    if (!best || reading.score > best.score) best = { face, score: reading.score, reading };
  }
  return best;
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
