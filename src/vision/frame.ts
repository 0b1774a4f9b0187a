/**
 * The check every vision stage makes of the frames it is given (src/core/types.ts `RgbaFrame`:
 * `height × width × 4` uint8 RGBA, row-major).
 */
import type { RgbaFrame } from '../core/types.ts';

/**
 * Checks an RGBA frame's shape: whole positive sides, and `width × height × 4` bytes.
 * @throws Error naming the mismatch ("RGBA frame must have positive whole width and height, got
 *   0×2"; "RGBA frame 2×2 needs 16 bytes, got 15")
 */
export function checkFrame(frame: RgbaFrame): void {
  const { width, height, data } = frame;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new Error(`RGBA frame must have positive whole width and height, got ${width}×${height}`);
  }
  if (data.length !== width * height * 4) {
    throw new Error(`RGBA frame ${width}×${height} needs ${width * height * 4} bytes, got ${data.length}`);
  }
}
