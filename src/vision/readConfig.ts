/**
 * Every tunable of the classical die reader, in one typed object with units in the names.
 * Defaults were tuned on byler-d6/train and matteo-d6/valid (see the eval CLI, `src/cli/eval.ts`).
 */

/** Tunables of {@link readDice}; pass a `Partial` in `ReadOptions.config` to override some. */
export interface ReadConfig {
  /** Frames whose longer side exceeds this many pixels are shrunk to it before reading (results are in the original pixels). */
  maxWorkingSidePx: number;
  /** Width in pixels of the coarse image used for the arena and the floor background model. */
  coarseWidthPx: number;
  /** Median kernel of the floor background model, as a share of the coarse width (0..1). */
  backgroundKernelShare: number;
  /** Per-neighbour colour step (8-bit Lab units) the floor flood fill may take when proposing an arena. */
  floorFloodStepLab: number;
  /** Largest lightness difference (8-bit Lab L) from the floor colour a lighter floor pixel may have. */
  floorMaxLightnessDiffLab: number;
  /**
   * Largest share (0..1) of the floor colour's lightness (8-bit Lab L) a darker floor pixel may
   * lose: the floor in a wall's shadow, or shaded towards the edges of a lamp's pool of light.
   * A share, not a fixed difference, because a shadow dims light: a bright floor's shaded strip
   * loses more lightness units than a dark mat's, and a dark table round a dark mat stays out.
   */
  floorMaxShadowShare: number;
  /**
   * {@link floorMaxShadowShare} for the floor the classical reader (readDice.ts) models its
   * background on and searches: tighter, since a shaded strip along the walls blurs the floor's
   * median colour (a share of 0.4 there lost a quarter of its dice on byler-d6's first 20 photos).
   */
  backgroundFloorMaxShadowShare: number;
  /** Largest a or b difference (8-bit Lab units) from the floor colour a floor pixel may have. */
  floorMaxChromaDiffLab: number;
  /** When the floor's hull fills at least this share (0..1) of its rotated bounding rectangle, the rectangle is the arena. */
  floorRectFillShare: number;
  /** A proposed arena smaller than this share of the frame (0..1) is rejected for the fallback. */
  minArenaShare: number;
  /** Fallback arena: the whole frame minus this margin, as a share of the shorter side (0..1). */
  fallbackMarginShare: number;
  /** Dice are also looked for this far beyond the arena/floor edge, as a share of the frame's shorter side (0..1). */
  searchMarginShare: number;
  /** Beyond the edge only blobs surviving an opening this wide (share of the shorter side, 0..1) count. */
  marginOpeningShare: number;
  /** Colour distance from the floor (8-bit Lab units) above which a pixel belongs to a die. */
  foregroundDistanceLab: number;
  /** Weight of a darker-than-floor lightness difference (shadows), 0..1; lighter counts fully. */
  shadowWeight: number;
  /** Weights of smoothed Lab lightness and chroma (per 8-bit unit, against 1 per pixel of position) when k-means splits touching dice. */
  splitLightnessWeight: number;
  splitChromaWeight: number;
  /** Score penalty per extra die when choosing how many dice a blob holds (0..1). */
  splitPenaltyPerDie: number;
  /** Smallest die area in pixels. */
  minDieAreaPx: number;
  /** Largest die side as a share of the frame's shorter side (0..1). */
  maxDieSideShare: number;
  /** Largest width/height ratio of a single die's rotated rectangle (>= 1). */
  maxDieAspect: number;
  /** Smallest solidity (area / convex hull area, 0..1) of a single die. */
  minDieSolidity: number;
  /** Die crops are rescaled so that a die's side measures this many pixels before pip finding. */
  normalisedSidePx: number;
  /** Median kernel giving the local die-body colour, as a share of the die side (0..1). */
  pipKernelShare: number;
  /** Pips are looked for this far inside the die outline, as a share of the die side (0..1). */
  pipInsetShare: number;
  /** Smallest pip contrast against the local die body, 8-bit Lab distance units. */
  minPipContrast: number;
  /** Weight of a and b (against 1 for L) in that distance. */
  pipChromaWeight: number;
  /** Pip threshold as a share of the 97th-percentile contrast on the die (0..1). */
  pipRelativeThreshold: number;
  /** Pip area range as shares of the die area (0..1). */
  minPipAreaShare: number;
  maxPipAreaShare: number;
  /** Smallest pip circularity 4πA/P² (0..1) and inertia ratio (minor/major axis, 0..1). */
  minPipCircularity: number;
  minPipInertia: number;
  /** Largest distance (share of the die side, 0..1) between the pips' centroid and the die outline's centre before the reading is penalised. */
  maxPipCentroidOffsetShare: number;
  /** A die whose face cannot be read is only reported when its outline scores at least this (0..1). */
  minUnreadableShapeScore: number;
  /** ... and, when not even one pip-like mark was found on it, at least this (0..1). */
  minPiplessShapeScore: number;
  /** Below this confidence (0..1) a die is reported with `face: null`. */
  minConfidence: number;
  /** Arena rim half-width in pixels: a die centre this close to the arena edge is out. */
  arenaRimPx: number;
}

/** Default tunables (see each field). */
export const DEFAULT_READ_CONFIG: Readonly<ReadConfig> = {
  maxWorkingSidePx: 800,
  coarseWidthPx: 160,
  backgroundKernelShare: 0.3,
  floorFloodStepLab: 4,
  floorMaxLightnessDiffLab: 22,
  floorMaxShadowShare: 0.4,
  backgroundFloorMaxShadowShare: 0.22,
  floorMaxChromaDiffLab: 8,
  floorRectFillShare: 0.85,
  minArenaShare: 0.15,
  fallbackMarginShare: 0.02,
  searchMarginShare: 0.02,
  marginOpeningShare: 0.025,
  foregroundDistanceLab: 20,
  shadowWeight: 0.5,
  splitLightnessWeight: 0.15,
  splitChromaWeight: 0.4,
  splitPenaltyPerDie: 0.03,
  minDieAreaPx: 150,
  maxDieSideShare: 0.3,
  maxDieAspect: 1.6,
  minDieSolidity: 0.8,
  normalisedSidePx: 48,
  pipKernelShare: 0.4,
  pipInsetShare: 0.1,
  minPipContrast: 20,
  pipChromaWeight: 1,
  pipRelativeThreshold: 0.5,
  minPipAreaShare: 0.004,
  maxPipAreaShare: 0.12,
  minPipCircularity: 0.5,
  minPipInertia: 0.5,
  maxPipCentroidOffsetShare: 0.25,
  minUnreadableShapeScore: 0,
  minPiplessShapeScore: 0.9,
  minConfidence: 0.3,
  arenaRimPx: 2,
};
