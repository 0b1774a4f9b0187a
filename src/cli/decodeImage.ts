/**
 * Decodes an image file (JPEG, PNG, WebP, …) into an {@link RgbaFrame} for the die reader,
 * with `sharp`. EXIF orientation is applied, so the frame is upright as a viewer shows it.
 */
import { access, constants } from 'node:fs/promises';
import sharp from 'sharp';
import type { RgbaFrame } from '../core/types.ts';

/** Thrown when an image file cannot be decoded; `message` names the file and the cause. */
export class ImageDecodeError extends Error {
  /** The path that was asked for. */
  readonly path: string;

  constructor(path: string, reason: string) {
    super(`cannot decode image ${path}: ${reason}`);
    this.name = 'ImageDecodeError';
    this.path = path;
  }
}

/**
 * Reads an image file into an RGBA frame (`height × width × 4` uint8, row-major).
 *
 * @param path image file path.
 * @throws ImageDecodeError when the file is missing or unreadable, is not an image, or is
 *   corrupt (truncated or damaged data).
 */
export async function decodeImage(path: string): Promise<RgbaFrame> {
  try {
    await access(path, constants.R_OK);
  } catch {
    throw new ImageDecodeError(path, 'file not found or not readable');
  }
  try {
    const { data, info } = await sharp(path, { failOn: 'truncated' })
      .rotate()
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 4) {
      throw new ImageDecodeError(path, `expected 4 channels after ensureAlpha, got ${info.channels}`);
    }
    return {
      width: info.width,
      height: info.height,
      data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
    };
  } catch (error) {
    if (error instanceof ImageDecodeError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    const reason = /unsupported image format/i.test(detail)
      ? 'not an image (unsupported or unrecognised format)'
      : `corrupt or unreadable image data (${detail})`;
    throw new ImageDecodeError(path, reason);
  }
}
