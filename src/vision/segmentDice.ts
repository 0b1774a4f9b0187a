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
  /** Like `mask`, filled to the die's convex hull. */
  hullMask: Mat;
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
  hullMask: Mat;
  area: number;
  solidity: number;
  /** Area / rotated bounding rectangle area, 0..1. */
  fill: number;
  aspect: number;
  /** Shorter side of the rotated bounding rectangle, pixels. */
  shortSide: number;
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
 * @param labSmooth the frame as 8-bit Lab (`H × W × 3`), lightly smoothed: its colour helps
 *   split touching dice of different colours.
 */
export function segmentDice(cv: OpenCv, foreground: Mat, labSmooth: Mat, config: ReadConfig, scope: MatScope): DieRegion[] {
  const clean = scope.add(new cv.Mat());
  const k3 = scope.add(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(3, 3)));
  const k5 = scope.add(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(5, 5)));
  cv.morphologyEx(foreground, clean, cv.MORPH_CLOSE, k5);
  cv.morphologyEx(clean, clean, cv.MORPH_OPEN, k3);
  const blobs = externalBlobs(cv, clean, scope).filter((b) => b.area >= config.minDieAreaPx);
  const maxSide = config.maxDieSideShare * Math.min(foreground.rows, foreground.cols);
  const singles = blobs
    .filter((b) => b.fill >= 0.8 && b.aspect <= 1.25 && Math.max(b.rect.width, b.rect.height) <= maxSide)
    .map((b) => b.area)
    .sort((a, b) => a - b);
  const typical = singles.length > 0 ? singles[singles.length >> 1]! : undefined;
  const regions: DieRegion[] = [];
  for (const b of blobs) {
    const looksSingle = b.fill >= 0.8 && b.aspect <= 1.3 && (typical === undefined || b.area <= 1.5 * typical);
    // With no lone die to learn the size from, an elongated blob's short side is one die wide.
    const dieArea = typical ?? b.shortSide * b.shortSide;
    const parts = looksSingle ? [b] : splitBlob(cv, b, labSmooth, dieArea, config, scope);
    for (const p of parts) {
      if (p.area < config.minDieAreaPx) continue;
      if (Math.max(p.rect.width, p.rect.height) > maxSide) continue;
      if (p.aspect > config.maxDieAspect || p.solidity < config.minDieSolidity) continue;
      regions.push({ rect: p.rect, mask: p.mask, hullMask: p.hullMask, areaPx: p.area, centre: p.centre, shapeScore: shapeScore(p) });
    }
  }
  return regions;
}

/** How die-like a blob's outline is, 0..1: fills its rotated rectangle, nearly square. */
function shapeScore(b: Blob): number {
  return Math.max(0, Math.min(1, (b.fill - 0.55) / 0.3)) * Math.exp(-Math.max(0, b.aspect - 1.2) / 0.25);
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
    const hullMask = scope.add(cv.Mat.zeros(r.height, r.width, cv.CV_8UC1));
    const hullList = scope.add(new cv.MatVector());
    hullList.push_back(hull);
    cv.drawContours(hullMask, hullList, 0, new cv.Scalar(255), cv.FILLED, cv.LINE_8, scope.add(new cv.Mat()), 0, new cv.Point(-r.x, -r.y));
    const mo = cv.moments(c, false);
    blobs.push({
      rect: { x: r.x + offset[0], y: r.y + offset[1], width: r.width, height: r.height },
      mask,
      hullMask,
      area,
      solidity: hullArea > 0 ? area / hullArea : 0,
      fill: Math.min(1, area / (rw * rh)),
      aspect: Math.max(rw, rh) / Math.min(rw, rh),
      shortSide: Math.min(rw, rh),
      centre:
        mo.m00 > 0
          ? [mo.m10 / mo.m00 + offset[0], mo.m01 / mo.m00 + offset[1]]
          : [r.x + r.width / 2 + offset[0], r.y + r.height / 2 + offset[1]],
    });
  }
  return blobs;
}

/**
 * Splits a blob of touching dice: k-means over its pixels (position and smoothed colour) for
 * k = 1 .. area/typical + 1, keeping the k whose parts look most like single dice.
 */
function splitBlob(cv: OpenCv, blob: Blob, labSmooth: Mat, typicalArea: number, config: ReadConfig, scope: MatScope): Blob[] {
  const { x: bx, y: by, width: bw, height: bh } = blob.rect;
  const m = blob.mask.data;
  const lab = labSmooth.data;
  const stride = labSmooth.cols;
  const n = m.reduce((acc: number, v: number) => acc + (v > 0 ? 1 : 0), 0);
  const px = new Float32Array(n);
  const py = new Float32Array(n);
  const pl = new Float32Array(n);
  const pa = new Float32Array(n);
  const pb = new Float32Array(n);
  let j = 0;
  for (let y = 0; y < bh; y++) {
    for (let x = 0; x < bw; x++) {
      if (m[y * bw + x] === 0) continue;
      const li = ((by + y) * stride + bx + x) * 3;
      px[j] = x;
      py[j] = y;
      pl[j] = config.splitLightnessWeight * lab[li]!;
      pa[j] = config.splitChromaWeight * lab[li + 1]!;
      pb[j] = config.splitChromaWeight * lab[li + 2]!;
      j++;
    }
  }
  const kMax = Math.min(8, Math.max(2, Math.round(blob.area / typicalArea) + 1));
  let best: { score: number; parts: Blob[] } = { score: scoreParts([blob], typicalArea), parts: [blob] };
  const labels = new Int32Array(n);
  for (let k = 2; k <= kMax; k++) {
    kMeans(px, py, pl, pa, pb, k, labels);
    const parts: Blob[] = [];
    for (let c = 0; c < k; c++) {
      const part = scope.add(cv.Mat.zeros(bh, bw, cv.CV_8UC1));
      const p = part.data;
      for (let i = 0; i < n; i++) if (labels[i] === c) p[py[i]! * bw + px[i]!] = 255;
      const found = externalBlobs(cv, part, scope, [bx, by]).sort((a, b) => b.area - a.area)[0];
      if (found) parts.push(found);
    }
    const score = scoreParts(parts, typicalArea) - config.splitPenaltyPerDie * (k - 1);
    if (score > best.score) best = { score, parts };
  }
  return best.parts;
}

/** Area-weighted die-likeness of a partition: shape and size against the typical die area. */
function scoreParts(parts: readonly Blob[], typicalArea: number): number {
  let total = 0;
  let weighted = 0;
  for (const p of parts) {
    const ratio = p.area / typicalArea;
    const size = ratio < 0.45 ? Math.exp(-(0.45 - ratio) / 0.1) : ratio > 1.8 ? Math.exp(-(ratio - 1.8) / 0.3) : 1;
    total += p.area;
    weighted += p.area * shapeScore(p) * size * Math.min(1, p.solidity / 0.9);
  }
  return total > 0 ? weighted / total : 0;
}

/** Deterministic k-means (Lloyd, 12 rounds) on 5-D points; farthest-point initialisation. */
function kMeans(px: Float32Array, py: Float32Array, pl: Float32Array, pa: Float32Array, pb: Float32Array, k: number, labels: Int32Array): void {
  const n = px.length;
  const cx = new Float64Array(k);
  const cy = new Float64Array(k);
  const cl = new Float64Array(k);
  const ca = new Float64Array(k);
  const cb = new Float64Array(k);
  // Start from the point nearest the centroid, then repeatedly the farthest point from all centres.
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += px[i]!;
    my += py[i]!;
  }
  mx /= n;
  my /= n;
  const nearest = new Float64Array(n).fill(Infinity);
  let first = 0;
  let firstD = Infinity;
  for (let i = 0; i < n; i++) {
    const d = (px[i]! - mx) ** 2 + (py[i]! - my) ** 2;
    if (d < firstD) {
      firstD = d;
      first = i;
    }
  }
  let pick = first;
  for (let c = 0; c < k; c++) {
    cx[c] = px[pick]!;
    cy[c] = py[pick]!;
    cl[c] = pl[pick]!;
    ca[c] = pa[pick]!;
    cb[c] = pb[pick]!;
    let far = -1;
    for (let i = 0; i < n; i++) {
      const d = (px[i]! - cx[c]!) ** 2 + (py[i]! - cy[c]!) ** 2 + (pl[i]! - cl[c]!) ** 2 + (pa[i]! - ca[c]!) ** 2 + (pb[i]! - cb[c]!) ** 2;
      if (d < nearest[i]!) nearest[i] = d;
      if (nearest[i]! > far) {
        far = nearest[i]!;
        pick = i;
      }
    }
  }
  const sx = new Float64Array(k);
  const sy = new Float64Array(k);
  const sl = new Float64Array(k);
  const sa = new Float64Array(k);
  const sb = new Float64Array(k);
  const cnt = new Int32Array(k);
  for (let round = 0; round < 12; round++) {
    sx.fill(0);
    sy.fill(0);
    sl.fill(0);
    sa.fill(0);
    sb.fill(0);
    cnt.fill(0);
    for (let i = 0; i < n; i++) {
      let bestC = 0;
      let bestD = Infinity;
      for (let c = 0; c < k; c++) {
        const d = (px[i]! - cx[c]!) ** 2 + (py[i]! - cy[c]!) ** 2 + (pl[i]! - cl[c]!) ** 2 + (pa[i]! - ca[c]!) ** 2 + (pb[i]! - cb[c]!) ** 2;
        if (d < bestD) {
          bestD = d;
          bestC = c;
        }
      }
      labels[i] = bestC;
      sx[bestC] = sx[bestC]! + px[i]!;
      sy[bestC] = sy[bestC]! + py[i]!;
      sl[bestC] = sl[bestC]! + pl[i]!;
      sa[bestC] = sa[bestC]! + pa[i]!;
      sb[bestC] = sb[bestC]! + pb[i]!;
      cnt[bestC] = cnt[bestC]! + 1;
    }
    for (let c = 0; c < k; c++) {
      if (cnt[c] === 0) continue;
      cx[c] = sx[c]! / cnt[c]!;
      cy[c] = sy[c]! / cnt[c]!;
      cl[c] = sl[c]! / cnt[c]!;
      ca[c] = sa[c]! / cnt[c]!;
      cb[c] = sb[c]! / cnt[c]!;
    }
  }
}
