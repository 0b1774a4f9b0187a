/**
 * Small image files the CLI tests need and sharp cannot write: a BMP (of given pixels), and a PNG whose header
 * claims a size far larger than its pixels (to test the pixel limit without decoding).
 * Generated in memory; no data from ../shared.
 */
import sharp from 'sharp';

/** CRC-32 (ISO-HDLC, as PNG chunks use), bitwise: node:zlib's crc32 needs Node ≥ 20.15. */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A `width × height` 24-bit BMP: 14-byte file header, 40-byte BITMAPINFOHEADER, rows padded to
 * 4 bytes, stored bottom-up, or top-down (negative height) when `topDown` (Microsoft BMP format).
 * @param rgb the pixels, `height × width × 3` uint8 row-major from the top; black when omitted
 */
export function bmpImage(width: number, height: number, rgb?: Uint8Array, topDown = false): Buffer {
  const row = Math.ceil((width * 3) / 4) * 4;
  const size = 54 + row * height;
  const bmp = Buffer.alloc(size);
  bmp.write('BM', 0, 'latin1');
  bmp.writeUInt32LE(size, 2);
  bmp.writeUInt32LE(54, 10);
  bmp.writeUInt32LE(40, 14);
  bmp.writeInt32LE(width, 18);
  bmp.writeInt32LE(topDown ? -height : height, 22);
  bmp.writeUInt16LE(1, 26);
  bmp.writeUInt16LE(24, 28);
  if (rgb) {
    for (let y = 0; y < height; y++) {
      const at = 54 + (topDown ? y : height - 1 - y) * row;
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 3;
        bmp[at + x * 3] = rgb[i + 2]!; // stored blue, green, red
        bmp[at + x * 3 + 1] = rgb[i + 1]!;
        bmp[at + x * 3 + 2] = rgb[i]!;
      }
    }
  }
  return bmp;
}

/**
 * An 8 × 8 grey PNG whose IHDR says `width × height` (CRC fixed), so a decoder that checks the
 * header refuses it before decoding anything.
 */
export async function pngClaimingSize(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } }).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
