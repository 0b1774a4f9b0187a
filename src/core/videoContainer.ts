/**
 * Which video container, or picture format browsers may lack, a file's first bytes start, for
 * the CLI and the web app alike: a photo command given a video says to review it, a damaged
 * video is told from a file of another kind, and a TIFF or HEIC photo is named as such.
 */

/** Bytes {@link startsAsVideoContainer} needs to tell every container it knows: two 192-byte packets. */
export const VIDEO_CONTAINER_HEAD_BYTES = 2 * 192;

/**
 * Whether `head` starts as an MPEG transport stream does: a sync byte (0x47) at the start of its
 * first two packets, 188 bytes long (`.ts`), or 192 with a 4-byte time code before each
 * (`.m2ts`, `.mts`: camcorders' AVCHD). ISO/IEC 13818-1, 2.4.3.2; BDAV for the 192-byte packets.
 * @param head the file's first bytes: {@link VIDEO_CONTAINER_HEAD_BYTES}, or the whole file when shorter
 */
export function startsAsTransportStream(head: Uint8Array): boolean {
  const SYNC = 0x47;
  return (head[0] === SYNC && head[188] === SYNC) || (head[4] === SYNC && head[196] === SYNC);
}

/**
 * Brands of HEIF pictures and picture sequences (ISO/IEC 23008-12 Annex B): the generic mif1,
 * mif2 and msf1, and those of HEVC-coded ones (heic, heix, hevc, hevx, heim, heis), as iPhones take.
 */
export const HEIF_BRANDS: ReadonlySet<string> = new Set(['mif1', 'mif2', 'msf1', 'heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);

/** Brands of AV1 Image File Format pictures and sequences (AVIF 1.0, section 9): avif, avis. */
export const AVIF_BRANDS: ReadonlySet<string> = new Set(['avif', 'avis']);

/**
 * Major brands (the four characters after `ftyp`) of ISO base media files that are no video:
 * {@link HEIF_BRANDS}, {@link AVIF_BRANDS}, and iTunes sound (M4A, M4B, M4P).
 */
const NOT_VIDEO_BRANDS: ReadonlySet<string> = new Set([...HEIF_BRANDS, ...AVIF_BRANDS, 'M4A ', 'M4B ', 'M4P ']);

/**
 * The brands of an ISO base media file's first box when it is `ftyp` (ISO/IEC 14496-12, 4.3):
 * the major brand first, then the compatible ones that `head` holds; empty for any other file.
 * @param head the file's first bytes (64 hold the brands of every picture seen so far)
 */
export function isoBrands(head: Uint8Array): string[] {
  if (head.length < 12 || String.fromCharCode(...head.subarray(4, 8)) !== 'ftyp') return [];
  const size = ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;
  const end = Math.min(head.length, size);
  const brands = [String.fromCharCode(...head.subarray(8, 12))];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(String.fromCharCode(...head.subarray(at, at + 4)));
  return brands;
}

/**
 * Whether `head` starts a video container: MP4 or MOV (`ftyp` at byte 4; ISO/IEC 14496-12) but
 * for a picture's or a sound's brand ({@link NOT_VIDEO_BRANDS}), WebM or Matroska (EBML magic
 * 1A 45 DF A3), or an MPEG transport stream ({@link startsAsTransportStream}).
 * @param head the file's first bytes: {@link VIDEO_CONTAINER_HEAD_BYTES}, or the whole file when shorter
 */
export function startsAsVideoContainer(head: Uint8Array): boolean {
  const brand = head.length >= 12 ? String.fromCharCode(...head.subarray(8, 12)) : '';
  const isoBox = head.length >= 8 && head[4] === 0x66 && head[5] === 0x74 && head[6] === 0x79 && head[7] === 0x70 && !NOT_VIDEO_BRANDS.has(brand);
  const ebml = head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3;
  return isoBox || ebml || startsAsTransportStream(head);
}

/**
 * The picture format that `head` (a file's first 64 bytes, or all of a shorter file) starts
 * and that browsers may not decode: TIFF (byte order `II*\0` or `MM\0*`; TIFF 6.0, section 2)
 * or HEIC (an ISO file of a HEIF brand, {@link HEIF_BRANDS}, and of no
 * AVIF brand: an AVIF may name the generic mif1 first); null for any other.
 */
export function pictureFormatBrowsersLack(head: Uint8Array): 'TIFF' | 'HEIC' | null {
  const start = String.fromCharCode(...head.subarray(0, 4));
  if (start === 'II*\0' || start === 'MM\0*') return 'TIFF';
  const brands = isoBrands(head);
  if (HEIF_BRANDS.has(brands[0] ?? '') && !brands.some((brand) => AVIF_BRANDS.has(brand))) return 'HEIC';
  return null;
}
