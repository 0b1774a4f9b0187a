/**
 * Reads a die's top face by counting its pips: small round blobs whose colour differs from the
 * die body around them, in whatever direction (dark pips on light dice, light or coloured pips
 * on dark or coloured dice). The die crop is rescaled to a fixed side first, so every size
 * below is a share of the die side.
 */
import type { Mat, Rect } from '@techstark/opencv-js';
import { withMatScope } from './matScope.ts';
import type { OpenCv } from './opencv.ts';
import { pipLayoutScore, type PipCentre } from './pipLayout.ts';
import type { ReadConfig } from './readConfig.ts';

/** One pip found on a die: centre in frame pixels, area in frame pixels². */
export interface Pip {
  /** Centre `[x, y]`, frame pixels. */
  centre: [number, number];
  /** Area, frame pixels². */
  areaPx: number;
  /** Mean colour difference from the local die body, 8-bit Lab `[dL, da, db]`. */
  colourDiff: [number, number, number];
  /** Circularity 4πA/P², 0..1. */
  circularity: number;
}

/** A set of same-coloured pips and how plausible they are as the top face. */
export interface PipReading {
  /** The pips (all differing from the body in a similar colour direction). */
  pips: Pip[];
  /** Plausibility 0..1 of `pips.length` as the face: layout × size consistency × shape × contrast. */
  score: number;
}

/**
 * Finds pip sets on one die.
 *
 * @param labSmooth whole frame, `H × W × 3` 8-bit Lab.
 * @param dieMask `rect.height × rect.width` uint8, 255 on the die, 0 elsewhere (crop of the frame at `rect`).
 * @param rect the crop's place in the frame, pixels.
 * @param sidePx the die's side in frame pixels (sqrt of its area).
 * @param centre the die outline's centre `[x, y]`, frame pixels: d6 pip patterns are centrally
 *   symmetric, so the pips' centroid must lie near it (within `maxPipCentroidOffsetShare` × side).
 * @returns candidate readings (one per pip colour group), best score first; may be empty.
 */
export function readPips(cv: OpenCv, lab: Mat, dieMask: Mat, rect: Rect, sidePx: number, centre: readonly [number, number], config: ReadConfig): PipReading[] {
  return withMatScope((scope) => {
    const side = config.normalisedSidePx;
    const f = side / sidePx;
    const w = Math.max(8, Math.round(rect.width * f));
    const h = Math.max(8, Math.round(rect.height * f));
    const crop = scope.add(lab.roi(rect));
    const g = scope.add(new cv.Mat());
    cv.resize(crop, g, new cv.Size(w, h), 0, 0, cv.INTER_LINEAR);
    const m = scope.add(new cv.Mat());
    cv.resize(dieMask, m, new cv.Size(w, h), 0, 0, cv.INTER_NEAREST);
    const insetPx = Math.max(1, Math.round(config.pipInsetShare * side));
    const inner = scope.add(new cv.Mat());
    cv.erode(m, inner, scope.add(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(2 * insetPx + 1, 2 * insetPx + 1))));
    // Local body colour: a median wider than a pip.
    const k = Math.max(3, Math.round(config.pipKernelShare * side) | 1);
    const body = scope.add(new cv.Mat());
    cv.medianBlur(g, body, k);
    const gd = g.data;
    const bd = body.data;
    const id = inner.data;
    const diff = new Float32Array(w * h);
    const values: number[] = [];
    for (let i = 0; i < w * h; i++) {
      if (id[i] === 0) continue;
      const dL = gd[3 * i]! - bd[3 * i]!;
      const da = gd[3 * i + 1]! - bd[3 * i + 1]!;
      const db = gd[3 * i + 2]! - bd[3 * i + 2]!;
      diff[i] = Math.sqrt(dL * dL + config.pipChromaWeight * (da * da + db * db));
      values.push(diff[i]!);
    }
    if (values.length === 0) return [];
    values.sort((a, b) => a - b);
    const high = values[Math.floor(values.length * 0.97)]!;
    const threshold = Math.max(config.minPipContrast, config.pipRelativeThreshold * high);
    const binary = scope.add(new cv.Mat(h, w, cv.CV_8UC1));
    const bin = binary.data;
    for (let i = 0; i < w * h; i++) bin[i] = diff[i]! >= threshold ? 255 : 0;
    const contours = scope.add(new cv.MatVector());
    const hierarchy = scope.add(new cv.Mat());
    cv.findContours(binary, contours, hierarchy, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_NONE);
    const side2 = side * side;
    const pips: Pip[] = [];
    for (let i = 0; i < contours.size(); i++) {
      const c = scope.add(contours.get(i));
      const area = cv.contourArea(c);
      if (area < config.minPipAreaShare * side2 || area > config.maxPipAreaShare * side2) continue;
      const perimeter = cv.arcLength(c, true);
      const circularity = perimeter > 0 ? Math.min(1, (4 * Math.PI * area) / (perimeter * perimeter)) : 0;
      const mo = cv.moments(c, false);
      if (mo.m00 <= 0) continue;
      const mu20 = mo.mu20 / mo.m00;
      const mu02 = mo.mu02 / mo.m00;
      const mu11 = mo.mu11 / mo.m00;
      const common = Math.sqrt(4 * mu11 * mu11 + (mu20 - mu02) * (mu20 - mu02));
      const major = (mu20 + mu02 + common) / 2;
      const minor = (mu20 + mu02 - common) / 2;
      const inertia = major > 0 ? Math.sqrt(Math.max(0, minor) / major) : 0;
      if (circularity < config.minPipCircularity || inertia < config.minPipInertia) continue;
      // Mean colour difference over the blob's bounding box pixels that are above threshold.
      const r = cv.boundingRect(c);
      const sum = [0, 0, 0];
      let count = 0;
      for (let y = r.y; y < r.y + r.height; y++) {
        for (let x = r.x; x < r.x + r.width; x++) {
          const p = y * w + x;
          if (bin[p] === 0) continue;
          for (let ch = 0; ch < 3; ch++) sum[ch]! += gd[3 * p + ch]! - bd[3 * p + ch]!;
          count++;
        }
      }
      const cx = mo.m10 / mo.m00;
      const cy = mo.m01 / mo.m00;
      pips.push({
        centre: [rect.x + cx / f, rect.y + cy / f],
        areaPx: area / (f * f),
        colourDiff: [sum[0]! / count, sum[1]! / count, sum[2]! / count],
        circularity,
      });
    }
    return groupByColour(pips)
      .map((group) => ({ pips: group, score: faceScore(group, sidePx, centre, config) }))
      .filter((r) => r.score > 0)
      .sort((a, b) => b.score - a.score);
  });
}

/**
 * Pip sets of one colour direction: for each pip, the pips whose colour difference points the
 * same way (cosine > 0.5). Distinct sets only.
 */
function groupByColour(pips: readonly Pip[]): Pip[][] {
  const groups = new Map<string, Pip[]>();
  for (const seed of pips) {
    const s = seed.colourDiff;
    const ns = Math.hypot(...s);
    const group = pips.filter((p) => {
      const d = p.colourDiff;
      const cos = (s[0] * d[0] + s[1] * d[1] + s[2] * d[2]) / (ns * Math.hypot(...d) || 1);
      return cos > 0.5;
    });
    groups.set(group.map((p) => pips.indexOf(p)).join(','), group);
  }
  return [...groups.values()];
}

/** Plausibility 0..1 that `pips` are a whole top face: layout × size consistency × shape × contrast. */
function faceScore(pips: readonly Pip[], sidePx: number, centre: readonly [number, number], config: ReadConfig): number {
  const n = pips.length;
  if (n < 1 || n > 6) return 0;
  const centres: PipCentre[] = pips.map((p) => p.centre);
  const layout = pipLayoutScore(centres, sidePx);
  const mx = centres.reduce((a, c) => a + c[0], 0) / n;
  const my = centres.reduce((a, c) => a + c[1], 0) / n;
  const offset = Math.hypot(mx - centre[0], my - centre[1]) / sidePx;
  const centred = Math.exp(-Math.max(0, offset - config.maxPipCentroidOffsetShare) / 0.08);
  const areas = pips.map((p) => p.areaPx);
  const meanArea = areas.reduce((a, b) => a + b, 0) / n;
  const sizeSpread = n > 1 ? Math.sqrt(areas.reduce((a, x) => a + (x - meanArea) ** 2, 0) / n) / meanArea : 0;
  const sizeScore = Math.exp(-Math.max(0, sizeSpread - 0.25) / 0.3);
  const shape = pips.reduce((a, p) => a + p.circularity, 0) / n;
  const contrast = pips.reduce((a, p) => a + Math.hypot(...p.colourDiff), 0) / n;
  return layout * centred * sizeScore * Math.min(1, shape / 0.75) * Math.min(1, contrast / (2 * config.minPipContrast));
}
