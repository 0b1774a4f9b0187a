/**
 * The arena: the floor area where dice count. When the caller gives no arena polygon, one is
 * proposed from the image: the largest smooth floor region around the frame centre (a tray
 * floor, a table top), as its convex hull; failing that, the whole frame minus a margin.
 */
import type { Mat } from '@techstark/opencv-js';
import type { RgbaFrame } from '../core/types.ts';
import { checkFrame } from './frame.ts';
import { withMatScope } from './matScope.ts';
import type { OpenCv } from './opencv.ts';
import { fromTopLeftClockwise, insidePolygon, type PointPx } from './polygon.ts';
import { DEFAULT_READ_CONFIG, type ReadConfig } from './readConfig.ts';
import { shrinkFrame } from './shrink.ts';

export { insidePolygon, type PointPx } from './polygon.ts';

/** A proposed arena: polygon in frame pixels and how it was found. */
export interface ArenaProposal {
  /** Convex polygon, vertices `[x, y]` in frame pixels, from its top-left vertex, clockwise on screen (polygon.ts `fromTopLeftClockwise`). */
  polygon: PointPx[];
  /** `floor`: from the floor region; `fallback`: whole frame minus a margin. */
  source: 'floor' | 'fallback';
}

/** Whether a die centre `[x, y]` (pixels) is in the arena: strictly inside and off the rim. */
export function isInArena(centre: readonly [number, number], arena: readonly (readonly [number, number])[], rimPx = 0): boolean {
  return insidePolygon(centre, arena, rimPx);
}

/** The whole frame minus `marginShare` of its shorter side, as a 4-vertex polygon in pixels. */
export function fallbackArena(width: number, height: number, marginShare: number): PointPx[] {
  const m = Math.round(Math.min(width, height) * marginShare);
  return [
    [m, m],
    [width - m, m],
    [width - m, height - m],
    [m, height - m],
  ];
}

/**
 * Proposes an arena on a coarse 8-bit Lab image (`h × w × 3`, OpenCV's 8-bit Lab scaling),
 * `scale` = frame pixels per coarse pixel. The floor is flood-filled (floating range,
 * `floorFloodStepLab` per neighbour) from the central pixel closest to the central region's
 * median colour; holes (dice) are closed over by taking the convex hull.
 */
export function proposeArenaOnCoarseLab(cv: OpenCv, coarseLab: Mat, scale: number, frameWidth: number, frameHeight: number, config: ReadConfig): ArenaProposal {
  return withMatScope((scope) => {
    const w = coarseLab.cols;
    const h = coarseLab.rows;
    const data = coarseLab.data;
    // Median colour of the central half of the image, then the central pixel nearest to it.
    const x0 = Math.floor(w / 4);
    const y0 = Math.floor(h / 4);
    const channels: number[][] = [[], [], []];
    for (let y = y0; y < h - y0; y++) {
      for (let x = x0; x < w - x0; x++) {
        const i = (y * w + x) * 3;
        channels[0]!.push(data[i]!);
        channels[1]!.push(data[i + 1]!);
        channels[2]!.push(data[i + 2]!);
      }
    }
    const median = channels.map((c) => c.sort((a, b) => a - b)[c.length >> 1]!);
    let seed: [number, number] = [w >> 1, h >> 1];
    let best = Infinity;
    for (let y = y0; y < h - y0; y++) {
      for (let x = x0; x < w - x0; x++) {
        const i = (y * w + x) * 3;
        const d =
          Math.abs(data[i]! - median[0]!) + Math.abs(data[i + 1]! - median[1]!) + Math.abs(data[i + 2]! - median[2]!) +
          0.05 * Math.hypot(x - w / 2, y - h / 2);
        if (d < best) {
          best = d;
          seed = [x, y];
        }
      }
    }
    const work = scope.add(coarseLab.clone());
    const mask = scope.add(cv.Mat.zeros(h + 2, w + 2, cv.CV_8UC1));
    // Gate: the fill may not enter pixels far from the floor colour (walls, rims, table).
    const gate = mask.data;
    const sc = (seed[1] * w + seed[0]) * 3;
    const floorColour = [data[sc]!, data[sc + 1]!, data[sc + 2]!];
    const maxShadowDiff = config.floorMaxShadowShare * floorColour[0]!;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const i = (y * w + x) * 3;
        const lighter = data[i]! - floorColour[0]!;
        if (
          lighter > config.floorMaxLightnessDiffLab ||
          -lighter > maxShadowDiff ||
          Math.abs(data[i + 1]! - floorColour[1]!) > config.floorMaxChromaDiffLab ||
          Math.abs(data[i + 2]! - floorColour[2]!) > config.floorMaxChromaDiffLab
        ) {
          gate[(y + 1) * (w + 2) + x + 1] = 1;
        }
      }
    }
    const step = config.floorFloodStepLab;
    const flags = 8 | cv.FLOODFILL_MASK_ONLY | (255 << 8);
    cv.floodFill(work, mask, new cv.Point(seed[0], seed[1]), new cv.Scalar(0, 0, 0, 0), new cv.Rect(), new cv.Scalar(step, step, step, 0), new cv.Scalar(step, step, step, 0), flags);
    const floor = scope.add(new cv.Mat());
    cv.threshold(scope.add(mask.roi(new cv.Rect(1, 1, w, h))), floor, 254, 255, cv.THRESH_BINARY);
    const contours = scope.add(new cv.MatVector());
    const hierarchy = scope.add(new cv.Mat());
    cv.findContours(floor, contours, hierarchy, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_SIMPLE);
    let largest = -1;
    let largestArea = 0;
    for (let i = 0; i < contours.size(); i++) {
      const c = scope.add(contours.get(i));
      const a = cv.contourArea(c);
      if (a > largestArea) {
        largestArea = a;
        largest = i;
      }
    }
    if (largest < 0 || largestArea < config.minArenaShare * w * h) {
      return { polygon: fallbackArena(frameWidth, frameHeight, config.fallbackMarginShare), source: 'fallback' };
    }
    const hull = scope.add(new cv.Mat());
    cv.convexHull(scope.add(contours.get(largest)), hull, false, true);
    const hullArea = cv.contourArea(hull);
    // A tray floor is a rectangle: when the hull nearly fills its rotated bounding rectangle,
    // take the rectangle (this restores corners hidden by dice against the walls).
    const rotated = cv.minAreaRect(hull);
    const rectArea = rotated.size.width * rotated.size.height;
    let corners: [number, number][];
    if (rectArea > 0 && hullArea / rectArea >= config.floorRectFillShare) {
      corners = rotatedRectCorners(rotated.center.x, rotated.center.y, rotated.size.width, rotated.size.height, rotated.angle);
    } else {
      const simple = scope.add(new cv.Mat());
      cv.approxPolyDP(hull, simple, 0.005 * (w + h), true);
      const pts = simple.data32S;
      corners = [];
      for (let i = 0; i + 1 < pts.length; i += 2) corners.push([pts[i]!, pts[i + 1]!]);
    }
    // Coarse pixel (x, y) spans frame pixels [x*scale, (x+1)*scale): map its centre.
    const polygon = corners.map(([x, y]): PointPx => [
      Math.round(Math.min(frameWidth, Math.max(0, (x + 0.5) * scale))),
      Math.round(Math.min(frameHeight, Math.max(0, (y + 0.5) * scale))),
    ]);
    return { polygon: fromTopLeftClockwise(polygon), source: 'floor' };
  });
}

/** Corners of a rotated rectangle (centre, size, angle in degrees as OpenCV gives it). */
function rotatedRectCorners(cx: number, cy: number, width: number, height: number, angleDeg: number): [number, number][] {
  const a = (angleDeg * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  return [
    [-width / 2, -height / 2],
    [width / 2, -height / 2],
    [width / 2, height / 2],
    [-width / 2, height / 2],
  ].map(([x, y]): [number, number] => [cx + c * x! - s * y!, cy + s * x! + c * y!]);
}

/**
 * Proposes an arena for an RGBA frame (see {@link proposeArenaOnCoarseLab}).
 *
 * @param frame `height × width × 4` uint8 RGBA.
 * @returns the proposal; never throws for a well-formed frame.
 * @throws Error when `frame.data` is not `width * height * 4` bytes long.
 */
export function proposeArena(cv: OpenCv, frame: RgbaFrame, config: Partial<ReadConfig> = {}): ArenaProposal {
  const cfg = { ...DEFAULT_READ_CONFIG, ...config };
  return withMatScope((scope) => {
    const coarse = coarseLabOf(cv, frame, cfg.coarseWidthPx, scope.add.bind(scope));
    return proposeArenaOnCoarseLab(cv, coarse.lab, coarse.scale, frame.width, frame.height, cfg);
  });
}

/**
 * Coarse 8-bit Lab copy of a frame, `coarseWidthPx` wide (area-averaged), and the scale
 * (frame pixels per coarse pixel). `keep` registers the Mats for deletion.
 */
export function coarseLabOf(cv: OpenCv, frame: RgbaFrame, coarseWidthPx: number, keep: <T extends Mat>(m: T) => T): { lab: Mat; scale: number } {
  checkFrame(frame);
  const scale = Math.max(1, frame.width / coarseWidthPx);
  const cw = Math.max(1, Math.round(frame.width / scale));
  const ch = Math.max(1, Math.round(frame.height / scale));
  const shrunk = shrinkFrame(cv, frame, cw, ch);
  const small = keep(new cv.Mat(ch, cw, cv.CV_8UC4));
  small.data.set(shrunk.data);
  const rgb = keep(new cv.Mat());
  cv.cvtColor(small, rgb, cv.COLOR_RGBA2RGB);
  const lab = keep(new cv.Mat());
  cv.cvtColor(rgb, lab, cv.COLOR_RGB2Lab);
  return { lab, scale: frame.width / cw };
}


