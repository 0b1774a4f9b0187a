/**
 * Reads a die's top face by counting its pips: small round blobs that contrast with the die
 * body, dark pips on light dice (black-hat) or light pips on dark dice (top-hat). The die crop
 * is rescaled to a fixed side first, so every size below is a share of the die side.
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
  /** Mean response (grey levels above the body) of the blob. */
  contrast: number;
}

/** The pips of one polarity and how plausible they are as a face. */
export interface PipReading {
  /** `dark` = dark pips on a lighter body (black-hat); `light` = the reverse (top-hat). */
  polarity: 'dark' | 'light';
  /** Pips kept after the size and shape filters. */
  pips: Pip[];
  /** Plausibility 0..1 of `pips.length` as the face: layout × size consistency × contrast. */
  score: number;
}

/**
 * Finds pips of both polarities on one die.
 *
 * @param gray whole frame, `H × W` uint8 grey.
 * @param dieMask `rect.height × rect.width` uint8, 255 on the die, 0 elsewhere (crop of the frame at `rect`).
 * @param rect the crop's place in the frame, pixels.
 * @param sidePx the die's side in frame pixels (sqrt of its area).
 * @returns one reading per polarity, best score first.
 */
export function readPips(cv: OpenCv, gray: Mat, dieMask: Mat, rect: Rect, sidePx: number, config: ReadConfig): PipReading[] {
  return withMatScope((scope) => {
    const f = config.normalisedSidePx / sidePx;
    const w = Math.max(8, Math.round(rect.width * f));
    const h = Math.max(8, Math.round(rect.height * f));
    const crop = scope.add(gray.roi(rect));
    const g = scope.add(new cv.Mat());
    cv.resize(crop, g, new cv.Size(w, h), 0, 0, cv.INTER_LINEAR);
    const m = scope.add(new cv.Mat());
    cv.resize(dieMask, m, new cv.Size(w, h), 0, 0, cv.INTER_NEAREST);
    const insetPx = Math.max(1, Math.round(config.pipInsetShare * config.normalisedSidePx));
    const inner = scope.add(new cv.Mat());
    const insetKernel = scope.add(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(2 * insetPx + 1, 2 * insetPx + 1)));
    cv.erode(m, inner, insetKernel);
    const k = Math.max(3, Math.round(config.pipKernelShare * config.normalisedSidePx) | 1);
    const kernel = scope.add(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(k, k)));
    const side2 = config.normalisedSidePx * config.normalisedSidePx;
    const readings: PipReading[] = [];
    for (const polarity of ['dark', 'light'] as const) {
      const response = scope.add(new cv.Mat());
      cv.morphologyEx(g, response, polarity === 'dark' ? cv.MORPH_BLACKHAT : cv.MORPH_TOPHAT, kernel);
      const r = response.data;
      const innerData = inner.data;
      let max = 0;
      for (let i = 0; i < r.length; i++) if (innerData[i]! > 0 && r[i]! > max) max = r[i]!;
      const threshold = Math.max(config.minPipContrast, config.pipRelativeThreshold * max);
      const binary = scope.add(new cv.Mat(h, w, cv.CV_8UC1));
      const b = binary.data;
      for (let i = 0; i < r.length; i++) b[i] = innerData[i]! > 0 && r[i]! >= threshold ? 255 : 0;
      const contours = scope.add(new cv.MatVector());
      const hierarchy = scope.add(new cv.Mat());
      cv.findContours(binary, contours, hierarchy, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_NONE);
      const pips: Pip[] = [];
      const circularities: number[] = [];
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
        const cx = mo.m10 / mo.m00;
        const cy = mo.m01 / mo.m00;
        const bx = Math.round(cx);
        const by = Math.round(cy);
        const contrast = r[Math.min(h - 1, Math.max(0, by)) * w + Math.min(w - 1, Math.max(0, bx))]!;
        pips.push({ centre: [rect.x + cx / f, rect.y + cy / f], areaPx: area / (f * f), contrast });
        circularities.push(circularity);
      }
      readings.push({ polarity, pips, score: faceScore(pips, circularities, sidePx, config) });
    }
    return readings.sort((a, b) => b.score - a.score);
  });
}

/** Plausibility 0..1 that `pips` are a whole top face: layout × size consistency × shape × contrast. */
function faceScore(pips: readonly Pip[], circularities: readonly number[], sidePx: number, config: ReadConfig): number {
  const n = pips.length;
  if (n < 1 || n > 6) return 0;
  const centres: PipCentre[] = pips.map((p) => p.centre);
  const layout = pipLayoutScore(centres, sidePx);
  const areas = pips.map((p) => p.areaPx);
  const meanArea = areas.reduce((a, b) => a + b, 0) / n;
  const sizeSpread = n > 1 ? Math.sqrt(areas.reduce((a, x) => a + (x - meanArea) ** 2, 0) / n) / meanArea : 0;
  const sizeScore = Math.exp(-Math.max(0, sizeSpread - 0.2) / 0.3);
  const shape = circularities.reduce((a, b) => a + b, 0) / n;
  const contrast = Math.min(1, pips.reduce((a, p) => a + p.contrast, 0) / n / (2 * config.minPipContrast));
  return layout * sizeScore * Math.min(1, shape / 0.8) * contrast;
}
