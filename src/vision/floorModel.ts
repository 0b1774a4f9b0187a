/**
 * The floor background model: what the arena floor would look like with no dice on it.
 */
import type { Mat } from '@techstark/opencv-js';
import type { MatScope } from './matScope.ts';
import type { OpenCv } from './opencv.ts';
import type { ReadConfig } from './readConfig.ts';

/**
 * Floor background model on the coarse Lab image (`h × w × 3`): pixels outside `searchMask`
 * are painted with the floor's median colour, then a median filter `backgroundKernelShare ×
 * w` wide wipes the dice out.
 */
export function floorBackground(cv: OpenCv, coarseLab: Mat, searchMask: Mat, config: ReadConfig, scope: MatScope): Mat {
  const filled = scope.add(coarseLab.clone());
  const d = filled.data;
  const s = searchMask.data;
  const hist = [new Uint32Array(256), new Uint32Array(256), new Uint32Array(256)];
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === 0) continue;
    n++;
    for (let c = 0; c < 3; c++) hist[c]![d[i * 3 + c]!]! += 1;
  }
  const median = hist.map((h) => {
    let acc = 0;
    for (let v = 0; v < 256; v++) {
      acc += h[v]!;
      if (acc * 2 >= n) return v;
    }
    return 128;
  });
  for (let i = 0; i < s.length; i++) {
    if (s[i] !== 0) continue;
    for (let c = 0; c < 3; c++) d[i * 3 + c] = median[c]!;
  }
  const k = Math.max(3, Math.round(config.backgroundKernelShare * coarseLab.cols) | 1);
  const background = scope.add(new cv.Mat());
  cv.medianBlur(filled, background, k);
  return background;
}

/** Fills `polygon` (frame pixels × `scale`) with 255 into `mask`. */
export function fillPolygon(cv: OpenCv, mask: Mat, polygon: readonly (readonly [number, number])[], scale: number, scope: MatScope): void {
  if (polygon.length < 3) return;
  const flat = polygon.flatMap((p) => [Math.round(p[0] * scale), Math.round(p[1] * scale)]);
  const pts = scope.add(cv.matFromArray(polygon.length, 1, cv.CV_32SC2, flat));
  const list = scope.add(new cv.MatVector());
  list.push_back(pts);
  cv.fillPoly(mask, list, new cv.Scalar(255));
}

