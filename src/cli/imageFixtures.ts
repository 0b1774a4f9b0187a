/**
 * Small image files the CLI tests need and sharp cannot write: a BMP, and a PNG whose header
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
 * A `width × height` 24-bit BMP (black): 14-byte file header, 40-byte BITMAPINFOHEADER, rows
 * padded to 4 bytes (Microsoft BMP format).
 */
export function bmpImage(width: number, height: number): Buffer {
  const row = Math.ceil((width * 3) / 4) * 4;
  const size = 54 + row * height;
  const bmp = Buffer.alloc(size);
  bmp.write('BM', 0, 'latin1');
  bmp.writeUInt32LE(size, 2);
  bmp.writeUInt32LE(54, 10);
  bmp.writeUInt32LE(40, 14);
  bmp.writeInt32LE(width, 18);
  bmp.writeInt32LE(height, 22);
  bmp.writeUInt16LE(1, 26);
  bmp.writeUInt16LE(24, 28);
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
