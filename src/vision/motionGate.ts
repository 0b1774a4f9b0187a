/**
 * The motion gate: tells, frame by frame, whether the arena is `moving` (dice rolling, a
 * hand in it), `settled` (still for `settleMs`), or `empty` (settled with no dice). Plain
 * typed arrays, no OpenCV: a box-filtered downscale and a few passes over a ~160-pixel-wide
 * image. Measured in Node 20 on the 2-core dev machine: 1.9 ms per 640×480 frame, 3.9 ms per
 * 1280×720, 6.0 ms per 1920×1080 (the downscale dominates).
 *
 * How it decides, on a copy of each frame box-averaged down to `workSidePx` on its longer
 * side (colour kept), looking only at pixels whose centre lies in the arena polygon (the
 * whole frame when no polygon is given):
 *
 * 1. Change. A pixel has changed when its grey level lies more than `diffThreshold` outside
 *    the levels of the still reference's 3 × 3 neighbourhood around it. The still reference
 *    is the frame that started the current still period (while moving, that is the previous
 *    frame); a picture shifted by up to a working pixel (a camera that sways or shakes a
 *    little) is no change. The arena is still while the share of changed pixels stays at or
 *    below `minChangedShare`. Comparing with the start of the still period, not only the
 *    previous frame, also catches slow creeping motion, which adds up. The price: a die whose
 *    face changes with no motion seen at all (a picture that froze, then jumped) may pass for
 *    still, its new pips lying within the levels of its old ones (helpers 156, 157); a die
 *    turned by a hand, or knocked by a throw, is seen moving. A change of light over the whole
 *    arena (a webcam's exposure flickering or drifting: helper 164) is taken off first, as the
 *    median change of its darker and its lighter half of pixels (`lightShift`), so it is no
 *    motion; dice moving, a hand or a shadow over part of the arena leave those medians be.
 * 2. Obstruction (a hand holding still). When the arena settles, the gate keeps that frame
 *    as its background. A hand or arm in the arena differs from the background over a large
 *    connected region that touches the arena's border (it reaches in from outside); dice
 *    that landed or were moved differ only in small blobs. So a still frame whose largest
 *    border-touching region of colour change against the background (a channel more than
 *    `diffThreshold` outside that channel's levels in the background's 3 × 3 neighbourhood
 *    within the arena, 4-connected) covers at least `minObstructionShare` of the arena
 *    counts as `moving`.
 *    A change of light over part of the arena (someone leaning over it casts a dark shadow;
 *    helper 155's 60 % shadow over a third of it lost three throws) is no obstruction: pixels
 *    whose channels all went darker or lighter alike are left out of the region when the mat
 *    under them is coloured or its edges show through (`dropShadows`).
 *    Why not skin colour: wooden or cork trays and tables are skin-coloured, gloves and
 *    sleeves are not, and red, orange and yellow dice overlap skin hues; the background test
 *    is colour-blind and works for any hand on any mat.
 * 3. Relearning. If a still scene stays obstructed for `relearnStillMs` (a hand resting on the
 *    rim, a shadow, a nudged camera, an object left in the arena), the gate accepts it as the
 *    new background and settles. The same rule recovers when the gate was started with a hand
 *    in view and learnt it as background. Before the first settle there is no background, so
 *    the first still scene is accepted as it is: start the gate with the arena clear of hands.
 *    Two kinds of obstruction are another scene, not a hand, and are learnt as soon as they have
 *    been still for `settleMs`: any picture after a blank background (a black or single-colour
 *    lead-in before a recording's first picture: grey levels over the arena with a standard
 *    deviation under `blankBackgroundSd`), and a change of the whole picture's light (the
 *    camera's exposure settling, a lamp switched on): the picture differs over at least
 *    `newSceneShare` of the arena, grey (each colour channel's median change there within
 *    `maxColourShift` grey levels of the others', as light added or taken away changes them, or
 *    each channel's median ratio to the background within `maxColourGain` times the others', as
 *    a gain multiplies them), and keeps at least `minDetailKept` of the background's spread of
 *    grey levels there (the dice and the mat's pattern still in view). A hand fails at least
 *    one: it leaves most of the arena as it was, or is coloured (skin, a sleeve), or hides the
 *    arena's detail. A third kind, in a recording only (`update`'s `cuts`), is a cut (a video
 *    edited from stills or clips): the picture jumped in a single frame from a settled scene
 *    to another still one, and that frame changed at least `cutSpread` times the share of the
 *    arena the obstruction covers (changes all over the picture: the camera moved, dice
 *    elsewhere), or the obstruction covers at least `newSceneShare` of it (another scene). A
 *    hand changes one region, which is the obstruction, usually over several frames; a resting
 *    hand that twitches once was never settled. A live camera, whose frames
 *    may be dropped while the reader is busy, never takes a jump for a cut.
 *    A fourth kind, live or recorded, is a camera moved for good (nudged, turned, zoomed out,
 *    moved back), told from a hand only with the constructor's `findCameraMove`: once such a
 *    picture has been still for `settleMs`, the finder fits one affine map of the frame learnt
 *    as background onto it (src/vision/cameraMove.ts); the map must move the arena's outline by
 *    `minCameraMovePx` working pixels or more, keep `minCameraMoveViewShare` of the arena in view, and leave no
 *    region reaching in from its border (or from the edge of the old picture so moved) that
 *    differs from the background so moved over
 *    `minObstructionShare` of it, and under `maxCameraMoveChangeShare` of it differing in all
 *    (dice thrown meanwhile: a Strike throw of 9 dice with the camera zoomed out to 0.8 left
 *    0.056 of a generated game's arena differing, more than the 0.04 a hand's region may cover).
 *    A hand fails the region's test: it is in neither picture's place. A still picture that is
 *    not obstructed, but whose outside changed since the background was learnt (module comment,
 *    5), is tried too, and settles either way: a camera zoomed in, or moved a little over a mat
 *    that reaches past the outline, shows the mat where the outline was, and the outline must
 *    follow it all the same (a generated game zoomed in to 1.25 and moved by 0.11 of its width
 *    left 0.006 of the arena obstructed: the outline stayed where the mat had been until the
 *    next proposal, 10 s later, and a die landing near the mat's rim meanwhile would lie out). The frame that learns it gives the
 *    map (`cameraMove`), and the arena's outline moves by it (src/vision/pipeline.ts). Tried once
 *    per still period.
 * 4. Empty. The gate does not count dice: the caller passes the die count of its latest
 *    reading (the die reader already knows it), and a settled arena with 0 dice is reported
 *    `empty`. Without a count the gate never says `empty`.
 * 5. Outside the arena. Motion there never keeps the arena from settling (players' hands and
 *    their stock of dice move around it all game), but the reader reads the whole picture, and
 *    a die set down beside the arena, or one taken away from there, changes only what lies
 *    outside. So, once the arena has settled, a change outside it (more changed pixels than
 *    `minChangedShare` of the arena's area: a die's worth, the same count as inside) that then
 *    stays still for `settleMs` makes the gate say `moving` for that one frame (`outsideMoved`),
 *    and the next frames settle again: the caller reads the picture anew, knowing that only the
 *    outside changed (src/tracking/types.ts `ArenaSnapshot.outsideOnly`). A change outside that
 *    was still for `settleMs` when the arena settled is in that settle's readings already.
 *    Without an arena polygon, or with one over the whole picture, there is no outside; a new
 *    polygon takes the outside's picture afresh, its still period going on. Where the outside never stays still
 *    for `settleMs` (a crowd, a screen), nothing is read again.
 */
import type { RgbaFrame } from '../core/types.ts';
import { applyHomography, type Homography } from '../core/homography.ts';
import type { CameraMove, WorkPicture } from './cameraMove.ts';
import { insidePolygon, type PointPx } from './polygon.ts';

/** Tunables of the motion gate. */
export interface MotionGateConfig {
  /** Longer side of the working image, in pixels (frames are box-averaged down to at most this; integer ≥ 8). */
  workSidePx: number;
  /** A working pixel has changed when it differs by more than this many grey levels (0–255). */
  diffThreshold: number;
  /** The arena is still while at most this share of its working pixels has changed (0–1). */
  minChangedShare: number;
  /** How long the arena must stay still to be settled, in ms. */
  settleMs: number;
  /** A border-touching region differing from the background that covers at least this share of the arena is a hand (0–1). */
  minObstructionShare: number;
  /** How long a still but obstructed scene lasts before it becomes the new background, in ms (≥ settleMs). */
  relearnStillMs: number;
  /** A background whose grey levels over the arena have a standard deviation under this (grey levels, ≥ 0) is blank: any picture after it is a new scene. */
  blankBackgroundSd: number;
  /** A change of light differs from the background over at least this share of the arena (0–1). */
  newSceneShare: number;
  /** A change of light changes each colour channel's median over the arena within this many grey levels of the others (0–255)… */
  maxColourShift: number;
  /** …or multiplies each channel's median within this factor of the others' (≥ 1). */
  maxColourGain: number;
  /** A change of light keeps at least this share of the background's spread of grey levels over the arena (standard deviations, 0–1). */
  minDetailKept: number;
  /** A cut changes at least this many times the share of the arena its largest border-touching change covers (≥ 1): changes all over the picture, not one region. */
  cutSpread: number;
  /** A pixel's change is one of light (a shadow cast or lifted) when each channel's share of its R + G + B moves by at most this (0–1). */
  maxShadowChromaShift: number;
  /** Such changes are dropped from the obstruction when the background under them is coloured: mean HSV saturation at least this (0–1)… */
  minShadowMatSaturation: number;
  /** …or when at least this share (0–1) of the background's edges under them keep their ratio of light (the mat and dice show through). */
  minShadowEdgesKept: number;
  /** A camera move is one that carries some point of the arena's outline at least this far, in working pixels (> 0). */
  minCameraMovePx: number;
  /**
   * Largest share (0–1) of the arena that may differ in all from the background seen from a
   * camera moved (module comment, 3): dice thrown, taken or knocked meanwhile; a map fitted wrong
   * leaves every die doubled.
   */
  maxCameraMoveChangeShare: number;
  /**
   * Least share (0–1) of the arena that the background, seen from a camera moved, must cover
   * (module comment, 3): a camera turned further shows another scene, whose arena the old picture
   * cannot be checked against. A chosen margin, not measured on a recording.
   */
  minCameraMoveViewShare: number;
}

/**
 * Defaults. `diffThreshold` 20 grey levels: webcam noise after 4×4–8×8 box averaging stays
 * under 3 grey levels (σ), so 20 is > 6σ of a frame pair, yet a white, red or black die on a
 * grey mat differs by 40–150. `minChangedShare` 0.001: one 16 mm die in a 30 cm arena covers
 * about 0.35 % of it, but a die landing in a wide view changes less: 0.13–0.19 % in the
 * generated game videos (training-data/gameVideo, 640 × 360, 28 px dice), where 0.3 % let a
 * throw pass unseen; still frames stay under 0.05 % (noise after the box averaging).
 * `settleMs` 500: dice stop rolling within a fraction of a second of their last bounce.
 * `minObstructionShare` 0.04: about 11 die areas, a palm is about 25. `relearnStillMs` 6000.
 * `blankBackgroundSd` 2: a black lead-in encoded and decoded stays within a grey level, while
 * an arena's mat under a camera's uneven light varies by more, dice or not. Without the new-
 * scene rule a black lead-in before the app's demo recording, or that recording darkened by
 * 0.12 for its first 2 s (a phone's exposure settling), made the gate say `moving` for the
 * rest of the recording, whose arenas stay still 3.5 s, under `relearnStillMs`.
 * The light-change rule was set on the app's recordings darkened, brightened, faded and made to
 * flicker mid-game, and covered by a skin-coloured box for 1–3 s (made with ffmpeg): those
 * changes of light differ over 0.59–1.0 of the arena (a contrast change leaves the grey levels
 * near its pivot: `newSceneShare` 0.5; the tests' hands and arms cover 0.08–0.3), their
 * channels' medians move together (within 2 grey levels; the boxes 54–183 apart:
 * `maxColourShift` 24 leaves room for a warm lamp) or, for gains of 0.45–1.8 on the green
 * Strike mat, in proportion (shifts of 32, 67 and 40 levels, one gain: `maxColourGain` 1.25),
 * and they keep 0.47–1.99 of the spread (the dice-game recording's dark mat clipped to black
 * takes most; a box keeps 0–0.7: `minDetailKept` 0.25). Grey, black and textured cloths, flat
 * boxes and a greyed copy of the picture over most of the arena stay hands; a dark cloth over
 * the dice game's grey mat, or a dark veil, passes as a change of light: read while it lies
 * there, the arena shows no dice until it goes.
 * `cutSpread` 1.5: a video cut from byler-d6 photos (2 s each, helper 98's stills.mp4) changes
 * 0.18–0.30 of the arena at each cut, of which the largest border-touching region is
 * 0.04–0.14 (2.1–5 times less); a hand's change is that region, with a die or two it moved.
 */
export const DEFAULT_MOTION_GATE_CONFIG: Readonly<MotionGateConfig> = {
  workSidePx: 160,
  diffThreshold: 20,
  minChangedShare: 0.001,
  settleMs: 500,
  minObstructionShare: 0.04,
  relearnStillMs: 6000,
  blankBackgroundSd: 2,
  newSceneShare: 0.5,
  maxColourShift: 24,
  maxColourGain: 1.25,
  minDetailKept: 0.25,
  cutSpread: 1.5,
  maxShadowChromaShift: 0.06,
  minShadowMatSaturation: 0.2,
  minShadowEdgesKept: 0.7,
  minCameraMovePx: 1,
  maxCameraMoveChangeShare: 0.2,
  minCameraMoveViewShare: 0.8,
};

/**
 * Checks a motion-gate configuration, filling gaps from the defaults.
 * @throws RangeError naming the bad field and its allowed range
 */
export function resolveMotionGateConfig(config: Partial<MotionGateConfig> = {}): MotionGateConfig {
  const c = { ...DEFAULT_MOTION_GATE_CONFIG, ...config };
  const check = (ok: boolean, field: keyof MotionGateConfig, range: string): void => {
    if (!ok) throw new RangeError(`MotionGateConfig.${field} must be ${range}, got ${c[field]}`);
  };
  check(Number.isInteger(c.workSidePx) && c.workSidePx >= 8, 'workSidePx', 'an integer ≥ 8');
  check(c.diffThreshold >= 0 && c.diffThreshold <= 255, 'diffThreshold', 'in 0..255');
  check(c.minChangedShare >= 0 && c.minChangedShare <= 1, 'minChangedShare', 'in 0..1');
  check(Number.isFinite(c.settleMs) && c.settleMs >= 0, 'settleMs', 'finite and ≥ 0');
  check(c.minObstructionShare > 0 && c.minObstructionShare <= 1, 'minObstructionShare', 'in (0, 1]');
  check(Number.isFinite(c.relearnStillMs) && c.relearnStillMs >= c.settleMs, 'relearnStillMs', `finite and ≥ settleMs (${c.settleMs})`);
  check(Number.isFinite(c.blankBackgroundSd) && c.blankBackgroundSd >= 0, 'blankBackgroundSd', 'finite and ≥ 0');
  check(c.newSceneShare > 0 && c.newSceneShare <= 1, 'newSceneShare', 'in (0, 1]');
  check(c.maxColourShift >= 0 && c.maxColourShift <= 255, 'maxColourShift', 'in 0..255');
  check(Number.isFinite(c.maxColourGain) && c.maxColourGain >= 1, 'maxColourGain', 'finite and ≥ 1');
  check(c.minDetailKept >= 0 && c.minDetailKept <= 1, 'minDetailKept', 'in 0..1');
  check(Number.isFinite(c.cutSpread) && c.cutSpread >= 1, 'cutSpread', 'finite and ≥ 1');
  check(c.maxShadowChromaShift >= 0 && c.maxShadowChromaShift <= 1, 'maxShadowChromaShift', 'in 0..1');
  check(c.minShadowMatSaturation >= 0 && c.minShadowMatSaturation <= 1, 'minShadowMatSaturation', 'in 0..1');
  check(c.minShadowEdgesKept >= 0 && c.minShadowEdgesKept <= 1, 'minShadowEdgesKept', 'in 0..1');
  check(Number.isFinite(c.minCameraMovePx) && c.minCameraMovePx > 0, 'minCameraMovePx', 'finite and > 0');
  check(c.maxCameraMoveChangeShare >= 0 && c.maxCameraMoveChangeShare <= 1, 'maxCameraMoveChangeShare', 'in 0..1');
  check(c.minCameraMoveViewShare >= 0 && c.minCameraMoveViewShare <= 1, 'minCameraMoveViewShare', 'in 0..1');
  return c;
}

/** The gate's verdict on one frame. */
export interface MotionGateOutput {
  /** `moving`: changing or obstructed; `settled`: still for `settleMs` and unobstructed; `empty`: settled and the caller's die count is 0. */
  state: 'empty' | 'moving' | 'settled';
  /** Share of the arena's working pixels changed against the still reference (0–1). */
  changedShare: number;
  /** How long the arena has been settled, from the start of its still period, in ms (≥ settleMs when settled, 0 while moving). */
  settledForMs: number;
  /** How long the arena has been still (whether or not obstructed), in ms. */
  stillForMs: number;
  /** Share of the arena covered by the largest border-touching region that differs from the background (0–1; 0 before the first settle). */
  obstructionShare: number;
  /**
   * True on the one frame said `moving` because something outside the arena moved (after the
   * arena settled, or before and still moving when it did) and has now been still for `settleMs`
   * (module comment, 5): read the picture anew.
   */
  outsideMoved: boolean;
  /**
   * On the frame that learnt a camera move (module comment, 3), the homography (3 × 3,
   * row-major) from the old frame pixels to the new ones: the arena outline moves by it.
   * `null` on every other frame.
   */
  cameraMove: Homography | null;
}

/**
 * Finds a camera move between the frame learnt as background and a still obstructed frame of the
 * same size, and warps the background's working picture by it (src/vision/cameraMove.ts
 * `findCameraMove`, given OpenCV.js).
 */
export type CameraMoveFinder = (background: RgbaFrame, picture: RgbaFrame, work: WorkPicture) => CameraMove | null;

/** A run of consecutive changed frames: how many, whether the gate was settled before it, and the share of the arena its first frame changed (0–1). */
interface ChangedRun {
  frames: number;
  fromSettled: boolean;
  firstChange: number;
}

/** No run of changed frames. */
const NO_RUN: Readonly<ChangedRun> = { frames: 0, fromSettled: false, firstChange: 0 };

/**
 * A downscaled colour copy of a frame: `h × w × 3` uint8 RGB and its grey levels; once it is
 * compared against, the lowest and highest levels of each pixel's 3 × 3 neighbourhood
 * ({@link neighbourhoodRange}).
 */
interface WorkImage {
  rgb: Uint8Array;
  grey: Uint8Array;
  greyRange?: LevelRange;
  /** The colour range over the arena's pixels only, and the arena mask it was taken for. */
  rgbRange?: LevelRange & { maskKey: string };
}

/** Per pixel (and channel), the lowest and highest level of its 3 × 3 neighbourhood. */
interface LevelRange {
  low: Uint8Array;
  high: Uint8Array;
}

/**
 * The lowest and highest level in each pixel's 3 × 3 neighbourhood (clipped at the image's
 * edges), per channel, of an `h × w × channels` image; with `mask`, of the neighbours inside it
 * only (the arena's rim ring then is not compared with the wall beyond). A picture shifted by up
 * to a working pixel (a camera that sways or shakes by a pixel or two: helper 155) has each
 * level between them, give or take the noise, where a die, a hand or a shadow that came brings
 * levels outside.
 */
function neighbourhoodRange(levels: Uint8Array, w: number, h: number, channels: number, mask?: Uint8Array): LevelRange {
  const low = new Uint8Array(levels.length);
  const high = new Uint8Array(levels.length);
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - 1);
    const y1 = Math.min(h - 1, y + 1);
    for (let x = 0; x < w; x++) {
      const x0 = Math.max(0, x - 1);
      const x1 = Math.min(w - 1, x + 1);
      for (let c = 0; c < channels; c++) {
        let lo = 255;
        let hi = 0;
        for (let yy = y0; yy <= y1; yy++) {
          for (let xx = x0; xx <= x1; xx++) {
            if (mask && !mask[yy * w + xx] && (yy !== y || xx !== x)) continue;
            const v = levels[(yy * w + xx) * channels + c]!;
            if (v < lo) lo = v;
            if (v > hi) hi = v;
          }
        }
        low[(y * w + x) * channels + c] = lo;
        high[(y * w + x) * channels + c] = hi;
      }
    }
  }
  return { low, high };
}

/**
 * The grey level (0–255) of a pixel of levels `r`, `g`, `b` (0–255): its luma by the ITU-R
 * BT.601 weights (0.299, 0.587, 0.114) in 256ths, (77 R + 150 G + 29 B) / 256, rounded down.
 */
function greyLevel(r: number, g: number, b: number): number {
  return (77 * r + 150 * g + 29 * b) >> 8;
}

/** How far `level` lies outside `[low, high]`, in levels (0 inside). */
function outside(level: number, low: number, high: number): number {
  return level > high ? level - high : level < low ? low - level : 0;
}

/**
 * Decides `empty | moving | settled` from successive frames (see the module comment).
 * One gate per camera: feed it every frame, in time order.
 */
export class MotionGate {
  private readonly config: MotionGateConfig;
  private frameWidth = 0;
  private frameHeight = 0;
  private factor = 1;
  private w = 0;
  private h = 0;
  private maskKey = '';
  private mask = new Uint8Array(0);
  private border = new Uint8Array(0);
  private maskArea = 0;
  private reference: WorkImage | null = null;
  private background: WorkImage | null = null;
  private stillSinceMs = 0;
  private settled = false;
  /** The run of changed frames going on (`frames` 0 while still), and the one just before the current still period. */
  private run: ChangedRun = NO_RUN;
  private runBeforeStill: ChangedRun = NO_RUN;
  private lastT = -Infinity;
  /** Grey levels outside the arena at the start of their current still period (module comment, 5), and when it started, in ms. */
  private outsideReference: Uint8Array | null = null;
  private outsideStillSinceMs = 0;
  /** Something outside the arena moved that no settle has read since. */
  private outsideChanged = false;
  /** The arena outline changed since the last frame, and its mask before (module comment, 5). */
  private outsideMaskChanged = false;
  private outsideMaskBefore = new Uint8Array(0);
  /** The start of the still period whose picture was last checked for a camera move, in ms. */
  private cameraMoveCheckedForMs = -Infinity;
  /** A copy of the frame learnt as background, kept only for a camera move finder. */
  private backgroundFrame: RgbaFrame | null = null;

  /**
   * @param config tunables (defaults: {@link DEFAULT_MOTION_GATE_CONFIG})
   * @param findCameraMove tells a camera move from a hand (module comment, 3); without it, a
   *   camera move is learnt only after `relearnStillMs`
   * @throws RangeError when the config is bad (see {@link resolveMotionGateConfig})
   */
  constructor(config: Partial<MotionGateConfig> = {}, private readonly findCameraMove?: CameraMoveFinder) {
    this.config = resolveMotionGateConfig(config);
  }

  /** The resolved configuration. */
  get settings(): Readonly<MotionGateConfig> {
    return this.config;
  }

  /**
   * Takes the next frame.
   *
   * @param frame `height × width × 4` uint8 RGBA; a change of size restarts the gate
   * @param tMs frame time in ms, not decreasing
   * @param arena arena polygon `[[x, y], …]` in frame pixels (≥ 3 vertices); the whole frame when absent
   * @param diceCount dice found by the latest reading, or undefined when unknown (then never `empty`)
   * @param options.cuts the frames are a recording's, where a cut (a still picture that came in a
   *   single frame from a settled scene, changed all over or over most of the arena) is a new
   *   scene, not a hand (module comment, 3). Default false.
   * @throws RangeError when the frame's data does not match its size, `tMs` goes backwards,
   *   the arena has fewer than 3 vertices or covers no working pixel, or `diceCount` is not an integer ≥ 0
   */
  update(frame: RgbaFrame, tMs: number, arena?: readonly (readonly [number, number])[], diceCount?: number, options: { cuts?: boolean } = {}): MotionGateOutput {
    this.checkInput(frame, tMs, arena, diceCount);
    this.lastT = tMs;
    if (frame.width !== this.frameWidth || frame.height !== this.frameHeight) this.restart(frame.width, frame.height);
    this.updateMask(arena);
    const image = this.downscale(frame);
    const { settleMs, relearnStillMs, minChangedShare, minObstructionShare, cutSpread } = this.config;

    const changedShare = this.reference ? this.changedShare(image.grey, this.greyRange(this.reference), this.lightShift(image.grey, this.reference.grey)) : 0;
    if (!this.reference || changedShare > minChangedShare) {
      this.run = this.run.frames === 0 ? { frames: 1, fromSettled: this.settled, firstChange: changedShare } : { ...this.run, frames: this.run.frames + 1 };
      this.reference = image;
      this.stillSinceMs = tMs;
      this.settled = false;
    } else if (this.run.frames > 0) {
      this.runBeforeStill = this.run;
      this.run = NO_RUN;
    }
    this.watchOutside(image.grey, tMs);
    const stillForMs = tMs - this.stillSinceMs;
    const obstructionShare = this.background ? this.obstructionShare(image, this.background) : 0;
    const obstructed = obstructionShare >= minObstructionShare;
    const jump = this.runBeforeStill;
    const cut = (options.cuts ?? false) && jump.frames === 1 && jump.fromSettled
      && (jump.firstChange >= cutSpread * obstructionShare || obstructionShare >= this.config.newSceneShare);
    let newScene = obstructed && stillForMs >= settleMs && !this.settled && this.background !== null && (cut || this.isNewScene(image, this.background, obstructionShare));
    let cameraMove: Homography | null = null;
    // A camera zoomed in, or moved a little over a mat wider than the outline, leaves the arena
    // unobstructed, but what lies outside it changed: tried too, so that the outline follows.
    const mayHaveMoved = obstructed || this.outsideChanged;
    if (mayHaveMoved && stillForMs >= settleMs && !this.settled && this.background && !newScene && this.cameraMoveCheckedForMs !== this.stillSinceMs) {
      this.cameraMoveCheckedForMs = this.stillSinceMs;
      cameraMove = this.cameraMoveExplaining(frame, image, this.background);
      newScene = cameraMove !== null;
    }

    if (stillForMs >= settleMs && (this.settled || !obstructed || newScene || stillForMs >= relearnStillMs)) {
      const outsideStillForMs = tMs - this.outsideStillSinceMs;
      if (!this.settled) {
        this.background = image;
        if (this.findCameraMove) this.backgroundFrame = { width: frame.width, height: frame.height, data: frame.data.slice() };
        this.settled = true;
        // This settle's readings see what lies outside, unless it is still moving there.
        if (outsideStillForMs >= settleMs) this.outsideChanged = false;
      } else if (this.outsideChanged && outsideStillForMs >= settleMs) {
        this.outsideChanged = false;
        return { state: 'moving', changedShare, settledForMs: 0, stillForMs, obstructionShare, outsideMoved: true, cameraMove: null };
      }
      const state = diceCount === 0 ? 'empty' : 'settled';
      // Obstruction against the background just learnt is 0 by construction.
      return { state, changedShare, settledForMs: stillForMs, stillForMs, obstructionShare: this.background === image ? 0 : obstructionShare, outsideMoved: false, cameraMove };
    }
    return { state: 'moving', changedShare, settledForMs: 0, stillForMs, obstructionShare, outsideMoved: false, cameraMove: null };
  }

  /**
   * Follows the picture outside the arena (module comment, 5): a change of more pixels than a
   * die's worth (`minChangedShare` of the arena's area) against its still reference restarts its
   * still period and is remembered until a settle reads it.
   * @param grey the frame's working grey levels, `h × w`
   */
  private watchOutside(grey: Uint8Array, tMs: number): void {
    const { diffThreshold, minChangedShare } = this.config;
    const mask = this.mask;
    if (this.maskArea === mask.length) {
      // No outside (no polygon, or one over the whole picture): nothing to follow there.
      this.outsideReference = null;
      this.outsideChanged = false;
      return;
    }
    let reference = this.outsideReference;
    if (this.outsideMaskChanged && reference) {
      // Pixels just come outside (they were the arena's) take this frame's grey: no change there.
      reference = reference.slice();
      for (let i = 0; i < grey.length; i++) if (!mask[i] && this.outsideMaskBefore[i]) reference[i] = grey[i]!;
      this.outsideReference = reference;
    }
    this.outsideMaskChanged = false;
    let changed = 0;
    if (reference) {
      for (let i = 0; i < grey.length; i++) {
        if (!mask[i] && Math.abs(grey[i]! - reference[i]!) > diffThreshold) changed += 1;
      }
    }
    if (!reference || changed > minChangedShare * this.maskArea) {
      this.outsideReference = grey;
      this.outsideStillSinceMs = tMs;
      if (reference) this.outsideChanged = true;
    }
  }

  /**
   * Whether an obstructed still picture is another scene rather than something in the arena
   * (module comment, 3): the background was blank, or the picture is a change of light.
   * @param obstructionShare the picture's obstruction against `background` (0–1)
   */
  private isNewScene(image: WorkImage, background: WorkImage, obstructionShare: number): boolean {
    const { blankBackgroundSd, newSceneShare, maxColourShift, maxColourGain, minDetailKept } = this.config;
    const spread = this.greySd(background.grey);
    if (spread < blankBackgroundSd) return true;
    if (obstructionShare < newSceneShare) return false;
    const shift = this.medianShift(image.rgb, background.rgb);
    const gain = this.medianGain(image.rgb, background.rgb);
    const grey = Math.max(...shift) - Math.min(...shift) <= maxColourShift || Math.max(...gain) <= maxColourGain * Math.min(...gain);
    return grey && this.greySd(image.grey) >= minDetailKept * spread;
  }

  /** The standard deviation of grey levels over the arena, grey levels. */
  private greySd(grey: Uint8Array): number {
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < grey.length; i++) {
      if (!this.mask[i]) continue;
      sum += grey[i]!;
      squares += grey[i]! * grey[i]!;
    }
    const mean = sum / this.maskArea;
    return Math.sqrt(Math.max(0, squares / this.maskArea - mean * mean));
  }

  /** Each colour channel's median difference `rgb − background` over the arena, grey levels. */
  private medianShift(rgb: Uint8Array, background: Uint8Array): [number, number, number] {
    const shift: [number, number, number] = [0, 0, 0];
    const counts = new Uint32Array(511);
    for (let c = 0; c < 3; c++) {
      counts.fill(0);
      for (let i = 0; i < this.mask.length; i++) if (this.mask[i]) counts[rgb[i * 3 + c]! - background[i * 3 + c]! + 255]! += 1;
      let seen = 0;
      let k = 0;
      while (k < counts.length - 1 && (seen += counts[k]!) * 2 < this.maskArea) k++;
      shift[c] = k - 255;
    }
    return shift;
  }

  /**
   * Each colour channel's median ratio `rgb / background` over the arena, to 0.01, from the pixels
   * whose background level is at least 16 (a ratio of near-black is noise); 1 where none is.
   */
  private medianGain(rgb: Uint8Array, background: Uint8Array): [number, number, number] {
    const gain: [number, number, number] = [1, 1, 1];
    const counts = new Uint32Array(1601); // ratios 0–16 in steps of 0.01
    for (let c = 0; c < 3; c++) {
      counts.fill(0);
      let n = 0;
      for (let i = 0; i < this.mask.length; i++) {
        const b = background[i * 3 + c]!;
        if (!this.mask[i] || b < 16) continue;
        counts[Math.min(1600, Math.round((rgb[i * 3 + c]! / b) * 100))]! += 1;
        n += 1;
      }
      if (n === 0) continue;
      let seen = 0;
      let k = 0;
      while (k < counts.length - 1 && (seen += counts[k]!) * 2 < n) k++;
      gain[c] = k / 100;
    }
    return gain;
  }

  /** Forgets everything learnt (reference, background, settle); the next frame starts afresh. */
  reset(): void {
    this.reference = null;
    this.background = null;
    this.backgroundFrame = null;
    this.outsideReference = null;
    this.outsideChanged = false;
    this.settled = false;
    this.run = NO_RUN;
    this.runBeforeStill = NO_RUN;
    this.lastT = -Infinity;
  }

  /** Validates one update's arguments. */
  private checkInput(frame: RgbaFrame, tMs: number, arena: readonly (readonly [number, number])[] | undefined, diceCount: number | undefined): void {
    if (!frame || !Number.isInteger(frame.width) || !Number.isInteger(frame.height) || frame.width < 1 || frame.height < 1) {
      throw new RangeError(`MotionGate.update: frame size must be positive integers, got ${frame?.width}×${frame?.height}`);
    }
    if (!frame.data || frame.data.length !== frame.width * frame.height * 4) {
      throw new RangeError(`MotionGate.update: frame data must hold ${frame.width}×${frame.height}×4 = ${frame.width * frame.height * 4} bytes, got ${frame.data?.length}`);
    }
    if (!Number.isFinite(tMs) || tMs < this.lastT) {
      throw new RangeError(`MotionGate.update: tMs must be finite and not decrease, got ${tMs} after ${this.lastT}`);
    }
    if (arena !== undefined && (!Array.isArray(arena) || arena.length < 3)) {
      throw new RangeError(`MotionGate.update: the arena polygon needs at least 3 vertices, got ${Array.isArray(arena) ? arena.length : typeof arena}`);
    }
    if (diceCount !== undefined && !(Number.isInteger(diceCount) && diceCount >= 0)) {
      throw new RangeError(`MotionGate.update: diceCount must be an integer ≥ 0, got ${diceCount}`);
    }
  }

  /** New frame size: new working size, everything learnt is dropped. */
  private restart(width: number, height: number): void {
    this.frameWidth = width;
    this.frameHeight = height;
    this.factor = Math.max(1, Math.ceil(Math.max(width, height) / this.config.workSidePx));
    this.w = Math.max(1, Math.floor(width / this.factor));
    this.h = Math.max(1, Math.floor(height / this.factor));
    this.maskKey = '';
    const lastT = this.lastT;
    this.reset();
    this.lastT = lastT;
  }

  /**
   * Rasterises the arena at working resolution (pixel centres), with its border pixels. Cached
   * per polygon rounded to half a working pixel, so a tracked arena that jitters by a pixel
   * costs nothing. A new mask keeps the reference and background (they cover the whole frame).
   */
  private updateMask(arena: readonly (readonly [number, number])[] | undefined): void {
    const half = this.factor / 2;
    const key = arena ? JSON.stringify(arena.map(([x, y]) => [Math.round(x / half), Math.round(y / half)])) : 'frame';
    if (key === this.maskKey) return;
    const { w, h, factor } = this;
    const mask = new Uint8Array(w * h);
    let area = 0;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const centre: PointPx = [(x + 0.5) * factor, (y + 0.5) * factor];
        const inside = arena ? insidePolygon(centre, arena) : true;
        if (inside) {
          mask[y * w + x] = 1;
          area += 1;
        }
      }
    }
    if (area === 0) throw new RangeError(`MotionGate.update: the arena polygon ${JSON.stringify(arena)} covers no pixel of the ${this.frameWidth}×${this.frameHeight} frame`);
    const border = new Uint8Array(w * h);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        if (!mask[i]) continue;
        const edge = x === 0 || y === 0 || x === w - 1 || y === h - 1 || !mask[i - 1] || !mask[i + 1] || !mask[i - w] || !mask[i + w];
        if (edge) border[i] = 1;
      }
    }
    this.outsideMaskBefore = this.mask.length === mask.length ? this.mask : new Uint8Array(mask.length).fill(1);
    this.mask = mask;
    this.border = border;
    this.maskArea = area;
    this.maskKey = key;
    // Pixels that were inside the arena are outside now, or the other way: the outside's picture
    // is taken afresh from this frame, which is no change there, and its still period goes on (a
    // tracked outline that jitters across a rounding step must not keep it from ever being still).
    this.outsideMaskChanged = true;
  }

  /** Box-averages the frame down to the working size, with each working pixel's {@link greyLevel}. */
  private downscale(frame: RgbaFrame): WorkImage {
    const { w, h, factor } = this;
    const src = frame.data;
    const stride = frame.width * 4;
    const rgb = new Uint8Array(w * h * 3);
    const grey = new Uint8Array(w * h);
    const n = factor * factor;
    const sumR = new Uint32Array(w);
    const sumG = new Uint32Array(w);
    const sumB = new Uint32Array(w);
    for (let y = 0; y < h; y++) {
      sumR.fill(0);
      sumG.fill(0);
      sumB.fill(0);
      for (let dy = 0; dy < factor; dy++) {
        let i = (y * factor + dy) * stride;
        for (let x = 0; x < w; x++) {
          let r = 0;
          let g = 0;
          let b = 0;
          for (let dx = 0; dx < factor; dx++, i += 4) {
            r += src[i]!;
            g += src[i + 1]!;
            b += src[i + 2]!;
          }
          sumR[x] = sumR[x]! + r;
          sumG[x] = sumG[x]! + g;
          sumB[x] = sumB[x]! + b;
        }
      }
      for (let x = 0; x < w; x++) {
        const o = y * w + x;
        const r = Math.round(sumR[x]! / n);
        const g = Math.round(sumG[x]! / n);
        const b = Math.round(sumB[x]! / n);
        rgb[o * 3] = r;
        rgb[o * 3 + 1] = g;
        rgb[o * 3 + 2] = b;
        grey[o] = greyLevel(r, g, b);
      }
    }
    return { rgb, grey };
  }

  /** `image`'s grey levels' {@link neighbourhoodRange}, computed once. */
  private greyRange(image: WorkImage): LevelRange {
    image.greyRange ??= neighbourhoodRange(image.grey, this.w, this.h, 1);
    return image.greyRange;
  }

  /** `image`'s colour levels' {@link neighbourhoodRange} over the arena's pixels, computed once per arena mask. */
  private rgbRange(image: WorkImage): LevelRange {
    if (image.rgbRange?.maskKey !== this.maskKey) image.rgbRange = { ...neighbourhoodRange(image.rgb, this.w, this.h, 3, this.mask), maskKey: this.maskKey };
    return image.rgbRange;
  }

  /**
   * Share of arena pixels whose grey level lies more than `diffThreshold` outside the levels of
   * the reference's 3 × 3 neighbourhood around them (a shift of a working pixel is no change).
   */
  private changedShare(grey: Uint8Array, reference: LevelRange, shift: Int16Array): number {
    const { diffThreshold } = this.config;
    const mask = this.mask;
    let changed = 0;
    for (let i = 0; i < grey.length; i++) {
      if (mask[i] && outside(grey[i]!, reference.low[i]! + shift[reference.low[i]!]!, reference.high[i]! + shift[reference.high[i]!]!) > diffThreshold) changed += 1;
    }
    return changed / this.maskArea;
  }

  /**
   * The change of light over the whole arena between `reference` and `grey` (a webcam's exposure
   * drifting or flickering: helper 164, where ±20 grey levels at 1.7 Hz let no arena settle), as
   * the grey levels each reference level moved by, `[256]`: a line through the median change of
   * the arena's darker half of pixels at their median level and that of its lighter half at
   * theirs (an offset and a gain); the darker half's median change alone when the two halves'
   * levels lie within 16 of each other. Medians, so dice moving, thrown or taken out (a few per cent of the
   * arena) move it by nothing, and a still scene gives all 0: the change test is as before.
   */
  private lightShift(grey: Uint8Array, reference: Uint8Array): Int16Array {
    const mask = this.mask;
    const levels = new Uint32Array(256);
    for (let i = 0; i < grey.length; i++) if (mask[i]) levels[reference[i]!]! += 1;
    const medianOf = (counts: Uint32Array, total: number, offset: number): number => {
      let seen = 0;
      for (let k = 0; k < counts.length; k++) if ((seen += counts[k]!) * 2 >= total) return k - offset;
      return 0;
    };
    const split = medianOf(levels, this.maskArea, 0);
    const halves = [{ levels: new Uint32Array(256), diffs: new Uint32Array(511), n: 0 }, { levels: new Uint32Array(256), diffs: new Uint32Array(511), n: 0 }];
    for (let i = 0; i < grey.length; i++) {
      if (!mask[i]) continue;
      const half = halves[reference[i]! <= split ? 0 : 1]!;
      half.levels[reference[i]!]! += 1;
      half.diffs[grey[i]! - reference[i]! + 255]! += 1;
      half.n += 1;
    }
    const medians = halves.filter((half) => half.n > 0).map((half) => ({ level: medianOf(half.levels, half.n, 0), diff: medianOf(half.diffs, half.n, 255) }));
    const shift = new Int16Array(256);
    const [low, high] = medians;
    if (!low) return shift;
    const slope = high && high.level - low.level >= 16 ? (high.diff - low.diff) / (high.level - low.level) : 0;
    for (let level = 0; level < 256; level++) shift[level] = Math.round(low.diff + slope * (level - low.level));
    return shift;
  }

  /**
   * The homography, in frame pixels, of a camera move that explains an obstructed still picture
   * (module comment, 3), or `null`. The finder must fit one that moves the arena's outline by at
   * least `minCameraMovePx` working pixels somewhere; the background seen from the new position
   * must cover at least `minCameraMoveViewShare` of the arena (a camera turned further shows another scene); and
   * against it, no region reaching in from the arena's border, or from the edge of the old
   * picture where it lies within the arena, may differ over
   * `minObstructionShare` of it (a hand; the mat's rim doubled by a map fitted wrong), and
   * under `maxCameraMoveChangeShare` of it may differ in all (dice thrown meanwhile, which may
   * cover more than a hand's region; every die doubled by a map fitted wrong).
   */
  private cameraMoveExplaining(frame: RgbaFrame, image: WorkImage, background: WorkImage): Homography | null {
    if (!this.findCameraMove || !this.backgroundFrame) return null;
    const { w, h, factor, mask } = this;
    const move = this.findCameraMove(this.backgroundFrame, frame, { rgb: background.rgb, w, h, factor });
    if (!move) return null;
    const half = (factor - 1) / 2;
    let farthest = 0;
    for (let i = 0; i < mask.length; i++) {
      if (!this.border[i]) continue;
      const x = factor * (i % w) + half;
      const y = factor * Math.floor(i / w) + half;
      const [u, v] = applyHomography(move.homography, [x, y]);
      farthest = Math.max(farthest, Math.hypot(u - x, v - y) / factor);
    }
    if (!(farthest >= this.config.minCameraMovePx)) return null;
    const rgb = move.warpedRgb.slice();
    const grey = new Uint8Array(mask.length);
    let seen = 0;
    for (let i = 0; i < mask.length; i++) {
      const o = i * 3;
      if (move.valid[i]) seen += mask[i]!;
      else rgb.set(image.rgb.subarray(o, o + 3), o);
      grey[i] = greyLevel(rgb[o]!, rgb[o + 1]!, rgb[o + 2]!);
    }
    if (seen < this.config.minCameraMoveViewShare * this.maskArea) return null;
    const foreground = this.foreground(image, { rgb, grey });
    let differing = 0;
    for (const changed of foreground) differing += changed;
    if (differing >= this.config.maxCameraMoveChangeShare * this.maskArea) return null;
    // A hand reaches in from the picture's edge: where the old picture, moved, leaves the arena
    // (a camera zoomed out or moved), what lies beyond it is compared with itself, so the hand's
    // region starts at that edge of the old picture, not at the arena's border.
    const border = this.border.slice();
    for (let i = 0; i < mask.length; i++) {
      if (!mask[i] || !move.valid[i]) continue;
      const x = i % w;
      if ((x > 0 && !move.valid[i - 1]) || (x < w - 1 && !move.valid[i + 1]) || (i >= w && !move.valid[i - w]) || (i + w < mask.length && !move.valid[i + w])) border[i] = 1;
    }
    if (this.largestBorderRegionShare(foreground, border) >= this.config.minObstructionShare) return null;
    return move.homography;
  }

  /**
   * Share of the arena covered by the largest 4-connected region of pixels that differ from
   * the background (a channel more than `diffThreshold` outside that channel's levels in the
   * background's 3 × 3 neighbourhood within the arena), less the changes of light
   * ({@link dropShadows}), and touches the arena's border.
   */
  private obstructionShare(image: WorkImage, backgroundImage: WorkImage): number {
    return this.largestBorderRegionShare(this.foreground(image, backgroundImage));
  }

  /**
   * Share of the arena covered by the largest 4-connected region of `foreground` (`h × w`, 1
   * where the picture differs; marked 2 where visited, so it is spent) that touches `border`
   * (`h × w`, 1 on its pixels; default: the arena's border).
   */
  private largestBorderRegionShare(foreground: Uint8Array, border: Uint8Array = this.border): number {
    const { w, mask } = this;
    const size = mask.length;
    // Flood-fill from the border pixels only: regions not touching the border are never visited.
    const stack = new Int32Array(size);
    let largest = 0;
    for (let seed = 0; seed < size; seed++) {
      if (!border[seed] || foreground[seed] !== 1) continue;
      let top = 0;
      let area = 0;
      stack[top++] = seed;
      foreground[seed] = 2;
      while (top > 0) {
        const i = stack[--top]!;
        area += 1;
        const x = i % w;
        if (x > 0 && foreground[i - 1] === 1) { foreground[i - 1] = 2; stack[top++] = i - 1; }
        if (x < w - 1 && foreground[i + 1] === 1) { foreground[i + 1] = 2; stack[top++] = i + 1; }
        if (i >= w && foreground[i - w] === 1) { foreground[i - w] = 2; stack[top++] = i - w; }
        if (i + w < size && foreground[i + w] === 1) { foreground[i + w] = 2; stack[top++] = i + w; }
      }
      largest = Math.max(largest, area);
    }
    return largest / this.maskArea;
  }

  /**
   * The arena's pixels that differ from the background (`h × w`, 1 where a channel lies more than
   * `diffThreshold` outside that channel's levels in the background's 3 × 3 neighbourhood within
   * the arena), less the changes of light ({@link dropShadows}).
   */
  private foreground(image: WorkImage, backgroundImage: WorkImage): Uint8Array {
    const { diffThreshold } = this.config;
    const { mask } = this;
    const rgb = image.rgb;
    const { low, high } = this.rgbRange(backgroundImage);
    const foreground = new Uint8Array(mask.length);
    for (let i = 0; i < mask.length; i++) {
      if (!mask[i]) continue;
      const o = i * 3;
      const d = Math.max(outside(rgb[o]!, low[o]!, high[o]!), outside(rgb[o + 1]!, low[o + 1]!, high[o + 1]!), outside(rgb[o + 2]!, low[o + 2]!, high[o + 2]!));
      if (d > diffThreshold) foreground[i] = 1;
    }
    this.dropShadows(foreground, image, backgroundImage);
    return foreground;
  }

  /**
   * Clears from `foreground` (`h × w`, 1 where the picture differs from the background) the
   * changes of light over part of the arena: a shadow cast over it by someone leaning in, or
   * lifted (module comment, 2). A pixel's change is one of light when its R + G + B went up or
   * down by a factor of at most 5 and each channel's share of it moved by at most
   * `maxShadowChromaShift` (light dimmed or added multiplies the channels alike: Cucchiara et
   * al. 2003, "Detecting moving objects, ghosts and shadows in video streams", test hue and
   * saturation the same way). Such pixels are dropped only on evidence that the darker or
   * lighter thing is the same surface:
   * - the background under them is coloured (mean HSV saturation at least
   *   `minShadowMatSaturation`): a grey or black sleeve over a green mat changes its colour;
   * - or the background's edges under them show through: of the pairs of neighbouring such
   *   pixels whose background levels differ by a factor of 1.5 or more (a die's edge, the mat's
   *   print), at least 6 and at least `minShadowEdgesKept` of them keep their ratio of light
   *   (picture ÷ background grey within 20 % of each other), as a shadow, even with a soft edge,
   *   does; a flat sleeve over such an edge changes that ratio by a third or more.
   * A grey cloth over a plain grey mat has neither and stays an obstruction. Skin, and sleeves
   * of a colour other than the mat's, are never a change of light, so a hand whose shadow is
   * dropped stays a hand.
   */
  private dropShadows(foreground: Uint8Array, image: WorkImage, backgroundImage: WorkImage): void {
    const { maxShadowChromaShift, minShadowMatSaturation, minShadowEdgesKept } = this.config;
    const rgb = image.rgb;
    const background = backgroundImage.rgb;
    const lit = new Uint8Array(foreground.length);
    let n = 0;
    let saturation = 0;
    for (let i = 0; i < foreground.length; i++) {
      if (!foreground[i]) continue;
      const o = i * 3;
      const total = rgb[o]! + rgb[o + 1]! + rgb[o + 2]! + 12;
      const backgroundTotal = background[o]! + background[o + 1]! + background[o + 2]! + 12;
      const gain = total / backgroundTotal;
      if (gain < 0.2 || gain > 5) continue;
      let same = true;
      for (let c = 0; c < 3 && same; c++) {
        same = Math.abs((rgb[o + c]! + 4) / total - (background[o + c]! + 4) / backgroundTotal) <= maxShadowChromaShift;
      }
      if (!same) continue;
      lit[i] = 1;
      n += 1;
      const top = Math.max(background[o]!, background[o + 1]!, background[o + 2]!);
      const bottom = Math.min(background[o]!, background[o + 1]!, background[o + 2]!);
      saturation += (top - bottom) / (top + 4);
    }
    if (n === 0) return;
    if (saturation / n < minShadowMatSaturation && !this.edgesShowThrough(lit, foreground, image.grey, backgroundImage.grey, minShadowEdgesKept)) return;
    for (let i = 0; i < foreground.length; i++) if (lit[i]) foreground[i] = 0;
  }

  /**
   * Whether the background's edges under the changes of light show through in `grey` (see
   * {@link dropShadows}): of the 4-neighbour pairs of arena pixels with at least one in `lit`
   * and neither changed otherwise (in `foreground` but not in `lit`) whose background grey
   * levels (+ 4) differ by a factor of 1.5 or more, at least 6 and at least `minKept` of them
   * have ratios `grey ÷ background` within 20 % of each other. Unchanged pixels count: a die's
   * rim under a shadow may lie within its background neighbourhood's levels.
   * @param lit, foreground `h × w`, 1 inside
   */
  private edgesShowThrough(lit: Uint8Array, foreground: Uint8Array, grey: Uint8Array, background: Uint8Array, minKept: number): boolean {
    const { w, mask } = this;
    let edges = 0;
    let kept = 0;
    const pair = (i: number, j: number): void => {
      if (!mask[i] || !mask[j] || !(lit[i] || lit[j]) || (foreground[i] && !lit[i]) || (foreground[j] && !lit[j])) return;
      const a = background[i]! + 4;
      const b = background[j]! + 4;
      if (Math.max(a, b) < 1.5 * Math.min(a, b)) return;
      edges += 1;
      const ratioI = (grey[i]! + 4) / a;
      const ratioJ = (grey[j]! + 4) / b;
      if (Math.abs(ratioI - ratioJ) <= 0.2 * Math.max(ratioI, ratioJ)) kept += 1;
    };
    for (let i = 0; i < lit.length; i++) {
      if (i % w < w - 1) pair(i, i + 1);
      if (i + w < lit.length) pair(i, i + w);
    }
    return edges >= 6 && kept >= minKept * edges;
  }
}
