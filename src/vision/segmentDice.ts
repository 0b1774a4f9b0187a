/**
 * Die segmentation: pixels whose colour differs from the local floor colour, cleaned up with
 * morphology, cut into one region per die (touching dice are split with a distance transform
 * and a watershed).
 */
import type { Mat } from '@techstark/opencv-js';
import type { MatScope } from './matScope.ts';
import type { OpenCv } from './opencv.ts';
import type { ReadConfig } from './readConfig.ts';

/** One die region in frame pixels. */
export interface DieRegion {
  /** Bounding rectangle `x, y, width, height` in frame pixels. */
  rect: { x: number; y: number; width: number; height: number };
  /** `rect.height × rect.width` uint8 mask, 255 on the die (owned by the caller's scope). */
  mask: Mat;
  /** Die area in pixels. */
  areaPx: number;
  /** Area-weighted centre `[x, y]`, frame pixels. */
  centre: [number, number];
  /** Shape plausibility 0..1 (solidity and squareness). */
  shapeScore: number;
}

interface Blob {
  rect: { x: number; y: number; width: number; height: number };
  mask: Mat;
  area: number;
  solidity: number;
  aspect: number;
  centre: [number, number];
}

/**
 * Foreground mask: `H × W` uint8, 255 where the frame's Lab colour is more than
 * `foregroundDistanceLab` from the background Lab (both `H × W × 3` 8-bit Lab), darker
 * differences weighted by `shadowWeight`; 0 outside `searchMask` (`H × W` uint8).
 */
export function foregroundMask(cv: OpenCv, lab: Mat, background: Mat, searchMask: Mat, config: ReadConfig, scope: MatScope): Mat {
  const out = scope.add(new cv.Mat(lab.rows, lab.cols, cv.CV_8UC1));
  const o = out.data;
  const l = lab.data;
  const bg = background.data;
  const s = searchMask.data;
  const t2 = config.foregroundDistanceLab * config.foregroundDistanceLab;
  const sw = config.shadowWeight;
  for (let i = 0, j = 0; i < o.length; i++, j += 3) {
    if (s[i] === 0) {
      o[i] = 0;
      continue;
    }
    let dL = l[j]! - bg[j]!;
    if (dL < 0) dL *= sw;
    const da = l[j + 1]! - bg[j + 1]!;
    const db = l[j + 2]! - bg[j + 2]!;
    o[i] = dL * dL + da * da + db * db > t2 ? 255 : 0;
  }
  return out;
}

/**
 * Cuts a foreground mask (`H × W` uint8) into die regions.
 *
 * @param rgb the frame, `H × W × 3` uint8, used by the watershed that splits touching dice.
 */
export function segmentDice(cv: OpenCv, foreground: Mat, rgb: Mat, config: ReadConfig, scope: MatScope): DieRegion[] {
  const clean = scope.add(new cv.Mat());
  const k3 = scope.add(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(3, 3)));
  const k5 = scope.add(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(5, 5)));
  cv.morphologyEx(foreground, clean, cv.MORPH_CLOSE, k5);
  cv.morphologyEx(clean, clean, cv.MORPH_OPEN, k3);
  const blobs = externalBlobs(cv, clean, scope);
  const maxSide = config.maxDieSideShare * Math.min(foreground.rows, foreground.cols);
  const sized = blobs.filter((b) => b.area >= config.minDieAreaPx && Math.max(b.rect.width, b.rect.height) <= maxSide * 3);
  // Typical single-die area: median of the blobs that look like one die.
  const singles = sized
    .filter((b) => b.solidity >= 0.9 && b.aspect <= 1.3 && Math.max(b.rect.width, b.rect.height) <= maxSide)
    .map((b) => b.area)
    .sort((a, b) => a - b);
  const typical = singles.length > 0 ? singles[singles.length >> 1]! : undefined;
  const regions: DieRegion[] = [];
  for (const b of sized) {
    const merged =
      typical !== undefined &&
      (b.area > 1.7 * typical || (b.area > 1.25 * typical && (b.solidity < config.minDieSolidity + 0.05 || b.aspect > 1.4)));
    const parts = merged ? splitBlob(cv, b, rgb, Math.sqrt(typical), scope) : [b];
    for (const p of parts) {
      if (p.area < config.minDieAreaPx) continue;
      if (Math.max(p.rect.width, p.rect.height) > maxSide) continue;
      if (p.aspect > config.maxDieAspect || p.solidity < config.minDieSolidity) continue;
      const shapeScore = Math.min(1, p.solidity / 0.95) * Math.min(1, 1.15 / p.aspect);
      regions.push({ rect: p.rect, mask: p.mask, areaPx: p.area, centre: p.centre, shapeScore });
    }
  }
  return regions;
}

/** External contours of a binary mask as blobs with their own crop masks (holes filled). */
function externalBlobs(cv: OpenCv, binary: Mat, scope: MatScope, offset: [number, number] = [0, 0]): Blob[] {
  const contours = scope.add(new cv.MatVector());
  const hierarchy = scope.add(new cv.Mat());
  cv.findContours(binary, contours, hierarchy, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_SIMPLE);
  const blobs: Blob[] = [];
  for (let i = 0; i < contours.size(); i++) {
    const c = scope.add(contours.get(i));
    const area = cv.contourArea(c);
    if (area < 4) continue;
    const r = cv.boundingRect(c);
    const hull = scope.add(new cv.Mat());
    cv.convexHull(c, hull, false, true);
    const hullArea = cv.contourArea(hull);
    const rr = cv.minAreaRect(c);
    const rw = Math.max(1, rr.size.width);
    const rh = Math.max(1, rr.size.height);
    const mask = scope.add(cv.Mat.zeros(r.height, r.width, cv.CV_8UC1));
    const one = scope.add(new cv.MatVector());
    one.push_back(c);
    cv.drawContours(mask, one, 0, new cv.Scalar(255), cv.FILLED, cv.LINE_8, scope.add(new cv.Mat()), 0, new cv.Point(-r.x, -r.y));
    const mo = cv.moments(c, false);
    blobs.push({
      rect: { x: r.x + offset[0], y: r.y + offset[1], width: r.width, height: r.height },
      mask,
      area,
      solidity: hullArea > 0 ? area / hullArea : 0,
      aspect: Math.max(rw, rh) / Math.min(rw, rh),
      centre: mo.m00 > 0 ? [mo.m10 / mo.m00 + offset[0], mo.m01 / mo.m00 + offset[1]] : [r.x + r.width / 2 + offset[0], r.y + r.height / 2 + offset[1]],
    });
  }
  return blobs;
}

/**
 * Splits a blob of touching dice: cores are where the distance to the blob's edge exceeds
 * 0.3 × the typical die side; a watershed on the colour image grows them back to the edge.
 */
function splitBlob(cv: OpenCv, blob: Blob, rgb: Mat, typicalSidePx: number, scope: MatScope): Blob[] {
  const pad = 2;
  const { x, y, width, height } = blob.rect;
  const padded = scope.add(new cv.Mat());
  cv.copyMakeBorder(blob.mask, padded, pad, pad, pad, pad, cv.BORDER_CONSTANT, new cv.Scalar(0));
  const dist = scope.add(new cv.Mat());
  cv.distanceTransform(padded, dist, cv.DIST_L2, 5);
  const cores = scope.add(new cv.Mat(dist.rows, dist.cols, cv.CV_8UC1));
  const d = dist.data32F;
  const c = cores.data;
  const level = 0.3 * typicalSidePx;
  for (let i = 0; i < d.length; i++) c[i] = d[i]! > level ? 255 : 0;
  const markers = scope.add(new cv.Mat());
  const count = cv.connectedComponents(cores, markers, 8, cv.CV_32S);
  if (count <= 2) return [blob];
  // Markers: 1 = outside the blob, 2.. = cores, 0 = to be flooded.
  const mk = markers.data32S;
  const pm = padded.data;
  for (let i = 0; i < mk.length; i++) {
    if (mk[i]! > 0) mk[i] = mk[i]! + 1;
    else if (pm[i] === 0) mk[i] = 1;
  }
  const rx = Math.max(0, x - pad);
  const ry = Math.max(0, y - pad);
  const crop = scope.add(new cv.Mat());
  const roi = scope.add(rgb.roi(new cv.Rect(rx, ry, Math.min(rgb.cols - rx, width + 2 * pad), Math.min(rgb.rows - ry, height + 2 * pad))));
  cv.copyMakeBorder(roi, crop, ry - (y - pad), y + height + pad - (ry + roi.rows), rx - (x - pad), x + width + pad - (rx + roi.cols), cv.BORDER_REPLICATE);
  cv.watershed(crop, markers);
  const parts: Blob[] = [];
  for (let label = 2; label <= count; label++) {
    const part = scope.add(new cv.Mat(markers.rows, markers.cols, cv.CV_8UC1));
    const p = part.data;
    for (let i = 0; i < mk.length; i++) p[i] = mk[i] === label && pm[i]! > 0 ? 255 : 0;
    const found = externalBlobs(cv, part, scope, [x - pad, y - pad]);
    const biggest = found.sort((a, b) => b.area - a.area)[0];
    if (biggest) parts.push(biggest);
  }
  return parts.length > 0 ? parts : [blob];
}
