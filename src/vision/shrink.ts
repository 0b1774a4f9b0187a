/**
 * Area-averaged shrinking of an RGBA frame with OpenCV.js, a band of rows at a time: a frame
 * need not fit in OpenCV.js's memory whole (a 16300 × 16300 photo is 1 GiB as RGBA, and
 * copying it into OpenCV.js at once failed; `dice-referee read` takes up to 268 megapixels).
 */
import type { RgbaFrame } from '../core/types.ts';
import { withMatScope } from './matScope.ts';
import type { OpenCv } from './opencv.ts';

/** The most frame pixels copied into OpenCV.js at once (16 Mi pixels, 64 MiB as RGBA). */
export const BAND_PIXELS = 16 * 1024 * 1024;

/**
 * An area-averaged (`INTER_AREA`) copy of `frame` (`height × width × 4` RGBA) at
 * `width × height` pixels, each at most the frame's, as a new RGBA frame. Bands of whole output
 * rows are shrunk one at a time (`bandPixels` frame pixels at most, or one output row's worth):
 * a frame within one band gives exactly one `cv.resize`. A larger one gives the same where the
 * output rows split the frame's evenly; elsewhere each band's rows are cut at the nearest frame
 * row, so its rows are averaged at a slightly different ratio (within 2 grey levels in the tests).
 * @throws Error when the size asked for is not whole pixels from 1 to the frame's size
 */
export function shrinkFrame(cv: OpenCv, frame: RgbaFrame, width: number, height: number, bandPixels = BAND_PIXELS): RgbaFrame {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width > frame.width || height > frame.height) {
    throw new Error(`shrinkFrame: ${width}×${height} is not a size from 1×1 to the frame's ${frame.width}×${frame.height}`);
  }
  const data = new Uint8ClampedArray(width * height * 4);
  const frameRowsPerRow = frame.height / height;
  const rowsPerBand = Math.max(1, Math.floor(bandPixels / (frame.width * frameRowsPerRow)));
  for (let y0 = 0; y0 < height; y0 += rowsPerBand) {
    const y1 = Math.min(height, y0 + rowsPerBand);
    const top = Math.round(y0 * frameRowsPerRow);
    const bottom = Math.round(y1 * frameRowsPerRow);
    withMatScope((scope) => {
      const band = scope.add(new cv.Mat(bottom - top, frame.width, cv.CV_8UC4));
      band.data.set(frame.data.subarray(top * frame.width * 4, bottom * frame.width * 4));
      const small = scope.add(new cv.Mat());
      cv.resize(band, small, new cv.Size(width, y1 - y0), 0, 0, cv.INTER_AREA);
      data.set(small.data, y0 * width * 4);
    });
  }
  return { width, height, data };
}
