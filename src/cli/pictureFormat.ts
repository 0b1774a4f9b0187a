/**
 * Which picture format a file's first bytes start, by signature: how the CLI tells a photo from
 * a video whatever the decoder makes of it (sharp reads the picture; ffmpeg may not).
 */
import { AVIF_BRANDS, HEIF_BRANDS } from '../core/videoContainer.ts';

/**
 * Whether `head` (a file's first bytes) starts as an image format sharp reads: the signatures
 * of TIFF ("II*" or "MM", then 42: TIFF 6.0 §2), PNG, JPEG, GIF, WebP ("RIFF" … "WEBP"), and AVIF
 * or HEIF (the major brand one of src/core/videoContainer.ts `AVIF_BRANDS`, `HEIF_BRANDS`). A file that starts so but that sharp calls an unsupported
 * format is a damaged or cut-short image; `review` takes one for a photo, not a video.
 */
export function startsAsImage(head: Buffer): boolean {
  const text = head.toString('latin1');
  return text.startsWith('II*\0') || text.startsWith('MM\0*') || text.startsWith('\x89PNG\r\n\x1a\n')
    || (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) || /^GIF8[79]a/.test(text)
    || (text.startsWith('RIFF') && text.slice(8, 12) === 'WEBP')
    || (text.slice(4, 8) === 'ftyp' && (AVIF_BRANDS.has(text.slice(8, 12)) || HEIF_BRANDS.has(text.slice(8, 12))));
}
